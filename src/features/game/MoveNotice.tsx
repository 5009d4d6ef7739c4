import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { ShownShort } from '@/components/ShownShort';
import { selectRound } from '@/features/game/gameSelectors';
import { useMoney } from '@/features/game/useMoney';
import { useReasonText } from '@/features/game/useReasonText';
import { bettingGoesOn, noticeAsks, type Notice } from '@/features/game/useMoveNotice';

/** The reason shown on one line where its words are longer (useReasonText), said whole. */
function Reason({ said, shown }: { said: string; shown: string }) {
  return shown === said ? said : <ShownShort shown={shown} said={said} />;
}

/**
 * The notice line. A notice belongs to the round it was given in: "Betting is closed for this round"
 * must not still stand when the next round opens, so it is shown only while that round is on the
 * table; "the game is not active" is taken back when the game is active again (useMoveNotice). Each
 * press is a new text node (keyed by `seq`), so the status region announces the same reason again when
 * the member presses again.
 */
export const MoveNotice = memo(function MoveNotice({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const money = useMoney();
  const roundId = useAppSelector((state) => selectRound(state)?.id ?? null);
  const shown = notice !== null && notice.roundId === roundId ? notice : null;
  const asks = shown !== null && noticeAsks(shown.reason);
  return (
    <p
      className="game__notice"
      role="status"
      data-testid="notice"
      data-asks={asks || undefined}
      data-betting-on={(asks && bettingGoesOn(shown.reason)) || undefined}
    >
      {shown && (
        <span key={shown.seq}>
          {shown.reason === 'expired' ? (
            t('game.announce.expired', { amount: money(shown.amount ?? 0) })
          ) : shown.reason === 'doubleCut' ? (
            // One line on a 360 px phone, where a second would be below the fold.
            <ShownShort shown={t('game.announce.doubleCutShort')} said={t('game.announce.doubleCut')} />
          ) : (
            <Reason said={reasonText(shown.reason)} shown={reasonText(shown.reason, 'short')} />
          )}
        </span>
      )}
    </p>
  );
});
