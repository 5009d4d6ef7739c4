import * as z from 'zod/mini';
import { SYMBOLS } from '@/api/symbols';
import { FAILURE_REASONS, type GameState, type Submission } from '@/features/game/gameSlice';

// `withPrevious` (one move of several chips, for Undo) is optional: a draft stored before it restores
// with every chip a move of its own.
const chip = z.object({
  symbol: z.enum(SYMBOLS),
  amount: z.number().check(z.positive()),
  withPrevious: z.optional(z.literal(true)),
});

export const persistedSubmissionSchema: z.ZodMiniType<Submission> = z.object({
  requestId: z.string().check(z.minLength(1)),
  roundId: z.number(),
  chips: z.array(chip).check(z.minLength(1)),
  status: z.enum(['pending', 'confirmed', 'failed', 'unresolved']),
  reason: z.nullable(z.enum(FAILURE_REASONS)),
  // Optional: one stored before it restores as an ordinary confirmation.
  confirmedLate: z.optional(z.literal(true)),
  failedLate: z.optional(z.literal(true)),
});

/** The game as stored: with the session it was played in, so that it never restores into another. */
export type StoredGame = GameState & { sessionId: string | null };

/** What a reload may restore (docs/storage.md); anything else restores as the initial state. */
export const persistedGameSchema: z.ZodMiniType<StoredGame> = z.object({
  roundId: z.nullable(z.number()),
  placedChips: z.array(chip),
  selectedChip: z._default(z.nullable(z.number().check(z.positive())), null),
  submission: z._default(z.nullable(persistedSubmissionSchema), null),
  sessionId: z._default(z.nullable(z.string()), null),
  // Optional: a game stored before it restores as active (the games call then says).
  gameInactive: z.optional(z.literal(true)),
});
