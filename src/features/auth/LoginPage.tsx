import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeferredSessionGate, useSessionLoader } from '@/app/session/SessionGate';
import { dismissToast, toast } from '@/lib/notify';
import type { SignInOutcome } from '@/features/auth/signIn';
import type { LoginFailure } from '@/features/auth/authApi';
import { pathForLevel } from '@/features/auth/levelRoutes';
import { normalisePhoneNumber } from '@/lib/format/digits';
import {
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  validateLogin,
  type LoginFieldErrors,
} from '@/features/auth/loginForm';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { retryingImport } from '@/lib/chunks/retryingImport';
import { useRenewableLazy } from '@/lib/chunks/useRenewableLazy';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { useScreenHeading } from '@/components/screenHeading';
import './LoginPage.css';
import { Logo } from '@/components/Logo';
import { NoAnswerYet } from '@/components/NoAnswerYet';

// The form needs no store; the notices that do arrive with the session (docs/architecture.md).
const loadNotices = retryingImport(() => import('@/features/auth/LoginSessionState'));

/**
 * In place of the notices when their own chunk did not download (the connection dropped between the
 * session's code and theirs): the form stays and says that notices may be missing, instead of the
 * whole page giving way to the error screen. While it is in place, `onMissing(true)`; the notices
 * arriving after all (back online) take it away.
 */
function NoticesMissing({ onMissing }: { onMissing: (missing: boolean) => void }) {
  useEffect(() => {
    onMissing(true);
    return () => onMissing(false);
  }, [onMissing]);
  return null;
}

/** A line under the title about a part of the page that did not download, with a Reload button. */
function ReloadNotice({ role, text }: { role: 'alert' | 'status'; text: string }) {
  const { t } = useTranslation();
  return (
    <div className={role === 'alert' ? 'login__notice login__notice--error' : 'login__notice'} role={role}>
      <p>{text}</p>
      <button type="button" className="login__reload" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

/**
 * The toast of each refusal: the spec's two (§8) for what it names, and ours for two answers it does not
 * show, an account its agent set inactive and a form too large for the server (docs/api.md).
 */
const FAILURE_MESSAGES: Record<LoginFailure, string> = {
  'no-permission': 'login.noPermission',
  failed: 'login.failed',
  inactive: 'login.inactive',
  'too-long': 'login.tooLong',
};

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
  const markCodeMissing = useCallback(() => setCodeMissing(true), []);
  // Only the notices' own chunk did not download: signing in still works.
  const [noticesMissing, setNoticesMissing] = useState(false);
  const [LoginSessionState, renewNotices] = useRenewableLazy(loadNotices);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitting = useRef(false);
  // The failure toasts this screen showed: a sign-in that succeeds closes them, so none follows the
  // member onto the table for the rest of its five seconds, over the menu and Log out.
  const failureToasts = useRef<number[]>([]);
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
      failureToasts.current.splice(0).forEach(dismissToast);
      void navigate(pathForLevel(outcome.levelName), { replace: true });
      return;
    }
    failureToasts.current.push(toast.error(t(FAILURE_MESSAGES[outcome.failure])));
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
        <DeferredSessionGate onFailure={markCodeMissing}>
          <ErrorBoundary
            fallback={() => <NoticesMissing onMissing={setNoticesMissing} />}
            onRetry={renewNotices}
          >
            <Suspense fallback={null}>
              <LoginSessionState submitting={isLoading} />
            </Suspense>
          </ErrorBoundary>
        </DeferredSessionGate>
        {codeMissing ? (
          // An alert: it comes with its text, and says why the form cannot work yet.
          <ReloadNotice role="alert" text={t('login.codeMissing')} />
        ) : (
          noticesMissing && (
            // A status, not an alert: the form works; only a notice about the session may be missing.
            <ReloadNotice role="status" text={t('login.noticesMissing')} />
          )
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
            maxLength={PHONE_MAX_LENGTH}
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
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
          />
          {errors.password && (
            <p id="login-password-error" className="login__error">
              {t(errors.password, { max: PASSWORD_MAX_LENGTH })}
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
