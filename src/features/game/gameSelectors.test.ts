import type { AppStore } from '@/app/store';
import { gameApi } from '@/features/game/gameApi';
import {
  selectBetting,
  selectCellStakes,
  selectChipRoom,
  selectCommittedStakes,
  selectConfirmedTotal,
  selectPendingTotal,
  selectUnchargedTotal,
  type GameRoot,
} from '@/features/game/gameSelectors';
import { submissionConfirmed, submissionStarted } from '@/features/game/gameSlice';
import { draftProblem, type BetContext } from '@/features/game/rules';
import { selectBettingVerdict } from '@/features/game/nextStep';
import { openTable } from '@/testing/gameTable';
import { userOf, withdrawElsewhere } from '@/testing/signedIn';
import { setupSimulator } from '@/testing/simulator';

/*
 * What the table counts of a pending submission (docs/game.md "Where each number comes from"): its
 * stakes once, whether the server's data already holds them or not. The simulator's own handlers;
 * stores without the bet keeper, which would settle the submission these tests hold pending.
 */

const harness = setupSimulator();

/** Shrimp $10 pending; `taken`: the simulator took it, and the page never heard the answer. */
async function pendingShrimp(store: AppStore, taken: boolean): Promise<void> {
  const roundId = harness.sim.control.state().round.id;
  const started = store.dispatch(submissionStarted({ roundId, chips: [{ symbol: 'SHRIMP', amount: 1000 }] }));
  if (!taken) return;
  await store.dispatch(
    gameApi.endpoints.join.initiate({
      accountId: userOf(store).id,
      roundId,
      requestId: started.payload.requestId,
      bets: [{ symbol: 'SHRIMP', stake: 1000 }],
    }),
  );
}

/** The newest betting data in the cache, as the table's poll leaves it. */
async function readBetting(store: AppStore): Promise<void> {
  await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id, { forceRefetch: true }));
}

/** The limits' view of the table, as betting.ts builds it for every move. */
function contextOf(from: AppStore | GameRoot): BetContext {
  const state = 'getState' in from ? from.getState() : from;
  const betting = selectBetting(state);
  if (!betting) throw new Error('no betting data');
  return {
    limits: betting.limits,
    balance: betting.account.balance,
    committed: selectCommittedStakes(state),
    unchargedTotal: selectUnchargedTotal(state),
    bettingOpen: betting.round.phase === 'BETTING',
  };
}

describe('a pending submission the betting data already lists', () => {
  it('is counted once, as confirmed, on the symbol and in the totals', async () => {
    const store = await openTable(harness.sim, { betKeeper: false });
    await pendingShrimp(store, true);
    await readBetting(store);
    const state = store.getState();
    expect(selectBetting(state)?.myBets.requestIds).toEqual([state.game.submission?.requestId]);
    expect(state.game.submission?.status).toBe('pending');

    expect(selectCellStakes(state, 'SHRIMP')).toEqual({ confirmed: 1000, pending: 0, draft: 0 });
    expect(selectConfirmedTotal(state)).toBe(1000);
    expect(selectPendingTotal(state)).toBe(0);
    expect(selectCommittedStakes(state)).toEqual({ SHRIMP: 1000 });
    expect(selectBettingVerdict(state)).toBe('taken');
  });

  it('is counted once by the limit and balance checks', async () => {
    const store = await openTable(harness.sim, { betKeeper: false });
    await pendingShrimp(store, true);
    await readBetting(store);
    const context = contextOf(store);
    // $1,000.00 less the $10.00 taken: $990.00, and that much room left in the round ($1,000.00).
    expect(context.balance).toBe(99_000);
    expect(context.limits).toMatchObject({ maxStakePerSymbol: 50_000, maxStakePerRound: 100_000 });

    expect(draftProblem({ SHRIMP: 49_000 }, context)).toBeNull();
    expect(draftProblem({ SHRIMP: 49_100 }, context)).toBe('aboveSymbolMax');
    expect(draftProblem({ TIGER: 50_000, GOURD: 49_000 }, context)).toBeNull();
    expect(draftProblem({ TIGER: 50_000, GOURD: 49_100 }, context)).toBe('aboveRoundMax');

    // $900.00 spent on another device: $90.00 left, all of it free to stake.
    await withdrawElsewhere(store, 90_000);
    await readBetting(store);
    expect(contextOf(store).balance).toBe(9_000);
    expect(draftProblem({ FISH: 9_000 }, contextOf(store))).toBeNull();
    expect(draftProblem({ FISH: 9_100 }, contextOf(store))).toBe('insufficientBalance');
  });
});

describe("a pending submission in its round's result", () => {
  it('adds nothing to the settlement, which holds every bet the round took', async () => {
    const store = await openTable(harness.sim, { betKeeper: false });
    await pendingShrimp(store, true);
    harness.sim.control.skipTo('RESULT');
    await readBetting(store);
    const state = store.getState();
    expect(selectBetting(state)?.lastSettlement).toMatchObject({ totalStake: 1000 });
    expect(state.game.submission?.status).toBe('pending');

    expect(selectCellStakes(state, 'SHRIMP')).toEqual({ confirmed: 1000, pending: 0, draft: 0 });
    expect(selectConfirmedTotal(state)).toBe(1000);
    expect(selectPendingTotal(state)).toBe(0);
  });
});

describe('a pending submission the server has not shown', () => {
  it('is counted as sending, on top of what the server lists (unchanged)', async () => {
    const store = await openTable(harness.sim, { betKeeper: false });
    await pendingShrimp(store, false);
    await readBetting(store);
    const state = store.getState();
    expect(selectCellStakes(state, 'SHRIMP')).toEqual({ confirmed: 0, pending: 1000, draft: 0 });
    expect(selectPendingTotal(state)).toBe(1000);
    expect(selectCommittedStakes(state)).toEqual({ SHRIMP: 1000 });
    expect(selectBettingVerdict(state)).toBeNull();
    expect(draftProblem({ SHRIMP: 49_000 }, contextOf(store))).toBeNull();
    expect(draftProblem({ SHRIMP: 49_100 }, contextOf(store))).toBe('aboveSymbolMax');
  });
});

describe('a confirmed submission the betting data does not list yet', () => {
  it('still counts against the balance that data shows, and once the data holds it, only there', async () => {
    const store = await openTable(harness.sim, { betKeeper: false });
    // $90.00 left: the balance, not the round's limit, is what stops a chip.
    await withdrawElsewhere(store, 90_000);
    await readBetting(store);
    const before = store.getState();
    await pendingShrimp(store, true);
    const requestId = store.getState().game.submission?.requestId ?? '';
    store.dispatch(submissionConfirmed({ requestId, late: false }));
    // The acceptance's own read of the betting data not back yet: the table holds the data from before.
    const stale: GameRoot = { ...store.getState(), api: before.api };
    expect(selectBetting(stale)?.account.balance).toBe(10_000);
    expect(selectUnchargedTotal(stale)).toBe(1000);
    expect(selectChipRoom(stale)).toBe(9_000);
    expect(draftProblem({ FISH: 9_000 }, contextOf(stale))).toBeNull();
    expect(draftProblem({ FISH: 9_100 }, contextOf(stale))).toBe('insufficientBalance');

    await readBetting(store);
    const fresh = store.getState();
    expect(selectBetting(fresh)?.account.balance).toBe(9_000);
    expect(selectUnchargedTotal(fresh)).toBe(0);
    expect(selectChipRoom(fresh)).toBe(9_000);
    expect(draftProblem({ FISH: 9_100 }, contextOf(fresh))).toBe('insufficientBalance');
  });

  it('counts the bets the server named when they differ from those sent', async () => {
    const store = await openTable(harness.sim, { betKeeper: false });
    await readBetting(store);
    const before = store.getState();
    await pendingShrimp(store, true);
    const requestId = store.getState().game.submission?.requestId ?? '';
    store.dispatch(submissionConfirmed({ requestId, bets: [{ symbol: 'FISH', stake: 100 }] }));
    const stale: GameRoot = { ...store.getState(), api: before.api };
    expect(selectUnchargedTotal(stale)).toBe(100);
  });

  it("counts nothing once the data is of its round's result or of a later round", async () => {
    const store = await openTable(harness.sim, { betKeeper: false });
    await pendingShrimp(store, true);
    const requestId = store.getState().game.submission?.requestId ?? '';
    store.dispatch(submissionConfirmed({ requestId }));
    harness.sim.control.skipTo('RESULT');
    await readBetting(store);
    expect(selectBetting(store.getState())?.lastSettlement).toMatchObject({ totalStake: 1000 });
    expect(selectUnchargedTotal(store.getState())).toBe(0);

    harness.sim.control.skipTo('BETTING');
    await readBetting(store);
    const later = store.getState();
    expect(selectBetting(later)?.myBets.roundId).toBeGreaterThan(later.game.submission?.roundId ?? Infinity);
    expect(selectUnchargedTotal(later)).toBe(0);
  });
});
