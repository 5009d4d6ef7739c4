/** Calls per request path (e.g. "/api/oauth/refresh" → 1), for tests and /__sim/state. */
export class CallCounter {
  private readonly counts = new Map<string, number>();

  /** Paths beyond this many distinct ones (e.g. random unknown paths) are counted under "(other)". */
  constructor(private readonly maxPaths = 500) {}

  count(path: string): void {
    const key = this.counts.has(path) || this.counts.size < this.maxPaths ? path : '(other)';
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  of(path: string): number {
    return this.counts.get(path) ?? 0;
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }

  clear(): void {
    this.counts.clear();
  }
}
