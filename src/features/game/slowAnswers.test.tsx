import { act, fireEvent, screen } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { POLL_MS } from '@/features/game/BettingFeed';
import { POLL_OVERDUE_MS } from '@/features/game/overdueBettingCall';
import GamePage from '@/features/game/GamePage';
import { submissionStarted } from '@/features/game/gameSlice';
import { OVERDUE_MS, RESOLVE_EVERY_MS } from '@/features/game/nextStep';
import {
  advanceGameClock,
  confirmBet,
  expectPlacedOnce,
  openTable,
  renderTable,
  renderTableOnTestClock,
  requestLog,
  sentBeforeReload,
} from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import type * as ShortWaits from '@/testing/shortWaits';
import { holdCalls } from '@/testing/heldCalls';
import { userOf } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';

/*
 * No request timeout (spec §9): a call may wait and wait. Nothing is cancelled; the member is told that
 * no answer has come yet (after 10 s in the app, 300 ms here).
 */
jest.mock('@/lib/schedule/useTakingLong', () =>
  jest.requireActual<typeof ShortWaits>('@/testing/shortWaits').shortTakingLong(),
);

const harness = setupSimulator();
const { getBetting, joinGame } = getConfig().endpoints;
const { joinBodies, calls } = requestLog(harness);

describe('answers that take long on the game screen', () => {
  it('says so while the table waits for its first answer, and opens it when the answer comes', async () => {
    const store = await openTable(harness.sim);
    const firstRead = holdCalls(harness, getBetting);
    renderWithProviders(<GamePage />, { store });
    expect(screen.getByText('Opening the table…')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No answer from the server yet. Check your connection: the table opens as soon as it answers.',
      ),
    ).toHaveAttribute('role', 'status');
    firstRead.release();
    await screen.findByRole('button', { name: /^Tiger, stake/ });
    expect(screen.queryByText(/No answer from the server yet/)).not.toBeInTheDocument();
  });

  it('says the bets are still on their way, not lost, while their call waits', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    const join = holdCalls(harness, joinGame);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // Sending for long, and only then, the line asks for attention (data-asks, StatusDock).
    const line = () => screen.getByTestId('submission').querySelector('p');
    expect(screen.getByText('Sending your bets…')).toBeInTheDocument();
    expect(line()).not.toHaveAttribute('data-asks');
    expect(
      await screen.findByText(
        'Still sending your bets: no answer from the server yet. They are not lost: the table will say whether they were placed.',
      ),
    ).toBeInTheDocument();
    expect(line()).toHaveAttribute('data-asks');
    join.release();
    expect(await screen.findByText('Bets confirmed: $5.00')).toBeInTheDocument();
    expect(line()).not.toHaveAttribute('data-asks');
  });
});

/*
 * A call that never answers: a request lost on a dead connection waits for ever (no request timeout).
 * Once the call under way is OVERDUE_MS old, the next check drops it and makes the next one.
 */
describe('calls that never answer on the game screen', () => {
  afterEach(() => jest.useRealTimers());

  /** The simulator took the request id once, and the member paid for it once. */
  const placedOnce = (store: AppStore, submission: { requestId: string; roundId: number }) =>
    expectPlacedOnce(harness, store, submission, '$995.00');

  it('sends a join that never reached the server again once it is overdue, with the same id: placed once', async () => {
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    const lost = holdCalls(harness, joinGame, { first: 1 });
    const submission = confirmBet(store, '$5.00', /^Tiger/);

    await advanceGameClock(store, OVERDUE_MS - RESOLVE_EVERY_MS);
    expect(joinBodies()).toHaveLength(1);
    await advanceGameClock(store, 2 * RESOLVE_EVERY_MS);

    // Straight to the join: no join status first, a round trip the end of betting may not leave.
    expect(joinBodies()).toHaveLength(2);
    expect(calls(JOIN_STATUS_PATH)).toBe(0);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    placedOnce(store, submission);

    // The lost call arrives after all: the server answers it from its record, nothing is charged again.
    lost.release();
    await advanceGameClock(store, RESOLVE_EVERY_MS);
    expect(store.getState().game.submission?.status).toBe('confirmed');
    placedOnce(store, submission);
  });

  it('sends a join that never reached the server again once overdue in a hidden tab too', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    holdCalls(harness, joinGame, { first: 1 });
    const submission = confirmBet(store, '$5.00', /^Tiger/);
    // The member switches to another tab at once: the betting polls stop, the bet's watch does not.
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    const readsBefore = calls(getBetting);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    // No polls: only the read a confirmation asks for (its balance).
    expect(calls(getBetting) - readsBefore).toBeLessThanOrEqual(1);
    expect(joinBodies()).toHaveLength(2);
    expect(store.getState().game.submission?.status).toBe('confirmed');
    expect(harness.sim.control.world().book.of(submission.roundId, userOf(store).id)?.requestIds).toEqual([
      submission.requestId,
    ]);
    visibility.mockRestore();
  });

  it('sends a join lost with a connection again as soon as the browser is back online', async () => {
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    const lost = holdCalls(harness, joinGame, { first: 1 });
    const submission = confirmBet(store, '$5.00', /^Tiger/);
    await advanceGameClock(store, RESOLVE_EVERY_MS);
    expect(joinBodies()).toHaveLength(1);

    window.dispatchEvent(new Event('online'));
    await advanceGameClock(store, 0);

    expect(joinBodies()).toHaveLength(2);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    placedOnce(store, submission);
    lost.release();
  });

  it('drops a join sent again and lost too, and sends it again until the network answers: placed once', async () => {
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    const lost = holdCalls(harness, joinGame, { first: 2 });
    const submission = confirmBet(store, '$5.00', /^Tiger/);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);
    expect(joinBodies()).toHaveLength(2);
    expect(store.getState().game.submission?.status).toBe('pending');
    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    expect(joinBodies()).toHaveLength(3);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    placedOnce(store, submission);
    lost.release();
  });

  it('never calls a bet not placed on an "unknown" said before a reloaded page\'s join landed', async () => {
    const page = await openTable(harness.sim);
    // The page before the reload sent the join; it is slow on its way to the server.
    const oldPageJoin = holdCalls(harness, joinGame, { first: 1 });
    const { requestId, store } = sentBeforeReload(harness.sim, page, { symbol: 'TIGER', amount: 500 });
    // The server says "unknown" at once; the answer is slow on its way back.
    const slowStatus = holdCalls(harness, JOIN_STATUS_PATH, { first: 1, hold: 'answer' });
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().game.submission?.status ?? 'none'));
    await renderTableOnTestClock(store);
    expect(slowStatus.count()).toBe(1);

    // The old page's join lands after that answer, while betting is open: taken.
    oldPageJoin.release();
    await advanceGameClock(store, 0);
    harness.sim.control.skipTo('RESULT');
    await advanceGameClock(store, POLL_MS);
    slowStatus.release();
    await advanceGameClock(store, 0);

    expect(statuses).not.toContain('failed');
    expect(store.getState().game.submission?.status).toBe('confirmed');
    expect(calls(JOIN_STATUS_PATH)).toBe(2);
    expect(joinBodies()).toHaveLength(1);
    // Settled by now (the round's result): one stake of $5 in it.
    expect(harness.sim.control.world().joins.find(userOf(store).id, requestId)).toMatchObject({
      totalStake: 500,
    });
    expect(screen.getByTestId('settlement-stake')).toHaveTextContent('$5.00');
  });

  it('counts a call overdue on a clock that never goes back (a wall clock set back changes nothing)', async () => {
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    const lost = holdCalls(harness, joinGame, { first: 1 });
    const submission = confirmBet(store, '$5.00', /^Tiger/);
    jest.setSystemTime(Date.now() - 60_000);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    expect(joinBodies()).toHaveLength(2);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    placedOnce(store, submission);
    lost.release();
  });

  it('asks join status once about a join whose answer never came, once a later round is on the table', async () => {
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    // The server takes the join; its answer is lost on the way back.
    const lostAnswer = holdCalls(harness, joinGame, { first: 1, hold: 'answer' });
    const { roundId, requestId } = confirmBet(store, '$5.00', /^Tiger/);
    await advanceGameClock(store, 0);
    expect(harness.sim.control.world().joins.find(userOf(store).id, requestId)).toBeDefined();
    // The page never sees that round closed (the next round's betting is its next answer).
    harness.sim.control.skipTo('BETTING');
    await advanceGameClock(store, POLL_MS);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    expect(calls(JOIN_STATUS_PATH)).toBe(1);
    expect(store.getState().game.submission).toMatchObject({ status: 'confirmed', confirmedLate: true });
    expect(screen.getByText(`Your bets of round #${roundId} were confirmed: $5.00.`)).toBeInTheDocument();
    expect(joinBodies()).toHaveLength(1);
    // The dropped join leaves no "rejected" entry in the store (nor in a DevTools trace) beside a
    // confirmed bet; join status's answer is there.
    expect(store.getState().api.mutations['game-join']).toBeUndefined();
    expect(store.getState().api.mutations['game-join-status']).toMatchObject({ status: 'fulfilled' });
    lostAnswer.release();
    await advanceGameClock(store, RESOLVE_EVERY_MS);
    expect(store.getState().api.mutations['game-join']).toBeUndefined();
  });

  it('asks again about a join status lost with a connection in a later round, not giving up', async () => {
    const page = await openTable(harness.sim);
    // Taken by the server; the page never heard (its answer lost before a reload).
    const { roundId, join, store } = sentBeforeReload(harness.sim, page, { symbol: 'TIGER', amount: 500 });
    await join;
    const lostStatus = holdCalls(harness, JOIN_STATUS_PATH, { first: 1 });
    harness.sim.control.skipTo('BETTING');
    await renderTableOnTestClock(store);
    expect(lostStatus.count()).toBe(1);

    window.dispatchEvent(new Event('online'));
    await advanceGameClock(store, 0);

    expect(calls(JOIN_STATUS_PATH)).toBe(2);
    expect(screen.getByText(`Your bets of round #${roundId} were confirmed: $5.00.`)).toBeInTheDocument();
    lostStatus.release();
  });

  it('names the round of a join whose own answer came only once a later round was on the table', async () => {
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    const slowAnswer = holdCalls(harness, joinGame, { first: 1, hold: 'answer' });
    const { roundId } = confirmBet(store, '$5.00', /^Tiger/);
    await advanceGameClock(store, 0);
    harness.sim.control.skipTo('BETTING');
    await advanceGameClock(store, POLL_MS);

    slowAnswer.release();
    await advanceGameClock(store, 0);

    expect(store.getState().game.submission).toMatchObject({ status: 'confirmed', confirmedLate: true });
    expect(screen.getByText(`Your bets of round #${roundId} were confirmed: $5.00.`)).toBeInTheDocument();
    expect(calls(JOIN_STATUS_PATH)).toBe(0);
  });

  it('drops a betting call that never answers, so the polls go on and the table follows the round', async () => {
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    const lostPoll = holdCalls(harness, getBetting, { first: 1 });
    // Not advanceGameClock: it waits for the betting call, which waits on the test.
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
    expect(lostPoll.count()).toBe(1);
    harness.sim.control.skipTo('CLOSED');
    await act(() => jest.advanceTimersByTimeAsync(POLL_OVERDUE_MS - POLL_MS));
    expect(screen.queryByText('Betting closed')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
    await advanceGameClock(store, POLL_MS);

    expect(screen.getByText('Betting closed')).toBeInTheDocument();
    lostPoll.release();
  });

  it('drops a betting call that hung in a hidden tab, so the table reads again as soon as it is shown', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    const store = await openTable(harness.sim);
    await renderTableOnTestClock(store);
    const lostPoll = holdCalls(harness, getBetting, { first: 1 });
    await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
    expect(lostPoll.count()).toBe(1);
    // The member switches to another tab with the call hanging, and comes back a while later.
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    harness.sim.control.skipTo('CLOSED');
    await act(() => jest.advanceTimersByTimeAsync(POLL_OVERDUE_MS));
    const readsBefore = calls(getBetting);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await advanceGameClock(store, 0);

    expect(calls(getBetting)).toBe(readsBefore + 1);
    expect(screen.getByText('Betting closed')).toBeInTheDocument();
    lostPoll.release();
    visibility.mockRestore();
  });

  it('does not lock the table when join status never answers and a later round is on it', async () => {
    const store = await openTable(harness.sim);
    const roundId = harness.sim.control.state().round.id;
    store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    const joinStatus = holdCalls(harness, JOIN_STATUS_PATH);
    harness.sim.control.skipTo('BETTING');
    await renderTableOnTestClock(store);
    expect(joinStatus.count()).toBe(1);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    expect(
      screen.getByText(
        `We could not confirm your bets of round #${roundId}. Your balance and My bets show whether they were taken.`,
      ),
    ).toBeInTheDocument();
    // The call that hung was dropped, and none took its place: nothing more to ask about a past round.
    expect(joinStatus.count()).toBe(1);
    expect(calls(joinGame)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await advanceGameClock(store, 0);
    expect(screen.getByText('Bets confirmed: $1.00')).toBeInTheDocument();
    joinStatus.release();
  });
});
