import { fireEvent, screen } from '@testing-library/react';
import { getConfig } from '@/config/env';
import GamePage from '@/features/game/GamePage';
import { openTable, renderTable } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import type * as ShortWaits from '@/testing/shortWaits';
import { holdCalls } from '@/testing/heldCalls';
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
