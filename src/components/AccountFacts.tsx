import { useTranslation } from 'react-i18next';
import type { Account } from '@/api/schemas';
import { currencySymbol, formatMoney } from '@/lib/format/money';

/**
 * An account's facts as a labelled list: login id, level and status in the reader's language, the
 * currency with its symbol, the balance in its currency (docs/screens.md "Facts lists"). My account and
 * an agent's Sub-account screen show the same facts.
 */
export function AccountFacts({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <dl className="facts">
      <dt>{t('account.loginId')}</dt>
      <dd>{account.loginId}</dd>
      <dt>{t('account.level')}</dt>
      <dd>{t(`levels.${account.levelName}`, { defaultValue: account.levelName })}</dd>
      <dt>{t('account.currency')}</dt>
      <dd>
        {account.currency} ({currencySymbol(account.currency)})
      </dd>
      <dt>{t('account.balance')}</dt>
      <dd data-testid="account-balance">{formatMoney(account.balance, account.currency, account.scale)}</dd>
      <dt>{t('account.status')}</dt>
      <dd>{t(`accountStatus.${account.status}`, { defaultValue: account.status })}</dd>
    </dl>
  );
}
