import { createAction } from '@reduxjs/toolkit';
import * as z from 'zod/mini';

/**
 * An answer's `serverTime` (docs/api.md: every answer carries one) and this device's time when it
 * arrived. The api only reports it; the play clock learns the server's clock from it
 * (docs/decisions/0037-play-limits-on-the-server-clock.md).
 */
export const serverTimeRead = createAction<{ serverTime: number; receivedAt: number }>(
  'network/serverTimeRead',
);

// A time this app could be running at: after 2020, before 2200. Anything else is not a clock.
const timed = z.object({
  serverTime: z.number().check(z.gte(Date.UTC(2020, 0, 1)), z.lte(Date.UTC(2200, 0, 1))),
});

/** The server time an answer's body carries, or undefined when it carries none that reads as a time. */
export function serverTimeOf(body: unknown): number | undefined {
  const parsed = timed.safeParse(body);
  return parsed.success ? parsed.data.serverTime : undefined;
}
