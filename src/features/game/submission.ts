import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { serverReasonOf } from '@/api/errors';
import { logger } from '@/lib/logger';
import { gameApi } from '@/features/game/gameApi';
import type { JoinAnswer } from '@/features/game/gameSchemas';
import { selectBettingAnswersStopped, selectRound, type GameRoot } from '@/features/game/gameSelectors';
import {
  attemptEnded,
  attemptStarted,
  joinUnanswered,
  submissionConfirmed,
  submissionConflicted,
  submissionFailed,
  submissionUnresolved,
  type FailureReason,
  type Submission,
} from '@/features/game/gameSlice';
import { bettingLeft, LAST_CHANCE_MS, nextStep, nowOf } from '@/features/game/nextStep';
import { betsOf, stakesOf } from '@/features/game/stakes';

/** The store's bet keeper (a per-store service, `extra.keeper`): how to drop the call under way. */
export interface BetKeeper {
  underWay: { id: string; drop: () => void } | null;
}
export const createBetKeeper = (): BetKeeper => ({ underWay: null });

type GameExtra = { keeper: BetKeeper };
export type GameDispatch = ThunkDispatch<GameRoot, GameExtra, UnknownAction>;
export type GameThunk<R> = (dispatch: GameDispatch, getState: () => GameRoot, extra: GameExtra) => R;

/** Server reasons that say for sure the bets were not taken, and how we explain them (others: 'refused'). */
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
};

/**
 * The server already took bets under this request id, with another body: not a refusal. Only join
 * status can say what it holds, so the submission stays pending and is checked (docs/game.md).
 */
const TAKEN_ELSEWHERE = 'IDEMPOTENCY_CONFLICT';

/**
 * A refusal (a 4xx other than 401, 408, 429 or a conflict) says this join was not taken; whether
 * the submission was is `sendSubmission`'s to say (`again`). Anything else (no answer, a 5xx, a 401 whose
 * refresh could not reach the server, an unreadable answer) leaves the submission pending: only join
 * status can tell.
 */
function definiteFailureOf(error: Parameters<typeof serverReasonOf>[0]): FailureReason | null {
  const status = error && 'status' in error ? error.status : null;
  if (typeof status !== 'number' || [401, 408, 429].includes(status) || status >= 500) return null;
  const reason = serverReasonOf(error);
  if (reason === TAKEN_ELSEWHERE) return null;
  if (reason === null) return status >= 400 ? 'refused' : null;
  return DEFINITE_REASONS[reason] ?? 'refused';
}

/**
 * An acceptance counts only for what was asked: an answer with another request id or round (a proxy's
 * cache, a server's mix-up) says nothing about this submission, which stays pending and is checked.
 */
const answers = (answer: JoinAnswer | undefined, submission: Submission): answer is JoinAnswer =>
  answer !== undefined && answer.requestId === submission.requestId && answer.roundId === submission.roundId;

/** None is mounted (another screen, or the game screen failed to download), or the tab is hidden. */
export const tableOutOfSight = (state: GameRoot): boolean =>
  !state.game.tablesOpen || document.visibilityState === 'hidden';

/**
 * The usual line ("Bets confirmed: $x") goes with its round. Told out of sight, or with no fresh betting
 * answer showing its round on the table, it might never be read: marked late, the table keeps it.
 */
const toldLate = (state: GameRoot, submission: Submission): boolean =>
  tableOutOfSight(state) ||
  selectRound(state)?.id !== submission.roundId ||
  selectBettingAnswersStopped(state);

/** Drops the call under way: aborted, and out of the mutation cache, where it would read "rejected". */
export function dropCall(dispatch: GameDispatch, keeper: BetKeeper): void {
  const call = keeper.underWay;
  if (!call) return;
  keeper.underWay = null;
  dispatch(attemptEnded({ id: call.id }));
  call.drop();
}

/** Makes the call, replacing any under way. Null when it was dropped before its answer. */
async function callFor<R>(
  [dispatch, getState, { keeper }]: Parameters<GameThunk<unknown>>,
  attempt: Parameters<typeof attemptStarted>[0],
  start: () => PromiseLike<R> & { abort: () => void; reset: () => void },
): Promise<R | null> {
  dropCall(dispatch, keeper);
  const { id } = dispatch(attemptStarted(attempt)).payload;
  const call = start();
  keeper.underWay = { id, drop: () => (call.abort(), call.reset()) };
  const result = await call;
  if (getState().game.attempt?.id !== id) return null;
  keeper.underWay = null;
  dispatch(attemptEnded({ id }));
  return result;
}

/**
 * Sends the pending submission's join call (same request id, same body, every time). `again`: not
 * Confirm's own join but one sent again, after a join with no definite answer that the server may
 * have taken, or may yet take if it is still on its way (join status saying it does not know the id
 * speaks only for the moment it was asked). A refusal of it is then no definite answer either: a
 * gateway's 4xx, or a server that checks its limits before it looks the request id up, could refuse
 * bets it holds, and the chips back in the draft would be charged twice by a second Confirm. It goes
 * again after its back-off; the betting data, or join status once betting has closed, settles it.
 */
export function sendSubmission(requestId: string, { again } = { again: false }): GameThunk<Promise<void>> {
  return async (...thunk) => {
    const [dispatch, getState] = thunk;
    const { game, auth } = getState();
    const submission = game.submission;
    if (!auth.user || submission?.requestId !== requestId || submission.status !== 'pending') return;
    const bets = betsOf(stakesOf(submission.chips));
    const body = { accountId: auth.user.id, roundId: submission.roundId, requestId, bets };
    const lastChance = (bettingLeft(getState(), submission, Date.now()) ?? 0) > LAST_CHANCE_MS;
    const result = await callFor(thunk, { requestId, kind: 'join', lastChance }, () =>
      dispatch(gameApi.endpoints.join.initiate(body, { fixedCacheKey: 'game-join' })),
    );
    if (!result) return;
    const late = toldLate(getState(), submission);
    const reason = definiteFailureOf(result.error);
    if (answers(result.data, submission))
      dispatch(submissionConfirmed({ requestId, late, bets: result.data.bets }));
    else if (reason && !again) dispatch(submissionFailed({ requestId, reason, late }));
    else if (serverReasonOf(result.error) === TAKEN_ELSEWHERE) {
      logger.warn('Bet submission: its request id already holds other bets; join status will say which.');
      dispatch(submissionConflicted({ requestId }));
      // Asked at once: the betting data would show the request id taken, but not which bets.
      await dispatch(askStatus(requestId, true, { resend: false }));
    } else {
      if (result.data)
        logger.warn('Bet submission answered for another bet; it stays pending and will be checked.');
      else if (reason)
        logger.warn('Bet submission sent again was refused; it stays pending and will be checked.');
      else logger.warn('Bet submission got no definite answer; it stays pending and will be checked.');
      dispatch(joinUnanswered({ requestId }));
    }
  };
}

/**
 * Join status. "Unknown" means never placed only if asked once betting had closed: said while it was
 * open and read after, the join is sent again at once (one on its way then may have landed after it),
 * unless `resend` is false (right after a conflict: the keeper's next check sends it, at its pace). A
 * conflicted submission is never "not placed": the server said it holds bets under its id.
 */
function askStatus(
  requestId: string,
  askedWhileOpen: boolean,
  { resend } = { resend: true },
): GameThunk<Promise<void>> {
  return async (...thunk) => {
    const [dispatch, getState] = thunk;
    const { game, auth } = getState();
    const submission = game.submission;
    if (!auth.user || submission?.requestId !== requestId) return;
    const query = { accountId: auth.user.id, requestId };
    const result = await callFor(thunk, { requestId, kind: 'joinStatus', lastChance: false }, () =>
      dispatch(gameApi.endpoints.joinStatus.initiate(query, { fixedCacheKey: 'game-join-status' })),
    );
    if (!result) return;
    const late = toldLate(getState(), submission);
    const round = selectRound(getState());
    if (answers(result.data, submission))
      dispatch(submissionConfirmed({ requestId, late, bets: result.data.bets }));
    else if (result.data || serverReasonOf(result.error) !== 'UNKNOWN_REQUEST') {
      if (round && round.id > submission.roundId) dispatch(submissionUnresolved({ requestId }));
    } else if (!askedWhileOpen && submission.conflicted) dispatch(submissionUnresolved({ requestId }));
    else if (!askedWhileOpen) dispatch(submissionFailed({ requestId, reason: 'bettingClosed', late }));
    else if (!resend) return;
    else if (!round || (bettingLeft(getState(), submission, Date.now()) ?? 0) > 0)
      await dispatch(sendSubmission(requestId, { again: true }));
    else await dispatch(resolvePendingSubmission());
  };
}

/** One check of the pending submission: does what nextStep says (nextStep.ts). */
export function resolvePendingSubmission(): GameThunk<Promise<void>> {
  return async (dispatch, getState, { keeper }) => {
    const state = getState();
    const step = nextStep(state, nowOf());
    const requestId = state.game.submission?.requestId;
    if (step.do === 'nothing' || step.do === 'wait' || requestId === undefined) return;
    if (step.do === 'settle' || step.do === 'giveUp') dropCall(dispatch, keeper);
    const late = tableOutOfSight(state);
    if (step.do === 'settle' && step.taken) dispatch(submissionConfirmed({ requestId, late }));
    else if (step.do === 'settle') dispatch(submissionFailed({ requestId, reason: 'bettingClosed', late }));
    else if (step.do === 'giveUp') dispatch(submissionUnresolved({ requestId }));
    else if (step.do === 'send') await dispatch(sendSubmission(requestId, { again: true }));
    else await dispatch(askStatus(requestId, step.whileOpen));
  };
}
