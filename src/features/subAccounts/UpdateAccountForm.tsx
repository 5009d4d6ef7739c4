import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/notify';
import type { Account } from '@/api/schemas';
import { errorMessageKey } from '@/api/errorMessage';
import { failureOutcomeOf } from '@/api/errors';
import { useForgetArgsOnceAnswered } from '@/api/useForgetArgs';
import { ACCOUNT_STATUSES, checkAccountUpdate } from '@/features/subAccounts/accountForms';
import { useUpdateAccountMutation } from '@/features/subAccounts/subAccountsApi';

/**
 * Status and (optionally) a new password of an account below the agent: the update call. A failure
 * with no definite answer may have been carried out (a changed password, a closed account): the agent
 * is told so, not "not saved", and the details are read again.
 */
export function UpdateAccountForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [update, updateState] = useUpdateAccountMutation();
  useForgetArgsOnceAnswered(updateState);
  const { isLoading } = updateState;
  const [status, setStatus] = useState(account.status);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ status?: string; password?: string }>({});
  const submitting = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || isLoading) return;
    const found = checkAccountUpdate({ status, password });
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.status) return;
    submitting.current = true;
    const result = await update({ id: account.id, status, ...(password === '' ? {} : { password }) });
    submitting.current = false;
    setPassword('');
    if (result.data) toast.success(t('subAccounts.updated', { loginId: result.data.loginId }));
    else if (failureOutcomeOf(result.error) === 'unknown') toast.warning(t('subAccounts.updateUnconfirmed'));
    else toast.error(`${t('subAccounts.updateFailed')} ${t(errorMessageKey(result.error))}`);
  }

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="update-status">{t('subAccounts.status')}</label>
      <select
        id="update-status"
        name="status"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        aria-invalid={errors.status ? true : undefined}
      >
        {ACCOUNT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`accountStatus.${value}`)}
          </option>
        ))}
      </select>
      {errors.status && <p className="form__error">{t(errors.status)}</p>}
      <label htmlFor="update-password">{t('subAccounts.newPassword')}</label>
      <input
        id="update-password"
        ref={passwordRef}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={`update-password-hint${errors.password ? ' update-password-error' : ''}`}
      />
      <p id="update-password-hint" className="form__hint">
        {t('subAccounts.newPasswordHint')}
      </p>
      {errors.password && (
        <p id="update-password-error" className="form__error">
          {t(errors.password)}
        </p>
      )}
      <button type="submit" className="button" aria-disabled={isLoading}>
        {isLoading ? t('subAccounts.saving') : t('subAccounts.save')}
      </button>
    </form>
  );
}
