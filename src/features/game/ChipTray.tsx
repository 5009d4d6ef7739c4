import { Fragment, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { chipFace } from '@/features/game/chips';
import {
  selectChips,
  selectCoveredChipCount,
  selectCurrency,
  selectScale,
  selectSelectedChip,
  selectSettlingRound,
  selectTableLimits,
} from '@/features/game/gameSelectors';
import { chipSelected } from '@/features/game/gameSlice';
import { useHeldThroughReveal } from '@/features/game/useHeldThroughReveal';
import { useRoundOpenedInResult } from '@/features/game/TableOpening';
import { useMoney } from '@/features/game/useMoney';

interface ChipProps {
  chip: number;
  index: number;
  face: string;
  name: string;
  pressed: boolean;
  /** The balance covers it (as the tray shows it through a reveal). */
  covered: boolean;
}

/** Between the table's limits in `table.limits`, in both languages. */
const LIMITS_SEPARATOR = ' · ';

/**
 * One chip. Uncovered by the balance, it is aria-disabled (it keeps the focus and says it is
 * unavailable) and a press does nothing.
 */
const TrayChip = memo(function TrayChip({ chip, index, face, name, pressed, covered }: ChipProps) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={`chip chip--${index}`}
      aria-pressed={pressed}
      aria-disabled={!covered}
      aria-label={name}
      onClick={() => {
        if (covered) dispatch(chipSelected(chip));
      }}
    >
      {face}
    </button>
  );
});

/**
 * Chip denominations of the account's currency; the selected one is raised, ringed and pressed. The
 * table's limits are written under them. The tray follows how many chips the balance covers, so a chip
 * put on the board re-renders it only when a chip becomes (un)affordable; a win makes chips affordable
 * once the bowl has told the outcome, with the balance.
 */
export const ChipTray = memo(function ChipTray() {
  const { t } = useTranslation();
  const money = useMoney();
  const chips = useAppSelector(selectChips);
  const selected = useAppSelector(selectSelectedChip);
  const { shown: covered } = useHeldThroughReveal(
    useAppSelector(selectCoveredChipCount),
    useAppSelector(selectSettlingRound),
    useRoundOpenedInResult(),
  );
  const limits = useAppSelector(selectTableLimits, shallowEqual);
  const currency = useAppSelector(selectCurrency);
  const scale = useAppSelector(selectScale);
  const limitsText = useMemo(
    () =>
      limits
        ? t('table.limits', {
            min: money(limits.min),
            maxSymbol: money(limits.maxSymbol),
            maxRound: money(limits.maxRound),
          })
        : '',
    [t, money, limits],
  );
  return (
    <div className="tray" data-testid="chip-tray">
      <div className="chips" role="group" aria-label={t('game.chips')}>
        {chips.map((chip, index) => {
          const face = chipFace(chip, currency, scale);
          return (
            <TrayChip
              key={chip}
              chip={chip}
              index={index}
              face={face}
              name={chipName(face, money(chip))}
              pressed={chip === selected}
              covered={index < covered}
            />
          );
        })}
      </div>
      {limitsText && (
        <p className="tray__limits" data-testid="limits">
          {/* Each limit kept whole on a line where it fits: the line breaks between them (at " · "). */}
          {limitsText.split(LIMITS_SEPARATOR).map((limit, index) => (
            <Fragment key={limit}>
              {index > 0 && LIMITS_SEPARATOR}
              <span className="tray__limit">{limit}</span>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
});

/**
 * A chip's accessible name holds the text printed on it (WCAG 2.5.3 Label in Name), so "click ៛1K" works
 * by voice: the full amount alone where it starts with the face ("$5.00" for "$5"), else the face then
 * the amount ("៛1K (៛1,000)", "₫20K (₫20,000)").
 */
function chipName(face: string, amount: string): string {
  return amount.startsWith(face) ? amount : `${face} (${amount})`;
}
