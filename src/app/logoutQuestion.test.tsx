import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import SignedInFrame from '@/app/SignedInFrame';
import { OAUTH_LOGOUT_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import GamePage from '@/features/game/GamePage';
import { openTable, requestLog } from '@/testing/gameTable';
import { holdCalls } from '@/testing/heldCalls';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { setupSimulator } from '@/testing/simulator';
import { selectSessionUser } from '@/session/authSlice';
import type { AppStore } from '@/app/store';

/*
 * Log out while this tab's bets wait for the server's answer: the button asks first (the session's end
 * stops the table following them), with Stay as the default (docs/game.md "Submission lifecycle").
 */

const harness = setupSimulator();
const { joinGame } = getConfig().endpoints;
const { calls } = requestLog(harness);

async function renderFrame(store: AppStore, language: 'en' | 'kh' = 'en') {
  // Routed as in the app: signed out, the frame goes and /login comes.
  renderWithProviders(
    <Routes>
      <Route
        path="/kla-klouk-game"
        element={
          <SignedInFrame>
            <GamePage />
          </SignedInFrame>
        }
      />
      <Route path="/login" element={<p>Sign-in screen</p>} />
    </Routes>,
    { store, route: '/kla-klouk-game', language },
  );
}

describe('Log out while bets are being sent', () => {
  it('asks first; Stay keeps the session and the bets, Log out anyway ends it', async () => {
    const store = await openTable(harness.sim);
    await renderFrame(store);
    fireEvent.click(await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ }));
    const join = holdCalls(harness, joinGame);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Sending your bets…');
    const roundId = store.getState().game.submission?.roundId;

    // fireEvent does not focus the button it clicks, as Safari's click does not: the focus still
    // comes back to Log out.
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('dialog', { name: 'Your bets are still being sent' });
    expect(question).toHaveTextContent(
      `Your bets of round #${roundId} were sent and the server has not answered yet. Once you log out, this page cannot tell you its answer: your balance and My bets will show whether they were placed.`,
    );
    expect(within(question).getByRole('button', { name: 'Stay' })).toHaveFocus();
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    expect(selectSessionUser(store.getState())).not.toBeNull();
    expect(store.getState().game.submission?.status).toBe('pending');
    expect(calls(OAUTH_LOGOUT_PATH)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('dialog', { name: 'Your bets are still being sent' });
    fireEvent.click(within(again).getByRole('button', { name: 'Log out anyway' }));
    await screen.findByText('Sign-in screen');
    expect(selectSessionUser(store.getState())).toBeNull();
    await waitFor(() => expect(calls(OAUTH_LOGOUT_PATH)).toBe(1));
    join.release();
  });

  it('signs out at once when nothing is being sent', async () => {
    const store = await openTable(harness.sim);
    await renderFrame(store);
    await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByText('Sign-in screen');
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('asks in Khmer on a Khmer page', async () => {
    const store = await openTable(harness.sim);
    await renderFrame(store, 'kh');
    const tiger = await screen.findByRole('button', { name: /^ខ្លា/ });
    fireEvent.click(tiger);
    const join = holdCalls(harness, joinGame);
    fireEvent.click(screen.getByRole('button', { name: 'បញ្ជាក់' }));
    await waitFor(() => expect(store.getState().game.submission?.status).toBe('pending'));
    fireEvent.click(screen.getByRole('button', { name: 'ចាកចេញ' }));
    const question = await screen.findByRole('dialog', { name: 'ការភ្នាល់របស់អ្នកកំពុងត្រូវបានផ្ញើ' });
    const roundId = store.getState().game.submission?.roundId;
    expect(question).toHaveTextContent(`ការភ្នាល់របស់អ្នកនៃជុំទី ${roundId} ត្រូវបានផ្ញើហើយ`);
    expect(within(question).getByRole('button', { name: 'នៅបន្ត' })).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'នៅតែចាកចេញ' })).toBeInTheDocument();
    join.release();
  });

  it('is answered Stay by Escape', async () => {
    const store = await openTable(harness.sim);
    await renderFrame(store);
    await sendHeld(store);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const question = await screen.findByRole('dialog', { name: 'Your bets are still being sent' });
    fireEvent(question, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectSessionUser(store.getState())).not.toBeNull();

    // Closed by the browser itself (a second Escape): Stay too, and Log out asks again.
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const again = await screen.findByRole('dialog', { name: 'Your bets are still being sent' });
    again.removeAttribute('open');
    fireEvent(again, new Event('close'));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('dialog', { name: 'Your bets are still being sent' })).toBeInTheDocument();
  });

  it('goes when the answer comes while it is open, and does not come back by itself', async () => {
    const store = await openTable(harness.sim);
    await renderFrame(store);
    const join = await sendHeld(store);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('dialog', { name: 'Your bets are still being sent' });
    join.release();
    await screen.findByText(/^Bets confirmed/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next bets sent: no question until Log out is pressed again.
    fireEvent.click(screen.getByRole('button', { name: /^Crab, stake/ }));
    const next = holdCalls(harness, joinGame);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Sending your bets…');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    next.release();
  });
});

/** A chip on Tiger and Confirm, its join held back: the bets are being sent until `release`. */
async function sendHeld(store: AppStore) {
  fireEvent.click(await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ }));
  const join = holdCalls(harness, joinGame);
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(store.getState().game.submission?.status).toBe('pending'));
  return join;
}
