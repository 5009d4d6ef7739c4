import * as z from 'zod/mini';
import type { AuthState } from '@/session/authSlice';

/** The signed-in user as stored (also under the newest sign-in's own key, session/crossTab.ts). */
export const persistedUserSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  levelName: z.string(),
  subLevelId: z.nullable(z.int()),
  loginId: z.string(),
  id: z.int(),
  sessionId: z.string().check(z.minLength(1)),
  currency: z.string(),
  // Sessions stored before it was kept have none: they count as the oldest sign-in.
  signedInAt: z._default(z.int().check(z.minimum(0)), 0),
});

/** What may come back out of storage for the `auth` slice; anything else restores as signed out. */
export const persistedAuthSchema: z.ZodMiniType<AuthState> = z.object({
  user: z.nullable(persistedUserSchema),
  refreshToken: z.nullable(z.string()),
  expired: z.boolean(),
});
