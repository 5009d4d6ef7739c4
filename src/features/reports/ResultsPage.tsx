import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Pager } from '@/components/Pager';
import { RoundDetails } from '@/components/roundDetails/RoundDetails';
import { usePageParam } from '@/components/pageParam';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { TableScroller } from '@/components/TableScroller';
import { formatDateTime } from '@/lib/format/date';
import { selectSessionUser } from '@/session/authSlice';
import { Dice } from '@/features/reports/Dice';
import { DiceStatsCard } from '@/features/reports/DiceStatsCard';
import { reportRequest, useAllGameResultsQuery } from '@/features/reports/reportsApi';
import { useRoundDetails } from '@/features/reports/useRoundDetails';
import './reports.css';
import { SCREEN_QUERY } from '@/api/screenQuery';

/** docs/screens.md "Results": the last rounds' dice (all game results), with honest statistics. */
export default function ResultsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, isFetching, refetch } = useAllGameResultsQuery(
    reportRequest(user, page),
    SCREEN_QUERY,
  );
  const details = useRoundDetails();

  return (
    <Screen title={t('reports.resultsTitle')}>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {data && !error && (
        <>
          <section className="card" aria-labelledby="results-list" aria-busy={isFetching}>
            <h2 id="results-list">{t('reports.lastResults')}</h2>
            {data.items.length === 0 ? (
              <p>{t('reports.noResults')}</p>
            ) : (
              <TableScroller label={t('reports.resultsTable')}>
                <table className="table">
                  <caption className="visually-hidden">{t('reports.resultsTable')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('reports.roundColumn')}</th>
                      <th scope="col">{t('reports.dice')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((result) => (
                      <tr key={result.roundId}>
                        <td>
                          <span>#{result.roundId}</span>
                          <br />
                          <span className="round__time">{formatDateTime(result.settledAt)}</span>
                          <br />
                          <button
                            type="button"
                            className="round__details"
                            aria-label={t('fairness.detailsOf', { id: result.roundId })}
                            onClick={() => details.open(result)}
                          >
                            {t('fairness.details')}
                          </button>
                        </td>
                        <td>
                          <Dice dice={result.dice} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
            )}
            <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} loading={isFetching} />
          </section>
          <DiceStatsCard rounds={data.items} />
        </>
      )}
      <RoundDetails round={details.round} onClose={details.close} />
    </Screen>
  );
}
