import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getConfig } from '@/config/env';
import { gamePersistence } from '@/features/game/gamePersistence';
import { initialGameState, type GameState, type Submission } from '@/features/game/gameSlice';
import { openTable, renderTable } from '@/testing/gameTable';
import { holdCalls } from '@/testing/heldCalls';
import { sessionUser } from '@/testing/sessionUser';
import { loginOn, userOf } from '@/testing/signedIn';
import { DEMO_AGENT, DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { sessionExpired, signedOut } from '@/session/authSlice';
import type { AppStore } from '@/app/store';

/*
 * A session that expires while this tab's bets wait for the server's answer: nothing can follow them
 * without a session, so the table of the same account's next sign-in says so (docs/game.md "A session
 * that ends while sending"). A staked round whose outcome is owed waits for that sign-in as well
 * (told: outcomeToast.test.tsx).
 */

const harness = setupSimulator();
const { joinGame } = getConfig().endpoints;

/** A chip on Tiger and Confirm with the join held back, then the session's expiry. */
async function expireWhileSending(store: AppStore) {
  const view = await renderTable(store);
  fireEvent.click(screen.getByRole('button', { name: /^Tiger, stake \$0\.00/ }));
  const join = holdCalls(harness, joinGame);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(store.getState().game.submission?.status).toBe('pending'));
  const roundId = store.getState().game.submission?.roundId;
  const accountId = userOf(store).id;
  view.unmount();
  act(() => {
    store.dispatch(sessionExpired());
  });
  return { join, roundId, accountId };
}

describe('a session that expires while bets are being sent', () => {
  it("tells the same account's next sign-in, until dismissed", async () => {
    const store = await openTable(harness.sim);
    const { join, roundId, accountId } = await expireWhileSending(store);
    expect(store.getState().game.submission).toMatchObject({
      status: 'unresolved',
      sessionEndedFor: accountId,
      roundId,
    });

    await loginOn(store, DEMO_MEMBER);
    await renderTable(store);
    const line = screen.getByTestId('submission');
    expect(line).toHaveTextContent(
      `Your session ended while your bets of round #${roundId} were being sent. Your balance and My bets show whether they were taken.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('submission')).toHaveTextContent('');
    expect(store.getState().game.submission).toBeNull();
    join.release();
  });

  it('stays through a log-out and another expiry until dismissed', async () => {
    const store = await openTable(harness.sim);
    const { join, roundId, accountId } = await expireWhileSending(store);
    await loginOn(store, DEMO_MEMBER);
    act(() => {
      store.dispatch(signedOut());
    });
    await loginOn(store, DEMO_MEMBER);
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(store.getState().game.submission).toMatchObject({ roundId, sessionEndedFor: accountId });
    await loginOn(store, DEMO_MEMBER);
    await renderTable(store);
    expect(screen.getByTestId('submission')).toHaveTextContent(
      `Your session ended while your bets of round #${roundId}`,
    );
    join.release();
  });

  it("is not shown to another account's sign-in", async () => {
    const store = await openTable(harness.sim);
    const { join, accountId } = await expireWhileSending(store);
    expect(store.getState().game.submission?.sessionEndedFor).toBe(accountId);
    await loginOn(store, DEMO_AGENT);
    expect(store.getState().game.submission).toBeNull();
    join.release();
  });
});

describe('the kept submission across a reload', () => {
  const secret = 'test-secret';
  const kept: Submission = {
    requestId: 'request-1',
    roundId: 7,
    chips: [{ symbol: 'TIGER', amount: 100 }],
    status: 'unresolved',
    reason: null,
    sessionEndedFor: 1001,
  };
  const stored = { ...initialGameState, submission: kept, sessionId: null } as GameState;

  it("waits, signed out, for its account, and is restored into that account's new session", () => {
    expect(
      gamePersistence.reconcile?.(stored, { user: null, endedSessionId: null, secret }).submission,
    ).toEqual(kept);
    const sameAccount = sessionUser({ id: 1001, sessionId: 'session-2' });
    expect(
      gamePersistence.reconcile?.(stored, { user: sameAccount, endedSessionId: null, secret }).submission,
    ).toEqual(kept);
  });

  it('is dropped when another account is restored', () => {
    const other = sessionUser({ id: 2002, sessionId: 'session-3' });
    expect(
      gamePersistence.reconcile?.(stored, { user: other, endedSessionId: null, secret }).submission,
    ).toBeNull();
  });
});

describe("an expired session's staked round across a reload", () => {
  const secret = 'test-secret';
  const stored = {
    ...initialGameState,
    stakedRound: 7,
    stakedRoundEndedFor: 1001,
    sessionId: null,
  } as GameState;
  const restored = (user: ReturnType<typeof sessionUser> | null) =>
    gamePersistence.reconcile?.(stored, { user, endedSessionId: null, secret });

  it("waits, signed out, for its account, and is restored into that account's new session", () => {
    expect(restored(null)).toMatchObject({ stakedRound: 7, stakedRoundEndedFor: 1001 });
    expect(restored(sessionUser({ id: 1001, sessionId: 'session-2' }))?.stakedRound).toBe(7);
  });

  it('is dropped when another account is restored', () => {
    expect(restored(sessionUser({ id: 2002, sessionId: 'session-3' }))?.stakedRound).toBeUndefined();
  });
});
