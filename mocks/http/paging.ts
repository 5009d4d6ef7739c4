/** A page of items: `{ items, page, limit, total }` (page as the caller sent it). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

export function pageOf<T>(all: readonly T[], pageIndex: number, limit: number, page: number): Page<T> {
  return { items: all.slice(pageIndex * limit, pageIndex * limit + limit), page, limit, total: all.length };
}
