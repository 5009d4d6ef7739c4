import { useTranslation } from 'react-i18next';
import { TableScroller } from '@/components/TableScroller';
import { formatNumber } from '@/lib/format/money';
import { diceStats, EXPECTED_SHARE, formatShare } from '@/features/reports/diceStats';

/**
 * How often each symbol showed on the rounds listed, next to the rate a fair die gives (1 in 6), and
 * the plain fact that the dice have no memory: a "cold" symbol is not due.
 */
export function DiceStatsCard({ rounds }: { rounds: readonly { dice: readonly string[] }[] }) {
  const { t } = useTranslation();
  const stats = diceStats(rounds);
  if (stats.dice === 0) return null;
  return (
    <section className="card" aria-labelledby="dice-stats">
      <h2 id="dice-stats">{t('reports.statsTitle')}</h2>
      {/* Above the scroller, not a caption: a caption is as wide as the table it scrolls with. */}
      <p id="dice-stats-caption" className="form__hint">
        {t('reports.statsCaption', { count: stats.rounds, dice: stats.dice })}
      </p>
      <TableScroller label={t('reports.statsTable')}>
        <table className="table" aria-labelledby="dice-stats-caption">
          <thead>
            <tr>
              <th scope="col">{t('reports.symbol')}</th>
              <th scope="col" className="num">
                {t('reports.seen')}
              </th>
              <th scope="col" className="num">
                {t('reports.share')}
              </th>
              <th scope="col" className="num">
                {t('reports.expected')}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.frequencies.map((row) => (
              <tr key={row.symbol}>
                <th scope="row">{t(`symbols.${row.symbol}`)}</th>
                <td className="num">{formatNumber(row.count)}</td>
                <td className="num">{formatShare(row.share)}</td>
                <td className="num">
                  {formatShare(EXPECTED_SHARE)} ({stats.expectedCount.toFixed(1)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <p className="note">{t('reports.noMemory', { count: stats.rounds })}</p>
    </section>
  );
}
