import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { UnansweredTransfer } from '@/features/wallet/unansweredTransfers';

interface UnansweredTransfersNoticeProps {
  transfers: readonly UnansweredTransfer[];
  /** The member has checked the balance: the notice goes. */
  onChecked: () => void;
}

/**
 * The account's deposits and withdrawals that got no answer (unansweredTransfers.ts), each with its
 * amount and when it was sent, above the form that could send it again. It stays until the member
 * says the balance has been checked: a toast would be gone before a reload, and so would the warning.
 */
export function UnansweredTransfersNotice({ transfers, onChecked }: UnansweredTransfersNoticeProps) {
  const { t } = useTranslation();
  if (transfers.length === 0) return null;
  return (
    <div className="status-line status-line--warning" role="alert" aria-labelledby="unanswered-title">
      <p id="unanswered-title">
        <strong>{t('wallet.unanswered.title')}</strong>
      </p>
      <ul>
        {transfers.map((transfer) => (
          <li key={transfer.id}>
            {t(`wallet.unanswered.${transfer.kind}`, {
              amount: formatMoney(transfer.amount, transfer.currency, transfer.scale),
              time: formatDateTime(transfer.sentAt),
            })}
          </li>
        ))}
      </ul>
      <p>{t('wallet.unanswered.advice')}</p>
      <button type="button" className="button button--quiet" onClick={onChecked}>
        {t('wallet.unanswered.checked')}
      </button>
    </div>
  );
}
