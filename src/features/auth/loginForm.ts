import { normalisePhoneNumber } from '@/lib/format/digits';

/** Client-side checks of the login form (the server still decides). Messages are translation keys. */
export interface LoginFields {
  phoneNumber: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

const PHONE_PATTERN = /^\+?\d+$/;

export function validateLogin(fields: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const phone = normalisePhoneNumber(fields.phoneNumber);
  if (phone === '') errors.phoneNumber = 'login.errors.phoneRequired';
  else if (!PHONE_PATTERN.test(phone)) errors.phoneNumber = 'login.errors.phoneFormat';
  if (fields.password === '') errors.password = 'login.errors.passwordRequired';
  return errors;
}
