import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from '@/lib/notify';
import { useAppSelector } from '@/app/hooks';
import { serverReasonOf } from '@/api/errors';
import { useForgetArgsOnceAnswered } from '@/api/useForgetArgs';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { AccountFacts } from '@/components/AccountFacts';
import { ROUTES } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { hasSubAccounts, levelsBelow } from '@/session/levels';
import { useTrackedCreate } from '@/features/subAccounts/createFailure';
import { NewAccountForm } from '@/features/subAccounts/NewAccountForm';
import { UpdateAccountForm } from '@/features/subAccounts/UpdateAccountForm';
import { useCreateAccountMutation, useSubAccountByIdQuery } from '@/features/subAccounts/subAccountsApi';
import { SCREEN_QUERY } from '@/api/screenQuery';

/**
 * Account ids start at 1; 0 or an unsafe number would reach the server only to be refused as bad
 * data, and a leading zero would give one account two addresses.
 */
function idFromPath(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * docs/screens.md "Sub-account": one account below the agent (sub-account by id), its status and
 * password (update), and for an account that has levels below it, a new account under it (create).
 */
export default function SubAccountDetailPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const id = idFromPath(useParams().id);
  const [createBelow, createState] = useCreateAccountMutation();
  useForgetArgsOnceAnswered(createState);
  const trackedCreate = useTrackedCreate();
  const { data, error, isLoading, isFetching, refetch } = useSubAccountByIdQuery(
    user && id !== null ? { parentId: user.id, id } : skipToken,
    SCREEN_QUERY,
  );
  const back = { backTo: ROUTES.subAccounts, backLabel: t('subAccounts.back') };
  // Asking again cannot find an account that is not there (or not below this agent): no Try again.
  const notFound = id === null || serverReasonOf(error) === 'ACCOUNT_NOT_FOUND';

  if (notFound) {
    return (
      <Screen title={t('subAccounts.detailTitle')} {...back}>
        <p className="status-line status-line--error" role="alert">
          {t('apiError.ACCOUNT_NOT_FOUND')}
        </p>
      </Screen>
    );
  }

  return (
    <Screen title={data ? data.loginId : t('subAccounts.detailTitle')} {...back}>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {data && !error && (
        <>
          <section className="card" aria-labelledby="sub-account-facts">
            <h2 id="sub-account-facts">{t('subAccounts.detailTitle')}</h2>
            <AccountFacts account={data} />
          </section>
          <section className="card" aria-labelledby="sub-account-edit">
            <h2 id="sub-account-edit">{t('subAccounts.editTitle')}</h2>
            <UpdateAccountForm key={`${data.id}-${data.status}`} account={data} />
          </section>
          {hasSubAccounts(data.levelName) && (
            <section className="card" aria-labelledby="sub-account-below">
              <h2 id="sub-account-below">{t('subAccounts.createBelow', { loginId: data.loginId })}</h2>
              <NewAccountForm
                idPrefix="below"
                levels={levelsBelow(data.levelName)}
                defaultCurrency={data.currency}
                submitLabel={t('subAccounts.create')}
                isLoading={createState.isLoading}
                onCreate={async (fields) => {
                  const result = await trackedCreate(fields.phoneNumber, () =>
                    createBelow({ parentId: data.id, ...fields }),
                  );
                  if (!result.data) return false;
                  toast.success(t('subAccounts.created', { loginId: result.data.loginId }));
                  return true;
                }}
              />
            </section>
          )}
        </>
      )}
    </Screen>
  );
}
