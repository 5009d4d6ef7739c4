import { useTranslation } from 'react-i18next';
import { Net } from '@/components/Net';
import { TableScroller } from '@/components/TableScroller';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { Dice } from '@/features/reports/Dice';
import type { RoundReport } from '@/features/reports/reportSchemas';

interface RoundItemProps {
  round: RoundReport;
  /** Opens the round's details and proof (docs/fairness.md). */
  onDetails: (round: RoundReport) => void;
  currency: string;
  scale: number;
}

/** One settled round of My bets: when, the dice, each bet with its payout, and the net. */
export function RoundItem({ round, currency, scale, onDetails }: RoundItemProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, scale);
  const headingId = `round-${round.roundId}`;
  const caption = t('reports.betsCaption', { id: round.roundId });
  return (
    <article className="card round" aria-labelledby={headingId}>
      <h2 id={headingId} className="round__title">
        {t('reports.round', { id: round.roundId })}
        <span className="round__time">{formatDateTime(round.settledAt)}</span>
      </h2>
      <Dice dice={round.dice} />
      <button
        type="button"
        className="round__details"
        aria-label={t('fairness.detailsOf', { id: round.roundId })}
        onClick={() => onDetails(round)}
      >
        {t('fairness.details')}
      </button>
      <TableScroller label={caption}>
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.symbol')}</th>
              <th scope="col" className="num">
                {t('reports.stake')}
              </th>
              <th scope="col" className="num">
                {t('reports.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {round.bets.map((bet) => (
              <tr key={bet.symbol}>
                <td>{t(`symbols.${bet.symbol}`, { defaultValue: bet.symbol })}</td>
                <td className="num">{money(bet.stake)}</td>
                <td className="num">{money(bet.payout)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('reports.total')}</th>
              <td className="num">{money(round.totalStake)}</td>
              <td className="num">{money(round.totalPayout)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroller>
      <p className="round__net">
        {t('reports.netLabel')} <Net minor={round.net} currency={currency} scale={scale} />
      </p>
    </article>
  );
}
