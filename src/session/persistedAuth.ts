import * as z from 'zod/mini';
import type { AuthState } from '@/session/authSlice';

/** What may come back out of storage for the `auth` slice; anything else restores as signed out. */
export const persistedAuthSchema: z.ZodMiniType<AuthState> = z.object({
  user: z.nullable(
    z.object({
      accessToken: z.string().check(z.minLength(1)),
      levelName: z.string(),
      subLevelId: z.nullable(z.number()),
      loginId: z.string(),
      id: z.number(),
      sessionId: z.string().check(z.minLength(1)),
      currency: z.string(),
      // Sessions stored before it was kept have none: they count as the oldest sign-in.
      signedInAt: z._default(z.number(), 0),
    }),
  ),
  refreshToken: z.nullable(z.string()),
  expired: z.boolean(),
});
