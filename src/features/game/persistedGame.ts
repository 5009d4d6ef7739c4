import * as z from 'zod/mini';
import { SYMBOLS } from '@/features/game/symbols';
import type { GameState } from '@/features/game/gameSlice';

export const persistedGameSchema: z.ZodMiniType<GameState> = z.object({
  roundId: z.nullable(z.number()),
  placedChips: z.array(z.object({ symbol: z.enum(SYMBOLS), amount: z.number().check(z.positive()) })),
});
