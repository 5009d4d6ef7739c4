import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { BetControls } from '@/features/game/BetControls';
import { rebet } from '@/features/game/betting';
import { gameApi } from '@/features/game/gameApi';
import GamePage from '@/features/game/GamePage';
import { selectBetting } from '@/features/game/gameSelectors';
import { openTable, renderTable } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { playRound, signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/*
 * Rebet and Undo on the screen (docs/game.md "Moves and limits"): Rebet is unavailable, and says the
 * right reason, when there is nothing to repeat or while the draft holds chips; Undo takes back a
 * whole Double or Rebet.
 */

const harness = setupSimulator();

const NOTHING_TO_REBET = 'No bets from the last round to repeat.';
const REBET_OVER_DRAFT = "Clear your draft first: Rebet repeats the last round's bets on an empty draft.";

const button = (name: string) =>
  within(screen.getByRole('group', { name: 'Bet controls' })).getByRole('button', { name });
const cell = (name: RegExp) => screen.getByRole('button', { name });
const notice = () => screen.getByTestId('notice');

/** The store of a member who played a round (TIGER $5, CRAB $5, FISH $1), the next round open. */
async function afterAPlayedRound(): Promise<{ store: AppStore; played: number }> {
  const store = await openTable(harness.sim);
  const played = await playRound(store, harness.sim, [
    { symbol: 'TIGER', stake: 500 },
    { symbol: 'CRAB', stake: 500 },
    { symbol: 'FISH', stake: 100 },
  ]);
  harness.sim.control.skipTo('BETTING');
  await renderTable(store);
  expect(selectBetting(store.getState())?.lastSettlement?.roundId).toBe(played);
  return { store, played };
}

describe('Rebet with nothing to repeat', () => {
  it('is unavailable before any round was settled, and says so when pressed', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    expect(selectBetting(store.getState())?.lastSettlement).toBeNull();
    const rebetButton = button('Rebet');
    expect(rebetButton).toHaveAttribute('aria-disabled', 'true');
    expect(rebetButton).toBeEnabled();

    fireEvent.click(rebetButton);
    expect(notice()).toHaveTextContent(NOTHING_TO_REBET);
    expect(notice()).not.toHaveTextContent('Put a chip on a symbol first.');
    expect(store.getState().game.placedChips).toEqual([]);

    // Still so with a draft on the board: the reason is that there is nothing to repeat.
    fireEvent.click(cell(/^Tiger/));
    fireEvent.click(button('Rebet'));
    expect(notice()).toHaveTextContent(NOTHING_TO_REBET);
    expect(store.getState().game.placedChips).toEqual([{ symbol: 'TIGER', amount: 100 }]);
  });

  it('says it in Khmer', async () => {
    const store = await openTable(harness.sim);
    renderWithProviders(<GamePage />, { store, language: 'kh' });
    await screen.findByRole('button', { name: /^ខ្លា/ });
    await screen.findByText('កំពុងទទួលភ្នាល់');
    const rebetButton = screen.getByRole('button', { name: 'ភ្នាល់ដដែល' });
    expect(rebetButton).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(rebetButton);
    expect(notice()).toHaveTextContent('មិនមានការភ្នាល់ពីជុំមុនដើម្បីភ្នាល់ដដែលទេ។');
  });

  it('is unavailable when the last settlement lists no bets', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = await signedInStore(DEMO_MEMBER);
    const accountId = userOf(store).id;
    // The betting data once, no polling: the answer stays as this test shapes it.
    await store.dispatch(gameApi.endpoints.getBetting.initiate(accountId));
    store.dispatch(
      gameApi.util.updateQueryData('getBetting', accountId, (draft) => {
        draft.lastSettlement = {
          roundId: draft.round.id - 1,
          dice: ['TIGER', 'CRAB', 'FISH'],
          bets: [],
          totalStake: 0,
          totalPayout: 0,
          net: 0,
          balanceAfter: draft.account.balance,
        };
      }),
    );
    const outcomes: unknown[] = [];
    renderWithProviders(<BetControls onOutcome={(outcome) => outcomes.push(outcome)} />, { store });
    const rebetButton = await screen.findByRole('button', { name: 'Rebet' });
    expect(rebetButton).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(rebetButton);
    expect(outcomes).toEqual([{ ok: false, reason: 'nothingToRebet' }]);
    // The move itself refuses too (the store is the guard, not only the button).
    expect(store.dispatch(rebet())).toEqual({ ok: false, reason: 'nothingToRebet' });
    expect(store.getState().game.placedChips).toEqual([]);
  });
});

describe('Rebet after a played round', () => {
  it('is available on an empty draft, and puts the whole last round down as one move', async () => {
    const { store, played } = await afterAPlayedRound();
    const rebetButton = button('Rebet');
    expect(rebetButton).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(rebetButton);
    expect(notice()).toBeEmptyDOMElement();
    expect(store.getState().game.roundId).toBe(played + 1);
    expect(cell(/^Tiger/)).toHaveAccessibleName('Tiger, stake $5.00, $5.00 draft');
    expect(cell(/^Crab/)).toHaveAccessibleName('Crab, stake $5.00, $5.00 draft');
    expect(cell(/^Fish/)).toHaveAccessibleName('Fish, stake $1.00, $1.00 draft');
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$11.00');

    // A second press (a double tap) does not stake the same bets twice.
    expect(button('Rebet')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button('Rebet'));
    expect(notice()).toHaveTextContent(REBET_OVER_DRAFT);
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$11.00');

    // Undo takes the whole Rebet back, not only its last symbol.
    fireEvent.click(button('Undo'));
    expect(store.getState().game.placedChips).toEqual([]);
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$0.00');
    expect(button('Rebet')).toHaveAttribute('aria-disabled', 'false');
  });

  it('never replaces a draft the member built: unavailable, and says to clear it first', async () => {
    const { store } = await afterAPlayedRound();
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(cell(/^Gourd/));
    const draft = store.getState().game.placedChips;
    expect(draft).toEqual([{ symbol: 'GOURD', amount: 500 }]);

    expect(button('Rebet')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button('Rebet'));
    expect(notice()).toHaveTextContent(REBET_OVER_DRAFT);
    expect(notice()).toHaveAttribute('data-asks');
    expect(store.getState().game.placedChips).toBe(draft);
    expect(store.dispatch(rebet())).toEqual({ ok: false, reason: 'rebetOverDraft' });
    expect(store.getState().game.placedChips).toBe(draft);
    expect(cell(/^Gourd/)).toHaveAccessibleName('Gourd, stake $5.00, $5.00 draft');

    // Cleared, it repeats the last round.
    fireEvent.click(button('Clear'));
    await waitFor(() => expect(button('Rebet')).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.click(button('Rebet'));
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$11.00');
    expect(cell(/^Gourd/)).toHaveAccessibleName('Gourd, stake $0.00');
  });
});

describe('Double', () => {
  it('says so when the limits cut it short, and nothing when it doubles the whole draft', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(cell(/^Crab/));
    fireEvent.click(button('Double'));
    expect(cell(/^Crab/)).toHaveAccessibleName('Crab, stake $2.00, $2.00 draft');
    expect(notice()).toBeEmptyDOMElement();

    // $300 on the Tiger doubles to the $500 a symbol allows, not to $600.
    fireEvent.click(screen.getByRole('button', { name: '$100.00' }));
    for (let chip = 0; chip < 3; chip += 1) fireEvent.click(cell(/^Tiger/));
    fireEvent.click(button('Double'));
    expect(cell(/^Tiger/)).toHaveAccessibleName('Tiger, stake $500.00, $500.00 draft');
    expect(cell(/^Crab/)).toHaveAccessibleName('Crab, stake $4.00, $4.00 draft');
    // Said whole; shown short, on one line.
    expect(
      within(notice()).getByText("Doubled as far as the table's limits and your balance allow."),
    ).toHaveClass('visually-hidden');
    expect(within(notice()).getByText('Doubled up to limits and balance')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    // It tells, and does not ask: the line stays in its place (a refusal sticks, StatusDock).
    expect(notice()).not.toHaveAttribute('data-asks');

    // The next move that is taken clears it.
    fireEvent.click(button('Undo'));
    expect(notice()).toBeEmptyDOMElement();
  });
});

describe('Undo', () => {
  it('takes back a whole Double in one step, then the chips before it one by one', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    fireEvent.click(cell(/^Tiger/));
    fireEvent.click(cell(/^Tiger/));
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(cell(/^Crab/));
    fireEvent.click(button('Double'));
    expect(cell(/^Tiger/)).toHaveAccessibleName('Tiger, stake $4.00, $4.00 draft');
    expect(cell(/^Crab/)).toHaveAccessibleName('Crab, stake $10.00, $10.00 draft');

    fireEvent.click(button('Undo'));
    expect(cell(/^Tiger/)).toHaveAccessibleName('Tiger, stake $2.00, $2.00 draft');
    expect(cell(/^Crab/)).toHaveAccessibleName('Crab, stake $5.00, $5.00 draft');
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$7.00');

    fireEvent.click(button('Undo'));
    expect(cell(/^Crab/)).toHaveAccessibleName('Crab, stake $0.00');
    expect(cell(/^Tiger/)).toHaveAccessibleName('Tiger, stake $2.00, $2.00 draft');
    fireEvent.click(button('Undo'));
    expect(cell(/^Tiger/)).toHaveAccessibleName('Tiger, stake $1.00, $1.00 draft');
    expect(notice()).toBeEmptyDOMElement();
  });
});
