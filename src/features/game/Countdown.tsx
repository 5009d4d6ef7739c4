import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectClockOffset, selectPhase, selectPhaseEnd } from '@/features/game/gameSelectors';
import { secondsLeft } from '@/features/game/roundClock';

const TICK_MS = 250;
/** The last seconds of betting: the ring turns red and pulses, and screen readers are told once. */
export const LAST_SECONDS = 5;

const shownSeconds = (phaseEnd: number | null, offset: number) =>
  phaseEnd === null ? null : secondsLeft(phaseEnd, Date.now(), offset);

/**
 * Seconds left in the phase, from the server's clock (device clock error removed), inside a ring that
 * empties as the phase runs out. It ticks on its own between polls and re-renders only itself, and only
 * when the shown second changes. In the last 5 seconds of betting the ring turns red and pulses, and a
 * polite status line says so once (not every second); not while the game is `inactive` for the
 * account, whose betting is off whatever the round's clock says.
 */
export function Countdown({ inactive = false }: { inactive?: boolean }) {
  const { t } = useTranslation();
  const phaseEnd = useAppSelector(selectPhaseEnd);
  const betting = useAppSelector(selectPhase) === 'BETTING' && !inactive;
  // Rounded to the tick: every poll measures a slightly different offset (network jitter), and a
  // countdown of whole seconds has no use for the difference — only for the re-render it would cost.
  const offset = useAppSelector((state) => Math.round(selectClockOffset(state) / TICK_MS) * TICK_MS);
  const [counted, setCounted] = useState(() => ({
    phaseEnd,
    offset,
    seconds: shownSeconds(phaseEnd, offset),
  }));
  // A new phase is counted from its own end in the render that brings it: the last phase's seconds
  // would show for a frame, and word the new phase's warning ("Last second" with 5 left).
  const current = counted.phaseEnd === phaseEnd && counted.offset === offset;
  const seconds = current ? counted.seconds : shownSeconds(phaseEnd, offset);
  if (!current) setCounted({ phaseEnd, offset, seconds });
  const shown = useRef(counted);
  // What the render set is what a tick compares with: a new phase's first tick then costs no render.
  useEffect(() => {
    shown.current = counted;
  }, [counted]);
  useEffect(() => {
    // Only a new second is set: a tick that would show the same number costs no render at all.
    const tick = () => {
      const next = shownSeconds(phaseEnd, offset);
      const last = shown.current;
      if (last.seconds === next && last.phaseEnd === phaseEnd && last.offset === offset) return;
      shown.current = { phaseEnd, offset, seconds: next };
      setCounted(shown.current);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [phaseEnd, offset]);
  // The ring's full length is the phase's length as first seen (a table opened mid-phase starts full).
  const [span, setSpan] = useState({ end: phaseEnd, total: seconds });
  if (span.end !== phaseEnd || (span.total === null && seconds !== null)) {
    setSpan({ end: phaseEnd, total: seconds });
  }
  const urgent = betting && seconds !== null && seconds > 0 && seconds <= LAST_SECONDS;
  // Worded once per phase, when the last seconds start: a live region that changed every second
  // would talk over everything else.
  const [warning, setWarning] = useState({ end: phaseEnd, text: '' });
  if (warning.end !== phaseEnd) setWarning({ end: phaseEnd, text: '' });
  else if (urgent && warning.text === '') {
    setWarning({ end: phaseEnd, text: t('table.lastSeconds', { count: seconds }) });
  }
  if (phaseEnd === null || seconds === null) return null;
  const total = Math.max(span.total ?? seconds, seconds, 1);
  const left = Math.round((seconds / total) * 100);
  return (
    <span className={urgent ? 'countdown countdown--urgent' : 'countdown'} data-testid="countdown">
      <span className="hud__countdown" role="timer" aria-label={t('game.countdown', { seconds })}>
        <svg className="countdown__ring" viewBox="0 0 40 40" aria-hidden="true">
          <circle className="countdown__track" cx="20" cy="20" r="17" pathLength={100} />
          <circle
            className="countdown__left"
            cx="20"
            cy="20"
            r="17"
            pathLength={100}
            strokeDasharray={`${left} 100`}
          />
        </svg>
        <span className="countdown__number" aria-hidden="true">
          {seconds}
        </span>
      </span>
      <span className="visually-hidden" role="status">
        {urgent ? warning.text : ''}
      </span>
    </span>
  );
}
