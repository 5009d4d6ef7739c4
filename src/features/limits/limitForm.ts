import { parseAmount } from '@/lib/format/amount';
import { LIMIT_KINDS, type LimitKind, type LimitSetting } from '@/session/play/limits';

/** The limits form as typed: an empty field is no limit. */
export type LimitFields = Record<LimitKind, string>;
export type LimitValues = Record<LimitKind, number | null>;

/** A session lasts at most a week (the server ends it 7 days after sign-in, docs/api.md). */
export const SESSION_MINUTES_MAX = 7 * 24 * 60;

/** Minor units as the member types them: 1250 with scale 2 → "12.50"; no limit → "". */
export function amountFieldOf(minor: number | null, scale: number): string {
  if (minor === null) return '';
  if (scale === 0) return String(minor);
  const digits = String(minor).padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export function limitFieldsOf(settings: Record<LimitKind, LimitSetting>, scale: number): LimitFields {
  return {
    stake: amountFieldOf(settings.stake.value, scale),
    loss: amountFieldOf(settings.loss.value, scale),
    session: settings.session.value === null ? '' : String(settings.session.value),
    deposit: amountFieldOf(settings.deposit.value, scale),
  };
}

const AMOUNT_ERRORS: Record<string, string> = {
  format: 'wallet.errors.amountFormat',
  notPositive: 'wallet.errors.amountPositive',
  precision: 'wallet.errors.amountPrecision',
  tooLarge: 'wallet.errors.amountTooLarge',
};

export type ParsedLimits =
  { ok: true; values: LimitValues } | { ok: false; errors: Partial<Record<LimitKind, string>> };

/** The typed limits in minor units (minutes for the session); errors are translation keys. */
export function parseLimitFields(fields: LimitFields, scale: number): ParsedLimits {
  const values: Partial<LimitValues> = {};
  const errors: Partial<Record<LimitKind, string>> = {};
  for (const kind of LIMIT_KINDS) {
    const text = fields[kind].trim();
    if (text === '') {
      values[kind] = null;
      continue;
    }
    const parsed = parseAmount(text, kind === 'session' ? 0 : scale);
    if (!parsed.ok) {
      errors[kind] =
        kind === 'session'
          ? 'play.errors.minutes'
          : parsed.problem === 'precision' && scale === 0
            ? 'wallet.errors.amountWhole'
            : (AMOUNT_ERRORS[parsed.problem] ?? 'wallet.errors.amountFormat');
    } else if (kind === 'session' && parsed.minor > SESSION_MINUTES_MAX) {
      errors[kind] = 'play.errors.minutes';
    } else {
      values[kind] = parsed.minor;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as LimitValues };
}
