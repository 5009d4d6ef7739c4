import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { PAGE_LIMIT } from '@/api/schemas';
import { Pager } from '@/components/Pager';
import { usePageParam } from '@/components/pageParam';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { ROUTES } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { AccountsTable } from '@/features/subAccounts/AccountsTable';
import { useAccountListQuery } from '@/features/subAccounts/subAccountsApi';
import { SCREEN_QUERY } from '@/api/screenQuery';

/** docs/screens.md "All accounts below me": every level under the agent (account list), breadth first. */
export default function AllAccountsPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, isFetching, refetch } = useAccountListQuery(
    user ? { accountId: user.id, pageSize: page, limit: PAGE_LIMIT } : skipToken,
    SCREEN_QUERY,
  );
  return (
    <Screen title={t('subAccounts.allTitle')} backTo={ROUTES.subAccounts} backLabel={t('subAccounts.back')}>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {data && !error && (
        <section className="card" aria-label={t('subAccounts.allTitle')} aria-busy={isFetching}>
          {data.items.length === 0 ? (
            <p>{t('subAccounts.none')}</p>
          ) : (
            <AccountsTable accounts={data.items} caption={t('subAccounts.allCaption')} />
          )}
          <Pager page={page} total={data.total} limit={data.limit} onPage={setPage} loading={isFetching} />
        </section>
      )}
    </Screen>
  );
}
