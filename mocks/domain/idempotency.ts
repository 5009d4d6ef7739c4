export type IdempotencyLookup<T> =
  { readonly kind: 'miss' } | { readonly kind: 'replay'; readonly answer: T } | { readonly kind: 'conflict' };

interface Entry<T> {
  readonly fingerprint: string;
  readonly answer: T;
}

/**
 * Accepted answers by (accountId, requestId): the same id with the same body gets the first answer
 * again, with another body a conflict. Keeps the newest `perAccountLimit` entries of each account.
 */
export class IdempotencyStore<T> {
  private readonly byAccount = new Map<number, Map<string, Entry<T>>>();

  constructor(private readonly perAccountLimit: number) {}

  lookup(accountId: number, requestId: string, fingerprint: string): IdempotencyLookup<T> {
    const entry = this.byAccount.get(accountId)?.get(requestId);
    if (entry === undefined) return { kind: 'miss' };
    return entry.fingerprint === fingerprint
      ? { kind: 'replay', answer: entry.answer }
      : { kind: 'conflict' };
  }

  find(accountId: number, requestId: string): T | undefined {
    return this.byAccount.get(accountId)?.get(requestId)?.answer;
  }

  save(accountId: number, requestId: string, fingerprint: string, answer: T): void {
    let entries = this.byAccount.get(accountId);
    if (entries === undefined) {
      entries = new Map();
      this.byAccount.set(accountId, entries);
    }
    entries.set(requestId, { fingerprint, answer });
    while (entries.size > this.perAccountLimit) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }
}
