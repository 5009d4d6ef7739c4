import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { clockOffsetOf, phaseEndOf, secondsLeft } from '@/features/game/roundClock';

const TICK_MS = 250;

/**
 * Seconds left in the phase, from the server's clock (device clock error removed). It ticks on its
 * own between polls and re-renders only itself, and only when the shown second changes.
 */
export function Countdown() {
  const { t } = useTranslation();
  const phaseEnd = useAppSelector((state) => {
    const round = selectBetting(state)?.round;
    return round ? phaseEndOf(round) : null;
  });
  const offset = useAppSelector((state) => {
    const betting = selectBetting(state);
    return betting ? clockOffsetOf(betting.serverTime, betting.receivedAt) : 0;
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (phaseEnd === null) return null;
  const seconds = secondsLeft(phaseEnd, now, offset);
  return (
    <span className="hud__countdown" role="timer" aria-label={t('game.countdown', { seconds })}>
      <span aria-hidden="true">{seconds}</span>
    </span>
  );
}
