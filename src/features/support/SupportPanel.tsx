import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { getConfig } from '@/config/env';
import { formatDateTime } from '@/lib/format/date';
import { selectSessionUser } from '@/session/authSlice';
import {
  NORMAL,
  postScenario,
  sessionOf,
  type ScenarioPatch,
  type SimState,
} from '@/features/support/simControl';
import { useSimState } from '@/features/support/useSimState';
import './SupportPanel.css';

const LATENCY_MS = 1_500;

/** Whole seconds left until `until` on the server's clock (the access token countdown); undefined when unknown. */
function useRemaining(until: number | undefined, state: { serverTime: number; fetchedAt: number } | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (until === undefined || state === null) return undefined;
  const serverNow = state.serverTime + (now - state.fetchedAt);
  return Math.max(0, Math.floor((until - serverNow) / 1000));
}

interface ActionProps {
  children: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

function Action({ children, onClick, pressed, disabled }: ActionProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="support-panel__action"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
      {pressed !== undefined && (
        <span className="support-panel__switch" aria-hidden="true">
          {pressed ? t('support.on') : t('support.off')}
        </span>
      )}
    </button>
  );
}

/**
 * Support staff's tools in simulator and QA builds (never in a production build against a real API:
 * see SUPPORT_PANEL_BUILD): the session's token expiry as the simulator sees it, and a button for each
 * session scenario of docs/support-session-expiry.md. In the page flow at the very end, collapsed, so
 * it never covers the game controls.
 */
export default function SupportPanel() {
  const { t } = useTranslation();
  const { apiBaseUrl } = getConfig();
  const user = useAppSelector(selectSessionUser);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const { status, setState } = useSimState(apiBaseUrl, open);

  const ready = status.kind === 'ready' ? status : null;
  const session = ready && user ? sessionOf(ready.state, user.id) : undefined;
  const remaining = useRemaining(
    session?.accessExpiresAt,
    ready && { serverTime: ready.state.serverTime, fetchedAt: ready.fetchedAt },
  );
  const scenario = ready?.state.scenario;
  const gameInactive =
    ready && user ? ready.state.accounts.find((a) => a.id === user.id)?.gameStatus === 'INA' : false;

  const run = async (patch: ScenarioPatch, done: string) => {
    try {
      const next: SimState = await postScenario(apiBaseUrl, patch);
      setState(next);
      setMessage(done);
    } catch {
      setMessage(t('support.failed'));
    }
  };

  return (
    <details
      className="support-panel"
      data-testid="kla-klouk-support-panel"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="support-panel__summary">{t('support.title')}</summary>
      <section className="support-panel__body" aria-label={t('support.title')}>
        <h2 className="support-panel__heading">{t('support.session')}</h2>
        {status.kind === 'unreachable' && <p role="alert">{t('support.unreachable', { url: apiBaseUrl })}</p>}
        {!user && <p>{t('support.signedOut')}</p>}
        {user && ready && !session && <p>{t('support.noServerSession')}</p>}
        {user && session && (
          <dl className="support-panel__facts">
            <dt>{t('support.accessExpires')}</dt>
            <dd>
              {formatDateTime(session.accessExpiresAt)}{' '}
              <strong>
                {remaining === 0
                  ? t('support.expired')
                  : t('support.inSeconds', {
                      minutes: Math.floor((remaining ?? 0) / 60),
                      seconds: (remaining ?? 0) % 60,
                    })}
              </strong>
            </dd>
            <dt>{t('support.sessionEnds')}</dt>
            <dd>{formatDateTime(session.refreshExpiresAt)}</dd>
          </dl>
        )}

        <h2 className="support-panel__heading">{t('support.scenarios')}</h2>
        <div className="support-panel__actions">
          <Action
            disabled={!user}
            onClick={() =>
              user && void run({ expireAccess: { accountId: user.id } }, t('support.done.expired'))
            }
          >
            {t('support.expireNow')}
          </Action>
          <Action
            pressed={scenario?.failNextRefresh ?? false}
            onClick={() =>
              void run({ failNextRefresh: !scenario?.failNextRefresh }, t('support.done.applied'))
            }
          >
            {t('support.failNextRefresh')}
          </Action>
          <Action
            pressed={scenario?.failAllRefresh ?? false}
            onClick={() => void run({ failAllRefresh: !scenario?.failAllRefresh }, t('support.done.applied'))}
          >
            {t('support.failAllRefresh')}
          </Action>
          <Action
            pressed={gameInactive}
            disabled={!user}
            onClick={() =>
              user &&
              void run(
                { gameStatus: { accountId: user.id, status: gameInactive ? 'ACT' : 'INA' } },
                t('support.done.applied'),
              )
            }
          >
            {t('support.deactivateGame')}
          </Action>
          <Action
            pressed={scenario?.serverError ?? false}
            onClick={() => void run({ serverError: !scenario?.serverError }, t('support.done.applied'))}
          >
            {t('support.serverErrors')}
          </Action>
          <Action
            pressed={(scenario?.latencyMs ?? 0) > 0}
            onClick={() =>
              void run(
                { latencyMs: (scenario?.latencyMs ?? 0) > 0 ? 0 : LATENCY_MS },
                t('support.done.applied'),
              )
            }
          >
            {t('support.latency', { seconds: LATENCY_MS / 1000 })}
          </Action>
          <Action onClick={() => void run(NORMAL, t('support.done.reset'))}>{t('support.reset')}</Action>
        </div>
        <p className="support-panel__status" role="status" aria-live="polite">
          {message}
        </p>
      </section>
    </details>
  );
}
