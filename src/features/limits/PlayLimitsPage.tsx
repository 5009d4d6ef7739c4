import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ownAccountRequest, useGetAccountQuery } from '@/api/accountEndpoints';
import { SCREEN_QUERY } from '@/api/screenQuery';
import type { Account } from '@/api/schemas';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { QueryStatus } from '@/components/QueryStatus';
import { Screen } from '@/components/Screen';
import {
  changedLimits,
  limitFieldsOf,
  parseLimitFields,
  unreadableLimits,
  type LimitFields,
} from '@/features/limits/limitForm';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { toast } from '@/lib/notify';
import { useNow } from '@/lib/schedule/useNow';
import { selectSessionUser } from '@/session/authSlice';
import {
  atLeastAsStrict,
  BREAK_LENGTHS,
  LIMIT_KINDS,
  onBreakAt,
  REALITY_INTERVALS,
  settingAt,
  startBreak,
  type BreakLength,
  type LimitKind,
  type LimitSetting,
} from '@/session/play/limits';
import { breakTaken, limitsRequested, realityIntervalChosen, selectPlay } from '@/session/play/playSlice';
import { playNow, selectPlayClockOffset } from '@/session/play/playClock';
import './limits.css';

/** Menu → Play limits (docs/screens.md, docs/responsible-play.md). */
export default function PlayLimitsPage() {
  const { t } = useTranslation();
  const request = ownAccountRequest(useAppSelector(selectSessionUser));
  const { data, error, isLoading, isFetching, refetch } = useGetAccountQuery(
    request ?? skipToken,
    SCREEN_QUERY,
  );
  return (
    <Screen title={t('play.title')}>
      <QueryStatus query={{ isLoading, isFetching, error, refetch }} />
      {data && <PlayLimits account={data} />}
    </Screen>
  );
}

function PlayLimits({ account }: { account: Account }) {
  const { t } = useTranslation();
  const play = useAppSelector(selectPlay);
  const now = useNow(1000) + useAppSelector(selectPlayClockOffset);
  const money = (minor: number) => formatMoney(minor, account.currency, account.scale);
  const valueText = (kind: LimitKind, value: number | null) =>
    value === null
      ? t('play.limits.none')
      : kind === 'session'
        ? t('play.limits.minutes', { count: value })
        : money(value);
  const onBreak = onBreakAt(play.record.breakUntil, now);

  return (
    <>
      {play.status === 'unreadable' && (
        <p className="status-line status-line--error" role="alert">
          {t('play.unreadable')}
        </p>
      )}
      {onBreak && (
        <p className="status-line status-line--warning" role="status" data-testid="break-until">
          {t('play.refusals.onBreak', { until: formatDateTime(play.record.breakUntil ?? 0) })}
        </p>
      )}
      <LimitsForm account={account} valueText={valueText} />
      <RealityInterval />
      <TakeABreak />
    </>
  );
}

function LimitsForm({
  account,
  valueText,
}: {
  account: Account;
  valueText: (kind: LimitKind, value: number | null) => string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const play = useAppSelector(selectPlay);
  const now = useNow(1000) + useAppSelector(selectPlayClockOffset);
  const settings = Object.fromEntries(
    LIMIT_KINDS.map((kind) => [kind, settingAt(play.record.limits[kind], now)]),
  ) as Record<LimitKind, LimitSetting>;
  // A field the member has not typed in follows the stored setting (another tab's change, a raise
  // coming into force), so that it is never sent back stale.
  const filled = limitFieldsOf(settings, account.scale);
  const [typed, setTyped] = useState<Partial<LimitFields>>({});
  const fields: LimitFields = { ...filled, ...typed };
  const [errors, setErrors] = useState<Partial<Record<LimitKind, string>>>({});
  const id = useId();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseLimitFields(fields, account.scale);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      document.getElementById(`${id}-${Object.keys(parsed.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    const asked = changedLimits(parsed.values, fields, filled, unreadableLimits(settings));
    // A looser limit than the one in force waits 24 hours: the member is told so.
    const waits = LIMIT_KINDS.some(
      (kind) => asked[kind] !== undefined && !atLeastAsStrict(asked[kind], settings[kind].value),
    );
    dispatch(limitsRequested(asked));
    setTyped({});
    toast.success(t(waits ? 'play.savedWithWait' : 'play.saved'));
  }

  return (
    <form className="card form limits" onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('play.limits.title')}</h2>
      <p className="form__hint">{t('play.explain')}</p>
      <p className="form__hint">{t('play.limits.rule')}</p>
      {LIMIT_KINDS.map((kind) => {
        const setting = settings[kind];
        const inputId = `${id}-${kind}`;
        return (
          <div className="limits__field" key={kind}>
            <label htmlFor={inputId}>
              {t(`play.limits.${kind}`, {
                unit: kind === 'session' ? t('play.limits.minutesUnit') : account.currency,
              })}
            </label>
            <input
              id={inputId}
              inputMode={kind === 'session' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={fields[kind]}
              onChange={(event) => setTyped({ ...typed, [kind]: event.target.value })}
              aria-invalid={errors[kind] ? true : undefined}
              aria-describedby={`${inputId}-now${errors[kind] ? ` ${inputId}-error` : ''}`}
            />
            <p id={`${inputId}-now`} className="limits__pending">
              {t('play.limits.inForce', { value: valueText(kind, setting.value) })}
              {setting.pending &&
                ` ${t('play.limits.pending', {
                  value: valueText(kind, setting.pending.value),
                  when: formatDateTime(setting.pending.from),
                })}`}
            </p>
            {errors[kind] && (
              <p id={`${inputId}-error`} className="form__error">
                {t(errors[kind], { digits: account.scale })}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="button">
        {t('play.limits.save')}
      </button>
    </form>
  );
}

function RealityInterval() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const interval = useAppSelector((state) => state.play.record.realityInterval);
  const id = useId();
  return (
    <section className="card limits" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('play.reality.title')}</h2>
      <fieldset>
        <legend>{t('play.reality.interval')}</legend>
        {REALITY_INTERVALS.map((minutes) => (
          <label className="limits__choice" key={minutes}>
            <input
              type="radio"
              name="reality-interval"
              value={minutes}
              checked={interval === minutes}
              onChange={() => dispatch(realityIntervalChosen(minutes))}
            />
            {t('play.limits.minutes', { count: minutes })}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

const BREAKS = Object.keys(BREAK_LENGTHS) as BreakLength[];

function TakeABreak() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const breakUntil = useAppSelector((state) => state.play.record.breakUntil);
  const [length, setLength] = useState<BreakLength>('day');
  const [asking, setAsking] = useState<number | null>(null);
  const question = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (asking !== null) question.current?.focus();
  }, [asking]);

  return (
    <section className="card limits" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('play.break.title')}</h2>
      <p className="form__hint">{t('play.break.explain')}</p>
      <fieldset>
        <legend>{t('play.break.length')}</legend>
        {BREAKS.map((option) => (
          <label className="limits__choice" key={option}>
            <input
              type="radio"
              name="break-length"
              value={option}
              checked={length === option}
              onChange={() => setLength(option)}
            />
            {t(`play.break.${option}`)}
          </label>
        ))}
      </fieldset>
      <button
        ref={opener}
        type="button"
        className="button"
        onClick={() => setAsking(startBreak(breakUntil, length, playNow(store.getState())))}
      >
        {t('play.break.take')}
      </button>
      {asking !== null && (
        <div className="status-line status-line--warning" role="alertdialog" aria-labelledby={`${id}-ask`}>
          <h3 id={`${id}-ask`} ref={question} tabIndex={-1}>
            {t('play.break.confirm', { until: formatDateTime(asking) })}
          </h3>
          <div className="actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                dispatch(breakTaken(length));
                setAsking(null);
                opener.current?.focus();
              }}
            >
              {t('play.break.yes')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setAsking(null);
                opener.current?.focus();
              }}
            >
              {t('play.break.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
