import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { ownAccountRequest, useGetAccountQuery } from '@/api/accountEndpoints';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { currencySymbol, formatMoney } from '@/lib/format/money';
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
          <dl className="facts">
            <dt>{t('account.loginId')}</dt>
            <dd>{data.loginId}</dd>
            <dt>{t('account.level')}</dt>
            <dd>{t(`levels.${data.levelName}`, { defaultValue: data.levelName })}</dd>
            <dt>{t('account.currency')}</dt>
            <dd>
              {data.currency} ({currencySymbol(data.currency)})
            </dd>
            <dt>{t('account.balance')}</dt>
            <dd data-testid="account-balance">{formatMoney(data.balance, data.currency, data.scale)}</dd>
            <dt>{t('account.status')}</dt>
            <dd>{t(`accountStatus.${data.status}`, { defaultValue: data.status })}</dd>
          </dl>
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
