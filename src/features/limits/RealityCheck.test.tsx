import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getConfig } from '@/config/env';
import { RealityCheck } from '@/features/limits/RealityCheck';
import { holdCalls } from '@/testing/heldCalls';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { MINUTE_MS } from '@/session/play/limits';
import { bettingAnswered, EMPTY_RECORD, playLoaded } from '@/session/play/playSlice';

// On the page's clock: the server's time moves with the fake clock, as the play clock learns it from every answer.
const harness = setupSimulator({}, { clock: 'jest' });

/**
 * The demo member signed in `ago` ms before now, with a 15-minute reality check, on a fake clock from
 * here on.
 */
async function signedInSince(ago: number) {
  const store = await signedInStore(DEMO_MEMBER);
  const user = userOf(store);
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const signedInAt = Date.now() - ago;
  store.dispatch(
    playLoaded({
      accountId: user.id,
      sessionId: user.sessionId,
      signedInAt,
      record: { ...EMPTY_RECORD, realityInterval: 15 },
      unreadable: false,
    }),
  );
  return { store, user, signedInAt };
}

describe('the reality check', () => {
  afterEach(() => jest.useRealTimers());

  it('appears on its interval after the sign-in, says what the session has been, and goes once answered', async () => {
    // The check is timed from the sign-in, ten minutes ago.
    const { store, user, signedInAt } = await signedInSince(10 * MINUTE_MS);
    store.dispatch(
      bettingAnswered({
        accountId: user.id,
        roundId: 1,
        settlement: null,
        at: signedInAt,
      }),
    );
    store.dispatch(
      bettingAnswered({
        accountId: user.id,
        roundId: 2,
        settlement: { roundId: 1, totalStake: 1500, totalPayout: 1000 },
        at: signedInAt + MINUTE_MS,
      }),
    );
    renderWithProviders(<RealityCheck logout={<button type="button">Log out</button>} />, { store });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(5 * MINUTE_MS));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 0:15:00 since you signed in.');
    expect(dialog).toHaveTextContent('Rounds played1');
    expect(dialog).toHaveTextContent('Total staked$15.00');
    expect(dialog).toHaveTextContent('Net this session\u2212\u2060$5.00');
    expect(screen.getByRole('button', { name: 'My bets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    // Escape leaves it open; closed by the browser anyway (a second Escape), it is shown again.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog).toHaveAttribute('open');
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(dialog).toHaveAttribute('open');

    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().play.record.session?.realityAnsweredUpTo).toBe(signedInAt + 15 * MINUTE_MS);
    // Once per interval: not again before the next.
    await act(() => jest.advanceTimersByTimeAsync(14 * MINUTE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(MINUTE_MS));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it('shows the moment it falls due, when the table starts refusing bets for it', async () => {
    // Due 400 ms after the render: between two ticks of the dialog's one-second clock.
    const { store } = await signedInSince(15 * MINUTE_MS - 400);
    renderWithProviders(<RealityCheck logout={<button type="button">Log out</button>} />, { store });
    await act(() => jest.advanceTimersByTimeAsync(390));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(20));
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });

  it("shows no amount before the account's scale is known, then the amounts in it", async () => {
    const account = holdCalls(harness, getConfig().endpoints.getAccountById);
    const { store, user, signedInAt } = await signedInSince(15 * MINUTE_MS);
    store.dispatch(
      bettingAnswered({
        accountId: user.id,
        roundId: 2,
        settlement: null,
        at: signedInAt + MINUTE_MS,
      }),
    );
    store.dispatch(
      bettingAnswered({
        accountId: user.id,
        roundId: 3,
        settlement: { roundId: 2, totalStake: 1250, totalPayout: 0 },
        at: signedInAt + 2 * MINUTE_MS,
      }),
    );
    renderWithProviders(<RealityCheck logout={<button type="button">Log out</button>} />, { store });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('Rounds played1');
    // $12.50 in minor units, read with no scale, would be "$1,250".
    expect(dialog).not.toHaveTextContent('$');
    account.release();
    await act(() => jest.advanceTimersByTimeAsync(0));
    await waitFor(() => expect(dialog).toHaveTextContent('Total staked$12.50'));
    expect(dialog).toHaveTextContent('Net this session\u2212\u2060$12.50');
  });
});
