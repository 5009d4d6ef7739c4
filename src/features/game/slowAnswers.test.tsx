import { fireEvent, screen } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { JOIN_STATUS_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
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
 * Once the one under way is OVERDUE_MS old, the check may ask again, one more call at most.
 */
describe('calls that never answer on the game screen', () => {
  afterEach(() => jest.useRealTimers());

  /** The game screen on jest's clock (the network stays real), the open round shown. */
  async function tableOnTestClock(store: AppStore): Promise<void> {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    renderWithProviders(<GamePage />, { store });
    await advanceGameClock(store, 0);
  }

  it('asks about a join that never reached the server once it is overdue, and sends it again: placed once', async () => {
    const store = await openTable(harness.sim);
    await tableOnTestClock(store);
    const lost = holdCalls(harness, joinGame, { first: 1 });
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const { requestId, roundId } = store.getState().game.submission ?? { requestId: '', roundId: 0 };

    await advanceGameClock(store, OVERDUE_MS - RESOLVE_EVERY_MS);
    expect(calls(JOIN_STATUS_PATH)).toBe(0);
    await advanceGameClock(store, 2 * RESOLVE_EVERY_MS);

    expect(calls(JOIN_STATUS_PATH)).toBe(1);
    expect(screen.getByText('Bets confirmed: $5.00')).toBeInTheDocument();
    expect(joinBodies().map((body) => body.requestId)).toEqual([requestId, requestId]);
    const book = harness.sim.control.world().book.of(roundId, userOf(store).id);
    expect(book?.requestIds).toEqual([requestId]);
    expect(screen.getByLabelText('Balance')).toHaveTextContent('$995.00');

    // The lost call arrives after all: the server answers it from its record, nothing is charged again.
    lost.release();
    await advanceGameClock(store, RESOLVE_EVERY_MS);
    expect(harness.sim.control.world().book.of(roundId, userOf(store).id)?.requestIds).toEqual([requestId]);
    expect(store.getState().game.submission?.status).toBe('confirmed');
    expect(screen.getByLabelText('Balance')).toHaveTextContent('$995.00');
  });

  it('does not lock the table when join status never answers and a later round is on it', async () => {
    const store = await openTable(harness.sim);
    const roundId = harness.sim.control.state().round.id;
    store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'FISH', amount: 200 }] }));
    const joinStatus = holdCalls(harness, JOIN_STATUS_PATH);
    harness.sim.control.skipTo('BETTING');
    await tableOnTestClock(store);
    expect(joinStatus.count()).toBe(1);

    await advanceGameClock(store, 2 * OVERDUE_MS + RESOLVE_EVERY_MS);

    // One more call once the first was overdue, then no more: two calls wait, neither answers.
    expect(joinStatus.count()).toBe(2);
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
