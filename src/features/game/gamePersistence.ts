import { initialGameState, type GameState } from '@/features/game/gameSlice';
import { forgetPendingSubmissionOf, readPendingSubmission } from '@/features/game/pendingLedger';
import { persistedGameSchema, type StoredGame } from '@/features/game/persistedGame';
import type { PersistedMember } from '@/session/persistedMember';

/**
 * The game, kept by each tab for itself (sessionStorage): the draft, the chip picked and the latest
 * submission are one tab's. Shared, the last tab to write would hand its copy to every tab's next load,
 * and a draft another tab had already confirmed came back as a draft, ready to be confirmed twice.
 */
export const gamePersistence: PersistedMember<GameState, StoredGame> = {
  member: 'game',
  area: 'tab',
  schema: persistedGameSchema,
  initialState: initialGameState,
  // The bet keeper's calls (under way, unanswered), the mounted tables and the outcomes shown or to be
  // told are this page's only: never stored. The session it is played in is, so that it never restores
  // into another.
  toStored: (
    {
      attempt: _attempt,
      tablesOpen: _tables,
      unanswered: _unanswered,
      missedOutcome: _untold,
      shownOutcome: _shown,
      ...game
    },
    user,
  ) => ({
    ...game,
    sessionId: user?.sessionId ?? null,
  }),
  sessionBound: true,
  /**
   * A game restored without its session belongs to nobody, and one stored in another session (signed
   * out and in again, or another account, while this tab was away) starts empty, but for bets kept from
   * an expired session, and the outcome it staked, which wait for their account (`sessionEndedFor`,
   * `stakedRoundEndedFor`). A pending submission
   * kept under its own key (pendingLedger.ts) comes back into a tab that holds none (a new tab, after
   * the one that sent it was closed); an ended session's are forgotten.
   */
  reconcile(restored, { user, endedSessionId, secret }) {
    if (endedSessionId) forgetPendingSubmissionOf(endedSessionId, secret);
    // Bets being sent when the session expired, and the outcome it staked, wait for their account's
    // next sign-in.
    const waitsFor = (account: number | undefined) => account !== undefined && (!user || user.id === account);
    const { submission, stakedRound, stakedRoundEndedFor } = restored;
    // Restored into its account's new session, the staked round is that session's own (as `signedIn` makes it).
    const staked = user ? { stakedRound } : { stakedRound, stakedRoundEndedFor };
    const untouched: GameState = {
      ...initialGameState,
      ...(waitsFor(submission?.sessionEndedFor) ? { submission } : {}),
      ...(waitsFor(stakedRoundEndedFor) ? staked : {}),
    };
    if (!user) return untouched;
    const { sessionId: playedIn, ...kept }: GameState & { sessionId?: string | null } = restored;
    const game = playedIn === user.sessionId ? kept : untouched;
    // The session's oldest pending submission, if this tab holds none pending: settled here too (its
    // owner, if still open, settles it as well; the same request id is placed at most once). Marked
    // adopted: a refusal leaves its chips to the owner's draft (gameSlice.ts, Submission.adopted).
    const stray = readPendingSubmission(user.sessionId, secret);
    if (stray && game.submission?.requestId !== stray.requestId && game.submission?.status !== 'pending') {
      return { ...game, submission: { ...stray, adopted: true } };
    }
    return game;
  },
};
