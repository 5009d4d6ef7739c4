import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { serverReasonOf } from '@/api/errors';
import { logger } from '@/lib/logger';
import { gameApi, type BettingSnapshot } from '@/features/game/gameApi';
import {
  selectBetting,
  selectBettingAnswersStopped,
  selectBettingClosesAt,
  selectRound,
  type GameRoot,
} from '@/features/game/gameSelectors';
import {
  submissionConfirmed,
  submissionFailed,
  submissionUnresolved,
  type FailureReason,
  type Submission,
} from '@/features/game/gameSlice';
import { betsOf, stakesOf } from '@/features/game/stakes';
import { tableOutOfSight } from '@/features/game/tablePresence';

export type GameDispatch = ThunkDispatch<GameRoot, unknown, UnknownAction>;
export type GameThunk<R> = (dispatch: GameDispatch, getState: () => GameRoot) => R;

/** Server reasons that say for sure the bets were not taken, and how we explain them. */
const DEFINITE_REASONS: Readonly<Record<string, FailureReason>> = {
  BETTING_CLOSED: 'bettingClosed',
  STALE_ROUND: 'bettingClosed',
  ROUND_NOT_OPEN: 'bettingClosed',
  STAKE_BELOW_MIN: 'belowMin',
  STAKE_ABOVE_MAX: 'aboveSymbolMax',
  ROUND_LIMIT_EXCEEDED: 'aboveRoundMax',
  INSUFFICIENT_BALANCE: 'insufficientBalance',
  GAME_INACTIVE: 'gameInactive',
  GAME_NOT_FOUND: 'gameInactive',
  FORBIDDEN: 'refused',
  IDEMPOTENCY_CONFLICT: 'conflict',
};

/**
 * A refusal (4xx with a reason) is final. Anything else — no answer, a 5xx, a 401 whose refresh could
 * not reach the server, an answer we could not read — leaves the submission pending: the bet may or may
 * not have been taken, and only join status can tell.
 */
export function definiteFailureOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): FailureReason | null {
  if (!error || !('status' in error) || typeof error.status !== 'number') return null;
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500)
    return null;
  const reason = serverReasonOf(error);
  if (reason === null) return error.status >= 400 && error.status < 500 ? 'refused' : null;
  return DEFINITE_REASONS[reason] ?? 'refused';
}

/**
 * A call this old without an answer may never get one: the spec sets no request timeout, and a request
 * lost on a dead connection waits for ever. The next check drops it and makes the next call (or, for a
 * join status in a later round, gives up: `unresolved`).
 */
export const OVERDUE_MS = 5000;

/**
 * The last chance: a join sent before the last LAST_CHANCE_MS of betting and still unanswered then
 * (LAST_CHANCE_MIN_WAIT_MS at least) is sent again at once rather than OVERDUE_MS after it left, which
 * would be after betting closed: a bet lost on a dead connection in the last seconds would be lost for
 * good. Sending the same request id again is safe (the server takes it at most once, and answers a
 * repeat from its record); it costs, at worst, a call that was only slow. One last chance per call: a
 * join sent inside the window waits for its answer like any other. The lead leaves a new connection
 * (handshakes on a slow phone network) time to reach the server before betting closes.
 * (docs/decisions/0004-last-chance.md)
 */
export const LAST_CHANCE_MS = 2500;
/** A younger call is most likely still on its way: dropping it would only start it again. */
export const LAST_CHANCE_MIN_WAIT_MS = 1000;

type CallKind = 'join' | 'joinStatus';

interface CallUnderWay {
  kind: CallKind;
  startedAt: number;
  /** Sent before the browser came back online: it may have been lost with the connection that died. */
  lostWithConnection: boolean;
  /** A join sent before the last chance of its round (LAST_CHANCE_MS): it may be sent again then. */
  sentBeforeLastChance: boolean;
  /** Dropped by this module (overdue, or its submission settled): its answer is not acted on. */
  dropped: boolean;
  /** Aborts the call and takes its entry out of the store's mutation cache. */
  drop: () => void;
}

/**
 * The call under way in this tab for each request id: one at a time. A second Confirm, a retry timer or
 * the reload check sends nothing while it may still answer. Once it is overdue it is dropped (its
 * outcome stays unknown, the submission pending) and the next call goes (over HTTP/1.1 on a new
 * connection; over HTTP/2 on the shared one, see docs/game.md). Over HTTP/1.1 a dropped call also
 * frees its connection (six per server): hung calls never pile up and hold the betting polls behind
 * them.
 */
const callsUnderWay = new Map<string, CallUnderWay>();

/** An RTK Query mutation under way (what `initiate` returns). */
type AbortableCall<R> = PromiseLike<R> & { abort: () => void; reset: () => void };

/** Milliseconds of betting left on the submission's round (negative once past), or null if not open. */
type BettingLeft = number | null;

function bettingLeftOf(state: GameRoot, submission: Submission): BettingLeft {
  const closesAt = selectBettingClosesAt(state, submission.roundId);
  return closesAt === null ? null : closesAt - Date.now();
}

/** Whether the pending submission's round still takes bets, by the server-corrected clock. */
export function pendingRoundTakesBets(state: GameRoot): boolean {
  const submission = state.game.submission;
  if (submission?.status !== 'pending') return false;
  const left = bettingLeftOf(state, submission);
  return left !== null && left > 0;
}

/**
 * To be replaced: lost with a connection, OVERDUE_MS old on a monotonic clock (a wall clock set back,
 * as when a phone changes network, would keep a call "recent"), or a join at its last chance.
 */
function isToBeReplaced(call: CallUnderWay, bettingLeft: BettingLeft): boolean {
  const waited = performance.now() - call.startedAt;
  // Not once betting has closed by the clock, even while the data still says open (see openNow).
  const lastChance =
    call.sentBeforeLastChance &&
    bettingLeft !== null &&
    bettingLeft > 0 &&
    bettingLeft <= LAST_CHANCE_MS &&
    waited >= LAST_CHANCE_MIN_WAIT_MS;
  return call.lostWithConnection || waited >= OVERDUE_MS || lastChance;
}

/** The call under way for this request id if it is to be replaced; else null. */
function callToReplace(requestId: string, bettingLeft: BettingLeft): CallUnderWay | null {
  const current = callsUnderWay.get(requestId);
  return current !== undefined && isToBeReplaced(current, bettingLeft) ? current : null;
}

/**
 * The browser is back online: a call sent before may be lost on the connection that died, so the next
 * check replaces each call under way at once instead of OVERDUE_MS later.
 */
export function callsUnderWayLostWithConnection(): void {
  for (const call of callsUnderWay.values()) call.lostWithConnection = true;
}

/** Drops the call under way for this request id, if any: its answer will not be acted on. */
function dropCallFor(requestId: string): void {
  const current = callsUnderWay.get(requestId);
  if (!current) return;
  callsUnderWay.delete(requestId);
  current.dropped = true;
  current.drop();
}

/**
 * Makes the call unless one for this request id may still answer. Null when it was not made, or was
 * dropped before its answer: the call that replaced it decides.
 */
async function callFor<R>(
  requestId: string,
  kind: CallKind,
  bettingLeft: BettingLeft,
  start: () => AbortableCall<R>,
): Promise<R | null> {
  const current = callsUnderWay.get(requestId);
  if (current && !isToBeReplaced(current, bettingLeft)) return null;
  dropCallFor(requestId);
  const call = start();
  const entry: CallUnderWay = {
    kind,
    startedAt: performance.now(),
    lostWithConnection: false,
    sentBeforeLastChance: kind === 'join' && bettingLeft !== null && bettingLeft > LAST_CHANCE_MS,
    dropped: false,
    drop: () => {
      call.abort();
      // Its cache entry would read "rejected (AbortError)" for good, in a DevTools trace as in the
      // store, even when the bet was then confirmed: a failed bet to whoever reads it. The call that
      // replaces it writes the entry afresh.
      call.reset();
    },
  };
  callsUnderWay.set(requestId, entry);
  try {
    const result = await call;
    return entry.dropped ? null : result;
  } finally {
    if (callsUnderWay.get(requestId) === entry) callsUnderWay.delete(requestId);
  }
}

/** Sends the pending submission's join call (same request id, same body, every time). */
export function sendSubmission(requestId: string): GameThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { game, auth } = getState();
    const submission = game.submission;
    if (!auth.user || submission?.requestId !== requestId || submission.status !== 'pending') return;
    const body = {
      accountId: auth.user.id,
      roundId: submission.roundId,
      requestId,
      bets: betsOf(stakesOf(submission.chips)),
    };
    const result = await callFor(requestId, 'join', bettingLeftOf(getState(), submission), () =>
      dispatch(gameApi.endpoints.join.initiate(body, { fixedCacheKey: 'game-join' })),
    );
    if (!result) return;
    const late = toldLate(getState(), submission);
    if (result.data) {
      dispatch(submissionConfirmed({ requestId, late }));
      return;
    }
    const reason = definiteFailureOf(result.error);
    if (reason) dispatch(submissionFailed({ requestId, reason, late }));
    else logger.warn('Bet submission got no definite answer; it stays pending and will be checked.');
  };
}

/**
 * What the betting data already says of a submission, without a call: its round's accepted request ids
 * hold it (taken), or that round is CLOSED without it (never taken: a closed round takes nothing, and
 * until the result the answer lists everything taken before it closed). Otherwise null — in RESULT
 * too, since settling takes the round's bets out of `myBets`.
 */
function outcomeFromBetting(
  betting: BettingSnapshot | undefined,
  submission: Submission,
): 'taken' | 'notTaken' | null {
  if (!betting || betting.round.id !== submission.roundId || betting.myBets.roundId !== submission.roundId)
    return null;
  if (betting.myBets.requestIds.includes(submission.requestId)) return 'taken';
  return betting.round.phase === 'CLOSED' ? 'notTaken' : null;
}

/** What the betting data says of the pending submission, if anything (a primitive, for the watch). */
export function selectBettingVerdict(state: GameRoot): 'taken' | 'notTaken' | null {
  const submission = state.game.submission;
  return submission?.status === 'pending' ? outcomeFromBetting(selectBetting(state), submission) : null;
}

/**
 * An answer can come long after its request was sent (join status after a reload, a join answered
 * after its round, or one that waited behind a token refresh). Unless a fresh betting answer shows its
 * round still on the table, that round may be over, and the member is told which round it was.
 */
function settledAfterItsRound(state: GameRoot, submission: Submission): boolean {
  return selectRound(state)?.id !== submission.roundId || selectBettingAnswersStopped(state);
}

/**
 * The usual line ("Bets confirmed: $x", "Bets not placed: …") goes with its round. Told while the
 * table is out of sight (another screen, a hidden tab) or after its round, it might never be read: the
 * outcome is marked late, and the table keeps it, naming its round, until dismissed.
 */
function toldLate(state: GameRoot, submission: Submission): boolean {
  return tableOutOfSight() || settledAfterItsRound(state, submission);
}

/**
 * What became of a pending submission (after a reload or an answer that never came)? First the betting
 * data (above); then join status: accepted → confirmed; unknown and its round still open → sent again
 * with the same id (the server cannot take it twice); unknown and the round closed when asked → failed.
 * No definite answer (none within OVERDUE_MS included) → still pending while its round is on the
 * table, `unresolved` once it is over.
 */
export function resolvePendingSubmission(): GameThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { game, auth } = getState();
    const submission = game.submission;
    if (!auth.user || submission?.status !== 'pending') return;
    const { requestId } = submission;
    const known = outcomeFromBetting(selectBetting(getState()), submission);
    // Settled by the betting data: a call still waiting for it would hold a connection for nothing.
    if (known) dropCallFor(requestId);
    // The betting data of its own round says so: that round is on the table, the usual line shows
    // there (unless the table is out of sight).
    if (known === 'taken') {
      dispatch(submissionConfirmed({ requestId, late: tableOutOfSight() }));
      return;
    }
    if (known === 'notTaken') {
      dispatch(submissionFailed({ requestId, reason: 'bettingClosed', late: tableOutOfSight() }));
      return;
    }
    // Open by the betting data and by the clock: the data is as old as its last answer (a tab shown
    // again after betting closed still has "open" on the table), and a join sent again after betting
    // closed could be refused while the server, still working on the first, then takes that one. The
    // clock lags the server's by an answer's latency, so it never calls betting closed early.
    // Without betting data yet, resending is still safe: the server refuses a closed round itself.
    const openNow = () => {
      if (!selectRound(getState())) return true;
      const left = bettingLeftOf(getState(), submission);
      return left !== null && left > 0;
    };
    const bettingLeft = bettingLeftOf(getState(), submission);
    const overdue = callToReplace(requestId, bettingLeft);
    if (overdue) {
      const round = selectRound(getState());
      const statusUnanswered = overdue.kind === 'joinStatus' && !overdue.lostWithConnection;
      if (round && round.id > submission.roundId && statusUnanswered) {
        // Its round is over and join status, asked once it was, does not answer: say so rather than
        // lock the table for good. (An overdue join, or a join status lost with a connection, is
        // replaced by join status below: a join's answer may have been lost after the server took it,
        // and join status is final by now.)
        dropCallFor(requestId);
        dispatch(submissionUnresolved({ requestId }));
        return;
      }
      if (openNow()) {
        // Straight to the join: the server takes the request id at most once, and asking join status
        // first would cost a round trip that the end of betting may not leave.
        await dispatch(sendSubmission(requestId));
        return;
      }
    }
    const askedWhileOpen = openNow();
    const result = await callFor(requestId, 'joinStatus', bettingLeft, () =>
      dispatch(
        gameApi.endpoints.joinStatus.initiate(
          { accountId: auth.user?.id ?? 0, requestId },
          { fixedCacheKey: 'game-join-status' },
        ),
      ),
    );
    if (!result) return;
    if (result.data) {
      dispatch(submissionConfirmed({ requestId, late: toldLate(getState(), submission) }));
      return;
    }
    const round = selectRound(getState());
    if (serverReasonOf(result.error) !== 'UNKNOWN_REQUEST') {
      // No definite answer (no network, a 5xx, a server without join status …):
      // ask again while its round is on the table; once a later round is, say so rather than lock the
      // table for good.
      if (round && round.id > submission.roundId) dispatch(submissionUnresolved({ requestId }));
      return;
    }
    if (!askedWhileOpen) {
      dispatch(
        submissionFailed({
          requestId,
          reason: 'bettingClosed',
          late: toldLate(getState(), submission),
        }),
      );
    } else if (openNow()) {
      await dispatch(sendSubmission(requestId));
    } else {
      // "Unknown" was said while betting was open, and betting has closed since: a join on its way
      // then (a reloaded page's, say) may have been taken after that answer. Asked again at once: the
      // round takes nothing more now, so the next answer is final.
      await dispatch(resolvePendingSubmission());
    }
  };
}
