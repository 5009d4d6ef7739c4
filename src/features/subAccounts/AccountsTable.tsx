import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Account } from '@/api/schemas';
import { TableScroller } from '@/components/TableScroller';
import { formatMoney } from '@/lib/format/money';
import { subAccountPath } from '@/lib/routes';

/** Accounts in a table that scrolls sideways on a narrow phone; each login id opens its screen. */
export function AccountsTable({ accounts, caption }: { accounts: readonly Account[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <TableScroller label={caption}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('subAccounts.loginId')}</th>
            <th scope="col">{t('subAccounts.level')}</th>
            <th scope="col" className="num">
              {t('subAccounts.balance')}
            </th>
            <th scope="col">{t('subAccounts.status')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td>
                <Link to={subAccountPath(account.id)}>{account.loginId}</Link>
              </td>
              <td>{t(`levels.${account.levelName}`, { defaultValue: account.levelName })}</td>
              <td className="num">{formatMoney(account.balance, account.currency, account.scale)}</td>
              <td>{t(`accountStatus.${account.status}`, { defaultValue: account.status })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
