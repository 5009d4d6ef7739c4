import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { chipFace } from '@/features/game/chips';
import { selectBetting, selectChips, selectSelectedChip } from '@/features/game/gameSelectors';
import { chipSelected } from '@/features/game/gameSlice';
import { useMoney } from '@/features/game/useMoney';

/** Chip denominations of the account's currency; the selected one is raised, ringed and pressed. */
export const ChipTray = memo(function ChipTray() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const money = useMoney();
  const chips = useAppSelector(selectChips);
  const selected = useAppSelector(selectSelectedChip);
  const currency = useAppSelector((state) => selectBetting(state)?.account.currency ?? '');
  const scale = useAppSelector((state) => selectBetting(state)?.account.scale ?? 0);
  return (
    <div className="chips" role="group" aria-label={t('game.chips')}>
      {chips.map((chip, index) => {
        const face = chipFace(chip, currency, scale);
        return (
          <button
            key={chip}
            type="button"
            className={`chip chip--${index}`}
            aria-pressed={chip === selected}
            aria-label={chipName(face, money(chip))}
            onClick={() => dispatch(chipSelected(chip))}
          >
            {face}
          </button>
        );
      })}
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
