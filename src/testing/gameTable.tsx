import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { v4 as uuidv4 } from 'uuid';
import { makeStore, type AppStore, type StoreOptions } from '@/app/store';
import { getConfig } from '@/config/env';
import { gameApi } from '@/features/game/gameApi';
import GamePage from '@/features/game/GamePage';
import type { PlacedChip, Submission } from '@/features/game/gameSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, type SimulatorHarness } from '@/testing/simulator';

/** The demo member signed in while the simulator's round is open for bets. */
export async function openTable(sim: SimulatorHarness['sim'], options?: StoreOptions): Promise<AppStore> {
  sim.control.skipTo('BETTING');
  return signedInStore(DEMO_MEMBER, options);
}

/**
 * The game screen for this store, once its board and the open round are shown ("Betting off" for a
 * member whose own limits stop betting).
 */
export async function renderTable(store: AppStore) {
  const view = renderWithProviders(<GamePage />, { store });
  await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ });
  await waitFor(() => expect(screen.getByTestId('phase')).toHaveClass(/hud__phase--(betting|off)/));
  return view;
}

export interface JoinBody {
  accountId: number;
  gameId: number;
  requestId: string;
  roundId: number;
  bets: { symbol: string; stake: number }[];
}

/** What the page sent, from the harness's request log: the joins, their bodies, calls to a path. */
export function requestLog(harness: SimulatorHarness) {
  const joinPath = getConfig().endpoints.joinGame;
  const joins = () => harness.requests.filter((request) => request.path === joinPath);
  return {
    joins,
    joinBodies: () => joins().map((request) => request.body as JoinBody),
    calls: (path: string) => harness.requests.filter((request) => request.path === path).length,
  };
}

/**
 * Every join the page sent carried this request id, the simulator took it once, and the balance on
 * screen is `balanceShown`: placed and charged once.
 */
export function expectPlacedOnce(
  harness: SimulatorHarness,
  store: AppStore,
  { requestId, roundId }: { requestId: string; roundId: number },
  balanceShown: string,
): void {
  const { joinBodies } = requestLog(harness);
  expect(new Set(joinBodies().map((body) => body.requestId))).toEqual(new Set([requestId]));
  expect(harness.sim.control.world().book.of(roundId, userOf(store).id)?.requestIds).toEqual([requestId]);
  expect(screen.getByLabelText('Balance')).toHaveTextContent(balanceShown);
}

/**
 * On jest's fake timers: moves the clock by `ms` (running the timers due), then waits until every
 * game request sent so far has its answer (the network stays real: MSW).
 */
export async function advanceGameClock(store: AppStore, ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    await Promise.all(store.dispatch(gameApi.util.getRunningQueriesThunk()));
  });
}

/** The game screen on jest's fake clock (the network stays real: MSW), once the open round is shown. */
export async function renderTableOnTestClock(store: AppStore): Promise<void> {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  renderWithProviders(<GamePage />, { store });
  await advanceGameClock(store, 0);
}

/** Puts the chip (its button's name, e.g. '$5.00') on the symbol, presses Confirm; the submission. */
export function confirmBet(store: AppStore, chip: string, symbol: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: chip }));
  fireEvent.click(screen.getByRole('button', { name: symbol }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  const submission = store.getState().game.submission;
  if (!submission) throw new Error('Confirm made no submission');
  return submission;
}

/**
 * A pending submission of the simulator's current round whose join was sent by the page before a
 * reload, so that the page shown never heard its answer: the join goes from `store` (that page, which
 * holds no submission), and the returned `store` is the reloaded page's, with the same session and
 * the submission pending (its bet keeper starts with its first action). Returns the ids and the join
 * call, to await when the simulator is to take it before the test goes on.
 */
export function sentBeforeReload(sim: SimulatorHarness['sim'], before: AppStore, chip: PlacedChip) {
  const roundId = sim.control.state().round.id;
  const requestId = uuidv4();
  const { auth, game } = before.getState();
  const join = before.dispatch(
    gameApi.endpoints.join.initiate({
      accountId: auth.user?.id ?? -1,
      roundId,
      requestId,
      bets: [{ symbol: chip.symbol, stake: chip.amount }],
    }),
  );
  const submission: Submission = { requestId, roundId, chips: [chip], status: 'pending', reason: null };
  const store = makeStore({ auth, game: { ...game, placedChips: [], submission } });
  return { roundId, requestId, join, store };
}

/** The demo member's balance before any play (minor units). */
export const START_BALANCE = 100_000;

/** The signed-in member's balance as the simulator holds it (minor units). */
export function simulatorBalance(harness: SimulatorHarness, store: AppStore): number | undefined {
  const { id } = userOf(store);
  return harness.sim.control.state().accounts.find((account) => account.id === id)?.balance;
}

/** The balance the table shows. */
export const shownBalance = () => screen.getByLabelText('Balance');

/** TIGER $5 + CRAB $5 in the draft (DRAFT). */
export function placeDraft(): void {
  fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
  fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
  fireEvent.click(screen.getByRole('button', { name: /^Crab/ }));
}
export const DRAFT = [
  { symbol: 'TIGER', amount: 500 },
  { symbol: 'CRAB', amount: 500 },
];

const bettingEntry = (store: AppStore) =>
  gameApi.endpoints.getBetting.select(userOf(store).id)(store.getState());

/** Waits for a betting-data answer newer than the one the page has now. */
export async function freshBettingAnswer(store: AppStore): Promise<void> {
  const before = bettingEntry(store).fulfilledTimeStamp ?? 0;
  await waitFor(() => expect(bettingEntry(store).fulfilledTimeStamp ?? 0).toBeGreaterThan(before), {
    timeout: 5000,
  });
}

/** Every submission status the store goes through from now on, in order. */
export function statusesOf(store: AppStore): (Submission['status'] | undefined)[] {
  const seen: (Submission['status'] | undefined)[] = [];
  store.subscribe(() => {
    const status = store.getState().game.submission?.status;
    if (seen.at(-1) !== status) seen.push(status);
  });
  return seen;
}
