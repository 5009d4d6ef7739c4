import { screen, within } from '@testing-library/react';
import { JOIN_STATUS_PATH } from '@/api/paths';
import type { AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { POLL_MS } from '@/features/game/BettingFeed';
import GamePage from '@/features/game/GamePage';
import type * as GamePageModule from '@/features/game/GamePage';
import { pollBettingOffTable } from '@/features/game/offTableBetting';
import type * as OffTableBettingModule from '@/features/game/offTableBetting';
import { OVERDUE_MS, RESOLVE_EVERY_MS } from '@/features/game/nextStep';
import { logger } from '@/lib/logger';
import { ROUTES } from '@/lib/routes';
import {
  backToTheGame,
  openFromMenu,
  renderAppOnTestClock,
  tableShown,
  toastSaying,
} from '@/testing/appScreens';
import {
  advanceGameClock,
  confirmBet,
  openTable,
  requestLog,
  sentBeforeReload,
  simulatorBalance,
  START_BALANCE,
} from '@/testing/gameTable';
import { holdCalls } from '@/testing/heldCalls';
import { userOf } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';

/*
 * A bet pending when the member leaves the table (the bet keeper, gameListeners.ts): its watch goes on on
 * every signed-in screen until the bet is settled, and then stops; what became of it waits on the
 * table. The simulator's own handlers; an override only holds a call, as a dead connection would.
 */

// The off-table watch, counted where it starts reading betting data; it works as the app's own.
jest.mock('@/features/game/offTableBetting', () => {
  const actual = jest.requireActual<typeof OffTableBettingModule>('@/features/game/offTableBetting');
  return { ...actual, pollBettingOffTable: jest.fn(actual.pollBettingOffTable) };
});
const offTableRenders = jest.mocked(pollBettingOffTable);
// The game screen as the app's own, unless a test makes it fail (its download, say).
jest.mock('@/features/game/GamePage', () => {
  const actual = jest.requireActual<typeof GamePageModule>('@/features/game/GamePage');
  return { __esModule: true, default: jest.fn(actual.default) };
});

const harness = setupSimulator();
const { getBetting, joinGame } = getConfig().endpoints;
const { joinBodies, calls } = requestLog(harness);

afterEach(() => {
  jest.useRealTimers();
  offTableRenders.mockClear();
  jest
    .mocked(GamePage)
    .mockImplementation(jest.requireActual<typeof GamePageModule>('@/features/game/GamePage').default);
});

/** The table open for bets, Tiger $5 confirmed, its join lost on its way (held until released). */
async function confirmedAndLost(store: AppStore) {
  await renderAppOnTestClock(store, ROUTES.game);
  await tableShown(store);
  const lost = holdCalls(harness, joinGame, { first: 1 });
  const submission = confirmBet(store, '$5.00', /^Tiger/);
  return { lost, submission };
}

/** The table's line of the latest submission. */
const tableLine = () => within(screen.getByTestId('submission'));

/** The simulator took the submission's request id once, and charged its stake once. */
function placedOnce(
  store: AppStore,
  { requestId, roundId }: { requestId: string; roundId: number },
  stake: number,
) {
  expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([requestId]));
  expect(harness.sim.control.world().book.of(roundId, userOf(store).id)?.requestIds).toEqual([requestId]);
  expect(simulatorBalance(harness, store)).toBe(START_BALANCE - stake);
}

describe('a bet pending when the member leaves the table', () => {
  it('sends a join lost on its way again while the member is on My bets: placed and charged once', async () => {
    const store = await openTable(harness.sim);
    const { lost, submission } = await confirmedAndLost(store);
    expect(offTableRenders).not.toHaveBeenCalled();
    await openFromMenu(store, 'My bets');
    expect(offTableRenders).toHaveBeenCalled();

    await advanceGameClock(store, OVERDUE_MS - RESOLVE_EVERY_MS);
    expect(joinBodies()).toHaveLength(1);
    await advanceGameClock(store, 2 * RESOLVE_EVERY_MS);

    expect(joinBodies()).toHaveLength(2);
    expect(store.getState().game.submission).toMatchObject({
      requestId: submission.requestId,
      status: 'confirmed',
    });
    placedOnce(store, submission, 500);
    // Told on My bets, where the member is.
    const told = `Your bets of round #${submission.roundId} were confirmed: $5.00.`;
    expect(await toastSaying(store, told)).toBeInTheDocument();
    // The lost call arrives after all: answered from the server's record, nothing charged again.
    lost.release();
    await advanceGameClock(store, RESOLVE_EVERY_MS);
    placedOnce(store, submission, 500);

    // Kept for the table too, naming its round, until dismissed.
    await backToTheGame(store);
    expect(tableLine().getByText(told)).toBeInTheDocument();
    await advanceGameClock(store, 0);
  });

  it("drops the bet's call under way when its store ends: its answer, coming after, is not read", async () => {
    const store = await openTable(harness.sim);
    const { lost } = await confirmedAndLost(store);
    await advanceGameClock(store, 0);
    expect(store.getState().game.attempt).toBeDefined();
    const warn = jest.spyOn(logger, 'warn');

    store.stopListeners();
    // Dropped at once: an answer read after the store's end (a test's, say) would be logged then.
    expect(store.getState().game.attempt).toBeUndefined();
    lost.release();
    await advanceGameClock(store, RESOLVE_EVERY_MS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('stops reading betting data once the bet is placed and its round settled', async () => {
    const store = await openTable(harness.sim);
    const { lost } = await confirmedAndLost(store);
    await openFromMenu(store, 'My bets');
    await advanceGameClock(store, 3 * POLL_MS);
    // Polled while pending…
    expect(calls(getBetting)).toBeGreaterThan(0);

    await advanceGameClock(store, OVERDUE_MS);
    expect(store.getState().game.submission?.status).toBe('confirmed');
    // …then for the round's outcome (outcomeWatch.ts)…
    const atConfirmation = calls(getBetting);
    await advanceGameClock(store, 2 * POLL_MS);
    expect(calls(getBetting)).toBeGreaterThan(atConfirmation);

    harness.sim.control.skipTo('RESULT');
    harness.sim.control.skipTo('BETTING');
    await advanceGameClock(store, 2 * POLL_MS);
    expect(store.getState().game.stakedRound).toBeUndefined();
    const atSettlement = calls(getBetting);
    await advanceGameClock(store, 5 * POLL_MS);
    // …and not once the round is settled: a screen other than the table reads no betting data.
    expect(calls(getBetting)).toBe(atSettlement);
    lost.release();
  });

  it('keeps a bet not placed off the table for the member to read after its round', async () => {
    const store = await openTable(harness.sim);
    // Every join is lost: the bet never reaches the server.
    const { lost, submission } = await confirmedAndLost(store);
    const lostAgain = holdCalls(harness, joinGame);
    await openFromMenu(store, 'My bets');

    harness.sim.control.skipTo('CLOSED');
    await advanceGameClock(store, POLL_MS);
    expect(store.getState().game.submission).toMatchObject({ status: 'failed', reason: 'bettingClosed' });
    const told = `Your bets of round #${submission.roundId} were not placed: Betting is closed for this round.`;
    expect(await toastSaying(store, told)).toBeInTheDocument();

    harness.sim.control.skipTo('BETTING');
    await backToTheGame(store);
    expect(harness.sim.control.state().round.id).toBeGreaterThan(submission.roundId);
    expect(tableLine().getByText(told)).toBeInTheDocument();
    lost.release();
    lostAgain.release();
    await advanceGameClock(store, 0);
    expect(harness.sim.control.world().book.of(submission.roundId, userOf(store).id)).toBeUndefined();
  });

  it('settles a bet restored by a reload on another screen, without the table', async () => {
    const page = await openTable(harness.sim);
    // The page before the reload sent the join; the simulator took it; its answer was never heard.
    const { requestId, roundId, join, store } = sentBeforeReload(harness.sim, page, {
      symbol: 'CRAB',
      amount: 1000,
    });
    await join;
    expect(store.getState().game.submission?.status).toBe('pending');
    harness.requests.length = 0;

    await renderAppOnTestClock(store, ROUTES.myBets);
    await advanceGameClock(store, POLL_MS);

    expect(store.getState().game.submission).toMatchObject({
      requestId,
      status: 'confirmed',
      confirmedLate: true,
    });
    expect(calls(JOIN_STATUS_PATH) + calls(joinGame)).toBeLessThanOrEqual(1);
    expect(harness.sim.control.world().book.of(roundId, userOf(store).id)?.requestIds).toEqual([requestId]);
    expect(simulatorBalance(harness, store)).toBe(START_BALANCE - 1000);
    expect(screen.queryByRole('main', { name: 'Game table' })).not.toBeInTheDocument();
  });

  it('watches it on the game route too when the table could not be shown (its download failed)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.mocked(GamePage).mockImplementation(() => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const page = await openTable(harness.sim);
    // Restored by a reload; the join sent before it never reached the server.
    const lost = holdCalls(harness, joinGame, { first: 1 });
    const { requestId, roundId, store } = sentBeforeReload(harness.sim, page, {
      symbol: 'CRAB',
      amount: 1000,
    });

    await renderAppOnTestClock(store, ROUTES.game);
    expect(
      screen.getByText('This screen could not be shown. Check your connection and try again.'),
    ).toBeInTheDocument();
    await advanceGameClock(store, RESOLVE_EVERY_MS);

    expect(offTableRenders).toHaveBeenCalled();
    expect(store.getState().game.submission).toMatchObject({ requestId, status: 'confirmed' });
    // Told with no table to read it on: kept for the table, naming its round, until dismissed.
    expect(store.getState().game.submission?.confirmedLate).toBe(true);
    placedOnce(store, { requestId, roundId }, 1000);
    lost.release();
    await advanceGameClock(store, 0);
    placedOnce(store, { requestId, roundId }, 1000);
  });

  it('leaves the table to its own watch: none runs beside it, and a lost join is sent again once', async () => {
    const store = await openTable(harness.sim);
    const { lost, submission } = await confirmedAndLost(store);
    await advanceGameClock(store, OVERDUE_MS + RESOLVE_EVERY_MS);
    expect(joinBodies()).toHaveLength(2);
    // Told on the table: the usual line, which goes with its round, and no toast.
    await advanceGameClock(store, 100);
    expect(screen.getAllByText(/Bets confirmed: \$5\.00|were confirmed/)).toEqual([
      tableLine().getByText('Bets confirmed: $5.00'),
    ]);
    expect(store.getState().game.submission?.confirmedLate).toBeUndefined();
    placedOnce(store, submission, 500);
    expect(offTableRenders).not.toHaveBeenCalled();
    lost.release();
    await advanceGameClock(store, 0);
  });
});
