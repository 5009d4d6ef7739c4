import * as z from 'zod/mini';
import { positiveMinorUnits } from '@/api/schemas';
import { SYMBOLS } from '@/api/symbols';
import { FAILURE_REASONS, type GameState, type Submission } from '@/features/game/gameSlice';
import {
  FAIR_ROUNDS_KEPT,
  FAIRNESS_OUTCOMES,
  FAIRNESS_PROBLEMS,
  KEPT_HASH_CHARS,
  type FairRound,
} from '@/lib/fairness/fairRounds';

// Amounts are bounded as the network's are (api/schemas.ts), and so is what the chips add up to: a
// stored value out of bounds restores the game empty rather than a stake no screen can print.
// `withPrevious` (one move of several chips, for Undo) is optional: a draft stored before it restores
// with every chip a move of its own.
const chip = z.object({
  symbol: z.enum(SYMBOLS),
  amount: positiveMinorUnits,
  withPrevious: z.optional(z.literal(true)),
});
const chips = z
  .array(chip)
  .check(z.refine((list) => Number.isSafeInteger(list.reduce((total, { amount }) => total + amount, 0))));

export const persistedSubmissionSchema: z.ZodMiniType<Submission> = z.object({
  requestId: z.string().check(z.minLength(1)),
  roundId: z.int(),
  chips: chips.check(z.minLength(1)),
  status: z.enum(['pending', 'confirmed', 'failed', 'unresolved']),
  reason: z.nullable(z.enum(FAILURE_REASONS)),
  // Optional: one stored before it restores as an ordinary confirmation.
  confirmedLate: z.optional(z.literal(true)),
  failedLate: z.optional(z.literal(true)),
  adopted: z.optional(z.literal(true)),
  conflicted: z.optional(z.literal(true)),
  sessionEndedFor: z.optional(z.int()),
});

const fairRoundSchema: z.ZodMiniType<FairRound> = z.object({
  roundId: z.number(),
  seenHash: z.nullable(z.string().check(z.maxLength(KEPT_HASH_CHARS))),
  seenAt: z.nullable(z.number()),
  check: z.nullable(
    z.object({
      outcome: z.enum(FAIRNESS_OUTCOMES),
      problem: z.nullable(z.enum(FAIRNESS_PROBLEMS)),
      reference: z.nullable(z.enum(['seen', 'published'])),
      checkedAt: z.number(),
    }),
  ),
  dismissed: z.optional(z.literal(true)),
});

/** The game as stored: with the session it was played in, so that it never restores into another. */
export type StoredGame = GameState & { sessionId: string | null };

/** What a reload may restore (docs/storage.md); anything else restores as the initial state. */
export const persistedGameSchema: z.ZodMiniType<StoredGame> = z.object({
  roundId: z.nullable(z.int()),
  placedChips: chips,
  selectedChip: z._default(z.nullable(positiveMinorUnits), null),
  submission: z._default(z.nullable(persistedSubmissionSchema), null),
  sessionId: z._default(z.nullable(z.string()), null),
  // Optional: a game stored before it restores as active (the games call then says).
  gameInactive: z.optional(z.literal(true)),
  // Optional: a game stored before it restores with no staked round to tell.
  stakedRound: z.optional(z.int()),
  stakedRoundEndedFor: z.optional(z.int()),
  // Optional: a game stored before it restores with no rounds kept (their checks are then against
  // the published hash only).
  fairRounds: z._default(z.array(fairRoundSchema).check(z.maxLength(FAIR_ROUNDS_KEPT)), []),
});
