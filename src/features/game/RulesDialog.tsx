import { forwardRef, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { formatPercent, HOUSE_EDGE, MATCH_ODDS } from '@/features/game/rules';
import { RulesPlayLines } from '@/features/game/RulesPlayLines';
import { useMoney } from '@/features/game/useMoney';
import { TableScroller } from '@/components/TableScroller';

type RulesDialogProps = {
  /** Whether the member has opened the rules yet: until then the dialog is empty. */
  opened: boolean;
  onClose: () => void;
};

/**
 * How a round works, the paytable with each outcome's chance, the house edge and the account's limits.
 * Memoized: it changes only with the language and the limits, never with a phase. Its content is
 * rendered on the first opening, not with the table: it is the longest render of the table's first
 * frame, and most rounds never open it.
 */
export const RulesDialog = memo(
  forwardRef<HTMLDialogElement, RulesDialogProps>(function RulesDialog({ opened, onClose }, ref) {
    return (
      // Escape closes it in the browser: onClose then gives the focus back as Close does.
      <dialog
        ref={ref}
        className="rules"
        aria-labelledby="rules-title"
        onClose={(event) => event.target === event.currentTarget && onClose()}
      >
        {opened && <RulesContent onClose={onClose} />}
      </dialog>
    );
  }),
);

function RulesContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const limits = useAppSelector((state) => selectBetting(state)?.limits);
  return (
    <>
      {/* Focused on opening (GamePage), so the dialog opens at its top, not scrolled down to Close. */}
      <h2 id="rules-title" className="rules__title" tabIndex={-1}>
        {t('game.rules.title')}
      </h2>
      <h3>{t('game.rules.how')}</h3>
      <ol>
        <li>{t('game.rules.step1')}</li>
        <li>{t('game.rules.step2')}</li>
        <li>{t('game.rules.step3')}</li>
      </ol>
      <p>{t('game.rules.fairness')}</p>
      <h3>{t('game.rules.paytable')}</h3>
      {/* Large text on a narrow phone: the paytable scrolls sideways on its own, not the whole dialog
          (a data table is the exception WCAG 1.4.10 makes). */}
      <TableScroller label={t('game.rules.paytable')}>
        <table className="rules__table">
          <thead>
            <tr>
              <th scope="col">{t('game.rules.matches')}</th>
              <th scope="col">{t('game.rules.pays')}</th>
              <th scope="col">{t('game.rules.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {[...MATCH_ODDS].reverse().map(({ matches, ways }) => (
              <tr key={matches}>
                <th scope="row">{matches}</th>
                <td>
                  {matches === 0 ? t('game.rules.lose') : t('game.rules.odds', { odds: `${matches}:1` })}
                </td>
                <td>
                  {ways}/216 ({formatPercent(ways / 216)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <p>{t('game.rules.edge', { edge: formatPercent(HOUSE_EDGE) })}</p>
      <RulesPlayLines />
      {limits && (
        <>
          <h3>{t('game.rules.limits')}</h3>
          <ul>
            <li>{t('game.rules.minStake', { amount: money(limits.minStake) })}</li>
            <li>{t('game.rules.maxSymbol', { amount: money(limits.maxStakePerSymbol) })}</li>
            <li>{t('game.rules.maxRound', { amount: money(limits.maxStakePerRound) })}</li>
          </ul>
        </>
      )}
      <button type="button" className="rules__close" onClick={onClose}>
        {t('game.rules.close')}
      </button>
    </>
  );
}
