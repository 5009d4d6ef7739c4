import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { freshBettingAnswer, openTable, renderTable, requestLog } from '@/testing/gameTable';
import { userOf } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';
import { DAY_MS, MINUTE_MS, NO_LIMIT, requestLimit } from '@/session/play/limits';
import { playNow } from '@/session/play/playClock';
import {
  EMPTY_RECORD,
  playLoaded,
  realityCheckAnswered,
  selectRealityCheckDue,
  type PlayRecord,
} from '@/session/play/playSlice';

/*
 * The member's own limits on the table (docs/responsible-play.md): the game reads them through the
 * store (session/play) and refuses a move before anything is sent, naming the limit.
 */

const harness = setupSimulator();

function load(store: AppStore, record: Partial<PlayRecord>, signedInAt = Date.now(), unreadable = false) {
  const user = userOf(store);
  store.dispatch(
    playLoaded({
      accountId: user.id,
      sessionId: user.sessionId,
      signedInAt,
      record: { ...EMPTY_RECORD, ...record },
      unreadable,
    }),
  );
}

const stakeLimit = (minor: number) => ({
  limits: { ...EMPTY_RECORD.limits, stake: requestLimit(NO_LIMIT, minor, Date.now()) },
});

const notice = () => screen.getByTestId('notice');

describe('play limits at the table', () => {
  it('refuses a chip that would pass the stake limit, naming it, and sends nothing', async () => {
    const store = await openTable(harness.sim);
    load(store, stakeLimit(1000));
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Crab/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Fish/ }));
    expect(notice()).toHaveTextContent('Your own stake limit is $10.00 per round.');
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$10.00');
    expect(requestLog(harness).joins()).toHaveLength(0);
  });

  it('refuses Confirm when the limit was lowered after the chips went down', async () => {
    const store = await openTable(harness.sim);
    load(store, {});
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: '$10.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    act(() => load(store, stakeLimit(500)));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your own stake limit is $5.00 per round.')).toBeInTheDocument();
    expect(store.getState().game.submission).toBeNull();
    expect(requestLog(harness).joins()).toHaveLength(0);
  });

  it('names the loss limit when losing the stakes on the table would pass it', async () => {
    const store = await openTable(harness.sim);
    const now = Date.now();
    load(store, {
      limits: { ...EMPTY_RECORD.limits, loss: requestLimit(NO_LIMIT, 2000, now) },
      rounds: [{ roundId: 1, at: now - MINUTE_MS, stake: 1500, payout: 0 }],
      lastRoundId: 1,
    });
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: '$10.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(notice()).toHaveTextContent(
      'This bet could take your losses of the last 24 hours past your limit of $20.00.',
    );
  });

  it('blocks Confirm while a reality check waits for an answer, and lets it through once answered', async () => {
    const store = await openTable(harness.sim);
    const signedInAt = Date.now() - 31 * MINUTE_MS;
    load(store, {}, signedInAt);
    await renderTable(store);
    expect(screen.getByTestId('play-stop')).toHaveTextContent('Answer the reality check first');
    // A question answered in a moment, not betting off.
    expect(screen.getByTestId('phase')).toHaveTextContent('Betting open');
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(notice()).toHaveTextContent('Answer the reality check first');
    expect(requestLog(harness).joins()).toHaveLength(0);

    // Its due time is on the server's clock (the simulator's, ahead of this device's after skipping).
    const due = selectRealityCheckDue(store.getState(), playNow(store.getState()));
    expect(due).not.toBeNull();
    act(() => void store.dispatch(realityCheckAnswered(due ?? 0)));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Bets confirmed:/)).toBeInTheDocument();
    expect(requestLog(harness).joins()).toHaveLength(1);
  });

  it('shows a break with its end and refuses every bet until then', async () => {
    const store = await openTable(harness.sim);
    const until = Date.now() + DAY_MS;
    load(store, { breakUntil: until });
    await renderTable(store);
    expect(screen.getByTestId('play-stop')).toHaveTextContent(
      /You are taking a break until .+: betting is off/,
    );
    // The round takes bets, but not the member's: the table does not say "Betting open".
    expect(screen.getByTestId('phase')).toHaveTextContent('Betting off');
    expect(within(screen.getByTestId('stage')).getByText('Betting is off')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(notice()).toHaveTextContent('You are taking a break until');
    expect(requestLog(harness).joins()).toHaveLength(0);
  });

  it("keeps a break on a device clock set forward past its end: the limits run on the server's clock", async () => {
    const store = await openTable(harness.sim);
    load(store, { breakUntil: Date.now() + DAY_MS });
    await renderTable(store);
    // The simulator keeps the real time; this device's clock jumps two days ahead.
    const realNow = Date.now.bind(Date);
    const deviceNow = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 2 * DAY_MS);
    try {
      await freshBettingAnswer(store);
      fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
      fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
      expect(notice()).toHaveTextContent('You are taking a break until');
      await waitFor(() =>
        expect(screen.getByTestId('play-stop')).toHaveTextContent(/You are taking a break until/),
      );
      expect(requestLog(harness).joins()).toHaveLength(0);
    } finally {
      deviceNow.mockRestore();
    }
  });

  it('ends betting for the session once its time limit is reached', async () => {
    const store = await openTable(harness.sim);
    load(
      store,
      { limits: { ...EMPTY_RECORD.limits, session: requestLimit(NO_LIMIT, 15, Date.now()) } },
      Date.now() - 16 * MINUTE_MS,
    );
    await renderTable(store);
    expect(screen.getByTestId('play-stop')).toHaveTextContent(
      'Your session time limit is reached: betting has ended for this session.',
    );
    expect(screen.getByTestId('phase')).toHaveTextContent('Betting off');
  });

  it('pauses betting when the stored limits could not be read', async () => {
    const store = await openTable(harness.sim);
    load(store, {}, Date.now(), true);
    await renderTable(store);
    expect(screen.getByTestId('play-stop')).toHaveTextContent('could not be read: betting is paused');
  });

  it('shows the time since sign-in and the net of the rounds settled since', async () => {
    const store = await openTable(harness.sim);
    load(store, {}, Date.now() - (3600 + 62) * 1000);
    await renderTable(store);
    const stats = screen.getByTestId('session-stats');
    expect(stats).toHaveTextContent(/Time 1:01:0[2-4]/);
    expect(stats).toHaveTextContent('Net $0.00');
  });

  it('states the return to player and the largest win at the account and member limits in the rules', async () => {
    const store = await openTable(harness.sim);
    load(store, stakeLimit(2000));
    await renderTable(store);
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = within(screen.getByRole('dialog', { name: 'Rules and payouts' }));
    expect(rules.getByTestId('rules-rtp')).toHaveTextContent('the game pays back 92.13% of the stakes');
    expect(rules.getByTestId('rules-largest-win')).toHaveTextContent(
      'The largest win of one round at your limits is $60.00: a stake of $20.00 on one symbol',
    );
  });
});
