import { memo, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Die } from '@/features/game/Die';
import { selectBetting, selectDiceKey, selectGameInactive } from '@/features/game/gameSelectors';
import { SettlementSummary } from '@/features/game/SettlementSummary';
import { FairnessLine } from '@/features/game/FairnessLine';
import { isGameSymbol, type GameSymbol } from '@/api/symbols';
import { useRoundOpenedInResult } from '@/features/game/TableOpening';
import { useSymbolNames } from '@/features/game/useSymbolNames';
import { useBettingOffForMember } from '@/features/game/useBettingStop';

const COVERED = [null, null, null] as const;

/**
 * The bowl: covered dice while betting, the dice shaking in it when betting closes (CSS, transform and
 * opacity; a fade under reduced motion), the three dice revealed one after another with the result
 * (`REVEAL_STEP_MS` apart, reveal.ts), then the member's outcome in large type with the stake and
 * payout beneath.
 */
export const DiceStage = memo(function DiceStage() {
  const { t } = useTranslation();
  const names = useSymbolNames();
  const phase = useAppSelector((state) => selectBetting(state)?.round.phase ?? null);
  const roundId = useAppSelector((state) => selectBetting(state)?.round.id ?? null);
  const key = useAppSelector(selectDiceKey);
  const inactive = useAppSelector(selectGameInactive);
  const memberOff = useBettingOffForMember();
  const off = inactive || memberOff;
  const revealed = phase === 'RESULT' && key !== '';
  // A result already under way when the table opened is told at once, as the balance and the net
  // tell it (useHeldThroughReveal): a reveal die by die would come after them.
  const openedInResult = useRoundOpenedInResult();
  const atOnce = revealed && roundId === openedInResult;
  const dice: readonly (GameSymbol | null)[] = useMemo(
    () => (revealed ? key.split(',').filter(isGameSymbol) : COVERED),
    [revealed, key],
  );
  const stage = useRef<HTMLElement>(null);
  useScrollIntoViewAtResult(stage, revealed);
  const text = useMemo(() => ({ label: t('game.dice.label'), hidden: t('game.dice.hidden') }), [t]);
  const caption = useMemo(
    () =>
      revealed
        ? t('game.dice.revealed', { dice: dice.map((face) => (face ? names[face] : '')).join(', ') })
        : phase === 'CLOSED'
          ? t('game.dice.shaking')
          : off
            ? t('game.dice.off')
            : t('game.dice.waiting'),
    [t, names, revealed, dice, phase, off],
  );
  return (
    <section
      ref={stage}
      className={`stage stage--${(phase ?? 'BETTING').toLowerCase()}${atOnce ? ' stage--at-once' : ''}`}
      aria-label={text.label}
      data-testid="stage"
    >
      <div
        // A new bowl per round; within a round the phase class alone starts the shake and the reveal
        // (new animation names on the same elements), so a phase change does not rebuild the bowl.
        key={roundId ?? 'none'}
        className={`stage__bowl stage__bowl--${(phase ?? 'BETTING').toLowerCase()}`}
        data-testid="dice"
        data-dice={phase === 'RESULT' ? key : ''}
      >
        {dice.map((face, index) => (
          <Die key={index} face={face} name={face ? names[face] : text.hidden} index={index} />
        ))}
      </div>
      {/* At the result the outcome takes the caption's place on screen; screen readers keep both. */}
      <p className={revealed ? 'stage__caption visually-hidden' : 'stage__caption'}>{caption}</p>
      <SettlementSummary />
      <FairnessLine />
    </section>
  );
});

/**
 * On a screen too short for the whole table (360×640, large text), a member who scrolled down to Confirm
 * would miss the dice: at the result the bowl scrolls back into view on its own (below the sticky HUD:
 * the page's scroll-padding-top), at once under reduced motion. Nothing moves when it is in view.
 */
function useScrollIntoViewAtResult(stage: RefObject<HTMLElement | null>, revealed: boolean) {
  useEffect(() => {
    if (!revealed) return undefined;
    // After the frame that reveals the dice: measuring in it would force its layout early.
    const timer = setTimeout(() => {
      const element = stage.current;
      if (!element || typeof element.scrollIntoView !== 'function') return;
      const box = element.getBoundingClientRect();
      const hud = element.parentElement?.querySelector('.hud')?.getBoundingClientRect();
      const top = Math.max(0, hud && hud.bottom > 0 && hud.top <= 0 ? hud.bottom : 0);
      if (box.top >= top && box.bottom <= window.innerHeight) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      element.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
    }, 60);
    return () => clearTimeout(timer);
  }, [stage, revealed]);
}
