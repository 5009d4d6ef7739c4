import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { BalanceDisplay } from '@/features/game/BalanceDisplay';
import { Countdown } from '@/features/game/Countdown';
import { selectCurrentRoundId, selectGameInactive, selectPhase } from '@/features/game/gameSelectors';

const PHASE_ICON = { BETTING: '●', CLOSED: '■', RESULT: '★', INACTIVE: '○' } as const;

/** Round id, phase (icon + words, never colour alone), countdown, balance and the rules button. */
export const RoundHud = memo(function RoundHud({
  onOpenRules,
}: {
  onOpenRules: (event: { currentTarget: HTMLElement }) => void;
}) {
  const { t } = useTranslation();
  const roundId = useAppSelector(selectCurrentRoundId);
  const roundPhase = useAppSelector(selectPhase);
  // A game the server turned off takes no bets, whatever the round's clock says (InactiveGameNotice).
  const inactive = useAppSelector(selectGameInactive);
  const phase = roundPhase && inactive ? 'INACTIVE' : roundPhase;
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
      {phase && (
        <p className={`hud__phase hud__phase--${phase.toLowerCase()}`} data-testid="phase">
          {/* A no-break space: the icon never ends a line of its own when the phase wraps. */}
          <span aria-hidden="true">
            {PHASE_ICON[phase]}
            {'\u00a0'}
          </span>
          {t(`game.phase.${phase}`)}
        </p>
      )}
      <Countdown inactive={inactive} />
      <BalanceDisplay />
      <button type="button" className="hud__rules" onClick={onOpenRules}>
        {rulesText}
      </button>
    </div>
  );
});
