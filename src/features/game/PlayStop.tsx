import { memo, useEffect, useState } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { useReasonText } from '@/features/game/useReasonText';
import { selectBettingStop } from '@/session/play/playSlice';
import { playNow } from '@/session/play/playClock';
import './SessionStats.css';

/**
 * Why the member cannot bet at all now, on the table (docs/responsible-play.md): a break (with its
 * end), the session's time limit reached, limits that could not be read, a reality check waiting.
 * Results, My bets and Log out stay in reach.
 */
export const PlayStop = memo(function PlayStop() {
  const store = useAppStore();
  const [now, setNow] = useState(() => playNow(store.getState()));
  const stop = useAppSelector((state) => selectBettingStop(state, now));
  // A break ends and a time limit comes with the clock: asked every second, but rendered again only
  // when the answer changes, not on every tick of a table nothing stops.
  useEffect(() => {
    const timer = setInterval(() => {
      const state = store.getState();
      const next = playNow(state);
      if (selectBettingStop(state, next) !== stop) setNow(next);
    }, 1000);
    return () => clearInterval(timer);
  }, [store, stop]);
  const reasonText = useReasonText();
  if (!stop) return null;
  return (
    <p className="game__play-stop" role="status" data-testid="play-stop">
      {reasonText(stop)}
    </p>
  );
});
