import { parseAmount } from '@/lib/format/amount';
import { LIMIT_KINDS, UNREADABLE_LIMIT, type LimitKind, type LimitSetting } from '@/session/play/limits';

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

/** A limit that could not be read asks to be set again: its field starts empty. */
const shown = (setting: LimitSetting) => (setting.value === UNREADABLE_LIMIT.value ? null : setting.value);

export function limitFieldsOf(settings: Record<LimitKind, LimitSetting>, scale: number): LimitFields {
  const session = shown(settings.session);
  return {
    stake: amountFieldOf(shown(settings.stake), scale),
    loss: amountFieldOf(shown(settings.loss), scale),
    session: session === null ? '' : String(session),
    deposit: amountFieldOf(shown(settings.deposit), scale),
  };
}

/** The limits that could not be read: always asked for on a save, so one left empty is removed in 24 h. */
export const unreadableLimits = (settings: Record<LimitKind, LimitSetting>): LimitKind[] =>
  LIMIT_KINDS.filter((kind) => settings[kind].value === UNREADABLE_LIMIT.value);

const AMOUNT_ERRORS: Record<string, string> = {
  format: 'wallet.errors.amountFormat',
  notPositive: 'wallet.errors.amountPositive',
  precision: 'wallet.errors.amountPrecision',
  tooLarge: 'wallet.errors.amountTooLarge',
};

export type ParsedLimits =
  { ok: true; values: LimitValues } | { ok: false; errors: Partial<Record<LimitKind, string>> };

/**
 * What the member asks for: only the limits whose field they changed from what it was filled with, and
 * those in `always`. Asking again for an untouched one would ask for the value in force, which drops a
 * pending raise.
 */
export function changedLimits(
  values: LimitValues,
  fields: LimitFields,
  filled: LimitFields,
  always: readonly LimitKind[] = [],
): Partial<LimitValues> {
  const asked = LIMIT_KINDS.filter((kind) => fields[kind] !== filled[kind] || always.includes(kind));
  return Object.fromEntries(asked.map((kind) => [kind, values[kind]]));
}

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
