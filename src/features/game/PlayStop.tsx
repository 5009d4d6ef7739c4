import { memo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useReasonText } from '@/features/game/useReasonText';
import { useNow } from '@/lib/schedule/useNow';
import { selectBettingStop } from '@/session/play/playSlice';
import './SessionStats.css';

/**
 * Why the member cannot bet at all now, on the table (docs/responsible-play.md): a break (with its
 * end), the session's time limit reached, limits that could not be read, a reality check waiting.
 * Results, My bets and Log out stay in reach.
 */
export const PlayStop = memo(function PlayStop() {
  const now = useNow(1000);
  const stop = useAppSelector((state) => selectBettingStop(state, now));
  const reasonText = useReasonText();
  if (!stop) return null;
  return (
    <p className="game__play-stop" role="status" data-testid="play-stop">
      {reasonText(stop)}
    </p>
  );
});
