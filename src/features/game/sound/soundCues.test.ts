import type { UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import type { BettingSnapshot } from '@/features/game/gameApi';
import type { BettingData } from '@/features/game/gameSchemas';
import { chipPlaced, draftCleared, draftDoubled, rebetPlaced } from '@/features/game/gameSlice';
import { cueFor, nextTick } from '@/features/game/sound/soundCues';

type Round = BettingData['round'];
type Settlement = NonNullable<BettingData['lastSettlement']>;

const round = (id: number, phase: Round['phase']): Round => ({
  id,
  phase,
  openedAt: 0,
  closesAt: 10_000,
  resultAt: 12_000,
  endsAt: 15_000,
  seedHash: 'h',
  dice: phase === 'RESULT' ? ['TIGER', 'CRAB', 'FISH'] : null,
  seed: phase === 'RESULT' ? 's' : null,
});

const settlement = (roundId: number, net: number): Settlement => ({
  roundId,
  dice: ['TIGER', 'CRAB', 'FISH'],
  bets: [{ symbol: 'TIGER', stake: 500, payout: net > 0 ? 500 + net : 0 }],
  totalStake: 500,
  totalPayout: net > 0 ? 500 + net : 0,
  net,
  balanceAfter: 100_000 + net,
});

/** A betting answer as RTK Query puts it in the store. */
function bettingAnswer(shown: Round, lastSettlement: Settlement | null = null): UnknownAction {
  const payload = { round: shown, lastSettlement } as unknown as BettingSnapshot;
  return {
    type: `${api.reducerPath}/executeQuery/fulfilled`,
    payload,
    meta: {
      requestId: 'r',
      requestStatus: 'fulfilled',
      arg: {
        type: 'query',
        endpointName: 'getBetting',
        originalArgs: 1001,
        queryCacheKey: 'getBetting(1001)',
      },
    },
  };
}

describe('which sound an action makes', () => {
  const chip = { symbol: 'TIGER' as const, amount: 100 };
  it.each([
    ['a chip put down', chipPlaced({ roundId: 7, chip }), round(7, 'BETTING'), 'chip'],
    ['a Rebet', rebetPlaced({ roundId: 7, chips: [chip] }), round(7, 'BETTING'), 'chip'],
    ['a Double', draftDoubled({ roundId: 7, chips: [chip] }), round(7, 'BETTING'), 'chip'],
    ['betting closing on the round shown', bettingAnswer(round(7, 'CLOSED')), round(7, 'BETTING'), 'shake'],
    ['a closed round after a missed close', bettingAnswer(round(8, 'CLOSED')), round(7, 'RESULT'), 'shake'],
    ['the same closed round again', bettingAnswer(round(7, 'CLOSED')), round(7, 'CLOSED'), null],
    [
      'a result that gained',
      bettingAnswer(round(7, 'RESULT'), settlement(7, 500)),
      round(7, 'CLOSED'),
      'win',
    ],
    ['a result that lost', bettingAnswer(round(7, 'RESULT'), settlement(7, -500)), round(7, 'CLOSED'), null],
    ['a result broken even', bettingAnswer(round(7, 'RESULT'), settlement(7, 0)), round(7, 'CLOSED'), null],
    [
      "an older round's gain",
      bettingAnswer(round(7, 'RESULT'), settlement(6, 500)),
      round(7, 'CLOSED'),
      null,
    ],
    [
      'the same result again',
      bettingAnswer(round(7, 'RESULT'), settlement(7, 500)),
      round(7, 'RESULT'),
      null,
    ],
    ['betting opening', bettingAnswer(round(8, 'BETTING')), round(7, 'RESULT'), null],
    ['a draft cleared', draftCleared(), round(7, 'BETTING'), null],
  ] as const)('%s', (_name, action, was, cue) => {
    expect(cueFor(action, was)).toBe(cue);
  });

  it('makes none for the first answer of a table opened mid-round', () => {
    expect(cueFor(bettingAnswer(round(7, 'CLOSED')), undefined)).toBeNull();
    expect(cueFor(bettingAnswer(round(7, 'RESULT'), settlement(7, 500)), undefined)).toBeNull();
  });
});

describe('the ticks of the last seconds', () => {
  it.each([
    ['well before the last seconds', 12_000, null, { second: 5, waitMs: 7000 }],
    ['at the fifth second', 5000, null, { second: 5, waitMs: 0 }],
    ['a little late for it', 4850, null, { second: 5, waitMs: 0 }],
    ['too late for it', 4500, null, { second: 4, waitMs: 500 }],
    ['after the fifth', 4990, 5, { second: 4, waitMs: 990 }],
    ['after the last', 800, 1, null],
    ['betting closed', -300, null, null],
  ] as const)('%s', (_name, msLeft, lastPlayed, tick) => {
    expect(nextTick(msLeft, lastPlayed)).toEqual(tick);
  });
});
