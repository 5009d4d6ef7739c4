import * as z from 'zod/mini';
import { minorUnits, pageSchema } from '@/api/schemas';

/*
 * docs/api.md answer shapes of the play reports and the results history. Dice are kept as strings:
 * an unknown symbol from a newer server is shown by its code, not refused.
 */
const dice = z.array(z.string()).check(z.length(3));

export const settledBetSchema = z.object({ symbol: z.string(), stake: minorUnits, payout: minorUnits });

export const roundReportSchema = z.object({
  roundId: z.int(),
  settledAt: z.number(),
  dice,
  seed: z.optional(z.nullable(z.string())),
  seedHash: z.optional(z.nullable(z.string())),
  bets: z.array(settledBetSchema),
  totalStake: minorUnits,
  totalPayout: minorUnits,
  net: minorUnits,
  balanceAfter: z.optional(minorUnits),
});
export type RoundReport = z.infer<typeof roundReportSchema>;

export const roundReportPage = pageSchema(roundReportSchema);

export const reportHeaderSchema = z.object({
  rounds: z.int(),
  totalStake: minorUnits,
  totalPayout: minorUnits,
  net: minorUnits,
  currency: z.string(),
  scale: z.int().check(z.minimum(0), z.maximum(8)),
});

export const headerReportSchema = z.object({
  header: reportHeaderSchema,
  items: z.array(roundReportSchema),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
export type HeaderReport = z.infer<typeof headerReportSchema>;

export const roundResultSchema = z.object({
  roundId: z.int(),
  dice,
  seed: z.optional(z.nullable(z.string())),
  seedHash: z.optional(z.nullable(z.string())),
  settledAt: z.number(),
});
export type RoundResult = z.infer<typeof roundResultSchema>;

export const roundResultPage = pageSchema(roundResultSchema);
