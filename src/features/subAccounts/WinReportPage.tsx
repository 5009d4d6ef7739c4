import { useId } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PAGE_LIMIT } from '@/api/schemas';
import { Net } from '@/components/Net';
import { Pager } from '@/components/Pager';
import { usePageParam } from '@/components/pageParam';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { TableScroller } from '@/components/TableScroller';
import { formatMoney, formatNumber } from '@/lib/format/money';
import { ROUTES, subAccountPath } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { useWinReportByParentQuery } from '@/features/subAccounts/subAccountsApi';
import { SCREEN_QUERY } from '@/api/screenQuery';

/** docs/screens.md "Win report": each direct sub-account's rounds, stakes, payouts and net. */
export default function WinReportPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const captionId = useId();
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, isFetching, refetch } = useWinReportByParentQuery(
    user ? { parentId: user.id, pageSize: page, limit: PAGE_LIMIT } : skipToken,
    SCREEN_QUERY,
  );
  return (
    <Screen title={t('subAccounts.winTitle')} backTo={ROUTES.subAccounts} backLabel={t('subAccounts.back')}>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {data && !error && (
        <section className="card" aria-label={t('subAccounts.winTitle')} aria-busy={isFetching}>
          {data.items.length === 0 ? (
            <p>{t('subAccounts.none')}</p>
          ) : (
            <>
              {/* Above the scroller, not a caption: a caption is as wide as the table it scrolls with. */}
              <p id={captionId} className="form__hint">
                {t('subAccounts.winCaption')}
              </p>
              <TableScroller label={t('subAccounts.winCaption')}>
                <table className="table" aria-labelledby={captionId}>
                  <thead>
                    <tr>
                      <th scope="col">{t('subAccounts.loginId')}</th>
                      <th scope="col" className="num">
                        {t('reports.rounds')}
                      </th>
                      <th scope="col" className="num">
                        {t('reports.totalStake')}
                      </th>
                      <th scope="col" className="num">
                        {t('reports.totalPayout')}
                      </th>
                      <th scope="col" className="num">
                        {t('reports.net')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((row) => {
                      const money = (minor: number) => formatMoney(minor, row.currency, row.scale);
                      return (
                        <tr key={row.accountId}>
                          <td>
                            <Link to={subAccountPath(row.accountId)}>{row.loginId}</Link>
                          </td>
                          <td className="num">{formatNumber(row.rounds)}</td>
                          <td className="num">{money(row.totalStake)}</td>
                          <td className="num">{money(row.totalPayout)}</td>
                          <td className="num">
                            <Net minor={row.net} currency={row.currency} scale={row.scale} />
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableScroller>
            </>
          )}
          <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} loading={isFetching} />
        </section>
      )}
    </Screen>
  );
}
