import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/notify';
import { useAppSelector } from '@/app/hooks';
import { ownAccountRequest, useGetAccountQuery } from '@/api/accountEndpoints';
import { useForgetArgsOnceAnswered } from '@/api/useForgetArgs';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { ROUTES, subAccountPath } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { levelsBelow } from '@/session/levels';
import { useTrackedCreate } from '@/features/subAccounts/createFailure';
import { NewAccountForm } from '@/features/subAccounts/NewAccountForm';
import { useCreateSubAccountMutation } from '@/features/subAccounts/subAccountsApi';

/** Whether the component is still mounted, read after an await. */
function useOnScreen() {
  const onScreen = useRef(false);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  return onScreen;
}

/**
 * docs/screens.md "New sub-account": an account right below the signed-in agent (create sub-account).
 * The currency preselected is the agent's own, read from the account: the spec's login answer carries
 * none, and an account's currency can never be changed afterwards.
 */
export default function NewSubAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const [create, createState] = useCreateSubAccountMutation();
  useForgetArgsOnceAnswered(createState);
  const trackedCreate = useTrackedCreate();
  const onScreen = useOnScreen();
  const own = useGetAccountQuery(ownAccountRequest(user) ?? skipToken);
  if (!user) return null;
  const parentId = user.id;

  return (
    <Screen title={t('subAccounts.newTitle')} backTo={ROUTES.subAccounts} backLabel={t('subAccounts.back')}>
      <QueryStatus query={own} />
      {own.data && (
        <section className="card" aria-label={t('subAccounts.newTitle')}>
          <NewAccountForm
            idPrefix="new-sub"
            levels={levelsBelow(user.levelName)}
            defaultCurrency={own.data.currency}
            submitLabel={t('subAccounts.create')}
            isLoading={createState.isLoading}
            onCreate={async (fields) => {
              const result = await trackedCreate(fields.phoneNumber, () => create({ parentId, ...fields }));
              if (!result.data) return false;
              toast.success(t('subAccounts.created', { loginId: result.data.loginId }));
              // An answer that comes after the agent has left the form does not take them away from
              // where they are now (a half-typed deposit, another screen).
              if (onScreen.current) void navigate(subAccountPath(result.data.id));
              return true;
            }}
          />
        </section>
      )}
    </Screen>
  );
}
