import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { useTakingLong } from '@/lib/schedule/useTakingLong';
import { POLL_MS } from '@/features/game/BettingFeed';
import { selectBettingAnswerAwaited, selectBettingAnswersStopped } from '@/features/game/gameSelectors';

/** One failed poll on a flaky phone connection is not worth a warning; two in a row are. */
export const STALE_NOTICE_AFTER_MS = 2 * POLL_MS;

/**
 * Says so when the table's answers stop coming once it has loaded (a network cut, answers the app
 * cannot read, or a call that waits and waits: no request timeout, spec §9): the round, countdown and
 * balance on screen are then the last ones known, and the member should not take them for live. Bets
 * still go to the server, which refuses a closed round.
 */
export function StaleTableNotice() {
  const { t } = useTranslation();
  const stopped = useAppSelector(selectBettingAnswersStopped);
  const awaited = useAppSelector(selectBettingAnswerAwaited);
  const stale = useTakingLong(stopped || awaited, STALE_NOTICE_AFTER_MS);
  return (
    <p className="game__stale" role="status" data-testid="stale">
      {stale ? t('game.stale') : ''}
    </p>
  );
}
