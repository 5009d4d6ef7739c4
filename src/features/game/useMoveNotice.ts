import { useCallback, useRef, useState } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { selectGameInactive, selectRound } from '@/features/game/gameSelectors';
import type { MoveReason } from '@/features/game/betting';

/** A refused move's reason; or a draft dropped at the close (`expired`), or a Double cut short (`doubleCut`). */
export type NoticeReason = MoveReason | 'expired' | 'doubleCut';

/** What the notice line says, with the round it was about and a count to tell one press from the next. */
export interface Notice {
  reason: NoticeReason;
  roundId: number | null;
  seq: number;
  /** The amount it is about, in minor units (a draft dropped at the close). */
  amount?: number;
}

/** A refusal asks for attention (StatusDock sticks); a Double cut short only tells, beside the stacks that show it. */
export const noticeAsks = (reason: NoticeReason): boolean => reason !== 'doubleCut';

/**
 * Whether the member can still confirm a draft after each notice: then it sticks alone, under
 * Confirm, rather than with the submission line over it (GamePage.css). A record, so that a new
 * reason must be placed here.
 */
const BETTING_GOES_ON: Record<NoticeReason, boolean> = {
  emptyDraft: true,
  belowMin: true,
  aboveSymbolMax: true,
  aboveRoundMax: true,
  insufficientBalance: true,
  conflict: true,
  refused: true,
  busy: true,
  nothingToRebet: true,
  rebetOverDraft: true,
  realityCheck: true,
  stakeLimit: true,
  lossLimit: true,
  doubleCut: true,
  bettingClosed: false,
  expired: false,
  gameInactive: false,
  limitsUnreadable: false,
  onBreak: false,
  sessionTimeUp: false,
};

/** Whether the member can still confirm after this notice (it then sticks alone). */
export const bettingGoesOn = (reason: NoticeReason): boolean => BETTING_GOES_ON[reason];

/**
 * The notice line's state: the last refused move (or a Double cut short), or none. `tell(null)` clears
 * it (a move taken).
 * "The game is not active" is taken back when the game is active again, not merely hidden: a game
 * turned off, on and off again must not bring back a refusal nobody pressed for.
 */
export function useMoveNotice(): {
  notice: Notice | null;
  tell: (reason: NoticeReason | null, amount?: number) => void;
} {
  const store = useAppStore();
  const [notice, setNotice] = useState<Notice | null>(null);
  const sequence = useRef(0);
  const tell = useCallback(
    (reason: NoticeReason | null, amount?: number) => {
      sequence.current += 1;
      const roundId = selectRound(store.getState())?.id ?? null;
      const told = reason === null ? null : { reason, roundId, seq: sequence.current, amount };
      if (reason !== 'bettingClosed') setNotice(told);
      // A tap on a closed table says less than a draft dropped at the close, and must not hide it.
      else setNotice((shown) => (shown?.reason === 'expired' && shown.roundId === roundId ? shown : told));
    },
    [store],
  );
  // Adjusted while rendering (React's pattern for state that follows a change), so no frame shows it.
  const inactive = useAppSelector(selectGameInactive);
  const [wasInactive, setWasInactive] = useState(inactive);
  if (inactive !== wasInactive) {
    setWasInactive(inactive);
    if (!inactive && notice?.reason === 'gameInactive') setNotice(null);
  }
  return { notice, tell };
}
