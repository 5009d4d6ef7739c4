import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Die } from '@/features/game/Die';
import { selectBetting, selectDiceKey } from '@/features/game/gameSelectors';
import { SettlementSummary } from '@/features/game/SettlementSummary';
import { FairnessLine } from '@/features/game/FairnessLine';
import { isGameSymbol, type GameSymbol } from '@/api/symbols';
import { useSymbolNames } from '@/features/game/useSymbolNames';

const COVERED = [null, null, null] as const;

/**
 * The bowl: covered dice while betting, a shake (about two seconds, CSS) when betting closes, the
 * three dice revealed one after another with the result, then the member's stake, payout and net.
 */
export const DiceStage = memo(function DiceStage() {
  const { t } = useTranslation();
  const names = useSymbolNames();
  const phase = useAppSelector((state) => selectBetting(state)?.round.phase ?? null);
  const roundId = useAppSelector((state) => selectBetting(state)?.round.id ?? null);
  const key = useAppSelector(selectDiceKey);
  const revealed = phase === 'RESULT' && key !== '';
  const dice: readonly (GameSymbol | null)[] = useMemo(
    () => (revealed ? key.split(',').filter(isGameSymbol) : COVERED),
    [revealed, key],
  );
  const text = useMemo(() => ({ label: t('game.dice.label'), hidden: t('game.dice.hidden') }), [t]);
  const caption = useMemo(
    () =>
      revealed
        ? t('game.dice.revealed', { dice: dice.map((face) => (face ? names[face] : '')).join(', ') })
        : phase === 'CLOSED'
          ? t('game.dice.shaking')
          : t('game.dice.waiting'),
    [t, names, revealed, dice, phase],
  );
  return (
    <section className="stage" aria-label={text.label}>
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
      <p className="stage__caption">{caption}</p>
      <FairnessLine />
      <SettlementSummary />
    </section>
  );
});
