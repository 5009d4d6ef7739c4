import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, signedOut, type AuthState } from '@/session/authSlice';
import {
  betRefusal,
  bettingStop,
  COOLING_OFF_MS,
  DEFAULT_REALITY_INTERVAL,
  onBreakAt,
  dropOutsideWindow,
  depositRefusal,
  LIMIT_KINDS,
  NO_LIMITS,
  nextRealityCheck,
  realityCheckDue,
  requestLimit,
  startBreak,
  type BetCheck,
  type BreakLength,
  type Deposit,
  type LimitKind,
  type Limits,
  type PlayRefusal,
  type RealityInterval,
  type SettledRound,
  UNREADABLE_BREAK,
} from '@/session/play/limits';
import { serverTimeRead } from '@/api/serverTime';
import { CLOCK_NOISE_MS, playClockOffsetOf } from '@/session/play/playClock';

/*
 * The member's play limits, break, reality-check interval and what they count, for the signed-in
 * account. Shared (not in features/limits) for the reason the auth slice is: the game refuses a bet
 * and the wallet a deposit on what the limits screen sets, and a feature cannot import another
 * (docs/architecture.md "Play limits"). The limits feature keeps the record in the browser, per
 * account and sealed, and loads it here (`playLoaded`); the game reports each betting answer
 * (`bettingAnswered`), whose settlement is counted once.
 */

/** What this sign-in has played: counted from the server's settlements of rounds it saw open. */
export interface SessionTally {
  sessionId: string;
  /** When the session signed in: its clock and its reality checks count from here. */
  startedAt: number;
  /**
   * Whether `startedAt` and `realityAnsweredUpTo` are on the server's clock: they are the device's until
   * the first answer of the session moves them (a tally with a `firstRoundId` is, whatever this says).
   */
  onServerClock?: true;
  /** The round on the table at the first betting answer of the session (null before one). */
  firstRoundId: number | null;
  rounds: number;
  staked: number;
  paid: number;
  /** The latest reality check answered (its due time; 0 for none). */
  realityAnsweredUpTo: number;
}

/** What is kept per account (features/limits/limitsStorage.ts seals it). */
export interface PlayRecord {
  limits: Limits;
  realityInterval: RealityInterval;
  breakUntil: number | null;
  /** Settled rounds of the last 24 hours, for the loss limit. */
  rounds: SettledRound[];
  /** The newest settled round counted: a settlement is counted once. */
  lastRoundId: number | null;
  /** Deposits asked for in the last 24 hours, for the deposit limit. */
  deposits: Deposit[];
  session: SessionTally | null;
}

export interface PlayState {
  accountId: number | null;
  /**
   * idle: nothing loaded (signed out, or before the limits feature has read the record);
   * unreadable: a record was there but no copy of a limit or the break could be read: betting and
   * deposits wait until the member sets the limits again.
   */
  status: 'idle' | 'ready' | 'unreadable';
  record: PlayRecord;
  /**
   * The server's clock minus this device's, from the answers since the sign-in (playClock.ts);
   * absent until one, when the play clock is the device's.
   */
  clockOffset?: number;
}

export const EMPTY_RECORD: PlayRecord = {
  limits: NO_LIMITS,
  realityInterval: DEFAULT_REALITY_INTERVAL,
  breakUntil: null,
  rounds: [],
  lastRoundId: null,
  deposits: [],
  session: null,
};

export const initialPlayState: PlayState = { accountId: null, status: 'idle', record: EMPTY_RECORD };

export interface SettlementSeen {
  roundId: number;
  totalStake: number;
  totalPayout: number;
}

/** Whether a tally's times are on the server's clock (see `SessionTally.onServerClock`). */
export const sessionOnServerClock = (session: SessionTally): boolean =>
  session.onServerClock === true || session.firstRoundId !== null;

/**
 * The play clock learns the server's from an answer. A reading within a second of the offset held is
 * the same clock through a different network delay: it is kept, so the state does not change with every
 * answer (the reading itself, not its rounding to 0, is compared: a link whose delay is about a second
 * would otherwise flip the offset between 0 and a second). The session's times, the device's until
 * now, move onto the server's clock once.
 */
function learnServerClock(state: PlayState, serverTime: number, receivedAt: number) {
  const reading = serverTime - receivedAt;
  if (state.clockOffset === undefined || Math.abs(reading - state.clockOffset) >= CLOCK_NOISE_MS) {
    state.clockOffset = playClockOffsetOf(reading);
  }
  moveSessionOntoServerClock(state);
}

function moveSessionOntoServerClock(state: PlayState) {
  const session = state.record.session;
  if (state.clockOffset === undefined || !session || sessionOnServerClock(session)) return;
  session.startedAt += state.clockOffset;
  if (session.realityAnsweredUpTo > 0) session.realityAnsweredUpTo += state.clockOffset;
  session.onServerClock = true;
}

/** The device's time goes in the action; the reducer puts it on the play clock with the offset it holds. */
const nowPrepare = <P extends object>(payload: P) => ({ payload: { ...payload, now: Date.now() } });
const onPlayClock = (state: PlayState, deviceTime: number) => deviceTime + (state.clockOffset ?? 0);

const playSlice = createSlice({
  name: 'play',
  initialState: initialPlayState,
  reducers: {
    playLoaded: {
      reducer(
        state,
        action: PayloadAction<{
          accountId: number;
          sessionId: string;
          signedInAt: number;
          record: PlayRecord;
          unreadable: boolean;
          now: number;
        }>,
      ) {
        const { accountId, sessionId, signedInAt, record, unreadable, now } = action.payload;
        const session =
          record.session?.sessionId === sessionId
            ? record.session
            : {
                sessionId,
                // On the device's clock until the session's first answer (learnServerClock).
                // A session stored before sign-in times were kept counts from now.
                startedAt: signedInAt > 0 ? signedInAt : now,
                firstRoundId: null,
                rounds: 0,
                staked: 0,
                paid: 0,
                realityAnsweredUpTo: 0,
              };
        const next: PlayState = {
          ...state,
          accountId,
          status: unreadable ? 'unreadable' : 'ready',
          record: { ...record, session: session && { ...session } },
        };
        // A store that has learnt the clock reads a tally another tab wrote before it had (a re-read
        // on that tab's write).
        moveSessionOntoServerClock(next);
        return next;
      },
      prepare: (payload: {
        accountId: number;
        sessionId: string;
        signedInAt: number;
        record: PlayRecord;
        unreadable: boolean;
      }) => nowPrepare(payload),
    },
    /** The member saved the limits screen: each limit asked for (lower at once, looser in 24 h). */
    limitsRequested: {
      reducer(
        state,
        action: PayloadAction<{ values: Partial<Record<LimitKind, number | null>>; now: number }>,
      ) {
        if (state.status === 'idle') return;
        const { values } = action.payload;
        const now = onPlayClock(state, action.payload.now);
        const limits = { ...state.record.limits };
        for (const kind of LIMIT_KINDS) {
          const value = values[kind];
          if (value !== undefined) limits[kind] = requestLimit(limits[kind], value, now);
        }
        state.record.limits = limits;
        if (state.record.breakUntil === UNREADABLE_BREAK) state.record.breakUntil = now + COOLING_OFF_MS;
        state.status = 'ready';
      },
      prepare: (values: Partial<Record<LimitKind, number | null>>) => nowPrepare({ values }),
    },
    realityIntervalChosen(state, action: PayloadAction<RealityInterval>) {
      state.record.realityInterval = action.payload;
    },
    breakTaken: {
      reducer(state, action: PayloadAction<{ length: BreakLength; now: number }>) {
        if (state.status === 'idle') return;
        state.record.breakUntil = startBreak(
          state.record.breakUntil,
          action.payload.length,
          onPlayClock(state, action.payload.now),
        );
      },
      prepare: (length: BreakLength) => nowPrepare({ length }),
    },
    realityCheckAnswered(state, action: PayloadAction<number>) {
      const session = state.record.session;
      if (session) session.realityAnsweredUpTo = Math.max(session.realityAnsweredUpTo, action.payload);
    },
    /**
     * A betting answer (the game reports each): the round on the table and the last settlement, `at`
     * the server's time of the answer. Its clock was learnt from the same answer (`serverTimeRead`); an
     * answer that carried none leaves the device's clock as the one there is.
     */
    bettingAnswered(
      state,
      action: PayloadAction<{
        accountId: number;
        roundId: number;
        settlement: SettlementSeen | null;
        at: number;
      }>,
    ) {
      const { accountId, roundId, settlement, at } = action.payload;
      if (state.status === 'idle' || state.accountId !== accountId) return;
      if (state.clockOffset === undefined) {
        state.clockOffset = 0;
        moveSessionOntoServerClock(state);
      }
      const record = state.record;
      const session = record.session;
      if (session && session.firstRoundId === null) session.firstRoundId = roundId;
      if (!settlement || (record.lastRoundId !== null && settlement.roundId <= record.lastRoundId)) return;
      record.lastRoundId = settlement.roundId;
      record.rounds = dropOutsideWindow(record.rounds, at);
      if (settlement.totalStake === 0) return;
      record.rounds.push({
        roundId: settlement.roundId,
        at,
        stake: settlement.totalStake,
        payout: settlement.totalPayout,
      });
      if (session && session.firstRoundId !== null && settlement.roundId >= session.firstRoundId) {
        session.rounds += 1;
        session.staked += settlement.totalStake;
        session.paid += settlement.totalPayout;
      }
    },
    /** A deposit about to be sent (it counts from then: its answer may never come), `at` on the play clock. */
    depositAsked(state, action: PayloadAction<{ accountId: number; amount: number; at: number }>) {
      const { accountId, amount, at } = action.payload;
      if (state.status === 'idle' || state.accountId !== accountId) return;
      // Old deposits are let go only on the server's clock: on the device's, `at` may be a jump.
      const kept =
        state.clockOffset === undefined
          ? state.record.deposits
          : dropOutsideWindow(state.record.deposits, at);
      state.record.deposits = [...kept, { at, amount }];
    },
    /** The server refused the deposit asked at `at`: no money moved, so it no longer counts. */
    depositRefused(state, action: PayloadAction<{ accountId: number; amount: number; at: number }>) {
      const { accountId, amount, at } = action.payload;
      if (state.status === 'idle' || state.accountId !== accountId) return;
      const deposit = state.record.deposits.find((item) => item.at === at && item.amount === amount);
      if (deposit) deposit.refused = true;
    },
  },
  extraReducers: (builder) => {
    // Any answer once the record is loaded: the wallet or the limits screen may be a tab's first
    // screen, and what it stamps is on the play clock.
    builder.addCase(serverTimeRead, (state, action) => {
      if (state.status === 'idle') return;
      learnServerClock(state, action.payload.serverTime, action.payload.receivedAt);
    });
    builder.addCase(signedOut, () => initialPlayState);
    builder.addCase(sessionExpired, () => initialPlayState);
  },
});

export const {
  playLoaded,
  limitsRequested,
  realityIntervalChosen,
  breakTaken,
  realityCheckAnswered,
  bettingAnswered,
  depositAsked,
  depositRefused,
} = playSlice.actions;
export const playReducer = playSlice.reducer;

/* ---- Selectors (every store of the app has `play` and `auth`; `now` is on the play clock) ---- */

export interface PlayRoot {
  play: PlayState;
  auth: AuthState;
}

export const selectPlay = (state: PlayRoot) => state.play;
export const selectSessionTally = (state: PlayRoot) => state.play.record.session;

/** The reality check waiting for an answer at `now` (its due time), or null. */
export function selectRealityCheckDue(state: PlayRoot, now: number): number | null {
  const { status, record } = state.play;
  if (status === 'idle' || !record.session) return null;
  return realityCheckDue(
    record.session.startedAt,
    record.realityInterval,
    record.session.realityAnsweredUpTo,
    now,
  );
}

/** When the next reality check falls due after `now`, or null when none is timed. */
export function selectNextRealityCheck(state: PlayRoot, now: number): number | null {
  const { status, record } = state.play;
  if (status === 'idle' || !record.session) return null;
  return nextRealityCheck(record.session.startedAt, record.realityInterval, now);
}

function checkOf(state: PlayRoot, committed: number, now: number): BetCheck | null {
  const { status, record } = state.play;
  if (status === 'idle' || !record.session || state.play.accountId !== state.auth.user?.id) return null;
  return {
    limits: record.limits,
    breakUntil: record.breakUntil,
    signedInAt: record.session.startedAt,
    realityCheckOpen: selectRealityCheckDue(state, now) !== null,
    rounds: record.rounds,
    committed,
    unreadable: status === 'unreadable',
  };
}

/**
 * Why `stake` more on the round on the table (which holds `committed` already) may not be bet, or
 * null. Nothing loaded (no limits feature in the store's frame) refuses nothing.
 */
export function selectBetRefusal(
  state: PlayRoot,
  committed: number,
  stake: number,
  now: number,
): PlayRefusal | null {
  const check = checkOf(state, committed, now);
  return check ? betRefusal(check, stake, now) : null;
}

/** Why no bet at all may be made now, or null. */
export function selectBettingStop(state: PlayRoot, now: number): PlayRefusal | null {
  const check = checkOf(state, 0, now);
  return check ? bettingStop(check, now) : null;
}

/**
 * Why a deposit of `amount` may not be asked for now, or null. Unreadable limits pause deposits too,
 * and so does a break: money sent in during a break the member chose could only wait for its end.
 */
export function selectDepositRefusal(
  state: PlayRoot,
  amount: number,
  now: number,
): 'depositLimit' | 'limitsUnreadable' | 'onBreak' | null {
  const { status, record } = state.play;
  if (status === 'idle') return null;
  if (status === 'unreadable') return 'limitsUnreadable';
  if (onBreakAt(record.breakUntil, now)) return 'onBreak';
  return depositRefusal(record.limits.deposit, record.deposits, amount, now);
}
