import { memo } from 'react';
import { useBettingStop } from '@/features/game/useBettingStop';
import { useReasonText } from '@/features/game/useReasonText';
import './SessionStats.css';

/**
 * Why the member cannot bet at all now, on the table (docs/responsible-play.md): a break (with its
 * end), the session's time limit reached, limits that could not be read, a reality check waiting.
 * Results, My bets and Log out stay in reach.
 */
export const PlayStop = memo(function PlayStop() {
  const stop = useBettingStop();
  const reasonText = useReasonText();
  if (!stop) return null;
  return (
    <p className="game__play-stop" role="status" data-testid="play-stop">
      {reasonText(stop)}
    </p>
  );
});
