import type { AppStore } from '@/app/store';
import { confirmDraft, placeChip } from '@/features/game/betting';
import { gameApi } from '@/features/game/gameApi';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { signedInStore, userOf } from '@/testing/signedIn';

// Long play (issue 8): the store holds what the table shows now, never a history of the rounds played.
// The browser bench (bench/longplay.ts) checks the heap; this checks the store itself, round by round,
// against the simulator: 1,000 settled rounds, a bet every other round.
const harness = setupSimulator({ prefilledRounds: 10 });

const ROUNDS = 1000;

interface Footprint {
  queries: number;
  mutations: number;
  chips: number;
  /** The serialized size of the game slice and the API cache. */
  chars: number;
}

function footprint(store: AppStore): Footprint {
  const { api, game } = store.getState();
  return {
    queries: Object.keys(api.queries).length,
    mutations: Object.keys(api.mutations).length,
    chips: game.placedChips.length + (game.submission?.chips.length ?? 0),
    chars: JSON.stringify({ api, game }).length,
  };
}

describe('long play: the store stays bounded', () => {
  it(`plays ${ROUNDS} rounds and holds the same number of entries, of about the same size`, async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const user = userOf(store);
    // The table's two subscriptions, as BettingFeed and ResultsStrip hold them.
    const betting = store.dispatch(gameApi.endpoints.getBetting.initiate(user.id));
    const results = store.dispatch(
      gameApi.endpoints.allResults.initiate({
        loginId: user.loginId,
        deviceId: user.sessionId,
        accountId: user.id,
      }),
    );
    await Promise.all([betting, results]);

    const seen: Footprint[] = [];
    let settledBets = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      harness.sim.control.skipTo('BETTING');
      const roundId = harness.sim.control.state().round.id;
      await betting.refetch();
      if (round % 2 === 0) {
        expect(store.dispatch(placeChip(round % 4 === 0 ? 'TIGER' : 'CRAB'))).toEqual({ ok: true });
        expect(await store.dispatch(confirmDraft())).toEqual({ ok: true });
      }
      harness.sim.control.skipTo('RESULT');
      await Promise.all([betting.refetch(), results.refetch()]);
      const settled = gameApi.endpoints.getBetting.select(user.id)(store.getState()).data?.lastSettlement;
      if (round % 2 === 0 && settled?.roundId === roundId) settledBets += 1;
      if (round === 100 || round === ROUNDS) seen.push(footprint(store));
    }
    betting.unsubscribe();
    results.unsubscribe();

    expect(settledBets).toBe(ROUNDS / 2);
    const [early, late] = seen;
    // One betting entry and one results entry; the join and join-status mutations under fixed keys.
    expect(late?.queries).toBe(early?.queries);
    expect(late?.queries).toBeLessThanOrEqual(2);
    expect(late?.mutations).toBe(early?.mutations);
    expect(late?.mutations).toBeLessThanOrEqual(2);
    expect(late?.chips).toBeLessThanOrEqual(1);
    // Round ids and balances change length a little; ten times the rounds must not mean more data.
    expect(late?.chars ?? Infinity).toBeLessThanOrEqual((early?.chars ?? 0) * 1.02);
  }, 120_000);
});
