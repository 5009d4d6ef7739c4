import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectSettlingRound } from '@/features/game/gameSelectors';
import { useHeldThroughReveal } from '@/features/game/useHeldThroughReveal';
import { useRoundOpenedInResult } from '@/features/game/TableOpening';
import { useMoney } from '@/features/game/useMoney';
import { signedMoney } from '@/lib/format/money';
import { formatElapsed, useNow } from '@/lib/schedule/useNow';
import { selectSessionTally } from '@/session/play/playSlice';
import { selectPlayClockOffset } from '@/session/play/playClock';
import './SessionStats.css';

/**
 * Always on the table (docs/responsible-play.md): the time since this sign-in, ticking, and the net of
 * the rounds settled since then (the server's settlements: payouts minus stakes), which takes in a
 * round once the bowl has told its outcome (useHeldThroughReveal), as the balance does. One short
 * line, so it fits a 360 px phone; only this line re-renders each second.
 */
export const SessionStats = memo(function SessionStats() {
  const { t } = useTranslation();
  const money = useMoney();
  const tally = useAppSelector(selectSessionTally);
  const settlingRound = useAppSelector(selectSettlingRound);
  const { shown: net } = useHeldThroughReveal(
    tally ? tally.paid - tally.staked : null,
    settlingRound,
    useRoundOpenedInResult(),
  );
  // On the play clock, as the session's start is once the first answer has come.
  const now = useNow(1000) + useAppSelector(selectPlayClockOffset);
  if (!tally || net === null) return null;
  const netText = signedMoney(net, money);
  return (
    <p className="session-stats" data-testid="session-stats">
      <span>
        {t('play.hud.time')}{' '}
        <span className="session-stats__value">{formatElapsed(now - tally.startedAt)}</span>
      </span>
      <span>
        {t('play.hud.net')} {/* The sign carries the meaning: no colour on the table's dark felt. */}
        <span className="session-stats__value">{netText}</span>
      </span>
    </p>
  );
});
