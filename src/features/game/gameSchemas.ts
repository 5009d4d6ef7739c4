import * as z from 'zod/mini';
import { SYMBOLS } from '@/features/game/symbols';

/* The game's answers (docs/api.md "Betting data", "Join", "All results"), checked at the boundary. */

const symbol = z.enum(SYMBOLS);
const dice = z.tuple([symbol, symbol, symbol]);
const stake = z.object({ symbol, stake: z.number() });
const settledStake = z.object({ symbol, stake: z.number(), payout: z.number() });

export const roundSchema = z.object({
  id: z.number(),
  phase: z.enum(['BETTING', 'CLOSED', 'RESULT']),
  openedAt: z.number(),
  closesAt: z.number(),
  resultAt: z.number(),
  endsAt: z.number(),
  seedHash: z.string(),
  dice: z.nullable(dice),
  seed: z.nullable(z.string()),
});

export const bettingDataSchema = z.object({
  round: roundSchema,
  timing: z.object({ bettingMs: z.number(), shakeMs: z.number(), resultMs: z.number() }),
  account: z.object({ id: z.number(), currency: z.string(), scale: z.number(), balance: z.number() }),
  limits: z.object({
    minStake: z.number(),
    maxStakePerSymbol: z.number(),
    maxStakePerRound: z.number(),
    chips: z.array(z.number()),
  }),
  myBets: z.object({
    roundId: z.number(),
    bets: z.array(stake),
    totalStake: z.number(),
    requestIds: z.array(z.string()),
  }),
  lastSettlement: z.nullable(
    z.object({
      roundId: z.number(),
      dice,
      bets: z.array(settledStake),
      totalStake: z.number(),
      totalPayout: z.number(),
      net: z.number(),
      balanceAfter: z.number(),
    }),
  ),
});

export const joinAnswerSchema = z.object({
  requestId: z.string(),
  roundId: z.number(),
  status: z.literal('ACCEPTED'),
  bets: z.array(stake),
  totalStake: z.number(),
  roundTotalStake: z.number(),
  balance: z.number(),
});

export const resultsPageSchema = z.object({
  items: z.array(
    z.object({ roundId: z.number(), dice, seed: z.string(), seedHash: z.string(), settledAt: z.number() }),
  ),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});

export type BettingData = z.infer<typeof bettingDataSchema>;
export type Round = z.infer<typeof roundSchema>;
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;
export type ResultsPage = z.infer<typeof resultsPageSchema>;
export type Settlement = NonNullable<BettingData['lastSettlement']>;
