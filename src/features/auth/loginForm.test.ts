import { validateLogin } from '@/features/auth/loginForm';

describe('login form checks', () => {
  it('needs both fields', () => {
    expect(validateLogin({ phoneNumber: '', password: '' })).toEqual({
      phoneNumber: 'login.errors.phoneRequired',
      password: 'login.errors.passwordRequired',
    });
  });

  it.each([
    '010000001',
    '+85512345678',
    ' 010000001 ',
    // Khmer digits from the Khmer keyboard, and the groupings people type or paste.
    '០១០០០០០០១',
    '010 000 001',
    '010-000-001',
    '+855 (10) 000.001',
  ])('accepts the phone number %j', (phoneNumber) => {
    expect(validateLogin({ phoneNumber, password: 'x' })).toEqual({});
  });

  it.each(['01_000', 'abc', '++855', '855+1', '+', '០១x'])('refuses the phone number %j', (phoneNumber) => {
    expect(validateLogin({ phoneNumber, password: 'x' }).phoneNumber).toBe('login.errors.phoneFormat');
  });
});
