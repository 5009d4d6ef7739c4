import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Net } from '@/components/Net';
import { Pager } from '@/components/Pager';
import { RoundDetails } from '@/components/roundDetails/RoundDetails';
import { usePageParam } from '@/components/pageParam';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { selectSessionUser } from '@/session/authSlice';
import { RoundItem } from '@/features/reports/RoundItem';
import { FIRST_PAGE, reportRequest, useGameReportQuery } from '@/features/reports/reportsApi';
import { useReportHeader } from '@/features/reports/useReportHeader';
import { useRoundDetails } from '@/features/reports/useRoundDetails';
import './reports.css';
import { SCREEN_QUERY } from '@/api/screenQuery';

/**
 * docs/screens.md "My bets": the totals come from the report with header (v2, pageSize 0 as spec §9
 * says; v1 when the server has no v2), the rounds page through the plain game report (pageSize 1, 2 …).
 */
export default function MyBetsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const [page, setPage] = usePageParam();
  const header = useReportHeader(reportRequest(user, FIRST_PAGE.header));
  const rounds = useGameReportQuery(reportRequest(user, page), SCREEN_QUERY);
  const error = header.error ?? rounds.error;
  const totals = header.data?.header;
  const details = useRoundDetails();

  return (
    <Screen title={t('reports.myBetsTitle')}>
      <QueryStatus
        query={{
          isLoading: header.isLoading || rounds.isLoading,
          isFetching: header.isFetching || rounds.isFetching,
          error,
          refetch: () => {
            void header.refetch();
            void rounds.refetch();
          },
        }}
      />
      {totals && !error && (
        <section className="card" aria-labelledby="my-bets-totals">
          <h2 id="my-bets-totals">{t('reports.totals')}</h2>
          <dl className="totals">
            <div>
              <dt>{t('reports.rounds')}</dt>
              <dd>{formatNumber(totals.rounds)}</dd>
            </div>
            <div>
              <dt>{t('reports.totalStake')}</dt>
              <dd>{formatMoney(totals.totalStake, totals.currency, totals.scale)}</dd>
            </div>
            <div>
              <dt>{t('reports.totalPayout')}</dt>
              <dd>{formatMoney(totals.totalPayout, totals.currency, totals.scale)}</dd>
            </div>
            <div>
              <dt>{t('reports.net')}</dt>
              <dd>
                <Net minor={totals.net} currency={totals.currency} scale={totals.scale} />
              </dd>
            </div>
          </dl>
        </section>
      )}
      {totals && rounds.data && !error && (
        <section aria-labelledby="my-bets-rounds" aria-busy={rounds.isFetching}>
          <h2 id="my-bets-rounds" className="visually-hidden">
            {t('reports.roundsHeading')}
          </h2>
          {rounds.data.items.length === 0 ? (
            <p className="status-line">{t('reports.noBets')}</p>
          ) : (
            <ol className="rounds">
              {rounds.data.items.map((round) => (
                <li key={round.roundId}>
                  <RoundItem
                    round={round}
                    currency={totals.currency}
                    scale={totals.scale}
                    onDetails={details.open}
                  />
                </li>
              ))}
            </ol>
          )}
          <Pager
            page={page}
            total={rounds.data.total}
            limit={rounds.data.limit}
            onPage={setPage}
            loading={rounds.isFetching}
          />
        </section>
      )}
      <RoundDetails round={details.round} onClose={details.close} />
    </Screen>
  );
}
