import { act, cleanup, screen } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { POLL_MS } from '@/features/game/BettingFeed';
import { gameApi } from '@/features/game/gameApi';
import { toast } from '@/lib/notify';
import { formatMoney, signedMoney } from '@/lib/format/money';
import { ROUTES } from '@/lib/routes';
import {
  backToTheGame,
  openFromMenu,
  renderAppOnTestClock,
  tableShown,
  toastSaying,
} from '@/testing/appScreens';
import { advanceGameClock, confirmBet, openTable, sentBeforeReload } from '@/testing/gameTable';
import { loginOn, userOf } from '@/testing/signedIn';
import { DEMO_AGENT, DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { sessionExpired } from '@/session/authSlice';

/*
 * A staked round's outcome reaches the member however they were away from its result
 * (outcomeListener.ts, OutcomeToast.tsx; docs/game.md "An outcome out of sight"): the table shows it at
 * the result; settled out of sight, it is told in a toast once its settlement is read, and only once.
 */

const harness = setupSimulator();

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Every toast shown from now on that tells an outcome. */
function outcomesTold(): () => string[] {
  const success = jest.spyOn(toast, 'success');
  const info = jest.spyOn(toast, 'info');
  return () =>
    [...success.mock.calls, ...info.mock.calls]
      .map(([text]) => text)
      .filter((text) => text.includes('were settled'));
}

/** The words the member is owed for `roundId`, from the simulator's own record of its settlement. */
function toldOutcome(store: AppStore, roundId: number): string {
  const settled = harness.sim.control.world().reports.latest(userOf(store).id);
  if (settled?.roundId !== roundId) throw new Error(`round ${roundId} is not the member's last settled`);
  const money = (minor: number) => formatMoney(minor, 'USD', 2);
  return (
    `Your bets of round #${roundId} were settled: ${signedMoney(settled.net, money)} ` +
    `(stake ${money(settled.totalStake)}, payout ${money(settled.totalPayout)}).`
  );
}

/** Says the tab is now `state`, as the browser would. */
function setVisibility(visibility: jest.SpyInstance, state: DocumentVisibilityState): void {
  visibility.mockReturnValue(state);
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** How many betting-data calls the page makes from now on. */
function bettingReads(): () => number {
  const path = getConfig().endpoints.getBetting;
  const before = harness.requests.filter((request) => request.path === path).length;
  return () => harness.requests.filter((request) => request.path === path).length - before;
}

/** The table open for bets, Tiger $5 confirmed and shown confirmed; its round. */
async function confirmedAtTheTable(store: AppStore): Promise<number> {
  await renderAppOnTestClock(store, ROUTES.game);
  await tableShown(store);
  const { roundId } = confirmBet(store, '$5.00', /^Tiger/);
  await advanceGameClock(store, 0);
  expect(store.getState().game.submission?.status).toBe('confirmed');
  return roundId;
}

/** The simulator moves on to the next round's betting, its result passed. */
function nextRoundOpens(roundId: number): void {
  harness.sim.control.skipTo('RESULT');
  harness.sim.control.skipTo('BETTING');
  expect(harness.sim.control.state().round.id).toBeGreaterThan(roundId);
}

describe('the outcome of a staked round', () => {
  it('is told in a toast on the screen the member went to, once, and that screen brought up to date', async () => {
    const toasts = outcomesTold();
    const store = await openTable(harness.sim);
    const roundId = await confirmedAtTheTable(store);
    await openFromMenu(store, 'My bets');
    expect(screen.queryByRole('heading', { name: new RegExp(`^Round #${roundId}`) })).toBeNull();

    // Off the table the betting data is still read until the round is settled.
    const readsOwed = bettingReads();
    nextRoundOpens(roundId);
    await advanceGameClock(store, 2 * POLL_MS);
    expect(readsOwed()).toBeGreaterThan(0);
    const told = toldOutcome(store, roundId);
    expect(await toastSaying(store, told)).toBeInTheDocument();
    expect(store.getState().game.stakedRound).toBeUndefined();
    // My bets, on screen, asks for its rounds again: the one just settled is listed.
    const listed = () => screen.queryByRole('heading', { name: new RegExp(`^Round #${roundId}`) });
    for (let step = 0; step < 20 && !listed(); step += 1) await advanceGameClock(store, 10);
    expect(listed()).toBeInTheDocument();

    // Nothing owed any more: the reading stops, and the answers the table reads carry the same
    // settlement without telling it again.
    const reads = bettingReads();
    await advanceGameClock(store, 3 * POLL_MS);
    expect(reads()).toBe(0);
    await backToTheGame(store);
    await advanceGameClock(store, 3 * POLL_MS);
    expect(toasts()).toEqual([told]);
  });

  it('is given up, and no more read for, two rounds on without its settlement', async () => {
    const toasts = outcomesTold();
    // A settlement held back or lost: the answers never carry it.
    harness.server.use(
      http.post(`*${getConfig().endpoints.getBetting}`, async ({ request }) => {
        const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as {
          data: { lastSettlement: unknown };
        };
        answer.data.lastSettlement = null;
        return HttpResponse.json(answer);
      }),
    );
    const store = await openTable(harness.sim);
    const roundId = await confirmedAtTheTable(store);
    await openFromMenu(store, 'My bets');
    nextRoundOpens(roundId);
    await advanceGameClock(store, 2 * POLL_MS);
    expect(store.getState().game.stakedRound).toBe(roundId);

    nextRoundOpens(roundId + 1);
    await advanceGameClock(store, 2 * POLL_MS);
    expect(store.getState().game.stakedRound).toBeUndefined();
    const reads = bettingReads();
    await advanceGameClock(store, 3 * POLL_MS);
    expect(reads()).toBe(0);
    expect(toasts()).toEqual([]);
  });

  it('is told when the tab was hidden through its result', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      const store = await openTable(harness.sim);
      const roundId = await confirmedAtTheTable(store);
      setVisibility(visibility, 'hidden');
      nextRoundOpens(roundId);
      await advanceGameClock(store, 3 * POLL_MS);

      setVisibility(visibility, 'visible');
      expect(await toastSaying(store, toldOutcome(store, roundId))).toBeInTheDocument();
    } finally {
      visibility.mockRestore();
    }
  });

  it('is read off the table only while the tab is seen, and told when it is seen again', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      const store = await openTable(harness.sim);
      const roundId = await confirmedAtTheTable(store);
      await openFromMenu(store, 'My bets');
      setVisibility(visibility, 'hidden');
      const readsHidden = bettingReads();
      nextRoundOpens(roundId);
      await advanceGameClock(store, 3 * POLL_MS);
      expect(readsHidden()).toBe(0);

      setVisibility(visibility, 'visible');
      expect(await toastSaying(store, toldOutcome(store, roundId))).toBeInTheDocument();
    } finally {
      visibility.mockRestore();
    }
  });

  it("is still told to the same member's next sign-in after the session expired", async () => {
    const store = await openTable(harness.sim);
    const roundId = await confirmedAtTheTable(store);
    const member = userOf(store).id;
    act(() => void store.dispatch(sessionExpired()));
    expect(store.getState().game).toMatchObject({ stakedRound: roundId, stakedRoundEndedFor: member });

    nextRoundOpens(roundId);
    await act(() => loginOn(store, DEMO_MEMBER));
    expect(await toastSaying(store, toldOutcome(store, roundId))).toBeInTheDocument();
  });

  it("is not told to another account's sign-in after the session expired", async () => {
    const toasts = outcomesTold();
    const store = await openTable(harness.sim);
    const roundId = await confirmedAtTheTable(store);
    act(() => void store.dispatch(sessionExpired()));

    nextRoundOpens(roundId);
    await act(() => loginOn(store, DEMO_AGENT));
    expect(store.getState().game.stakedRound).toBeUndefined();
    await advanceGameClock(store, 3 * POLL_MS);
    expect(toasts()).toEqual([]);
  });

  it('is shown by the table, not told again, when the member watched its result', async () => {
    const toasts = outcomesTold();
    const store = await openTable(harness.sim);
    const roundId = await confirmedAtTheTable(store);
    expect(store.getState().game.stakedRound).toBe(roundId);

    harness.sim.control.skipTo('RESULT');
    await advanceGameClock(store, POLL_MS);
    expect(store.getState().game.stakedRound).toBeUndefined();
    const told = toldOutcome(store, roundId);

    harness.sim.control.skipTo('BETTING');
    await advanceGameClock(store, 3 * POLL_MS);
    expect(harness.sim.control.state().round.id).toBeGreaterThan(roundId);
    expect(toasts()).toEqual([]);
    expect(screen.queryByText(told)).not.toBeInTheDocument();
  });

  it('is shown by the table, not told, when the page is reloaded in its result', async () => {
    const toasts = outcomesTold();
    const before = await openTable(harness.sim);
    const roundId = await confirmedAtTheTable(before);
    harness.sim.control.skipTo('RESULT');
    cleanup();
    before.stopListeners();

    // The reloaded page reads betting data before its table is up (startTable.ts): out of sight.
    const { auth, game } = before.getState();
    const store = makeStore({ auth, game });
    expect(store.getState().game.stakedRound).toBe(roundId);
    await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id));
    await renderAppOnTestClock(store, ROUTES.game);
    await tableShown(store);
    await advanceGameClock(store, 2 * POLL_MS);

    expect(screen.getByTestId('stage')).toHaveClass('stage--at-once');
    expect(store.getState().game.stakedRound).toBeUndefined();
    harness.sim.control.skipTo('BETTING');
    await advanceGameClock(store, 2 * POLL_MS);
    expect(toasts()).toEqual([]);
  });

  it('is told when the bets are confirmed only after their round was settled, off the table', async () => {
    const toasts = outcomesTold();
    const page = await openTable(harness.sim);
    // The page before a reload sent the join; the simulator took it; its answer was never heard.
    const { roundId, join, store } = sentBeforeReload(harness.sim, page, { symbol: 'CRAB', amount: 1000 });
    await join;
    nextRoundOpens(roundId);

    await renderAppOnTestClock(store, ROUTES.myBets);
    await advanceGameClock(store, 2 * POLL_MS);
    expect(store.getState().game.submission).toMatchObject({ status: 'confirmed', confirmedLate: true });
    const told = toldOutcome(store, roundId);
    expect(await toastSaying(store, told)).toBeInTheDocument();
    expect(toasts()).toEqual([told]);
  });

  it('is not told for a round without stakes', async () => {
    const store = await openTable(harness.sim);
    await renderAppOnTestClock(store, ROUTES.game);
    await tableShown(store);
    await openFromMenu(store, 'My bets');
    harness.sim.control.skipTo('RESULT');
    harness.sim.control.skipTo('BETTING');
    await advanceGameClock(store, 2 * POLL_MS);
    await backToTheGame(store);
    await advanceGameClock(store, 3 * POLL_MS);
    expect(store.getState().game.stakedRound).toBeUndefined();
    expect(screen.queryByText(/were settled/)).not.toBeInTheDocument();
  });
});
