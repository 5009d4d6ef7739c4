import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeferredSessionGate, useSessionLoader } from '@/app/session/SessionGate';
import { toast } from '@/lib/notify';
import type { SignInOutcome } from '@/features/auth/signIn';
import { pathForLevel } from '@/features/auth/levelRoutes';
import { normalisePhoneNumber } from '@/lib/format/digits';
import { validateLogin, type LoginFieldErrors } from '@/features/auth/loginForm';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useScreenHeading } from '@/components/screenHeading';
import './LoginPage.css';
import { Logo } from '@/components/Logo';
import { NoAnswerYet } from '@/components/NoAnswerYet';

// The form needs no store; the notices that do arrive with the session (docs/architecture.md).
const LoginSessionState = lazy(() => import('@/features/auth/LoginSessionState'));

/**
 * The login screen: phase one of the boot. The form is ready before the store is loaded; a submit
 * waits for it (it is usually there long before anyone has typed a phone number).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionLoader();
  const [isLoading, setLoading] = useState(false);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  // The session's code did not download: a browser may keep that failure for the page's life
  // (whatwg/html#6768; Chromium does), so only a reload brings it. Cleared when a submit finds the
  // code there after all (a browser that fetches again once back online).
  const [codeMissing, setCodeMissing] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitting = useRef(false);
  const heading = useScreenHeading(t('login.title'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    const found = validateLogin({ phoneNumber, password });
    setErrors(found);
    if (found.phoneNumber) return phoneRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    submitting.current = true;
    setLoading(true);
    const outcome = await signInWhenReady({ phoneNumber: normalisePhoneNumber(phoneNumber), password });
    submitting.current = false;
    setLoading(false);
    // The password is not kept: not in the field, not in the api cache (signIn.ts).
    setPassword('');
    if (outcome.ok) {
      void navigate(pathForLevel(outcome.levelName), { replace: true });
      return;
    }
    toast.error(outcome.failure === 'no-permission' ? t('login.noPermission') : t('login.failed'));
  }

  async function signInWhenReady(credentials: { phoneNumber: string; password: string }) {
    try {
      const { signIn } = await session.load();
      setCodeMissing(false);
      return await signIn(credentials);
    } catch {
      // The session's code could not be loaded (a network cut): the failure toast, and the way out.
      setCodeMissing(true);
      return { ok: false, failure: 'failed' } satisfies SignInOutcome;
    }
  }

  return (
    <main className="login">
      <header className="login__top">
        <LanguageSwitch />
      </header>
      <section className="login__card" aria-labelledby="login-title">
        <Logo className="login__logo" size={80} />
        <h1 id="login-title" ref={heading} tabIndex={-1}>
          {t('login.title')}
        </h1>
        <DeferredSessionGate onFailure={() => setCodeMissing(true)}>
          <Suspense fallback={null}>
            <LoginSessionState submitting={isLoading} />
          </Suspense>
        </DeferredSessionGate>
        {codeMissing && (
          // An alert: it comes with its text, and says why the form cannot work yet.
          <div className="login__notice login__notice--error" role="alert">
            <p>{t('login.codeMissing')}</p>
            <button type="button" className="login__reload" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </button>
          </div>
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
          <NoAnswerYet waiting={isLoading} className="login__slow">
            {t('login.slowAnswer')}
          </NoAnswerYet>
        </form>
      </section>
    </main>
  );
}
