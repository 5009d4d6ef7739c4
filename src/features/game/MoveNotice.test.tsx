import { fireEvent, screen, waitFor } from '@testing-library/react';
import GamePage from '@/features/game/GamePage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const CLOSED = 'Betting is closed for this round.';

async function closedTable() {
  harness.sim.control.skipTo('CLOSED');
  const store = await signedInStore(DEMO_MEMBER);
  renderWithProviders(<GamePage />, { store });
  await screen.findByText('Betting closed');
}

describe('the notice line', () => {
  it('belongs to its round: it is gone when the next round opens', async () => {
    await closedTable();
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(screen.getByTestId('notice')).toHaveTextContent(CLOSED);

    harness.sim.control.skipTo('BETTING');
    await screen.findByText('Betting open');
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent(''));
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
  });

  it('says the same reason again as new text, so a second press is announced too', async () => {
    await closedTable();
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    const first = screen.getByText(CLOSED);
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    const second = screen.getByText(CLOSED);
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });
});
