import { signedOut } from '@/session/authSlice';
import { MINUTE_MS } from '@/session/play/limits';
import {
  bettingAnswered,
  EMPTY_RECORD,
  initialPlayState,
  playLoaded,
  playReducer,
  realityCheckAnswered,
  selectRealityCheckDue,
  type PlayState,
} from '@/session/play/playSlice';

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const ACCOUNT = 1001;

function loaded(record = EMPTY_RECORD, sessionId = 's1'): PlayState {
  return playReducer(
    initialPlayState,
    playLoaded({ accountId: ACCOUNT, sessionId, signedInAt: T0, record, unreadable: false }),
  );
}

const answer = (
  roundId: number,
  settlement: { roundId: number; totalStake: number; totalPayout: number } | null,
  at = T0,
) => bettingAnswered({ accountId: ACCOUNT, roundId, settlement, at });

describe('what the play slice counts from the betting answers', () => {
  it('counts each settlement once, for the session only from the round on the table at its first answer', () => {
    let state = loaded();
    // The first answer shows a round settled before this sign-in: it counts for the 24 hours, not the session.
    state = playReducer(state, answer(10, { roundId: 9, totalStake: 500, totalPayout: 0 }));
    state = playReducer(state, answer(10, { roundId: 9, totalStake: 500, totalPayout: 0 }));
    state = playReducer(state, answer(11, { roundId: 10, totalStake: 1000, totalPayout: 2000 }));
    state = playReducer(state, answer(11, { roundId: 10, totalStake: 1000, totalPayout: 2000 }));
    state = playReducer(state, answer(12, { roundId: 11, totalStake: 300, totalPayout: 0 }));
    expect(state.record.rounds.map((round) => round.roundId)).toEqual([9, 10, 11]);
    expect(state.record.session).toMatchObject({ firstRoundId: 10, rounds: 2, staked: 1300, paid: 2000 });
  });

  it('ignores answers of another account, and everything before the record is loaded', () => {
    const other = bettingAnswered({
      accountId: 7,
      roundId: 3,
      settlement: { roundId: 2, totalStake: 100, totalPayout: 0 },
      at: T0,
    });
    expect(playReducer(loaded(), other).record.rounds).toEqual([]);
    expect(playReducer(initialPlayState, answer(3, { roundId: 2, totalStake: 100, totalPayout: 0 }))).toBe(
      initialPlayState,
    );
  });

  it('starts a new tally for a new sign-in and keeps the one of the same session across a reload', () => {
    const state = playReducer(loaded(), answer(5, { roundId: 5, totalStake: 100, totalPayout: 0 }));
    expect(loaded(state.record, 's1').record.session?.rounds).toBe(1);
    expect(loaded(state.record, 's2').record.session).toMatchObject({
      sessionId: 's2',
      rounds: 0,
      startedAt: T0,
    });
  });

  it('forgets the record on sign-out (it stays in the browser)', () => {
    expect(playReducer(loaded(), signedOut())).toEqual(initialPlayState);
  });
});

describe('the reality check in the store', () => {
  const root = (play: PlayState) => ({ play, auth: { user: null, refreshToken: null, expired: false } });

  it('is due every interval from the sign-in until answered, on a fake clock', () => {
    let state = loaded();
    expect(selectRealityCheckDue(root(state), T0 + 29 * MINUTE_MS)).toBeNull();
    const due = selectRealityCheckDue(root(state), T0 + 30 * MINUTE_MS);
    expect(due).toBe(T0 + 30 * MINUTE_MS);
    state = playReducer(state, realityCheckAnswered(due ?? 0));
    expect(selectRealityCheckDue(root(state), T0 + 59 * MINUTE_MS)).toBeNull();
    expect(selectRealityCheckDue(root(state), T0 + 60 * MINUTE_MS)).toBe(T0 + 60 * MINUTE_MS);
  });

  it('is never due before the record is loaded', () => {
    expect(selectRealityCheckDue(root(initialPlayState), T0 + 300 * MINUTE_MS)).toBeNull();
  });
});
