import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { BalanceDisplay } from '@/features/game/BalanceDisplay';
import { Countdown } from '@/features/game/Countdown';
import { HudPhase } from '@/features/game/HudPhase';
import { selectCurrentRoundId, selectGameInactive } from '@/features/game/gameSelectors';
import { useBettingOffForMember } from '@/features/game/useBettingStop';

/** Round id, phase (HudPhase), countdown, balance and the rules button. */
export const RoundHud = memo(function RoundHud({
  onOpenRules,
}: {
  onOpenRules: (event: { currentTarget: HTMLElement }) => void;
}) {
  const { t } = useTranslation();
  const roundId = useAppSelector(selectCurrentRoundId);
  // A game the server turned off has no last seconds to bet (InactiveGameNotice), nor has a member
  // on a break or past the session's time (PlayStop).
  const inactive = useAppSelector(selectGameInactive);
  const memberOff = useBettingOffForMember();
  const roundText = useMemo(() => (roundId === null ? '' : t('game.round', { id: roundId })), [t, roundId]);
  const rulesText = useMemo(() => t('game.rules.open'), [t]);
  // The page keeps the keyboard's focus below the sticky HUD (GamePage.css, html.with-hud).
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('with-hud');
    return () => root.classList.remove('with-hud');
  }, []);
  return (
    <div className="hud" data-testid="hud">
      <p className="hud__round" data-testid="round">
        {roundText}
      </p>
      <HudPhase memberOff={memberOff} />
      <Countdown inactive={inactive || memberOff} />
      <BalanceDisplay />
      <button type="button" className="hud__rules" onClick={onOpenRules}>
        {rulesText}
      </button>
    </div>
  );
});
