import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { CopyButton } from '@/components/CopyButton';
import { RoundDetails, type RoundFacts } from '@/components/roundDetails/RoundDetails';
import { selectFairRound, tableRoundDetails } from '@/features/game/fairnessSelectors';
import { selectBetting, type GameRoot } from '@/features/game/gameSelectors';
import { useCheckFromDetails } from '@/features/game/useCheckFromDetails';
import './Fairness.css';

/** The first and last 8 characters: enough to compare by eye, short enough for a phone's line. */
const shorten = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash);

/**
 * Not the phase itself: the line stays as it is when betting closes (the same fingerprint), but for a
 * round the table saw take bets with none (`noneShown`): a hash that comes after is not its fingerprint.
 */
function selectLineFacts(state: GameRoot) {
  const round = selectBetting(state)?.round;
  if (!round) return null;
  const noneShown = round.phase !== 'BETTING' && selectFairRound(state, round.id)?.seenHash === '';
  return { id: round.id, inResult: round.phase === 'RESULT', seedHash: round.seedHash, noneShown };
}

/**
 * Under the dice: while a round takes bets (and while they shake), its fingerprint — shortened, the
 * whole on demand, copyable; at the result, the check's outcome with the round's details.
 */
export const FairnessLine = memo(function FairnessLine() {
  const { t } = useTranslation();
  const store = useAppStore();
  const round = useAppSelector(selectLineFacts, shallowEqual);
  const kept = useAppSelector((state) => selectFairRound(state, round?.id ?? null));
  const [full, setFull] = useState(false);
  const [details, setDetails] = useState<RoundFacts | null>(null);
  const openDetails = useCallback(() => setDetails(tableRoundDetails(store.getState())), [store]);
  const closeDetails = useCallback(() => setDetails(null), []);
  const checkFromDetails = useCheckFromDetails();
  if (!round) return null;

  if (!round.inResult) {
    const hash = round.noneShown ? '' : kept?.seenHash || round.seedHash;
    // Said rather than left blank: a round that takes bets with no fingerprint cannot be checked.
    if (hash === '') {
      return (
        <div className="fairness-line fairness-line--none" data-testid="fingerprint" data-hash="">
          {t('fairness.fingerprintNone')}
        </div>
      );
    }
    return (
      <div className="fairness-line" data-testid="fingerprint" data-hash={hash}>
        <span className="fairness-line__label">{t('fairness.fingerprint')}</span>
        <span className="visually-hidden">{t('fairness.fingerprintHint')}</span>{' '}
        {/* The hash is its own "show all" switch: one line on a phone, where a separate button wrapped. */}
        <button
          type="button"
          className={full ? 'fairness-line__hash fairness-line__hash--full' : 'fairness-line__hash'}
          aria-expanded={full}
          aria-label={`${full ? t('fairness.showLess') : t('fairness.showAll')}: ${shorten(hash)}`}
          onClick={() => setFull((shown) => !shown)}
        >
          <code>{full ? hash : shorten(hash)}</code>
        </button>{' '}
        <CopyButton text={hash} name={t('fairness.fingerprint')} />
      </div>
    );
  }

  const check = kept?.check ?? null;
  const published = check?.reference === 'published';
  return (
    <div
      className={`fairness-line fairness-line--${check?.outcome ?? 'checking'}`}
      data-testid="fairness-status"
      data-outcome={check?.outcome ?? 'checking'}
    >
      <span role="status" className={check === null ? undefined : 'fairness-line__outcome'}>
        {check === null ? (
          t('fairness.checking')
        ) : check.outcome === 'verified' ? (
          <>
            <span aria-hidden="true">✓ </span>
            {/* Short enough to sit beside Details on a phone's one row; screen readers hear what it means. */}
            {t(published ? 'fairness.verifiedPublishedShort' : 'fairness.verified')}
            {published && <span className="visually-hidden"> {t('fairness.verifiedPublishedHint')}</span>}
          </>
        ) : (
          <>
            <span aria-hidden="true">✕ </span>
            {t('fairness.notVerified')}
          </>
        )}
      </span>{' '}
      {check !== null && (
        <button
          type="button"
          className="fairness-line__more"
          aria-label={t('fairness.detailsOf', { id: round.id })}
          data-details-of={round.id}
          onClick={openDetails}
        >
          {t('fairness.details')}
        </button>
      )}
      <RoundDetails round={details} onClose={closeDetails} onChecked={checkFromDetails} />
    </div>
  );
});
