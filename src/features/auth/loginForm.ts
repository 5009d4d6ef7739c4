import { normalisePhoneNumber } from '@/lib/format/digits';

/** Client-side checks of the login form (the server still decides). Messages are translation keys. */
export interface LoginFields {
  phoneNumber: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

const PHONE_PATTERN = /^\+?\d+$/;

/**
 * The longest password the form takes: the server keeps passwords of 1–128 characters (docs/api.md), so
 * a longer one cannot be right, and a huge one would only be refused as too large a request (413).
 */
export const PASSWORD_MAX_LENGTH = 128;
/** A phone number is at most 20 characters once read (docs/api.md); this leaves room for groupings. */
export const PHONE_MAX_LENGTH = 40;

export function validateLogin(fields: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const phone = normalisePhoneNumber(fields.phoneNumber);
  if (phone === '') errors.phoneNumber = 'login.errors.phoneRequired';
  else if (!PHONE_PATTERN.test(phone)) errors.phoneNumber = 'login.errors.phoneFormat';
  if (fields.password === '') errors.password = 'login.errors.passwordRequired';
  // The field's maxLength stops typing and pasting; a value set otherwise (autofill) is checked here.
  else if (fields.password.length > PASSWORD_MAX_LENGTH) errors.password = 'login.errors.passwordTooLong';
  return errors;
}
