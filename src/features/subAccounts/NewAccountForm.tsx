import { normalisePhoneNumber } from '@/lib/format/digits';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '@/lib/format/money';
import {
  checkNewAccount,
  CURRENCIES,
  type NewAccountErrors,
  type NewAccountFields,
} from '@/features/subAccounts/accountForms';

interface NewAccountFormProps {
  idPrefix: string;
  /** Levels allowed below the parent, nearest first (the first is the default). */
  levels: readonly string[];
  defaultCurrency: string;
  submitLabel: string;
  isLoading: boolean;
  /** Sends the request; resolves true when the account was created (the form then empties). */
  onCreate: (fields: NewAccountFields) => Promise<boolean>;
}

const FIELD_ORDER: (keyof NewAccountFields)[] = ['phoneNumber', 'password', 'currency', 'levelName'];

/** Phone, password, currency and level of a new account; one request per submission. */
export function NewAccountForm(props: NewAccountFormProps) {
  const { idPrefix, levels, defaultCurrency, submitLabel, isLoading, onCreate } = props;
  const { t } = useTranslation();
  const initial: NewAccountFields = {
    phoneNumber: '',
    password: '',
    currency: (CURRENCIES as readonly string[]).includes(defaultCurrency) ? defaultCurrency : 'USD',
    levelName: levels[0] ?? '',
  };
  const [fields, setFields] = useState<NewAccountFields>(initial);
  const [errors, setErrors] = useState<NewAccountErrors>({});
  const submitting = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (name: keyof NewAccountFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || isLoading) return;
    const found = checkNewAccount(fields, levels);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    submitting.current = true;
    const created = await onCreate({ ...fields, phoneNumber: normalisePhoneNumber(fields.phoneNumber) });
    submitting.current = false;
    if (created) setFields(initial);
    else setFields((current) => ({ ...current, password: '' }));
  }

  const describedBy = (name: keyof NewAccountFields) =>
    errors[name] ? `${idPrefix}-${name}-error` : undefined;
  const error = (name: keyof NewAccountFields) =>
    errors[name] && (
      <p id={`${idPrefix}-${name}-error`} className="form__error">
        {t(errors[name])}
      </p>
    );

  return (
    <form ref={form} className="form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={`${idPrefix}-phoneNumber`}>{t('subAccounts.phoneNumber')}</label>
      <input
        id={`${idPrefix}-phoneNumber`}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={fields.phoneNumber}
        onChange={(event) => set('phoneNumber')(event.target.value)}
        aria-invalid={errors.phoneNumber ? true : undefined}
        aria-describedby={describedBy('phoneNumber')}
      />
      {error('phoneNumber')}
      <label htmlFor={`${idPrefix}-password`}>{t('subAccounts.password')}</label>
      <input
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={fields.password}
        onChange={(event) => set('password')(event.target.value)}
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={describedBy('password')}
      />
      {error('password')}
      <label htmlFor={`${idPrefix}-currency`}>{t('subAccounts.currency')}</label>
      <select
        id={`${idPrefix}-currency`}
        name="currency"
        value={fields.currency}
        onChange={(event) => set('currency')(event.target.value)}
        aria-invalid={errors.currency ? true : undefined}
        aria-describedby={describedBy('currency')}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code} ({currencySymbol(code)})
          </option>
        ))}
      </select>
      {error('currency')}
      <label htmlFor={`${idPrefix}-levelName`}>{t('subAccounts.level')}</label>
      <select
        id={`${idPrefix}-levelName`}
        name="levelName"
        value={fields.levelName}
        onChange={(event) => set('levelName')(event.target.value)}
        aria-invalid={errors.levelName ? true : undefined}
        aria-describedby={describedBy('levelName')}
      >
        {levels.map((level) => (
          <option key={level} value={level}>
            {t(`levels.${level}`, { defaultValue: level })}
          </option>
        ))}
      </select>
      {error('levelName')}
      <button type="submit" className="button" aria-disabled={isLoading}>
        {isLoading ? t('subAccounts.creating') : submitLabel}
      </button>
    </form>
  );
}
