import * as z from 'zod/mini';

/*
 * Answer shapes shared by several screens (docs/api.md). Money is a safe integer of minor units;
 * `scale` says how many of its digits are after the point.
 */
export const minorUnits = z.int();
/** A stake, a chip or a transfer: at least one minor unit. */
export const positiveMinorUnits = z.int().check(z.minimum(1));
/** Minor digits of a currency: 2 for USD, 0 for KHR; no currency has more than 8. */
export const moneyScale = z.int().check(z.minimum(0), z.maximum(8));

export const accountSchema = z.object({
  id: z.int(),
  loginId: z.string(),
  phoneNumber: z.optional(z.string()),
  levelName: z.string(),
  subLevelId: z.optional(z.nullable(z.int())),
  parentId: z.optional(z.nullable(z.int())),
  currency: z.string(),
  scale: moneyScale,
  balance: minorUnits,
  status: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** A page answer: `{ items, page, limit, total }` (page echoes the request's pageSize). */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.int(),
    limit: z.int(),
    total: z.int().check(z.minimum(0)),
  });
}

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** Spec §9: every report and list call asks for 10 rows. */
export const PAGE_LIMIT = 10;

/** How many pages `total` rows make at `limit` a page (at least 1, so "page 1 of 1" when empty). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
