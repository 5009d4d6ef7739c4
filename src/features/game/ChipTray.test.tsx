import { fireEvent, screen } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { ChipTray } from '@/features/game/ChipTray';
import { gameApi } from '@/features/game/gameApi';
import {
  selectCoveredChipCount,
  selectCurrentRoundId,
  selectSelectedChip,
} from '@/features/game/gameSelectors';
import { chipPlaced } from '@/features/game/gameSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

// The tray: chips the balance cannot cover, and the table's limits under it (docs/game.md "Chips on the board").
const harness = setupSimulator();

async function tableStore(balance: number): Promise<AppStore> {
  harness.sim.control.skipTo('BETTING');
  const store = await signedInStore(DEMO_MEMBER);
  await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id));
  store.dispatch(
    gameApi.util.updateQueryData('getBetting', userOf(store).id, (draft) => {
      draft.account.balance = balance;
    }),
  );
  return store;
}

describe('the chip tray', () => {
  it('disables the chips the balance cannot cover, and a press on one selects nothing', async () => {
    const store = await tableStore(1200);
    renderWithProviders(<ChipTray />, { store });
    expect(screen.getByRole('button', { name: '$1.00' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '$10.00' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '$100.00' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: '$50.00' }));
    expect(selectSelectedChip(store.getState())).toBe(100);
    expect(screen.getByRole('button', { name: '$50.00' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('counts the draft against the balance: a chip the rest cannot cover is disabled', async () => {
    const store = await tableStore(1200);
    renderWithProviders(<ChipTray />, { store });
    const roundId = selectCurrentRoundId(store.getState())!;
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'TIGER', amount: 500 } }));
    expect(await screen.findByRole('button', { name: '$10.00' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '$5.00' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('counts the chips the rest of the balance covers, the smallest first, one worth exactly that included', async () => {
    const store = await tableStore(1000);
    const roundId = selectCurrentRoundId(store.getState())!;
    expect(selectCoveredChipCount(store.getState())).toBe(3); // $1, $5, $10
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'TIGER', amount: 500 } }));
    expect(selectCoveredChipCount(store.getState())).toBe(2);
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'CRAB', amount: 500 } }));
    expect(selectCoveredChipCount(store.getState())).toBe(0);
  });

  it('writes the table’s limits under the chips, in English and Khmer', async () => {
    const store = await tableStore(100_000);
    const view = renderWithProviders(<ChipTray />, { store });
    expect(screen.getByTestId('limits')).toHaveTextContent(
      'Min $1.00 · Max $500.00 a symbol · $1,000.00 a round',
    );
    view.unmount();
    renderWithProviders(<ChipTray />, { store, language: 'kh' });
    expect(screen.getByTestId('limits')).toHaveTextContent('អប្បបរមា $1.00 · អតិបរមា $500.00/រូប · $1,000.00/ជុំ');
    // Each limit is kept whole on a line where it fits (Table.css): the line breaks between them.
    const limits = [...screen.getByTestId('limits').querySelectorAll('.tray__limit')];
    expect(limits.map((limit) => limit.textContent)).toEqual([
      'អប្បបរមា $1.00',
      'អតិបរមា $500.00/រូប',
      '$1,000.00/ជុំ',
    ]);
  });
});
