/** Newest-first list that keeps at most `capacity` items (older ones are dropped). */
export class BoundedList<T> {
  private items: T[] = [];

  constructor(private readonly capacity: number) {}

  add(item: T): void {
    this.items.unshift(item);
    if (this.items.length > this.capacity) this.items.length = this.capacity;
  }

  get size(): number {
    return this.items.length;
  }

  first(): T | undefined {
    return this.items[0];
  }

  /** Items of a 0-based page. */
  page(pageIndex: number, limit: number): T[] {
    return this.items.slice(pageIndex * limit, pageIndex * limit + limit);
  }

  all(): readonly T[] {
    return this.items;
  }
}
