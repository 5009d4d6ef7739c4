import { fireEvent, screen, within } from '@testing-library/react';
import { POLL_MS } from '@/features/game/BettingFeed';
import { GAME_STATUS_POLL_MS } from '@/features/game/InactiveGameNotice';
import { advanceGameClock, openTable, renderTableOnTestClock, requestLog } from '@/testing/gameTable';
import { getConfig } from '@/config/env';
import { placeChip } from '@/features/game/betting';
import { selectRound } from '@/features/game/gameSelectors';
import GamePage from '@/features/game/GamePage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/*
 * A game turned off for the account mid-session (docs/game.md "An inactive game"): the betting data does
 * not say so, the games call and a refused bet do. The simulator runs on jest's clock.
 */
const harness = setupSimulator({}, { clock: 'jest' });
const { calls } = requestLog(harness);

afterEach(() => jest.useRealTimers());

const deactivate = () => harness.sim.control.setGameStatus({ loginId: DEMO_MEMBER.phoneNumber }, 'INA');
const reactivate = () => harness.sim.control.setGameStatus({ loginId: DEMO_MEMBER.phoneNumber }, 'ACT');
const notice = () => screen.queryByRole('alert');
const tiger = () => screen.getByRole('button', { name: /^Tiger/ });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const refusal = 'The game is not active for your account.';

it('says so within one poll of the games call once the game is turned off, takes no bets, and comes back', async () => {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
  fireEvent.click(tiger());
  expect(notice()).toBeNull();
  expect(confirm()).toHaveAttribute('aria-disabled', 'false');

  deactivate();
  const asked = calls(getConfig().endpoints.getGame);
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  expect(calls(getConfig().endpoints.getGame)).toBe(asked + 1);

  const alert = notice();
  expect(alert).not.toBeNull();
  expect(within(alert as HTMLElement).getByText('The game is not active')).toBeInTheDocument();
  expect(alert).toHaveTextContent(/Betting is off/);
  expect(tiger()).toHaveAttribute('aria-disabled', 'true');
  // Covered by the alert, the board takes no focus either.
  expect(screen.getByRole('region', { name: 'Board' })).toHaveAttribute('inert');
  expect(confirm()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByTestId('phase')).toHaveTextContent('Not active');
  expect(within(screen.getByTestId('stage')).getByText('Betting is off')).toBeInTheDocument();
  // A press says why, and nothing is sent. The board is inert in a browser: only a script reaches a
  // symbol, and the move refuses it too.
  expect(store.dispatch(placeChip('TIGER'))).toEqual({ ok: false, reason: 'gameInactive' });
  fireEvent.click(confirm());
  await advanceGameClock(store, 0);
  expect(screen.getByText(refusal)).toBeInTheDocument();
  expect(calls(getConfig().endpoints.joinGame)).toBe(0);
  expect(screen.getByTestId('draft-total')).toHaveTextContent('$5.00');

  reactivate();
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  expect(notice()).toBeNull();
  // The press's refusal went with the reason for it.
  expect(screen.queryByText(refusal)).toBeNull();
  expect(screen.getByTestId('phase')).not.toHaveTextContent('Not active');
  expect(within(screen.getByTestId('stage')).getByText('Place your bets')).toBeInTheDocument();
  expect(tiger()).toHaveAttribute('aria-disabled', 'false');
  expect(screen.getByRole('region', { name: 'Board' })).not.toHaveAttribute('inert');
  expect(confirm()).toHaveAttribute('aria-disabled', 'false');
  fireEvent.click(confirm());
  await advanceGameClock(store, 0);
  expect(store.getState().game.submission?.status).toBe('confirmed');
});

it('takes a refused press back when the game is active again: turned off again, nothing old is said', async () => {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  const round = selectRound(store.getState())?.id;
  fireEvent.click(tiger());
  deactivate();
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  fireEvent.click(confirm());
  await advanceGameClock(store, 0);
  expect(screen.getByText(refusal)).toBeInTheDocument();

  reactivate();
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  expect(screen.queryByText(refusal)).toBeNull();
  deactivate();
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  expect(notice()).not.toBeNull();
  // Still the same round: it is not the round's end that hides the old refusal.
  expect(selectRound(store.getState())?.id).toBe(round);
  expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
});

it('counts no last seconds to bet while the game is off, and says none', async () => {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  deactivate();
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  expect(notice()).not.toBeNull();
  const closesIn = harness.sim.control.state().round.closesAt - harness.sim.control.now();
  await advanceGameClock(store, closesIn - GAME_STATUS_POLL_MS - 1500);

  expect(screen.getByTestId('phase')).toHaveTextContent('Not active');
  expect(screen.getByTestId('countdown')).not.toHaveClass('countdown--urgent');
  expect(screen.queryByText(/seconds? to bet/)).toBeNull();
  // Turned on again in time: the last seconds are the member's once more.
  reactivate();
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  expect(notice()).toBeNull();
  expect(screen.getByTestId('countdown')).toHaveClass('countdown--urgent');
  expect(screen.getByText(/Last (second|\d seconds) to bet/)).toBeInTheDocument();
});

it('says so at once when a bet is refused because the game is not active', async () => {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  // Turned off just after the last games call: the refused bet is the first to say so.
  await advanceGameClock(store, GAME_STATUS_POLL_MS - 500);
  deactivate();
  fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
  fireEvent.click(tiger());
  fireEvent.click(confirm());
  await advanceGameClock(store, 0);

  expect(store.getState().game.submission?.status).toBe('failed');
  expect(notice()).toHaveTextContent('The game is not active');
  expect(confirm()).toHaveAttribute('aria-disabled', 'true');
  // The chips came back to the draft, for when it is active again.
  expect(screen.getByTestId('draft-total')).toHaveTextContent('$5.00');
  // The refusal asks for attention (StatusDock) until dismissed from the keyboard: the focus goes to Confirm.
  const line = within(screen.getByTestId('submission'))
    .getByText(/Bets not placed/)
    .closest('p')!;
  expect(line).toHaveAttribute('data-asks');
  const dismiss = within(line).getByRole('button', { name: 'Dismiss' });
  dismiss.focus();
  fireEvent.click(dismiss);
  expect(screen.queryByText(/Bets not placed/)).toBeNull();
  expect(confirm()).toHaveFocus();
});

it('says so in Khmer, from the first games call of a table opened while the game is off', async () => {
  const store = await openTable(harness.sim);
  deactivate();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  renderWithProviders(<GamePage />, { store, language: 'kh' });
  await advanceGameClock(store, 0);
  await advanceGameClock(store, 0);
  expect(notice()).toHaveTextContent('ហ្គេមមិនសកម្មទេ');
  expect(notice()).toHaveTextContent('ការភ្នាល់ត្រូវបានបិទ');
  expect(within(screen.getByTestId('stage')).getByText('ការភ្នាល់ត្រូវបានបិទ')).toBeInTheDocument();
});

it('steps its alert aside for the shake and the result, the board in reach, then covers the next round', async () => {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  const board = () => screen.getByRole('region', { name: 'Board' });
  deactivate();
  await advanceGameClock(store, GAME_STATUS_POLL_MS);
  expect(notice()).not.toHaveClass('inactive-game--aside');
  expect(board()).toHaveAttribute('inert');

  for (const phase of ['CLOSED', 'RESULT'] as const) {
    harness.sim.control.skipTo(phase);
    await advanceGameClock(store, POLL_MS + 100);
    expect(selectRound(store.getState())?.phase).toBe(phase);
    // Out of sight but in the page: a screen reader does not hear it again next round.
    expect(notice()).toHaveClass('inactive-game--aside');
    expect(notice()).toHaveTextContent('The game is not active');
    // The board shows the round's stacks and marks, and the keyboard and screen readers reach them.
    expect(board()).not.toHaveAttribute('inert');
  }

  harness.sim.control.skipTo('BETTING');
  await advanceGameClock(store, POLL_MS + 100);
  expect(notice()).not.toHaveClass('inactive-game--aside');
  expect(board()).toHaveAttribute('inert');
});
