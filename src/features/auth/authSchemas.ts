import * as z from 'zod/mini';
import { anyCodeEnvelope } from '@/api/envelope';

/** Spec §3 login response (code is checked by the flow, not the schema: a non-200 code is a refusal). */
export const loginAnswer = z.object({
  code: z.string(),
  message: z.optional(z.string()),
  data: z.optional(
    z.nullable(
      z.object({
        accessToken: z.string().check(z.minLength(1)),
        refreshToken: z.string().check(z.minLength(1)),
        userInfo: z.object({
          loginId: z.string(),
          accounts: z.object({
            id: z.number(),
            levelName: z.string(),
            subLevelId: z.optional(z.nullable(z.number())),
            currency: z.optional(z.string()),
          }),
        }),
      }),
    ),
  ),
});

export const gamesAnswer = anyCodeEnvelope(z.array(z.looseObject({ id: z.number(), status: z.string() })));

/** Spec §5: the game whose active status gates login. */
export const GATED_GAME_ID = 2;
export const ACTIVE = 'ACT';
