import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectGameInactive, selectPhase } from '@/features/game/gameSelectors';
import { StaleTableNotice, useTableStale } from '@/features/game/StaleTableNotice';

const PHASE_ICON = { BETTING: '●', CLOSED: '■', RESULT: '★', INACTIVE: '○', OFF: '○', STALE: '⚠' } as const;

/**
 * The HUD's phase: icon and words, never colour alone. A game the server turned off takes no bets,
 * whatever the round's clock says (InactiveGameNotice); with no answer coming, the phase on screen is
 * only the last one known, and the HUD says "No answer" instead. While a round takes bets, a member
 * whose own limits stop betting (`memberOff`: a break, the session's time) reads "Betting off", not
 * "Betting open". Its own component: the wait for each poll's answer renders it, not the HUD and its
 * countdown.
 */
export const HudPhase = memo(function HudPhase({ memberOff = false }: { memberOff?: boolean }) {
  const { t } = useTranslation();
  const roundPhase = useAppSelector(selectPhase);
  const inactive = useAppSelector(selectGameInactive);
  const stale = useTableStale();
  const phase =
    roundPhase &&
    (stale ? 'STALE' : inactive ? 'INACTIVE' : memberOff && roundPhase === 'BETTING' ? 'OFF' : roundPhase);
  return (
    <>
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
      <StaleTableNotice stale={stale} />
    </>
  );
});
