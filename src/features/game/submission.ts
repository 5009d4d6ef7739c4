import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { serverReasonOf } from '@/api/errors';
import { logger } from '@/lib/logger';
import { gameApi, type BettingSnapshot } from '@/features/game/gameApi';
import {
  selectBetting,
  selectBettingAnswersStopped,
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
 * lost on a dead connection waits for ever. The check may then ask again beside it.
 */
export const OVERDUE_MS = 5000;

/** Calls at once per request id: the first, and one more once it is overdue. Never a pile. */
const CALLS_PER_ID = 2;

/**
 * Start times of the calls under way in this tab, by request id. A second Confirm, a retry timer or the
 * reload check never sends the same id while a call for it may still answer; once the newest is overdue
 * one more may go (join status, or the join sent again: the server takes a request id at most once).
 */
const inFlight = new Map<string, number[]>();

type CallsFor = 'none' | 'waiting' | 'overdue' | 'stuck';

function callsFor(requestId: string, now: number): CallsFor {
  const started = inFlight.get(requestId) ?? [];
  if (started.length === 0) return 'none';
  if (now - Math.max(...started) < OVERDUE_MS) return 'waiting';
  return started.length < CALLS_PER_ID ? 'overdue' : 'stuck';
}

async function exclusively(requestId: string, work: () => Promise<void>): Promise<void> {
  const startedAt = Date.now();
  const calls = callsFor(requestId, startedAt);
  if (calls === 'waiting' || calls === 'stuck') return;
  inFlight.set(requestId, [...(inFlight.get(requestId) ?? []), startedAt]);
  try {
    await work();
  } finally {
    // Two calls started in the same millisecond are alike: either entry may go.
    const started = inFlight.get(requestId) ?? [];
    started.splice(started.indexOf(startedAt), 1);
    if (started.length === 0) inFlight.delete(requestId);
  }
}

/** Sends the pending submission's join call (same request id, same body, every time). */
export function sendSubmission(requestId: string): GameThunk<Promise<void>> {
  return (dispatch, getState) =>
    exclusively(requestId, async () => {
      const { game, auth } = getState();
      const submission = game.submission;
      if (!auth.user || submission?.requestId !== requestId || submission.status !== 'pending') return;
      const result = await dispatch(
        gameApi.endpoints.join.initiate(
          {
            accountId: auth.user.id,
            roundId: submission.roundId,
            requestId,
            bets: betsOf(stakesOf(submission.chips)),
          },
          { fixedCacheKey: 'game-join' },
        ),
      );
      if (result.data) {
        dispatch(submissionConfirmed({ requestId }));
        return;
      }
      const reason = definiteFailureOf(result.error);
      if (reason)
        dispatch(submissionFailed({ requestId, reason, late: settledAfterItsRound(getState(), submission) }));
      else logger.warn('Bet submission got no definite answer; it stays pending and will be checked.');
    });
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
 * What became of a pending submission (after a reload or an answer that never came)? First the betting
 * data (above); then join status: accepted → confirmed; unknown and its round still open → sent again
 * with the same id (the server cannot take it twice); unknown and the round closed → failed. No
 * definite answer (or none at all, from the calls let out for it) → still pending while its round is on
 * the table, `unresolved` once it is over.
 */
export function resolvePendingSubmission(): GameThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { game, auth } = getState();
    const submission = game.submission;
    if (!auth.user || submission?.status !== 'pending') return;
    const { requestId } = submission;
    const known = outcomeFromBetting(selectBetting(getState()), submission);
    if (known === 'taken') {
      dispatch(submissionConfirmed({ requestId }));
      return;
    }
    if (known === 'notTaken') {
      // The betting data of its own round says so: that round is on the table, the usual line shows.
      dispatch(submissionFailed({ requestId, reason: 'bettingClosed' }));
      return;
    }
    // Two calls for it wait and neither answers: once its round is over, say so rather than lock the table.
    const roundNow = selectRound(getState());
    if (roundNow && roundNow.id > submission.roundId && callsFor(requestId, Date.now()) === 'stuck') {
      dispatch(submissionUnresolved({ requestId }));
      return;
    }
    let resend = false;
    await exclusively(requestId, async () => {
      const result = await dispatch(
        gameApi.endpoints.joinStatus.initiate(
          { accountId: auth.user?.id ?? 0, requestId },
          { fixedCacheKey: 'game-join-status' },
        ),
      );
      if (result.data) {
        dispatch(submissionConfirmed({ requestId, late: settledAfterItsRound(getState(), submission) }));
        return;
      }
      const round = selectRound(getState());
      if (serverReasonOf(result.error) !== 'UNKNOWN_REQUEST') {
        // No definite answer (no network, a 5xx, a server without join status …): ask again while its
        // round is on the table; once a later round is, say so rather than lock the table for good.
        if (round && round.id > submission.roundId) dispatch(submissionUnresolved({ requestId }));
        return;
      }
      // Without betting data yet, resending is still safe: the server refuses a closed round itself.
      const stillOpen = !round || (round.id === submission.roundId && round.phase === 'BETTING');
      if (stillOpen) resend = true;
      else
        dispatch(
          submissionFailed({
            requestId,
            reason: 'bettingClosed',
            late: settledAfterItsRound(getState(), submission),
          }),
        );
    });
    if (resend) await dispatch(sendSubmission(requestId));
  };
}
