import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { initialAuthState } from '@/session/authSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { loginOn, playRound, signedInStore } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
// The dialog and the verifier are lazy chunks: their first import in a test run takes a while.
const LAZY = { timeout: 20_000 };

/**
 * One round played; then a tab signed in whose game holds the round's fingerprint as the table keeps
 * it (game.fairRounds), when `seen`.
 */
async function afterOneRound(seen: boolean) {
  const roundId = await playRound(await signedInStore(DEMO_MEMBER), harness.sim, [
    { symbol: 'CRAB', stake: 100 },
  ]);
  // At the result the simulator's round is the one played, with the fingerprint it showed while betting.
  const { seedHash } = harness.sim.control.state().round;
  const fairRounds = seen ? [{ roundId, seenHash: seedHash, seenAt: Date.now(), check: null }] : [];
  const store = makeStore({
    auth: initialAuthState,
    game: { roundId: null, placedChips: [], selectedChip: null, submission: null, fairRounds },
  });
  await loginOn(store, DEMO_MEMBER);
  return { store, roundId };
}

describe('round details from the reports', () => {
  it('opens a round of the Results screen, checked against the fingerprint the table kept', async () => {
    const { store, roundId } = await afterOneRound(true);
    renderWithProviders(<AppRoutes />, { store, route: '/results' });
    await userEvent.click(await screen.findByRole('button', { name: `Round ${roundId}: details and proof` }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(await within(dialog).findByTestId('details-outcome', {}, LAZY)).toHaveTextContent(
      'The seed matches the fingerprint shown while betting was open',
    );
    expect(within(dialog).getByTestId('details-steps')).toHaveTextContent(`klaklouk:${roundId}`);
    expect(within(dialog).queryByText(/never saw/)).not.toBeInTheDocument();
  });

  it('opens a round of My bets this browser never showed, and says so', async () => {
    const { store, roundId } = await afterOneRound(false);
    renderWithProviders(<AppRoutes />, { store, route: '/my-bets' });
    await userEvent.click(await screen.findByRole('button', { name: `Round ${roundId}: details and proof` }));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    const outcome = await within(dialog).findByTestId('details-outcome', {}, LAZY);
    expect(outcome).toHaveTextContent('Verified against the published fingerprint');
    expect(outcome).toHaveTextContent('This browser did not see the fingerprint while betting was open');
  });
});
