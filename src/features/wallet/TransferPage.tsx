import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { ownAccountRequest, useGetAccountQuery } from '@/api/accountEndpoints';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import { TransferForm } from '@/features/wallet/TransferForm';
import type { TransferKind } from '@/features/wallet/transferRules';
import { selectSessionUser } from '@/session/authSlice';
import { SCREEN_QUERY } from '@/api/screenQuery';

/** docs/screens.md "Deposit" / "Withdrawal": the form needs the account's currency, scale and balance. */
export function TransferPage({ kind }: { kind: TransferKind }) {
  const { t } = useTranslation();
  const request = ownAccountRequest(useAppSelector(selectSessionUser));
  const { data, error, isLoading, isFetching, refetch } = useGetAccountQuery(
    request ?? skipToken,
    SCREEN_QUERY,
  );
  return (
    <Screen title={t(`wallet.${kind}.title`)}>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {/* After a failed read the last balance read stays, marked as such (TransferForm). */}
      {data && (
        <section className="card" aria-label={t(`wallet.${kind}.title`)}>
          <p className="form__hint">{t(`wallet.${kind}.explain`)}</p>
          <TransferForm
            kind={kind}
            account={data}
            balanceStale={error !== undefined}
            readAccount={async () => {
              const read = await refetch();
              return read.isError ? undefined : read.data;
            }}
          />
        </section>
      )}
    </Screen>
  );
}
