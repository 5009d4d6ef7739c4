import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { ownAccountRequest, useGetAccountQuery } from '@/api/accountEndpoints';
import { AccountFacts } from '@/components/AccountFacts';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { ROUTES } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { SCREEN_QUERY } from '@/api/screenQuery';

/** docs/screens.md "Member screens", My account: the signed-in member's own account (get account by id). */
export default function AccountPage() {
  const { t } = useTranslation();
  const request = ownAccountRequest(useAppSelector(selectSessionUser));
  const { data, error, isLoading, isFetching, refetch } = useGetAccountQuery(
    request ?? skipToken,
    SCREEN_QUERY,
  );

  return (
    <Screen title={t('account.title')}>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {data && !error && (
        <section className="card" aria-labelledby="account-details" aria-busy={isFetching}>
          <h2 id="account-details">{t('account.details')}</h2>
          <AccountFacts account={data} />
          <div className="actions">
            <Link className="button" to={ROUTES.deposit}>
              {t('nav.deposit')}
            </Link>
            <Link className="button" to={ROUTES.withdrawal}>
              {t('nav.withdrawal')}
            </Link>
            <Link className="button button--quiet" to={ROUTES.myBets}>
              {t('nav.myBets')}
            </Link>
          </div>
        </section>
      )}
    </Screen>
  );
}
