import { selectBetting, selectBettingClosesAt, type GameRoot } from '@/features/game/gameSelectors';
import type { Submission } from '@/features/game/gameSlice';

/** How often a pending submission without a definite answer is checked again. */
export const RESOLVE_EVERY_MS = 2000;
/** A call this old without an answer may never get one (the spec sets no request timeout): replaced. */
export const OVERDUE_MS = 5000;
/**
 * The last chance (docs/decisions/0004-last-chance.md): a join sent before the last LAST_CHANCE_MS of
 * betting and still unanswered then, LAST_CHANCE_MIN_WAIT_MS at least, is sent again at once: waiting
 * OVERDUE_MS would send it after betting closed. A younger call is most likely still on its way.
 */
export const LAST_CHANCE_MS = 2500;
export const LAST_CHANCE_MIN_WAIT_MS = 1000;
/**
 * A join that ended without a definite answer while betting is open is sent again after these waits
 * (the last one from then on): at once would hammer a server that is failing; waiting for the next
 * check and asking join status first would cost the seconds the end of betting may not leave.
 */
export const RESEND_AFTER_MS = [500, 1000, 2000, 4000] as const;

/** The moment a step is decided at: the wall clock (a round's close), the monotonic one (a call's age), the tab. */
export const nowOf = () => ({
  wall: Date.now(),
  mono: performance.now(),
  hidden: document.visibilityState === 'hidden',
});
export type Now = ReturnType<typeof nowOf>;

/** What the keeper does next with the pending submission (docs/game.md, "Submission lifecycle"). */
export type Step =
  | { do: 'nothing' }
  /** ms until the call under way reaches its last chance, or an unanswered join its resend; null: until the next check. */
  | { do: 'wait'; until: number | null }
  /** The betting data tells: taken, or its round CLOSED without it. */
  | { do: 'settle'; taken: boolean }
  /** At its last chance the join goes at once, not at the next check. */
  | { do: 'send'; lastChance: boolean }
  | { do: 'ask'; whileOpen: boolean }
  /** Its round is over and join status does not answer: `unresolved`. */
  | { do: 'giveUp' };

/** Milliseconds of betting left on the submission's round (negative once past), or null if not open. */
export function bettingLeft(state: GameRoot, submission: Submission, wall: number): number | null {
  const closesAt = selectBettingClosesAt(state, submission.roundId);
  return closesAt === null ? null : closesAt - wall;
}

/**
 * What the betting data says of the pending submission without a call (a primitive, for the keeper):
 * its round's accepted request ids hold it, or that round is CLOSED without it (a closed round takes
 * nothing). In RESULT it cannot tell: settling takes the round's bets out of `myBets`.
 */
export function selectBettingVerdict(state: GameRoot): 'taken' | 'notTaken' | null {
  const submission = state.game.submission;
  const betting = selectBetting(state);
  if (submission?.status !== 'pending' || betting?.round.id !== submission.roundId) return null;
  if (betting.myBets.roundId !== submission.roundId) return null;
  if (betting.myBets.requestIds.includes(submission.requestId)) return 'taken';
  return betting.round.phase === 'CLOSED' ? 'notTaken' : null;
}

export function nextStep(state: GameRoot, now: Now): Step {
  const submission = state.game.submission;
  if (!state.auth.user || submission?.status !== 'pending') return { do: 'nothing' };
  const left = bettingLeft(state, submission, now.wall);
  // Open by the clock, not only by the data, which is as old as its last answer: a join sent again
  // after betting closed could be refused while the server, still on the first, then takes that one.
  const open = left !== null && left > 0;
  const round = selectBetting(state)?.round;
  // A hidden tab goes on while its round takes bets (one may still get the bet in), then waits to be
  // shown: without betting polls it could ask a join status that never answers for ever.
  if (!round || (now.hidden && !open)) return { do: 'wait', until: null };
  // A conflicted submission's id is taken, but only join status says with which bets.
  const known = submission.conflicted ? null : selectBettingVerdict(state);
  if (known) return { do: 'settle', taken: known === 'taken' };
  const attempt = state.game.attempt;
  const unanswered = state.game.unanswered;
  if (!attempt && open && unanswered?.requestId === submission.requestId) {
    const backOff = RESEND_AFTER_MS[Math.min(unanswered.count, RESEND_AFTER_MS.length) - 1] ?? 0;
    const wait = backOff - (now.mono - unanswered.at);
    // The back-off never runs past the last chance: ended before its window, the join goes as it opens.
    const windowIn = left - LAST_CHANCE_MS;
    const beforeWindow = now.mono - unanswered.at > -windowIn;
    if (unanswered.due || wait <= 0 || (beforeWindow && windowIn <= 0))
      return { do: 'send', lastChance: false };
    return { do: 'wait', until: windowIn > 0 ? Math.min(wait, windowIn) : wait };
  }
  if (attempt?.requestId !== submission.requestId) return { do: 'ask', whileOpen: open };
  const waited = now.mono - attempt.startedAt;
  // Checked as the window opens and LAST_CHANCE_MIN_WAIT_MS later, whenever the join left.
  const ahead = open && attempt.lastChance ? left - LAST_CHANCE_MS : null;
  const lastChance = ahead !== null && ahead <= 0 && waited >= LAST_CHANCE_MIN_WAIT_MS;
  if (!attempt.lostWithConnection && waited < OVERDUE_MS && !lastChance) {
    const until = ahead === null || ahead > 0 ? ahead : ahead + LAST_CHANCE_MIN_WAIT_MS;
    return { do: 'wait', until: until !== null && until > 0 ? until : null };
  }
  // An overdue join, or a join status lost with a connection, is replaced by join status: a join's
  // answer may have been lost after the server took it, and by now join status is final.
  if (round.id > submission.roundId && attempt.kind === 'joinStatus' && !attempt.lostWithConnection)
    return { do: 'giveUp' };
  // Straight to the join while open: the server takes a request id at most once, and asking first
  // would cost a round trip the end of betting may not leave.
  return open ? { do: 'send', lastChance } : { do: 'ask', whileOpen: false };
}
