import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RoundDetails, type RoundFacts } from '@/components/roundDetails/RoundDetails';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { logger } from '@/lib/logger';
import { renderWithProviders } from '@/testing/renderWithProviders';

/**
 * While true, the dialog's chunk cannot be downloaded (a lost connection); then it can. Safari's words,
 * which name no chunk: the next opening imports the module again, as Jest can (a failure that names
 * it is asked for by URL: lib/chunks/retryingImport.test.ts).
 */
let mockOffline = true;
jest.mock('@/components/roundDetails/RoundDetailsDialog', () => {
  if (mockOffline) throw new TypeError('Importing a module script failed.');
  return jest.requireActual('@/components/roundDetails/RoundDetailsDialog');
});

const ROUND: RoundFacts = { roundId: 77, dice: ['TIGER', 'CRAB', 'CRAB'], seenHash: null, times: {} };
// The dialog and the verifier are lazy chunks: their first import in a test run takes a while.
const LAZY = { timeout: 20_000 };

/** A screen with a round to open, as the table has: it must stay whatever the dialog does. */
function Screen() {
  const [round, setRound] = useState<RoundFacts | null>(null);
  return (
    <main aria-label="Game table">
      <button type="button" onClick={() => setRound(ROUND)}>
        Round 77
      </button>
      <RoundDetails round={round} onClose={() => setRound(null)} />
    </main>
  );
}

beforeEach(() => {
  mockOffline = true;
  // The boundary logs the failed download, and React reports it caught: expected here.
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

// Once downloaded, a chunk stays (in the browser as in Jest's module registry): the test that
// brings the connection back comes last.
describe('round details that cannot be downloaded', () => {
  it('say why in Khmer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen />, { language: 'kh' });
    await user.click(screen.getByRole('button', { name: 'Round 77' }));
    expect(
      await screen.findByText('មិនអាចបង្ហាញព័ត៌មានលម្អិតនៃជុំនេះបានទេ។ សូមពិនិត្យការតភ្ជាប់ រួចបើកវាម្តងទៀត។'),
    ).toBeInTheDocument();
  });

  it('leave the screen in place, say why, and open once the connection is back', async () => {
    const user = userEvent.setup();
    // Under a boundary like the frame's, which would put an error screen in place of the table.
    renderWithProviders(
      <ErrorBoundary fallback={() => <p>This screen could not be shown.</p>}>
        <Screen />
      </ErrorBoundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Round 77' }));
    expect(
      await screen.findByText(
        "The round's details could not be shown. Check your connection, then open them again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Game table' })).toBeInTheDocument();
    expect(screen.queryByText('This screen could not be shown.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockOffline = false;
    await user.click(screen.getByRole('button', { name: 'Round 77' }));
    expect(
      await screen.findByRole('dialog', { name: 'Round 77: proof of the dice' }, LAZY),
    ).toBeInTheDocument();
  });
});
