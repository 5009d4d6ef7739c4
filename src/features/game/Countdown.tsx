import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectClockOffset, selectPhaseEnd } from '@/features/game/gameSelectors';
import { secondsLeft } from '@/features/game/roundClock';

const TICK_MS = 250;

const shownSeconds = (phaseEnd: number | null, offset: number) =>
  phaseEnd === null ? null : secondsLeft(phaseEnd, Date.now(), offset);

/**
 * Seconds left in the phase, from the server's clock (device clock error removed). It ticks on its
 * own between polls and re-renders only itself, and only when the shown second changes.
 */
export function Countdown() {
  const { t } = useTranslation();
  const phaseEnd = useAppSelector(selectPhaseEnd);
  // Rounded to the tick: every poll measures a slightly different offset (network jitter), and a
  // countdown of whole seconds has no use for the difference — only for the re-render it would cost.
  const offset = useAppSelector((state) => Math.round(selectClockOffset(state) / TICK_MS) * TICK_MS);
  const [seconds, setSeconds] = useState(() => shownSeconds(phaseEnd, offset));
  const shown = useRef(seconds);
  useEffect(() => {
    const tick = () => {
      const next = shownSeconds(phaseEnd, offset);
      if (next === shown.current) return;
      shown.current = next;
      setSeconds(next);
    };
    tick();
    // Only a new second is set: a tick that would show the same number costs no render at all.
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [phaseEnd, offset]);
  if (phaseEnd === null || seconds === null) return null;
  return (
    <span className="hud__countdown" role="timer" aria-label={t('game.countdown', { seconds })}>
      <span aria-hidden="true">{seconds}</span>
    </span>
  );
}
