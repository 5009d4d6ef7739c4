import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { v4 as uuidv4 } from 'uuid';
import { sessionExpired, signedIn, signedOut } from '@/session/authSlice';
import { gameApi } from '@/features/game/gameApi';
import type { LimitReason } from '@/features/game/rules';
import { trimFairRounds, type FairCheck, type FairRound } from '@/lib/fairness/fairRounds';
import { betsOf, chipsOf, stakesFromBets, stakesOf, type Bet, type PlacedChip } from '@/features/game/stakes';

export type { PlacedChip } from '@/features/game/stakes';

/**
 * Why a submission was not taken (translation keys under game.reasons). `conflict` is only read from
 * stored submissions: a conflict is checked with join status (submission.ts), never a refusal.
 */
export type FailureReason = LimitReason | 'gameInactive' | 'conflict' | 'refused';

export const FAILURE_REASONS = [
  'bettingClosed',
  'emptyDraft',
  'belowMin',
  'aboveSymbolMax',
  'aboveRoundMax',
  'insufficientBalance',
  'gameInactive',
  'conflict',
  'refused',
] as const satisfies readonly FailureReason[];

/**
 * One Confirm: the chips sent and the request id made once for them. While `pending`, every retry,
 * refresh-and-retry and reload sends this same id; the server's answer (or join status) settles it.
 */
export interface Submission {
  requestId: string;
  roundId: number;
  chips: PlacedChip[];
  /**
   * `unresolved`: the server could not say whether it was taken (its round is over, or its session
   * ended: `sessionEndedFor`). Final, so the table is never locked by an answer that will not come;
   * the balance and My bets tell the member.
   */
  status: 'pending' | 'confirmed' | 'failed' | 'unresolved';
  reason: FailureReason | null;
  /**
   * Confirmed when its round may already have been over. The usual "confirmed" line goes with its
   * round, so it would be gone before it was read; this one names the round and stays until dismissed.
   */
  confirmedLate?: true;
  /**
   * Refused (or found not taken) when its round was already over: the usual "not placed" line goes with
   * its round, so the member would never read it. This one names the round and stays until dismissed.
   */
  failedLate?: true;
  /**
   * Taken over from the key the session's tabs share (pendingLedger.ts), not confirmed here: the tab
   * that sent it may still be open and settling it too. A refusal then puts its chips back in that
   * tab's draft only, so the same bets are not offered for a second Confirm in two tabs.
   */
  adopted?: true;
  /**
   * The server holds other bets under its request id (409 IDEMPOTENCY_CONFLICT): only join status can
   * say which, so the betting data listing the id does not settle it, and "unknown" is not "not placed".
   */
  conflicted?: true;
  /**
   * Pending when its session expired (the account's id): unresolved from then on, as nothing can
   * follow it without a session, and kept for that account's next sign-in in this tab, whose table
   * says so (docs/game.md "A session that ends while sending"). Another account's sign-in drops it.
   */
  sessionEndedFor?: number;
}

/**
 * The call under way for the pending submission (one at a time), kept in the state so that DevTools
 * shows it and a trace replays it; its abort lives in the store's bet keeper (submission.ts).
 */
export interface Attempt {
  id: string;
  requestId: string;
  kind: 'join' | 'joinStatus';
  /** `performance.now()`: monotonic, so a wall clock set back cannot keep a call "recent". */
  startedAt: number;
  /** Sent before the browser came back online: it may have been lost with the connection that died. */
  lostWithConnection: boolean;
  /** A join sent before its round's last chance (LAST_CHANCE_MS): it may be sent again then. */
  lastChance: boolean;
}

/**
 * Joins of one submission that ended without a definite answer for it, in a row: a 5xx, 408 or 429,
 * no connection, an unreadable answer, or an acceptance naming another bet.
 */
export interface Unanswered {
  requestId: string;
  count: number;
  /** When the last one ended, on `performance.now()` like an attempt's start. */
  at: number;
  /** The browser came back online since: the next join goes at once, whatever the back-off. */
  due?: true;
}

/** A staked round's outcome, settled while no table was in sight, for the member to be told. */
export interface MissedOutcome {
  roundId: number;
  totalStake: number;
  totalPayout: number;
  net: number;
}

export interface GameState {
  /** The round the draft belongs to; a draft never carries over into another round. */
  roundId: number | null;
  /** The draft (spec §3 placedChips); betAmounts is derived from it by selectBetAmounts. */
  placedChips: PlacedChip[];
  /** The chip the member picked from the tray (minor units); null = the smallest. */
  selectedChip: number | null;
  /** The latest submission only: the store never grows with play. */
  submission: Submission | null;
  /**
   * The server said the game is not active for the account (a bet refused GAME_INACTIVE, or the games
   * call): betting is off on the table until the games call (or an accepted bet) says it is again.
   */
  gameInactive?: true;
  /** The fingerprint seen while betting and the check at the result, per round shown (docs/fairness.md). */
  fairRounds: FairRound[];
  /**
   * The latest round the member has stakes in whose outcome they have not been shown yet: the table
   * shows it at the result, or it is told when it comes in out of sight (outcomeListener.ts).
   */
  stakedRound?: number;
  /**
   * Set when the session the round was staked in expired: the account whose next sign-in in this tab
   * is still told the round's outcome (another account's drops it), as bets kept from an expired
   * session wait for theirs (`Submission.sessionEndedFor`).
   */
  stakedRoundEndedFor?: number;
  /** Not persisted: a staked round's outcome that came in out of sight, until it has been told. */
  missedOutcome?: MissedOutcome;
  /** Not persisted: the latest round whose outcome the table showed in sight at its result. */
  shownOutcome?: number;
  /** Not persisted: the call under way, if any. */
  attempt?: Attempt;
  /** Not persisted: the pending submission's joins that ended without a definite answer, in a row. */
  unanswered?: Unanswered;
  /** Not persisted: how many tables are mounted (a table watches the bet in sight; none: off the table). */
  tablesOpen?: number;
}

export const initialGameState: GameState = {
  roundId: null,
  placedChips: [],
  selectedChip: null,
  submission: null,
  fairRounds: [],
};

/** The round's record, made (and an old one dropped beyond FAIR_ROUNDS_KEPT) if there is none. */
function fairRoundFor(state: GameState, roundId: number): FairRound {
  let round = state.fairRounds.find((entry) => entry.roundId === roundId);
  if (!round) {
    state.fairRounds.push({ roundId, seenHash: null, seenAt: null, check: null });
    trimFairRounds(state.fairRounds);
    round = state.fairRounds[state.fairRounds.length - 1];
  }
  return round as FairRound;
}

function startDraftFor(state: GameState, roundId: number) {
  if (state.roundId !== roundId) {
    state.roundId = roundId;
    state.placedChips = [];
  }
}

/** Chips put down by one press (Double, Rebet): the first one starts the move, the rest go with it. */
function pushMove(state: GameState, chips: readonly PlacedChip[]) {
  chips.forEach(({ symbol, amount }, index) => {
    state.placedChips.push(index === 0 ? { symbol, amount } : { symbol, amount, withPrevious: true });
  });
}

/**
 * A session's end empties the game; a table still mounted stays counted, and bets kept from an expired
 * session, or the outcome it staked, stay for their account until it has read of them
 * (`sessionEndedFor`, `stakedRoundEndedFor`).
 */
const emptied = (state: GameState): GameState => {
  const kept = state.submission?.sessionEndedFor === undefined ? null : state.submission;
  const { stakedRound, stakedRoundEndedFor } = state;
  return {
    ...initialGameState,
    submission: kept,
    ...(state.tablesOpen ? { tablesOpen: state.tablesOpen } : {}),
    ...(stakedRoundEndedFor === undefined ? {} : { stakedRound, stakedRoundEndedFor }),
  };
};

const gameSlice = createSlice({
  name: 'game',
  initialState: initialGameState,
  reducers: {
    chipSelected(state, action: PayloadAction<number>) {
      state.selectedChip = action.payload;
    },
    chipPlaced(state, action: PayloadAction<{ roundId: number; chip: PlacedChip }>) {
      startDraftFor(state, action.payload.roundId);
      pushMove(state, [action.payload.chip]);
    },
    /** Undo: the last move goes back whole (one chip, or every chip of a Double or a Rebet). */
    lastChipUndone(state) {
      let chip = state.placedChips.pop();
      while (chip?.withPrevious) chip = state.placedChips.pop();
    },
    draftCleared(state) {
      state.placedChips = [];
    },
    /**
     * Rebet: the previous round's bets, as one move. `rebet()` sends it only on an empty draft; were
     * there one, the bets would join it, never silently replace it.
     */
    rebetPlaced(state, action: PayloadAction<{ roundId: number; chips: PlacedChip[] }>) {
      startDraftFor(state, action.payload.roundId);
      pushMove(state, action.payload.chips);
    },
    /** Double: the extra chips (already capped by the limits and the balance) join the draft, as one move. */
    draftDoubled(state, action: PayloadAction<{ roundId: number; chips: PlacedChip[] }>) {
      startDraftFor(state, action.payload.roundId);
      pushMove(state, action.payload.chips);
    },
    /** Betting on the draft's round is over: what was never sent is dropped. */
    draftExpired(state, action: PayloadAction<{ roundId: number }>) {
      if (state.roundId !== null && state.roundId <= action.payload.roundId) state.placedChips = [];
    },
    submissionStarted: {
      reducer(state, action: PayloadAction<{ requestId: string; roundId: number; chips: PlacedChip[] }>) {
        const { requestId, roundId, chips } = action.payload;
        state.submission = { requestId, roundId, chips, status: 'pending', reason: null };
        state.placedChips = [];
        delete state.unanswered;
      },
      // The idempotency key is made here, before the reducer, so a DevTools replay gives the same state.
      prepare(payload: { roundId: number; chips: PlacedChip[] }, requestId: string = uuidv4()) {
        return { payload: { ...payload, requestId } };
      },
    },
    /** `bets`: what the server's answer says it took under the request id, which the table then shows. */
    submissionConfirmed(
      state,
      action: PayloadAction<{ requestId: string; late?: boolean; bets?: readonly Bet[] }>,
    ) {
      if (state.submission?.requestId !== action.payload.requestId) return;
      delete state.gameInactive;
      state.submission.status = 'confirmed';
      const taken = action.payload.bets && stakesFromBets(action.payload.bets);
      const sent = betsOf(stakesOf(state.submission.chips));
      if (taken && JSON.stringify(betsOf(taken)) !== JSON.stringify(sent))
        state.submission.chips = chipsOf(taken);
      if (action.payload.late) state.submission.confirmedLate = true;
    },
    submissionFailed(
      state,
      action: PayloadAction<{ requestId: string; reason: FailureReason; late?: boolean }>,
    ) {
      const submission = state.submission;
      if (submission?.requestId !== action.payload.requestId || submission.status !== 'pending') return;
      if (action.payload.reason === 'gameInactive') state.gameInactive = true;
      submission.status = 'failed';
      submission.reason = action.payload.reason;
      if (action.payload.late) submission.failedLate = true;
      // The chips go back to the draft of their round, so the member can fix them and try again.
      const sameRound = state.roundId === submission.roundId;
      if (!submission.adopted && (sameRound || state.placedChips.length === 0)) {
        state.placedChips = sameRound ? [...submission.chips, ...state.placedChips] : [...submission.chips];
        state.roundId = submission.roundId;
      }
    },
    submissionUnresolved(state, action: PayloadAction<{ requestId: string }>) {
      if (state.submission?.requestId !== action.payload.requestId) return;
      if (state.submission.status === 'pending') state.submission.status = 'unresolved';
    },
    attemptStarted: {
      reducer(state, action: PayloadAction<Attempt>) {
        state.attempt = action.payload;
        // Join status speaks for the joins before it: their back-off starts over.
        if (action.payload.kind === 'joinStatus') delete state.unanswered;
      },
      // Its id and start time are made here, so that a replay gives the same state.
      prepare(payload: Pick<Attempt, 'requestId' | 'kind' | 'lastChance'>) {
        return {
          payload: { ...payload, id: uuidv4(), startedAt: performance.now(), lostWithConnection: false },
        };
      },
    },
    /** The call answered, or was dropped (its answer, if one comes, is not acted on). */
    attemptEnded(state, action: PayloadAction<{ id: string }>) {
      if (state.attempt?.id === action.payload.id) delete state.attempt;
    },
    /** A join ended without a definite answer: it is sent again after a back-off (nextStep.ts). */
    joinUnanswered: {
      reducer(state, action: PayloadAction<{ requestId: string; at: number }>) {
        const { requestId, at } = action.payload;
        const count = state.unanswered?.requestId === requestId ? state.unanswered.count + 1 : 1;
        state.unanswered = { requestId, count, at };
      },
      prepare(payload: { requestId: string }) {
        return { payload: { ...payload, at: performance.now() } };
      },
    },
    /** The browser says it is back online: the call under way may have been lost with the old connection. */
    connectionRestored(state) {
      if (state.attempt) state.attempt.lostWithConnection = true;
      if (state.unanswered) state.unanswered.due = true;
    },
    submissionConflicted(state, action: PayloadAction<{ requestId: string }>) {
      if (state.submission?.requestId === action.payload.requestId) state.submission.conflicted = true;
    },
    tableOpened(state) {
      state.tablesOpen = (state.tablesOpen ?? 0) + 1;
    },
    tableClosed(state) {
      if ((state.tablesOpen ?? 0) > 1) state.tablesOpen = (state.tablesOpen ?? 0) - 1;
      else delete state.tablesOpen;
    },
    /** A pending submission whose session expired (sessionEndListener.ts): see `sessionEndedFor`. */
    submissionOutlivedSession(state, action: PayloadAction<{ accountId: number; submission: Submission }>) {
      const { accountId, submission } = action.payload;
      state.submission = { ...submission, status: 'unresolved', reason: null, sessionEndedFor: accountId };
    },
    submissionDismissed(state, action: PayloadAction<{ requestId: string }>) {
      if (state.submission?.requestId === action.payload.requestId && state.submission.status !== 'pending') {
        state.submission = null;
      }
    },
    /**
     * The table showed the round's fingerprint while betting was open ('' for none yet): the first one
     * shown is kept.
     */
    fingerprintSeen: {
      reducer(state, action: PayloadAction<{ roundId: number; seedHash: string; seenAt: number }>) {
        const round = fairRoundFor(state, action.payload.roundId);
        // A fingerprint first shown after this tab's bets went in commits to nothing: '' stays.
        const betBefore = round.seenHash === '' && state.submission?.roundId === round.roundId;
        if (!round.seenHash && !betBefore && round.check === null) {
          round.seenHash = action.payload.seedHash;
          round.seenAt = action.payload.seenAt;
        }
      },
      /** `seenAt` on the server's clock (FairnessWatch), as the round's times are. */
      prepare(payload: { roundId: number; seedHash: string }, seenAt: number) {
        return { payload: { ...payload, seenAt } };
      },
    },
    /** The automatic check at the result (its outcome; the steps are worked out again on demand). */
    roundChecked: {
      reducer(state, action: PayloadAction<{ roundId: number } & FairCheck>) {
        const { roundId, ...check } = action.payload;
        const round = fairRoundFor(state, roundId);
        // A mismatch found on a second check is a new warning, whatever was dismissed before it.
        if (check.outcome === 'mismatch' && round.check?.outcome !== 'mismatch') delete round.dismissed;
        round.check = check;
      },
      prepare(payload: { roundId: number } & Omit<FairCheck, 'checkedAt'>, checkedAt: number = Date.now()) {
        return { payload: { ...payload, checkedAt } };
      },
    },
    roundStaked(state, action: PayloadAction<{ roundId: number }>) {
      state.stakedRound = action.payload.roundId;
      delete state.stakedRoundEndedFor;
    },
    /** The session the staked round was played in expired (sessionEndListener.ts): see `stakedRoundEndedFor`. */
    stakedRoundOutlivedSession(state, action: PayloadAction<{ accountId: number; roundId: number }>) {
      state.stakedRound = action.payload.roundId;
      state.stakedRoundEndedFor = action.payload.accountId;
    },
    /** The table showed the round's outcome at its result: nothing of it is owed any more. */
    outcomeShown(state, action: PayloadAction<{ roundId: number }>) {
      state.shownOutcome = action.payload.roundId;
      if (state.stakedRound === action.payload.roundId) {
        delete state.stakedRound;
        delete state.stakedRoundEndedFor;
      }
    },
    /** The staked round's settlement is read: `missed` out of sight, to be told, or none to tell. */
    stakedRoundSettled(state, action: PayloadAction<{ missed: MissedOutcome | null }>) {
      delete state.stakedRound;
      delete state.stakedRoundEndedFor;
      if (action.payload.missed) state.missedOutcome = action.payload.missed;
    },
    missedOutcomeTold(state) {
      delete state.missedOutcome;
    },
    fairnessWarningDismissed(state, action: PayloadAction<{ roundId: number }>) {
      const round = state.fairRounds.find((entry) => entry.roundId === action.payload.roundId);
      if (round) round.dismissed = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, emptied)
      .addCase(sessionExpired, emptied)
      .addCase(signedIn, (state, action) => {
        const owner = state.submission?.sessionEndedFor;
        if (owner !== undefined && owner !== action.payload.user.id) state.submission = null;
        const staker = state.stakedRoundEndedFor;
        if (staker !== undefined && staker !== action.payload.user.id) delete state.stakedRound;
        delete state.stakedRoundEndedFor;
      })
      .addMatcher(gameApi.endpoints.gameStatus.matchFulfilled, (state, action) => {
        if (action.payload.active) delete state.gameInactive;
        else state.gameInactive = true;
      });
  },
});

export const {
  chipSelected,
  chipPlaced,
  lastChipUndone,
  draftCleared,
  rebetPlaced,
  draftDoubled,
  draftExpired,
  submissionStarted,
  submissionConfirmed,
  submissionFailed,
  submissionUnresolved,
  submissionDismissed,
  submissionOutlivedSession,
  fingerprintSeen,
  roundChecked,
  fairnessWarningDismissed,
  attemptStarted,
  attemptEnded,
  joinUnanswered,
  submissionConflicted,
  connectionRestored,
  tableOpened,
  tableClosed,
  roundStaked,
  outcomeShown,
  stakedRoundSettled,
  stakedRoundOutlivedSession,
  missedOutcomeTold,
} = gameSlice.actions;
export const gameReducer = gameSlice.reducer;
