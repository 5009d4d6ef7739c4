import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { PAGE_LIMIT } from '@/api/schemas';
import { Pager } from '@/components/Pager';
import { usePageParam } from '@/components/pageParam';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { formatNumber } from '@/lib/format/money';
import { ROUTES } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { AccountsTable } from '@/features/subAccounts/AccountsTable';
import { useSubAccountListQuery } from '@/features/subAccounts/subAccountsApi';
import { SCREEN_QUERY } from '@/api/screenQuery';

/** docs/screens.md "Sub-accounts": the accounts right below the signed-in agent (sub-account list). */
export default function SubAccountsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, isFetching, refetch } = useSubAccountListQuery(
    user ? { parentId: user.id, pageSize: page, limit: PAGE_LIMIT } : skipToken,
    SCREEN_QUERY,
  );
  return (
    <Screen title={t('subAccounts.title')}>
      <div className="actions screen__actions">
        <Link className="button" to={ROUTES.newSubAccount}>
          {t('subAccounts.create')}
        </Link>
        <Link className="button button--quiet" to={ROUTES.winReport}>
          {t('nav.winReport')}
        </Link>
        <Link className="button button--quiet" to={ROUTES.allAccounts}>
          {t('nav.allAccounts')}
        </Link>
      </div>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {data && !error && (
        <section className="card" aria-labelledby="sub-accounts-list" aria-busy={isFetching}>
          <h2 id="sub-accounts-list">{t('subAccounts.direct', { total: formatNumber(data.total) })}</h2>
          {data.items.length === 0 ? (
            <p>{t('subAccounts.none')}</p>
          ) : (
            <AccountsTable accounts={data.items} caption={t('subAccounts.title')} />
          )}
          <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} loading={isFetching} />
        </section>
      )}
    </Screen>
  );
}
