import { act, fireEvent, screen, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { POLL_MS } from '@/features/game/BettingFeed';
import { gameApi } from '@/features/game/gameApi';
import { selectBetting, selectMoneyFormat } from '@/features/game/gameSelectors';
import { DICE_OUT_MS, OUTCOME_TOLD_MS } from '@/features/game/reveal';
import { advanceGameClock, renderTableOnTestClock, requestLog } from '@/testing/gameTable';
import { EMPTY_RECORD, playLoaded, selectSessionTally } from '@/session/play/playSlice';
import { loginOn, playRound, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/*
 * The reveal (docs/game.md "The climax"): the bowl tells the result first. The results strip asks for
 * the round once the dice are out; the balance and the session's net take it in once the outcome is
 * told; so no corner of the page gives the dice away while they turn. The board's marks wait on the
 * same clock in CSS (e2e/table.spec.ts).
 */
const harness = setupSimulator({}, { clock: 'jest' });
const resultsPath = getConfig().endpoints.allGameResults;
const bettingPath = getConfig().endpoints.getBetting;

afterEach(() => jest.useRealTimers());

const balance = () => screen.getByLabelText('Balance').textContent;
const net = () => within(screen.getByTestId('session-stats')).getByText(/^Net/).textContent;
const dice = () => screen.getByTestId('dice').getAttribute('data-dice');

/** Runs the test clock in small steps until `done` holds (at most `ms`). */
async function until(store: AppStore, done: () => boolean, ms = 5000): Promise<void> {
  for (let waited = 0; !done() && waited < ms; waited += 100) await advanceGameClock(store, 100);
  expect(done()).toBe(true);
}

/** A stake: the chip, the symbols it goes on (each once per press), how many presses per symbol. */
type Stake = [chip: string, symbols: RegExp, presses: number];

/**
 * The table open for bets, with these stakes confirmed (by default $1 on five symbols and $5 on Tiger:
 * whatever the dice, the round pays something and its net is not zero, so both the balance and the
 * net have a new value to hold back).
 */
async function tableWithConfirmedBet(
  stakes: Stake[] = [
    ['$1.00', /^Gourd|^Rooster|^Shrimp|^Crab|^Fish/, 1],
    ['$5.00', /^Tiger/, 1],
  ],
) {
  harness.sim.control.skipTo('BETTING');
  const store = makeStore();
  await loginOn(store, DEMO_MEMBER);
  const user = userOf(store);
  // The session's record as the limits feature loads it on a real sign-in.
  store.dispatch(
    playLoaded({
      accountId: user.id,
      sessionId: user.sessionId,
      signedInAt: Date.now(),
      record: EMPTY_RECORD,
      unreadable: false,
    }),
  );
  await renderTableOnTestClock(store);
  await until(store, () => screen.queryByTestId('results') !== null);
  const roundId = harness.sim.control.state().round.id;
  for (const [chip, symbols, presses] of stakes) {
    fireEvent.click(screen.getByRole('button', { name: chip }));
    for (const cell of screen.getAllByRole('button', { name: symbols }))
      for (let press = 0; press < presses; press += 1) fireEvent.click(cell);
  }
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await until(store, () => /Bets confirmed/.test(screen.getByTestId('submission').textContent ?? ''));
  return { store, roundId };
}

describe('the reveal', () => {
  it('shows the dice in the bowl before the strip, the balance or the net tell them', async () => {
    const { store, roundId } = await tableWithConfirmedBet();
    const before = { balance: balance(), net: net(), resultsCalls: requestLog(harness).calls(resultsPath) };
    expect(before.net).toBe('Net $0.00');

    harness.sim.control.skipTo('RESULT');
    await until(store, () => dice() !== '', POLL_MS + 100);
    const revealedAt = Date.now();
    // Revealed die by die (the stylesheets' delays, e2e/table.spec.ts), as the table saw it come.
    expect(screen.getByTestId('stage')).not.toHaveClass('stage--at-once');
    // The dice are in the bowl; nothing else has moved.
    expect(screen.getByTestId('results')).not.toHaveTextContent(`#${roundId}`);
    expect(balance()).toBe(before.balance);
    expect(net()).toBe(before.net);

    // Once the third die is out, the strip asks for the new result and lists it.
    await advanceGameClock(store, revealedAt + DICE_OUT_MS - 1 - Date.now());
    expect(requestLog(harness).calls(resultsPath)).toBe(before.resultsCalls);
    await advanceGameClock(store, 1);
    expect(requestLog(harness).calls(resultsPath)).toBe(before.resultsCalls + 1);
    expect(screen.getByTestId('results')).toHaveTextContent(`#${roundId}`);
    expect(balance()).toBe(before.balance);

    // Once the bowl has told the outcome, the settled balance and the round's net come in.
    await advanceGameClock(store, revealedAt + OUTCOME_TOLD_MS - Date.now());
    const money = selectMoneyFormat(store.getState());
    expect(balance()).toBe(money(selectBetting(store.getState())!.account.balance));
    expect(balance()).not.toBe(before.balance);
    const tally = selectSessionTally(store.getState())!;
    const settledNet = tally.paid - tally.staked;
    expect(settledNet).not.toBe(0);
    expect(net()).toBe(`Net ${settledNet > 0 ? '+' : '\u2212'}\u2060${money(Math.abs(settledNet))}`);
  });

  it('lets a win make chips affordable once the outcome is told, not while the dice turn', async () => {
    const { store } = await tableWithConfirmedBet([
      ['$100.00', /^Tiger/, 5],
      ['$100.00', /^Gourd|^Rooster|^Shrimp|^Crab|^Fish/, 1],
    ]);
    const oneDollar = () => screen.getByRole('button', { name: '$1.00' });
    // The whole $1,000 is on the table: every chip is out of reach, and every symbol is covered, so
    // the round pays something back.
    expect(oneDollar()).toHaveAttribute('aria-disabled', 'true');
    harness.sim.control.skipTo('RESULT');
    await until(store, () => dice() !== '', POLL_MS + 100);
    const revealedAt = Date.now();
    expect(oneDollar()).toHaveAttribute('aria-disabled', 'true');
    await advanceGameClock(store, revealedAt + OUTCOME_TOLD_MS - 1 - Date.now());
    expect(oneDollar()).toHaveAttribute('aria-disabled', 'true');
    await advanceGameClock(store, 1);
    expect(oneDollar()).toHaveAttribute('aria-disabled', 'false');
  });

  it('lists a round whose result the table left before its dice were out', async () => {
    const { store, roundId } = await tableWithConfirmedBet();
    const before = requestLog(harness).calls(resultsPath);
    harness.sim.control.skipTo('RESULT');
    await until(store, () => dice() !== '', POLL_MS + 100);
    // The next answer comes early (a refetch) and shows the next round open: the reveal is over.
    harness.sim.control.skipTo('BETTING');
    await act(async () => {
      await store.dispatch(
        gameApi.endpoints.getBetting.initiate(userOf(store).id, { forceRefetch: true, subscribe: false }),
      );
    });
    await advanceGameClock(store, 0);
    expect(dice()).toBe('');
    expect(requestLog(harness).calls(resultsPath)).toBe(before + 1);
    expect(screen.getByTestId('results')).toHaveTextContent(`#${roundId}`);
  });

  it('shows a table opened during the result of a round the member played as it is, at once', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = makeStore();
    await loginOn(store, DEMO_MEMBER);
    await playRound(store, harness.sim, [{ symbol: 'FISH', stake: 500 }]);
    await renderTableOnTestClock(store);
    await until(store, () => dice() !== '');
    const money = selectMoneyFormat(store.getState());
    const betting = selectBetting(store.getState())!;
    expect(betting.lastSettlement?.roundId).toBe(betting.round.id);
    expect(screen.getByLabelText('Balance')).toHaveTextContent(money(betting.account.balance));
    expect(screen.getByLabelText('Balance')).not.toHaveClass('hud__balance-value--settling');
    // So are the dice and the outcome: told at once, not revealed after the balance.
    expect(screen.getByTestId('stage')).toHaveClass('stage--at-once');

    // The next round's result, seen coming, is revealed die by die.
    harness.sim.control.skipTo('BETTING');
    await until(store, () => dice() === '', POLL_MS + 100);
    expect(screen.getByTestId('stage')).not.toHaveClass('stage--at-once');
    harness.sim.control.skipTo('RESULT');
    await until(store, () => dice() !== '', POLL_MS + 100);
    expect(screen.getByTestId('stage')).not.toHaveClass('stage--at-once');
  });

  it('tells at once a round the table opened in the result of, when its settlement comes a poll later', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = makeStore();
    await loginOn(store, DEMO_MEMBER);
    // A stake on every symbol: whatever the dice, the round pays, and the balance moves at its settlement.
    const symbols = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'] as const;
    await playRound(
      store,
      harness.sim,
      symbols.map((symbol) => ({ symbol, stake: 500 })),
    );
    // The server's first answers in the result have neither the round's settlement nor its payout yet.
    let settled = false;
    harness.server.use(
      http.post(`*${bettingPath}`, async ({ request }) => {
        const answer = (await (await getResponse(harness.sim.handlers, request))?.json()) as {
          data: { account: { balance: number }; lastSettlement: { totalPayout: number } | null };
        };
        if (!settled && answer.data.lastSettlement) {
          answer.data.account.balance -= answer.data.lastSettlement.totalPayout;
          answer.data.lastSettlement = null;
        }
        return HttpResponse.json(answer);
      }),
    );
    await renderTableOnTestClock(store);
    await until(store, () => dice() !== '');
    expect(screen.getByTestId('stage')).toHaveClass('stage--at-once');
    const before = balance();

    settled = true;
    await until(store, () => selectBetting(store.getState())?.lastSettlement !== null, POLL_MS + 100);
    const money = selectMoneyFormat(store.getState());
    const settledBalance = money(selectBetting(store.getState())!.account.balance);
    expect(settledBalance).not.toBe(before);
    // Told at once, as the dice were: not held as if revealed now.
    expect(screen.getByLabelText('Balance')).toHaveTextContent(settledBalance);
    expect(screen.getByLabelText('Balance')).not.toHaveClass('hud__balance-value--settling');
  });
});
