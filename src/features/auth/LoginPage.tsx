import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/lib/notify';
import { useAppSelector } from '@/app/hooks';
import { useLoginMutation, type LoginFailure } from '@/features/auth/authApi';
import { pathForLevel } from '@/features/auth/levelRoutes';
import { validateLogin, type LoginFieldErrors } from '@/features/auth/loginForm';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { selectIsSignedIn, selectSessionExpired, selectSessionUser } from '@/session/authSlice';
import './LoginPage.css';

function failureOf(error: unknown): LoginFailure {
  const kind = (error as { error?: unknown } | undefined)?.error;
  return kind === 'no-permission' ? 'no-permission' : 'failed';
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectSessionUser);
  const expired = useAppSelector(selectSessionExpired);
  const [login, { isLoading, reset }] = useLoginMutation();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitting = useRef(false);

  if (signedIn && user && !isLoading) return <Navigate to={pathForLevel(user.levelName)} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const found = validateLogin({ phoneNumber, password });
    setErrors(found);
    if (found.phoneNumber) return phoneRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    submitting.current = true;
    const result = await login({ phoneNumber: phoneNumber.trim(), password });
    submitting.current = false;
    // The password is not kept: not in the field, not in the api cache.
    setPassword('');
    reset();
    if ('data' in result && result.data) {
      void navigate(pathForLevel(result.data.levelName), { replace: true });
      return;
    }
    toast.error(failureOf(result.error) === 'no-permission' ? t('login.noPermission') : t('login.failed'));
  }

  return (
    <main className="login">
      <header className="login__top">
        <LanguageSwitch />
      </header>
      <section className="login__card" aria-labelledby="login-title">
        <img className="login__logo" src="/logo.svg" alt="" width={80} height={80} />
        <h1 id="login-title">{t('login.title')}</h1>
        {expired && (
          <p className="login__notice" role="status">
            {t('login.sessionExpired')}
          </p>
        )}
        <form className="login__form" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor="login-phone">{t('login.phoneNumber')}</label>
          <input
            id="login-phone"
            ref={phoneRef}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="username"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            aria-invalid={errors.phoneNumber ? true : undefined}
            aria-describedby={errors.phoneNumber ? 'login-phone-error' : undefined}
          />
          {errors.phoneNumber && (
            <p id="login-phone-error" className="login__error">
              {t(errors.phoneNumber)}
            </p>
          )}
          <label htmlFor="login-password">{t('login.password')}</label>
          <input
            id="login-password"
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
          />
          {errors.password && (
            <p id="login-password-error" className="login__error">
              {t(errors.password)}
            </p>
          )}
          <button type="submit" className="login__submit" disabled={isLoading} aria-busy={isLoading}>
            {isLoading && <span className="login__progress" aria-hidden="true" />}
            {isLoading ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </section>
    </main>
  );
}
