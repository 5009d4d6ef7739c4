import { fireEvent, screen, waitFor } from '@testing-library/react';
import { selectBetting } from '@/features/game/gameSelectors';
import {
  freshBettingAnswer,
  openTable,
  placeDraft,
  renderTable,
  requestLog,
  shownBalance,
  simulatorBalance,
  START_BALANCE,
} from '@/testing/gameTable';
import { playRound, withdrawElsewhere } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';

/*
 * A draft across rounds (docs/game.md "Moves and limits"): dropped when betting closes before it is
 * confirmed, kept when it is for the next round, and Rebet's last-round draft with its balance check.
 */

const harness = setupSimulator();
const { joins } = requestLog(harness);

describe('a draft not confirmed before betting closes', () => {
  const EXPIRED = /was not confirmed before betting closed: it was not placed\./;

  it('is dropped when the round closes, and the member is told; nothing is sent', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    placeDraft();
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$10.00');

    harness.sim.control.skipTo('CLOSED');
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    // The amount is named: beside "Bets confirmed" of the same round, a bare "not placed" would not say which.
    expect(screen.getByTestId('notice')).toHaveTextContent(
      'Your draft of $10.00 was not confirmed before betting closed: it was not placed.',
    );
    expect(screen.getByText('Betting closed')).toBeInTheDocument();
    expect(store.getState().game.placedChips).toEqual([]);
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: /^Tiger, stake \$0\.00/ })).toBeInTheDocument();
    expect(joins()).toHaveLength(0);
    expect(simulatorBalance(harness, store)).toBe(START_BALANCE);
  });

  it('stays told when a symbol is tapped on the closed table', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    placeDraft();
    harness.sim.control.skipTo('CLOSED');
    await screen.findByText(EXPIRED);

    // "Betting is closed" would hide that the draft was dropped: the notice says more, and stays.
    fireEvent.click(screen.getByRole('button', { name: /^Gourd/ }));
    expect(screen.getByTestId('notice')).toHaveTextContent(EXPIRED);
    expect(store.getState().game.placedChips).toEqual([]);
  });

  it('a draft for the next round survives the answers that follow', async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const first = harness.sim.control.state().round.id;
    fireEvent.click(screen.getByRole('button', { name: /^Gourd/ }));
    harness.sim.control.skipTo('CLOSED');
    await screen.findByText(EXPIRED);
    harness.sim.control.skipTo('BETTING');
    await screen.findByText(`Round ${first + 1}`);
    await screen.findByText('Betting open');

    fireEvent.click(screen.getByRole('button', { name: /^Shrimp/ }));
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
    await freshBettingAnswer(store);
    expect(store.getState().game).toMatchObject({
      roundId: first + 1,
      placedChips: [{ symbol: 'SHRIMP', amount: 100 }],
    });
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Shrimp, stake $1.00, $1.00 draft' })).toBeInTheDocument();
  });
});

describe('Rebet', () => {
  it("after a settled round puts that round's bets (lastSettlement) in the draft", async () => {
    const store = await openTable(harness.sim);
    await renderTable(store);
    const played = harness.sim.control.state().round.id;
    placeDraft();
    fireEvent.click(screen.getByRole('button', { name: '$1.00' }));
    fireEvent.click(screen.getByRole('button', { name: /^Fish/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Bets confirmed: $11.00');

    harness.sim.control.skipTo('RESULT');
    harness.sim.control.skipTo('BETTING');
    await screen.findByText(`Round ${played + 1}`);
    await waitFor(() => expect(selectBetting(store.getState())?.lastSettlement?.roundId).toBe(played));
    await screen.findByText('Betting open');
    expect(store.getState().game.placedChips).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rebet' }));
    const last = selectBetting(store.getState())?.lastSettlement;
    expect(last?.bets.map(({ symbol, stake }) => ({ symbol, stake }))).toEqual([
      { symbol: 'TIGER', stake: 500 },
      { symbol: 'CRAB', stake: 500 },
      { symbol: 'FISH', stake: 100 },
    ]);
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
    expect(store.getState().game).toMatchObject({
      roundId: played + 1,
      placedChips: last?.bets.map(({ symbol, stake }) => ({ symbol, amount: stake })),
    });
    expect(screen.getByRole('button', { name: 'Tiger, stake $5.00, $5.00 draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crab, stake $5.00, $5.00 draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fish, stake $1.00, $1.00 draft' })).toBeInTheDocument();
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$11.00');
  });

  it('is refused with the translated reason when the balance cannot cover it', async () => {
    const store = await openTable(harness.sim);
    const played = await playRound(store, harness.sim, [
      { symbol: 'TIGER', stake: 500 },
      { symbol: 'CRAB', stake: 500 },
    ]);
    harness.sim.control.skipTo('BETTING');
    // Whatever the dice paid, $1.00 is left: less than the $10.00 Rebet would stake.
    await withdrawElsewhere(store, (simulatorBalance(harness, store) ?? 0) - 100);
    harness.requests.length = 0;
    await renderTable(store);
    expect(selectBetting(store.getState())?.lastSettlement?.roundId).toBe(played);
    expect(shownBalance()).toHaveTextContent('$1.00');

    fireEvent.click(screen.getByRole('button', { name: 'Rebet' }));
    expect(screen.getByTestId('notice')).toHaveTextContent('Not enough balance.');
    expect(store.getState().game.placedChips).toEqual([]);
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$0.00');
    expect(joins()).toHaveLength(0);
  });
});
