import { normalisePhoneNumber } from '@/lib/format/digits';

/** Client-side checks of the account forms (the server still decides). Messages are translation keys. */
export const CURRENCIES = ['USD', 'KHR', 'THB', 'VND'] as const;
export const ACCOUNT_STATUSES = ['ACT', 'INA'] as const;

// docs/api.md and docs/screens.md: a phone number of at least 6 digits and at most 20 characters (an
// optional leading +); passwords up to 128 characters.
const PHONE = /^\+?\d+$/;
/** At least 6 digits, at most 20 characters with the +. */
const PHONE_LENGTH = { minDigits: 6, maxCharacters: 20 } as const;
/** Our rule for new passwords (the server asks only for 1–128). */
export const PASSWORD_LENGTH = { min: 6, max: 128 } as const;

export interface NewAccountFields {
  phoneNumber: string;
  password: string;
  currency: string;
  levelName: string;
}

export type NewAccountErrors = Partial<Record<keyof NewAccountFields, string>>;

/**
 * A space at either end of a new password is refused, not trimmed: hidden by the masked field (and
 * often added by a phone keyboard after a word), it would make a password the member cannot type again;
 * trimming would set one other than the one typed. Passwords at sign-in are sent as typed.
 */
const EDGE_SPACE = /^\s|\s$/u;

function passwordProblem(password: string): string | undefined {
  if (password === '') return 'subAccounts.errors.passwordRequired';
  if (EDGE_SPACE.test(password)) return 'subAccounts.errors.passwordEdgeSpace';
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) {
    return 'subAccounts.errors.passwordLength';
  }
  return undefined;
}

export function checkNewAccount(fields: NewAccountFields, levels: readonly string[]): NewAccountErrors {
  const errors: NewAccountErrors = {};
  const phone = normalisePhoneNumber(fields.phoneNumber);
  const digits = phone.replace(/^\+/, '').length;
  if (phone === '') errors.phoneNumber = 'subAccounts.errors.phoneRequired';
  else if (
    !PHONE.test(phone) ||
    digits < PHONE_LENGTH.minDigits ||
    phone.length > PHONE_LENGTH.maxCharacters
  ) {
    errors.phoneNumber = 'subAccounts.errors.phoneFormat';
  }
  const password = passwordProblem(fields.password);
  if (password) errors.password = password;
  if (!(CURRENCIES as readonly string[]).includes(fields.currency)) {
    errors.currency = 'subAccounts.errors.currency';
  }
  if (!levels.includes(fields.levelName)) errors.levelName = 'subAccounts.errors.level';
  return errors;
}

/** An update: a status from the list; a new password is optional, but if typed it must be valid. */
export function checkAccountUpdate(fields: { status: string; password: string }): {
  status?: string;
  password?: string;
} {
  const errors: { status?: string; password?: string } = {};
  if (!(ACCOUNT_STATUSES as readonly string[]).includes(fields.status)) {
    errors.status = 'subAccounts.errors.status';
  }
  if (fields.password !== '') {
    const password = passwordProblem(fields.password);
    if (password) errors.password = password;
  }
  return errors;
}
