import { act, screen } from '@testing-library/react';
import { OAUTH_REFRESH_PATH } from '@/api/paths';
import { OVERDUE_MS, RESOLVE_EVERY_MS } from '@/features/game/nextStep';
import { holdCalls } from '@/testing/heldCalls';
import {
  advanceGameClock,
  confirmBet,
  openTable,
  renderTableOnTestClock,
  requestLog,
} from '@/testing/gameTable';
import { setupSimulator } from '@/testing/simulator';

/*
 * A bet's call dropped once overdue (submission.ts) may be the one whose 401 started the token refresh.
 * The server may have rotated the refresh token already; a refresh cut off with that call would leave
 * the tab the spent token, and the next refresh would end the session as a reuse. No grace window here,
 * as on a server without one.
 */
const harness = setupSimulator({ refreshGraceMs: 0 });
const { joinBodies, calls } = requestLog(harness);

afterEach(() => jest.useRealTimers());

it('a dropped bet call does not cut off the token refresh it started: still signed in, placed once', async () => {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  harness.sim.control.expireAccessTokens();
  // The server rotates the refresh token at once; its answer is slow on the way back.
  const refresh = holdCalls(harness, OAUTH_REFRESH_PATH, { first: 1, hold: 'answer' });
  const submission = confirmBet(store, '$5.00', /^Tiger/);
  const firstCall = store.getState().api.mutations['game-join']?.requestId;
  expect(firstCall).toBeDefined();

  // Not advanceGameClock: the polls wait on the refresh, which waits on the test.
  await act(() => jest.advanceTimersByTimeAsync(OVERDUE_MS + RESOLVE_EVERY_MS));
  expect(refresh.count()).toBe(1);
  // The join whose 401 started the refresh has been dropped: a new call owns the join's cache entry
  // (it waits for the refresh before it goes out).
  expect(store.getState().api.mutations['game-join']?.requestId).not.toBe(firstCall);
  refresh.release();
  await advanceGameClock(store, RESOLVE_EVERY_MS);

  expect(store.getState().auth.user).not.toBeNull();
  expect(calls(OAUTH_REFRESH_PATH)).toBe(1);
  expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
  expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([submission.requestId]));
  expect(
    harness.sim.control.world().book.of(submission.roundId, store.getState().auth.user?.id ?? 0),
  ).toMatchObject({ requestIds: [submission.requestId] });
});
