import * as z from 'zod/mini';
import { minorUnits, pageSchema } from '@/api/schemas';
import { SYMBOLS } from '@/api/symbols';

/*
 * The game's answers (docs/api.md "Betting data", "Join", "All results"), checked at the boundary.
 * Money is a safe integer of minor units, as on every other screen: an amount in major units with a
 * fraction (12.5) is a different contract, and shows as an answer the app cannot read rather than as
 * wrong sums. Ids and times (epoch ms) are integers too.
 */
const id = z.int();
const time = z.int();
/** A stake, a chip or a limit: at least one minor unit. */
const positiveAmount = z.int().check(z.minimum(1));

const symbol = z.enum(SYMBOLS);
const dice = z.tuple([symbol, symbol, symbol]);
const stake = z.object({ symbol, stake: positiveAmount });
const settledStake = z.object({ symbol, stake: positiveAmount, payout: minorUnits });

export const roundSchema = z.object({
  id,
  phase: z.enum(['BETTING', 'CLOSED', 'RESULT']),
  openedAt: time,
  closesAt: time,
  resultAt: time,
  endsAt: time,
  seedHash: z.string(),
  dice: z.nullable(dice),
  seed: z.nullable(z.string()),
});

export const bettingDataSchema = z.object({
  round: roundSchema,
  timing: z.object({ bettingMs: time, shakeMs: time, resultMs: time }),
  account: z.object({
    id,
    currency: z.string(),
    scale: z.int().check(z.minimum(0), z.maximum(8)),
    balance: minorUnits,
  }),
  limits: z.object({
    minStake: positiveAmount,
    maxStakePerSymbol: positiveAmount,
    maxStakePerRound: positiveAmount,
    chips: z.array(positiveAmount),
  }),
  myBets: z.object({
    roundId: id,
    bets: z.array(stake),
    totalStake: minorUnits,
    requestIds: z.array(z.string()),
  }),
  lastSettlement: z.nullable(
    z.object({
      roundId: id,
      dice,
      bets: z.array(settledStake),
      totalStake: minorUnits,
      totalPayout: minorUnits,
      net: minorUnits,
      balanceAfter: minorUnits,
    }),
  ),
});

// An acceptance names what it took: one of no bets would confirm a submission of no chips.
export const joinAnswerSchema = z.object({
  requestId: z.string(),
  roundId: id,
  status: z.literal('ACCEPTED'),
  bets: z.array(stake).check(z.minLength(1)),
  totalStake: minorUnits,
  roundTotalStake: minorUnits,
  balance: minorUnits,
});

// The strip shows the round and the dice only; the seeds may be absent or null, as on the Results
// screen, which reads the same call (reports/reportSchemas.ts).
export const resultsPageSchema = pageSchema(
  z.object({
    roundId: id,
    dice,
    seed: z.optional(z.nullable(z.string())),
    seedHash: z.optional(z.nullable(z.string())),
    settledAt: time,
  }),
);

/**
 * The games call (docs/api.md "Get games"): every game of the account with its status. The table reads
 * it for game 2's status only (the login's check is the auth feature's).
 */
export const gamesSchema = z.array(z.looseObject({ id: z.number(), status: z.string() }));

export type BettingData = z.infer<typeof bettingDataSchema>;
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;
export type ResultsPage = z.infer<typeof resultsPageSchema>;
