import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { useTakingLong } from '@/lib/schedule/useTakingLong';
import { POLL_MS } from '@/features/game/BettingFeed';
import { selectBettingAnswerAwaited, selectBettingAnswersStopped } from '@/features/game/gameSelectors';

/** One failed poll on a flaky phone connection is not worth a warning; two in a row are. */
export const STALE_NOTICE_AFTER_MS = 2 * POLL_MS;

/**
 * Whether the table's answers have stopped coming once it has loaded (a network cut, answers the app
 * cannot read, or a call that waits and waits: no request timeout, spec §9): the round, countdown and
 * balance on screen are then the last ones known, and the member should not take them for live. Bets
 * still go to the server, which refuses a closed round.
 */
export function useTableStale(): boolean {
  const stopped = useAppSelector(selectBettingAnswersStopped);
  const awaited = useAppSelector(selectBettingAnswerAwaited);
  return useTakingLong(stopped || awaited, STALE_NOTICE_AFTER_MS);
}

/**
 * What a stale table means, said to screen readers. On screen the HUD's phase says "No answer"
 * (HudPhase) instead: a line of its own would move the bowl, the board and Confirm.
 */
export function StaleTableNotice({ stale }: { stale: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="status" data-testid="stale">
      {stale ? t('game.stale') : ''}
    </p>
  );
}
