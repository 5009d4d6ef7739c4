import { useCallback, useRef, useState, type ReactNode } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ownAccountRequest, useGetAccountQuery } from '@/api/accountEndpoints';
import { showModal, useShowModal } from '@/components/useShowModal';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { getConfig } from '@/config/env';
import { readPlayRecord } from '@/features/limits/limitsStorage';
import { useOneTabLock } from '@/features/limits/oneTabLock';
import { formatMoney, signedMoney } from '@/lib/format/money';
import { ROUTES } from '@/lib/routes';
import { formatElapsed, useNow } from '@/lib/schedule/useNow';
import { selectSessionUser } from '@/session/authSlice';
import {
  realityCheckAnswered,
  selectNextRealityCheck,
  selectRealityCheckDue,
  selectSessionTally,
} from '@/session/play/playSlice';
import { playNow, selectPlayClockOffset } from '@/session/play/playClock';
import '@/components/ModalDialog.css';
import './limits.css';

/**
 * The reality check (docs/responsible-play.md): every N minutes from the sign-in (15, 30 or 60, the
 * member's choice), what this session has been: time, rounds, total staked and net. While it waits for
 * an answer nothing new can be confirmed, in any tab (the game asks session/play); a bet already sent
 * is still followed to its end. It is timed from the sign-in, so a reload shows it again until it is
 * answered, and it is shown in one tab at a time (a Web Lock): answered there, it goes in every tab.
 */
export function RealityCheck({ logout }: { logout: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const [nextAt, setNextAt] = useState<number | null>(null);
  // On the play clock, as the table's refusals are; woken (on the device's) when the next check falls
  // due: the table refuses Confirm from that moment, and the check must be on screen to say why.
  const offset = useAppSelector(selectPlayClockOffset);
  const now = useNow(1000, nextAt === null ? null : nextAt - offset) + offset;
  const next = useAppSelector((state) => selectNextRealityCheck(state, now));
  if (next !== nextAt) setNextAt(next);
  const due = useAppSelector((state) => selectRealityCheckDue(state, now));
  const tally = useAppSelector(selectSessionTally);
  const accountId = user?.id ?? null;
  const stillDue = useCallback(() => {
    if (accountId === null || due === null) return false;
    const stored = readPlayRecord(accountId, getConfig().secretKey, playNow(store.getState())).record.session;
    return stored?.sessionId !== user?.sessionId || (stored?.realityAnsweredUpTo ?? 0) < due;
  }, [accountId, due, user?.sessionId, store]);
  const shown = useOneTabLock(
    due === null || !user ? null : `kla-klouk:reality-check:${user.sessionId}:${due}`,
    stillDue,
  );
  const request = ownAccountRequest(user);
  // The account's currency and scale, for the amounts (cached: the table and the wallet read it too).
  // Until it answers the amounts are not shown: formatted without the scale, $12.50 would read $1,250.
  const account = useGetAccountQuery(shown && request ? request : skipToken);
  const dialog = useRef<HTMLDialogElement>(null);

  useShowModal(dialog, shown, 'h2');

  if (!shown || due === null || !tally) return null;
  const scaled = account.data;
  const money = scaled && ((minor: number) => formatMoney(minor, scaled.currency, scaled.scale));
  const net = tally.paid - tally.staked;
  const answer = () => dispatch(realityCheckAnswered(due));

  return (
    <dialog
      ref={dialog}
      className="modal-dialog reality-check"
      aria-labelledby="reality-check-title"
      // Escape would close it unanswered: it stays until one of its buttons is pressed. React hands
      // it the cancel of a dialog inside it too (Log out's question), which is that dialog's own.
      onCancel={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      // A browser closes it anyway on a second Escape with no click between (its rule against dialogs
      // that never close): unanswered, it is shown again.
      onClose={(event) => {
        if (event.target === event.currentTarget) showModal(event.currentTarget);
      }}
    >
      <h2 id="reality-check-title" tabIndex={-1}>
        {t('play.reality.title')}
      </h2>
      <p>{t('play.reality.played', { time: formatElapsed(now - tally.startedAt) })}</p>
      <dl className="reality-check__facts">
        <dt>{t('play.reality.rounds')}</dt>
        <dd>{tally.rounds}</dd>
        {money && (
          <>
            <dt>{t('play.reality.staked')}</dt>
            <dd>{money(tally.staked)}</dd>
            <dt>{t('play.reality.net')}</dt>
            <dd>{signedMoney(net, money)}</dd>
          </>
        )}
      </dl>
      <div className="modal-dialog__actions">
        <button type="button" className="button" onClick={answer}>
          {t('play.reality.keepPlaying')}
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            answer();
            void navigate(ROUTES.myBets);
          }}
        >
          {t('play.reality.myBets')}
        </button>
        {logout}
      </div>
    </dialog>
  );
}
