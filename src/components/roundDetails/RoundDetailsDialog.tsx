import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/CopyButton';
import type { RoundFacts } from '@/components/roundDetails/roundFacts';
import { downloadJson } from '@/lib/download';
import { checkRound, proofOf, type Verification } from '@/lib/fairness/verifier';
import { formatDateTime } from '@/lib/format/date';
import { logger } from '@/lib/logger';
import './roundDetails.css';

type Check = { verification: Verification; checkedAt: number } | 'failed' | null;

const TIMES = ['openedAt', 'closesAt', 'resultAt', 'settledAt'] as const;

/** A value in full (a hash, a seed) with its copy button. */
function Value({ label, value, none }: { label: string; value: string | null | undefined; none: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {value ? (
          <>
            <code className="round-details__hex">{value}</code> <CopyButton text={value} name={label} />
          </>
        ) : (
          none
        )}
      </dd>
    </div>
  );
}

function Outcome({ check, roundId }: { check: Check; roundId: number }) {
  const { t } = useTranslation();
  if (check === null) return <p role="status">{t('fairness.dialog.checking')}</p>;
  if (check === 'failed') {
    return (
      <p role="alert" className="round-details__outcome round-details__outcome--bad">
        {t('fairness.dialog.failed')}
      </p>
    );
  }
  const { verification } = check;
  if (verification.outcome === 'verified') {
    const published = verification.reference === 'published';
    return (
      <div
        role="status"
        className="round-details__outcome round-details__outcome--ok"
        data-testid="details-outcome"
      >
        <p className="round-details__verdict">
          <span aria-hidden="true">✓ </span>
          {t(published ? 'fairness.verifiedPublished' : 'fairness.verified')}
        </p>
        <p>{t(published ? 'fairness.verifiedPublishedHint' : 'fairness.verifiedHint')}</p>
      </div>
    );
  }
  const first = verification.problems[0] ?? 'checkFailed';
  const title =
    verification.outcome === 'mismatch'
      ? t('fairness.mismatch')
      : t(`fairness.unchecked.${first}`, { defaultValue: t('fairness.notVerified') });
  return (
    <div
      role="alert"
      className="round-details__outcome round-details__outcome--bad"
      data-testid="details-outcome"
    >
      <p className="round-details__verdict">
        <span aria-hidden="true">⚠ </span>
        {title}
      </p>
      <ul>
        {verification.problems.map((problem) => (
          <li key={problem}>{t(`fairness.problems.${problem}`, { id: roundId })}</li>
        ))}
      </ul>
    </div>
  );
}

function Steps({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const face = (symbol: string) => t(`symbols.${symbol}`, { defaultValue: symbol });
  return (
    <section aria-labelledby="round-details-steps" data-testid="details-steps">
      <h3 id="round-details-steps">{t('fairness.dialog.steps')}</h3>
      <p>{t('fairness.dialog.stepsIntro')}</p>
      {verification.blocks.map((block) => {
        const read = block.bytes.filter((byte) => byte.use !== 'unread');
        const unread = block.bytes.length - read.length;
        const name = t('fairness.dialog.block', { n: block.block, message: block.message });
        return (
          <div key={block.block} className="round-details__block">
            <h4>{name}</h4>
            <p>
              {/* The bytes read are marked in the hex: used (a face) and skipped (252 or more). */}
              <code className="round-details__hex">
                {block.bytes.map((byte) => (
                  <span key={byte.index} className={`round-details__hexbyte--${byte.use}`}>
                    {block.hmac.slice(byte.index * 2, byte.index * 2 + 2)}
                  </span>
                ))}
              </code>{' '}
              <CopyButton text={block.hmac} name={name} />
            </p>
            <ul className="round-details__bytes">
              {read.map((byte) => (
                <li key={byte.index} className={`round-details__byte round-details__byte--${byte.use}`}>
                  <span aria-hidden="true">{byte.use === 'used' ? '✓ ' : '✕ '}</span>
                  {byte.use === 'used'
                    ? t('fairness.dialog.used', {
                        index: byte.index,
                        value: byte.value,
                        mod: byte.value % 6,
                        face: face(byte.face ?? ''),
                      })
                    : t('fairness.dialog.skipped', { index: byte.index, value: byte.value })}
                </li>
              ))}
            </ul>
            {unread > 0 && <p>{t('fairness.dialog.unread', { count: unread })}</p>}
          </div>
        );
      })}
    </section>
  );
}

/**
 * A round's details and proof: the facts, every value with a copy button, the check (run here, in
 * the browser) and each step of the derivation, and the proof as a JSON download. A native modal
 * dialog: Esc closes it, and the focus goes back to what opened it.
 */
export default function RoundDetailsDialog({
  round,
  onClose,
  onChecked,
}: {
  round: RoundFacts;
  onClose: () => void;
  onChecked?: (verification: Verification) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [check, setCheck] = useState<Check>(null);
  const { roundId } = round;
  const checked = useEffectEvent((verification: Verification) => onChecked?.(verification));

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('.round-details__title')?.focus();
    return () => {
      // The opener may have gone meanwhile (a warning the check cleared): another opener of the same
      // round, else the screen's heading, so the focus does not fall to the page's start.
      const back = opener?.isConnected
        ? opener
        : (document.querySelector<HTMLElement>(`[data-details-of="${roundId}"]`) ??
          document.querySelector<HTMLElement>('h1[tabindex="-1"]'));
      back?.focus();
    };
  }, [roundId]);

  useEffect(() => {
    let live = true;
    checkRound({
      roundId: round.roundId,
      seed: round.seed,
      publishedHash: round.publishedHash,
      seenHash: round.seenHash,
      dice: round.dice,
    }).then(
      (verification) => {
        if (!live) return;
        setCheck({ verification, checkedAt: Date.now() });
        checked(verification);
      },
      (error: unknown) => {
        logger.error(`Round ${round.roundId}: the fairness check could not run`, error);
        if (live) setCheck('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [round]);

  const none = t('fairness.dialog.none');
  const faces = (dice: readonly string[]) =>
    dice.map((symbol) => t(`symbols.${symbol}`, { defaultValue: symbol })).join(', ');
  const verification = check !== null && check !== 'failed' ? check.verification : null;
  const download = () => {
    if (check === null || check === 'failed') return;
    const proof = proofOf(check.verification, {
      seenAt: round.seenAt,
      settledAt: round.times.settledAt ?? round.times.resultAt,
      checkedAt: check.checkedAt,
    });
    downloadJson(`kla-klouk-round-${round.roundId}-proof.json`, proof);
  };

  let times: ReactNode[] = TIMES.flatMap((name) => {
    const at = round.times[name];
    return at === undefined
      ? []
      : [
          <div key={name}>
            <dt>{t(`fairness.dialog.${name}`)}</dt>
            <dd>
              <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>
            </dd>
          </div>,
        ];
  });
  if (round.seenAt) {
    times = [
      ...times,
      <div key="seenAt">
        <dt>{t('fairness.dialog.seenAt')}</dt>
        <dd>
          <time dateTime={new Date(round.seenAt).toISOString()}>{formatDateTime(round.seenAt)}</time>
        </dd>
      </div>,
    ];
  }

  return (
    <dialog ref={ref} className="round-details" aria-labelledby="round-details-title" onClose={onClose}>
      <h2 id="round-details-title" className="round-details__title" tabIndex={-1}>
        {t('fairness.dialog.title', { id: round.roundId })}
      </h2>
      <Outcome check={check} roundId={round.roundId} />
      {/* A round verified against the published hash says so in its outcome already. */}
      {round.seenHash === null && verification?.outcome !== 'verified' && (
        <p className="round-details__note">{t('fairness.dialog.notSeen')}</p>
      )}
      <h3>{t('fairness.dialog.facts')}</h3>
      <dl className="round-details__facts">
        <div>
          <dt>{t('fairness.dialog.roundId')}</dt>
          <dd>
            <code>{round.roundId}</code>{' '}
            <CopyButton text={String(round.roundId)} name={t('fairness.dialog.roundId')} />
          </dd>
        </div>
        {times}
        <div>
          <dt>{t('fairness.dialog.dice')}</dt>
          <dd data-testid="details-dice">{faces(round.dice)}</dd>
        </div>
        {round.seenHash !== null && (
          <Value label={t('fairness.dialog.seenHash')} value={round.seenHash} none={none} />
        )}
        <Value label={t('fairness.dialog.publishedHash')} value={round.publishedHash} none={none} />
        <Value label={t('fairness.dialog.seed')} value={round.seed} none={none} />
        {verification && (
          <>
            <Value label={t('fairness.dialog.computedHash')} value={verification.computedHash} none={none} />
            <div>
              <dt>{t('fairness.dialog.derivedDice')}</dt>
              <dd>{verification.derivedDice ? faces(verification.derivedDice) : none}</dd>
            </div>
          </>
        )}
      </dl>
      {verification && verification.blocks.length > 0 && <Steps verification={verification} />}
      <p className="round-details__note">{t('fairness.dialog.proofHint')}</p>
      <div className="round-details__actions">
        <button
          type="button"
          className="round-details__download"
          onClick={download}
          disabled={verification === null}
        >
          {t('fairness.dialog.download')}
        </button>
        <button type="button" className="round-details__close" onClick={onClose}>
          {t('fairness.dialog.close')}
        </button>
      </div>
    </dialog>
  );
}
