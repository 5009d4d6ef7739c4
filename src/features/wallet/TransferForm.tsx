import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/notify';
import { useAppDispatch, useAppStore, useStoreServices } from '@/app/hooks';
import { depositAsked, depositRefused, selectDepositRefusal } from '@/session/play/playSlice';
import { depositsInWindow, limitAt } from '@/session/play/limits';
import { playNow } from '@/session/play/playClock';
import type { Account } from '@/api/schemas';
import { errorMessageKey } from '@/api/errorMessage';
import { failureOutcomeOf } from '@/api/errors';
import { getConfig } from '@/config/env';
import { NoAnswerYet } from '@/components/NoAnswerYet';
import { formatDateTime } from '@/lib/format/date';
import { currencySymbol, formatMoney } from '@/lib/format/money';
import { UnansweredTransfersNotice } from '@/features/wallet/UnansweredTransfersNotice';
import './TransferForm.css';
import { useDepositMutation, useWithdrawMutation } from '@/features/wallet/walletApi';
import {
  answerMessageKey,
  checkBeforeSending,
  largestAmount,
  REMARK_MAX,
  transferStatusOf,
  type TransferErrors,
  type TransferKind,
  type TransferStatus,
} from '@/features/wallet/transferRules';

/** How each status of an answer is shown: only an approval as a success, a refusal as an error. */
const ANSWER_TOASTS: Record<TransferStatus, (message: string) => unknown> = {
  APPROVED: toast.success,
  PENDING: toast.info,
  REJECTED: toast.error,
  UNKNOWN: toast.warning,
};

interface TransferFormProps {
  kind: TransferKind;
  account: Account;
  /** The last read of the account failed: `account` is an older read, which may no longer be true. */
  balanceStale: boolean;
  /**
   * Reads the account again (undefined when that read fails): the balance shown may be older than a
   * deposit made elsewhere since, or than a transfer whose outcome is unknown.
   */
  readAccount: () => Promise<Account | undefined>;
}

/**
 * One deposit or withdrawal request form. A submission sends exactly one request: the ref blocks a
 * second submit before React has re-rendered the busy button (a double click lands in between). The
 * request's state is the app's, not the form's (`fixedCacheKey`): a member who leaves the screen while
 * it is on its way and comes back finds it still sending, and cannot send it again meanwhile. The
 * button is aria-disabled, not disabled, so the keyboard focus stays on it (WCAG 2.4.3).
 *
 * A failed request is one of two kinds (`failureOutcomeOf`). A refusal (a 4xx) moved no money: the
 * reason is shown and the amount stays, to be corrected. Anything else (no answer, a 5xx, 408, 429, an
 * answer the app cannot read) may have moved the money, and the server has no idempotency key for these
 * calls (docs/api.md): the member is told to check the balance first, and the amount is cleared so that
 * a second press does not send the same transfer again. Either way the balance is fetched again
 * (walletApi's tags).
 *
 * When that read fails, the balance shown is marked as an older one and nothing is sent until a read
 * succeeds (submitting tries one) and, if the balance has moved, until the member has seen it: a member
 * told to check the balance must not take an old balance for "the money did not move" and send the
 * same transfer twice.
 *
 * The spec sets no request timeout, so nothing is cancelled: after a while without an answer the member
 * is told not to send it again. Each request is written down before it is sent and crossed off when
 * the server says yes or no (unansweredTransfers.ts): one that got no answer, or whose page was
 * reloaded or closed first, is listed above the form, in every tab, until the member has checked.
 */
export function TransferForm({ kind, account, balanceStale, readAccount }: TransferFormProps) {
  const { t } = useTranslation();
  const [deposit, depositState] = useDepositMutation({ fixedCacheKey: 'wallet-deposit' });
  const [withdraw, withdrawState] = useWithdrawMutation({ fixedCacheKey: 'wallet-withdrawal' });
  const isLoading = kind === 'deposit' ? depositState.isLoading : withdrawState.isLoading;
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<TransferErrors>({});
  const submitting = useRef(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const id = `transfer-${kind}`;
  const money = (minor: number) => formatMoney(minor, account.currency, account.scale);
  const secret = getConfig().secretKey;
  // Transfers this store sent are on their way, not unanswered (a per-store service, app/store.ts).
  const { unansweredTransfersOf, noteTransferSent, noteTransferAnswered, forgetUnansweredTransfers } =
    useStoreServices().unansweredTransfers;
  const [unanswered, setUnanswered] = useState(() => unansweredTransfersOf(account.id, secret));
  const rereadUnanswered = () => setUnanswered(unansweredTransfersOf(account.id, secret));
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // The request as checked, waiting for the member's confirmation (nothing is sent before it).
  const [confirming, setConfirming] = useState<{ amount: number; remark: string } | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const [depositLimitText, setDepositLimitText] = useState<string | null>(null);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  /** Why the member's own deposit limit (the Play limits screen) refuses `minor` now, in words, or null. */
  function depositLimitRefusal(minor: number): string | null {
    const state = store.getState();
    const now = playNow(state);
    const refusal = kind === 'deposit' ? selectDepositRefusal(state, minor, now) : null;
    if (refusal === null) return null;
    if (refusal === 'limitsUnreadable') return t('walletConfirm.limitsUnreadable');
    const play = state.play.record;
    if (refusal === 'onBreak') {
      return t('walletConfirm.onBreak', { until: formatDateTime(play.breakUntil ?? now) });
    }
    return t('walletConfirm.depositLimit', {
      limit: money(limitAt(play.limits.deposit, now) ?? 0),
      used: money(depositsInWindow(play.deposits, now)),
    });
  }

  function refuseOverLimit(text: string) {
    setErrors({});
    setDepositLimitText(text);
    amountRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || isLoading || confirming) return;
    submitting.current = true;
    const checked = await checkBeforeSending({ amount, remark }, kind, {
      shown: account,
      stale: balanceStale,
      readAgain: readAccount,
    });
    submitting.current = false;
    setDepositLimitText(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.amount) amountRef.current?.focus();
      else remarkRef.current?.focus();
      return;
    }
    const overLimit = depositLimitRefusal(checked.amount);
    if (overLimit) {
      refuseOverLimit(overLimit);
      return;
    }
    setErrors({});
    setConfirming({ amount: checked.amount, remark: checked.remark });
  }

  async function send(checked: { amount: number; remark: string }) {
    if (submitting.current || isLoading) return;
    // Asked again at Send: another tab may have deposited, or the limit been lowered, meanwhile.
    const overLimit = depositLimitRefusal(checked.amount);
    if (overLimit) {
      setConfirming(null);
      refuseOverLimit(overLimit);
      return;
    }
    submitting.current = true;
    setConfirming(null);
    // The focus goes back to the form's button, which says the request is on its way (WCAG 2.4.3).
    submitRef.current?.focus();
    const call = kind === 'deposit' ? deposit : withdraw;
    const { currency, scale } = account;
    const noted = noteTransferSent(
      { accountId: account.id, kind, amount: checked.amount, currency, scale },
      secret,
    );
    // A deposit counts against the 24-hour limit from before it is sent, in every tab: its answer may
    // never come, and the money may move all the same.
    const asked = { accountId: account.id, amount: checked.amount, at: playNow(store.getState()) };
    if (kind === 'deposit') dispatch(depositAsked(asked));
    const result = await call({ accountId: account.id, amount: checked.amount, remark: checked.remark });
    submitting.current = false;
    noteTransferAnswered(
      noted,
      result.data !== undefined || failureOutcomeOf(result.error) === 'refused',
      secret,
    );
    // Only a definite no (a refusal, or an answer REJECTED) says no money moved.
    const refused = result.data
      ? transferStatusOf(result.data.status) === 'REJECTED'
      : failureOutcomeOf(result.error) === 'refused';
    if (kind === 'deposit' && refused) dispatch(depositRefused(asked));
    rereadUnanswered();
    if (result.data) {
      const { amount: sent, balance } = result.data;
      const status = transferStatusOf(result.data.status);
      const message = t(answerMessageKey(kind, status), { amount: money(sent), balance: money(balance) });
      ANSWER_TOASTS[status](message);
      // A rejected request moved no money: the amount and remark stay, as for a refusal.
      if (status === 'REJECTED') return;
      setAmount('');
      setRemark('');
      return;
    }
    if (failureOutcomeOf(result.error) === 'refused') {
      toast.error(`${t(`wallet.${kind}.failed`)} ${t(errorMessageKey(result.error))}`);
      return;
    }
    toast.warning(t(`wallet.${kind}.unconfirmed`));
    setAmount('');
  }

  return (
    <>
      <UnansweredTransfersNotice
        transfers={unanswered}
        onChecked={() => {
          forgetUnansweredTransfers(account.id, secret);
          rereadUnanswered();
          amountRef.current?.focus();
        }}
      />
      <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-busy={isLoading}>
        <label htmlFor={`${id}-amount`}>
          {t('wallet.amount', { currency: `${account.currency} ${currencySymbol(account.currency)}` })}
        </label>
        <input
          id={`${id}-amount`}
          ref={amountRef}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          readOnly={confirming !== null}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={errors.amount || depositLimitText ? true : undefined}
          aria-describedby={`${id}-balance${errors.amount || depositLimitText ? ` ${id}-amount-error` : ''}`}
        />
        <p id={`${id}-balance`} className="form__hint">
          {t(balanceStale ? 'wallet.balanceStale' : 'wallet.balance', { balance: money(account.balance) })}
        </p>
        {depositLimitText && (
          <p id={`${id}-amount-error`} className="form__error" role="alert">
            {depositLimitText}
          </p>
        )}
        {errors.amount && (
          <p id={`${id}-amount-error`} className="form__error">
            {t(errors.amount, {
              digits: account.scale,
              balance: money(account.balance),
              max: money(largestAmount(kind, account.balance)),
            })}
          </p>
        )}
        <label htmlFor={`${id}-remark`}>{t('wallet.remark')}</label>
        <textarea
          id={`${id}-remark`}
          ref={remarkRef}
          name="remark"
          maxLength={REMARK_MAX + 100}
          value={remark}
          readOnly={confirming !== null}
          onChange={(event) => setRemark(event.target.value)}
          aria-invalid={errors.remark ? true : undefined}
          aria-describedby={errors.remark ? `${id}-remark-error` : undefined}
        />
        {errors.remark && (
          <p id={`${id}-remark-error`} className="form__error">
            {t(errors.remark, { max: REMARK_MAX })}
          </p>
        )}
        {/* Unavailable while the confirmation is shown: the request waits for Send request. */}
        <button
          ref={submitRef}
          type="submit"
          className="button"
          aria-disabled={isLoading || confirming !== null}
        >
          {isLoading ? t('wallet.sending') : t(`wallet.${kind}.submit`)}
        </button>
        {confirming && (
          <div
            className="status-line status-line--warning"
            role="alertdialog"
            aria-labelledby={`${id}-confirm`}
          >
            <h2 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
              {t(`walletConfirm.${kind}`)}
            </h2>
            <dl className="transfer-confirm">
              <dt>{t('walletConfirm.amount')}</dt>
              <dd data-testid="confirm-amount">{money(confirming.amount)}</dd>
              <dt>{t('walletConfirm.currency')}</dt>
              <dd>{`${account.currency} ${currencySymbol(account.currency)}`}</dd>
              <dt>{t('walletConfirm.account')}</dt>
              <dd>{`${account.loginId} (${account.id})`}</dd>
              {confirming.remark && (
                <>
                  <dt>{t('walletConfirm.remark')}</dt>
                  <dd>{confirming.remark}</dd>
                </>
              )}
            </dl>
            <div className="actions">
              <button type="button" className="button" onClick={() => void send(confirming)}>
                {t('walletConfirm.send')}
              </button>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  setConfirming(null);
                  amountRef.current?.focus();
                }}
              >
                {t('walletConfirm.change')}
              </button>
            </div>
          </div>
        )}
        <NoAnswerYet waiting={isLoading} className="form__hint">
          {t('wallet.slowAnswer')}
        </NoAnswerYet>
      </form>
    </>
  );
}
