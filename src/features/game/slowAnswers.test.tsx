import { fireEvent, screen } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { POLL_MS } from '@/features/game/BettingFeed';
import GamePage from '@/features/game/GamePage';
import { submissionStarted } from '@/features/game/gameSlice';
import { OVERDUE_MS } from '@/features/game/submission';
import { RESOLVE_EVERY_MS } from '@/features/game/useSubmissionWatch';
import { advanceGameClock, openTable, renderTable, requestLog } from '@/testing/gameTable';
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
    expect(screen.getByText('Sending your bets…')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Still sending your bets: no answer from the server yet. They are not lost: the table will say whether they were placed.',
      ),
    ).toBeInTheDocument();
    join.release();
    expect(await screen.findByText('Bets confirmed: $5.00')).toBeInTheDocument();
  });
});

/*
 * A call that never answers: a request lost on a dead connection waits for ever (no request timeout).
 * Once the call under way is OVERDUE_MS old, the next check drops it and asks again.
 */
describe('calls that never answer on the game screen', () => {
  afterEach(() => jest.useRealTimers());

  /** The game screen on jest's clock (the network stays real), the open round shown. */
  async function tableOnTestClock(store: AppStore): Promise<void> {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWithProviders(<GamePage />, { store });
    await advanceGameClock(store, 0);
  }

  /** Tiger $5 in the draft, then Confirm; the submission's ids. */
  function confirmTiger(store: AppStore): { requestId: string; roundId: number } {
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const submission = store.getState().game.submission;
    if (!submission) throw new Error('Confirm made no submission');
    return submission;
  }

  /** The simulator took the request id once, and the member paid for it once. */
  function placedOnce(store: AppStore, { requestId, roundId }: { requestId: string; roundId: number }) {
    expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([requestId]));
    expect(harness.sim.control.world().book.of(roundId, userOf(store).id)?.requestIds).toEqual([requestId]);
    expect(screen.getByLabelText('Balance')).toHaveTextContent('$995.00');
  }

  it('asks about a join that never reached the server once it is overdue, and sends it again: placed once', async () => {
    const store = await openTable(harness.sim);
    await tableOnTestClock(store);
    const lost = holdCalls(harness, joinGame, { first: 1 });
    const submission = confirmTiger(store);

    await advanceGameClock(store, OVERDUE_MS - RESOLVE_EVERY_MS);
    expect(calls(JOIN_STATUS_PATH)).toBe(0);
    await advanceGameClock(store, 2 * RESOLVE_EVERY_MS);

    expect(calls(JOIN_STATUS_PATH)).toBe(1);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    expect(joinBodies()).toHaveLength(2);
    placedOnce(store, submission);

    // The lost call arrives after all: the server answers it from its record, nothing is charged again.
    lost.release();
    await advanceGameClock(store, RESOLVE_EVERY_MS);
    expect(store.getState().game.submission?.status).toBe('confirmed');
    placedOnce(store, submission);
  });

  it('drops a join status that is lost too, and asks again until the network answers: placed once', async () => {
    const store = await openTable(harness.sim);
    await tableOnTestClock(store);
    holdCalls(harness, joinGame, { first: 1 });
    const lostStatus = holdCalls(harness, JOIN_STATUS_PATH, { first: 1 });
    const submission = confirmTiger(store);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);
    expect(lostStatus.count()).toBe(1);
    expect(store.getState().game.submission?.status).toBe('pending');
    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    expect(calls(JOIN_STATUS_PATH)).toBe(2);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    placedOnce(store, submission);
  });

  it('never calls a bet not placed on an "unknown" said before its lost join landed', async () => {
    const store = await openTable(harness.sim);
    await tableOnTestClock(store);
    const lateJoin = holdCalls(harness, joinGame, { first: 1 });
    // The server says "unknown" at once; the answer is slow on its way back.
    const slowStatus = holdCalls(harness, JOIN_STATUS_PATH, { first: 1, hold: 'answer' });
    const submission = confirmTiger(store);
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().game.submission?.status ?? 'none'));
    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);
    expect(slowStatus.count()).toBe(1);

    // The join the page gave up on lands after that answer, while betting is open: taken.
    lateJoin.release();
    await advanceGameClock(store, 0);
    harness.sim.control.skipTo('RESULT');
    await advanceGameClock(store, POLL_MS);
    slowStatus.release();
    await advanceGameClock(store, RESOLVE_EVERY_MS);

    expect(statuses).not.toContain('failed');
    expect(store.getState().game.submission?.status).toBe('confirmed');
    expect(calls(JOIN_STATUS_PATH)).toBe(2);
    // Settled by now (the round's result): one stake of $5 in it.
    expect(harness.sim.control.world().joins.find(userOf(store).id, submission.requestId)).toMatchObject({
      totalStake: 500,
    });
    expect(screen.getByTestId('settlement-stake')).toHaveTextContent('$5.00');
  });

  it('counts a call overdue on a clock that never goes back (a wall clock set back changes nothing)', async () => {
    const store = await openTable(harness.sim);
    await tableOnTestClock(store);
    holdCalls(harness, joinGame, { first: 1 });
    const submission = confirmTiger(store);
    jest.setSystemTime(Date.now() - 60_000);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    expect(calls(JOIN_STATUS_PATH)).toBe(1);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    placedOnce(store, submission);
  });

  it('does not lock the table when join status never answers and a later round is on it', async () => {
    const store = await openTable(harness.sim);
    const roundId = harness.sim.control.state().round.id;
    store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    const joinStatus = holdCalls(harness, JOIN_STATUS_PATH);
    harness.sim.control.skipTo('BETTING');
    await tableOnTestClock(store);
    expect(joinStatus.count()).toBe(1);

    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);

    expect(
      screen.getByText(
        `We could not confirm your bets of round #${roundId}. Your balance and My bets show whether they were taken.`,
      ),
    ).toBeInTheDocument();
    expect(calls(joinGame)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await advanceGameClock(store, 0);
    expect(screen.getByText('Bets confirmed: $1.00')).toBeInTheDocument();
    joinStatus.release();
  });
});
