import { serverTimeRead } from '@/api/serverTime';
import { signedOut } from '@/session/authSlice';
import {
  COOLING_OFF_MS,
  DAY_MS,
  MINUTE_MS,
  NO_LIMIT,
  NO_LIMITS,
  requestLimit,
  UNREADABLE_BREAK,
  UNREADABLE_LIMIT,
} from '@/session/play/limits';
import { playNow } from '@/session/play/playClock';
import {
  bettingAnswered,
  breakTaken,
  depositAsked,
  EMPTY_RECORD,
  initialPlayState,
  limitsRequested,
  playLoaded,
  playReducer,
  realityCheckAnswered,
  selectBetRefusal,
  selectBettingStop,
  selectDepositRefusal,
  selectRealityCheckDue,
  type PlayRecord,
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

/** An answer's server time, as the base query reports it, and when it arrived on this device. */
const serverTime = (at: number, receivedAt: number) => serverTimeRead({ serverTime: at, receivedAt });

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

describe('the play clock: the server time of the betting answers, not the device', () => {
  const root = (play: PlayState) => ({
    play,
    auth: { user: { id: ACCOUNT } as never, refreshToken: null, expired: false },
  });
  // This device's clock runs 31 days ahead of the server's.
  const AHEAD = 31 * DAY_MS;
  /** `record` loaded onto `from` for a sign-in five minutes ago on this device's clock. */
  const loadedAhead = (record: PlayRecord = EMPTY_RECORD, from: PlayState = initialPlayState) =>
    playReducer(
      from,
      playLoaded({
        accountId: ACCOUNT,
        sessionId: 's1',
        signedInAt: T0 + AHEAD - 5 * MINUTE_MS,
        record,
        unreadable: false,
      }),
    );

  it('keeps a 30-day break and a pending raise on a device clock set forward, from the first answer', () => {
    const stake = requestLimit(requestLimit(NO_LIMIT, 500, T0 - DAY_MS), 5000, T0 - 1);
    let state = loadedAhead({
      ...EMPTY_RECORD,
      breakUntil: T0 + 30 * DAY_MS,
      limits: { ...EMPTY_RECORD.limits, stake },
    });
    state = playReducer(state, serverTime(T0, T0 + AHEAD));
    state = playReducer(state, answer(10, null, T0));
    const now = playNow(root(state), T0 + AHEAD);
    expect(now).toBe(T0);
    expect(selectBettingStop(root(state), now)).toBe('onBreak');
    state = { ...state, record: { ...state.record, breakUntil: null } };
    expect(selectBetRefusal(root(state), 0, 1000, now)).toBe('stakeLimit');
    // The sign-in, timed on the device, is moved onto the server's clock with the session's first answer.
    expect(state.record.session?.startedAt).toBe(T0 - 5 * MINUTE_MS);
  });

  // A break taken at `deviceNow` on this device's clock.
  const breakAt = (deviceNow: number) => ({
    ...breakTaken('day'),
    payload: { length: 'day' as const, now: deviceNow },
  });

  it("learns the server's clock from any answer, before the table's first: a break ends on it", () => {
    let state = playReducer(loadedAhead(), serverTime(T0, T0 + AHEAD));
    expect(playNow(root(state), T0 + AHEAD)).toBe(T0);
    expect(state.record.session).toMatchObject({ startedAt: T0 - 5 * MINUTE_MS, onServerClock: true });
    state = playReducer(state, breakAt(T0 + AHEAD));
    expect(state.record.breakUntil).toBe(T0 + DAY_MS);
    // The table's first answer counts the session from its round and moves nothing again.
    state = playReducer(state, answer(10, null, T0 + MINUTE_MS));
    expect(state.record.session).toMatchObject({ startedAt: T0 - 5 * MINUTE_MS, firstRoundId: 10 });
  });

  it('moves the session onto the server clock once, across a reload', () => {
    const first = playReducer(loadedAhead(), serverTime(T0, T0 + AHEAD));
    // The reload reads the record the first store wrote and learns the same offset again.
    const reloaded = playReducer(
      loadedAhead(first.record),
      serverTime(T0 + MINUTE_MS, T0 + AHEAD + MINUTE_MS),
    );
    expect(reloaded.record.session?.startedAt).toBe(T0 - 5 * MINUTE_MS);
  });

  it("moves at once a tally another tab wrote on the device's clock, when this store knows the server's", () => {
    const state = playReducer(loadedAhead(), serverTime(T0, T0 + AHEAD));
    // Another tab of the session, with no answer yet, wrote its tally; this store reads it back.
    const written = { ...EMPTY_RECORD, session: { ...loadedAhead().record.session! } };
    const reread = loadedAhead(written, state);
    expect(reread.record.session).toMatchObject({ startedAt: T0 - 5 * MINUTE_MS, onServerClock: true });
    // The action's record is left as it was.
    expect(written.session.startedAt).toBe(T0 + AHEAD - 5 * MINUTE_MS);
  });

  it('learns nothing before the record is loaded', () => {
    expect(playReducer(initialPlayState, serverTime(T0, T0 + AHEAD))).toBe(initialPlayState);
  });

  it('keeps the offset it holds for an answer read within a second of it', () => {
    const state = playReducer(loadedAhead(), serverTime(T0, T0 + AHEAD));
    expect(playReducer(state, serverTime(T0 + 5000, T0 + AHEAD + 5000 + 700))).toBe(state);
    expect(playReducer(state, serverTime(T0 + 5000, T0 + AHEAD + 5000 + 1500)).clockOffset).toBe(
      -AHEAD - 1500,
    );
  });

  it('takes a second of difference for the network, not for a clock that is off', () => {
    const state = playReducer(loaded(), serverTime(T0, T0 + 900));
    expect(playNow(root(state), T0 + 900)).toBe(T0 + 900);
    expect(state.record.session?.startedAt).toBe(T0);
  });

  it('does not flip between no offset and a second on a link whose delay is about a second', () => {
    let state = playReducer(loaded(), serverTime(T0, T0 + 990));
    expect(state.clockOffset).toBe(0);
    // Readings either side of the second: the offset moves once, then holds.
    state = playReducer(state, serverTime(T0, T0 + 1010));
    expect(state.clockOffset).toBe(-1010);
    for (const delay of [990, 1010, 995, 1005]) {
      expect(playReducer(state, serverTime(T0, T0 + delay))).toBe(state);
    }
  });

  it("takes a betting answer that carried no server time as the device's clock, and keeps a learnt one", () => {
    const device = playReducer(loaded(), answer(10, null, T0));
    expect(device.clockOffset).toBe(0);
    expect(device.record.session).toMatchObject({ startedAt: T0, onServerClock: true, firstRoundId: 10 });
    const learnt = playReducer(loadedAhead(), serverTime(T0, T0 + AHEAD));
    expect(playReducer(learnt, answer(10, null, T0 + AHEAD)).clockOffset).toBe(-AHEAD);
  });

  it('lets no deposit go on the device clock before an answer, which may have jumped forward', () => {
    let state = loaded({ ...EMPTY_RECORD, deposits: [{ at: T0, amount: 500 }] });
    state = playReducer(state, depositAsked({ accountId: ACCOUNT, amount: 100, at: T0 + AHEAD }));
    expect(state.record.deposits).toEqual([
      { at: T0, amount: 500 },
      { at: T0 + AHEAD, amount: 100 },
    ]);
  });

  it('lets a round go only when the server says a day has passed, whatever the device says', () => {
    let state = loaded({ ...EMPTY_RECORD, rounds: [{ roundId: 1, at: T0, stake: 500, payout: 0 }] });
    state = playReducer(state, answer(3, { roundId: 2, totalStake: 100, totalPayout: 0 }, T0 + MINUTE_MS));
    expect(state.record.rounds.map((round) => round.roundId)).toEqual([1, 2]);
    expect(state.record.rounds[1]?.at).toBe(T0 + MINUTE_MS);
  });
});

describe('a record whose limits could not be read', () => {
  const root = (play: PlayState) => ({
    play,
    auth: { user: { id: ACCOUNT } as never, refreshToken: null, expired: false },
  });
  const unreadable = () =>
    playReducer(
      initialPlayState,
      playLoaded({
        accountId: ACCOUNT,
        sessionId: 's1',
        signedInAt: T0,
        record: {
          ...EMPTY_RECORD,
          limits: { ...NO_LIMITS, stake: UNREADABLE_LIMIT, deposit: UNREADABLE_LIMIT },
          breakUntil: UNREADABLE_BREAK,
        },
        unreadable: true,
      }),
    );

  it('refuses deposits as it refuses bets', () => {
    expect(selectDepositRefusal(root(unreadable()), 1, T0)).toBe('limitsUnreadable');
  });

  it('removes nothing at once on the save that sets the limits again', () => {
    jest.useFakeTimers({ now: T0 });
    try {
      const state = playReducer(unreadable(), limitsRequested({ stake: null, deposit: 10_000 }));
      expect(state.status).toBe('ready');
      // Left empty: nothing may be staked until its removal, 24 hours later.
      expect(state.record.limits.stake).toEqual({
        value: 0,
        pending: { value: null, from: T0 + COOLING_OFF_MS },
        changedAt: T0,
      });
      expect(selectBetRefusal(root(state), 0, 100, T0 + COOLING_OFF_MS - 1)).not.toBeNull();
      // Set again: holds at once, as a first limit does.
      expect(state.record.limits.deposit).toMatchObject({ value: 10_000, pending: null });
      // The break no copy could read lasts 24 hours from the save.
      expect(state.record.breakUntil).toBe(T0 + COOLING_OFF_MS);
      expect(selectBettingStop(root(state), T0 + COOLING_OFF_MS - 1)).toBe('onBreak');
    } finally {
      jest.useRealTimers();
    }
  });
});
