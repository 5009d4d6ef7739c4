import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { POLL_MS } from '@/features/game/BettingFeed';
import { gameApi } from '@/features/game/gameApi';
import { selectGameInactive, selectPhase } from '@/features/game/gameSelectors';
import { usePageVisible } from '@/features/game/usePageVisible';
import { useAfterIdle } from '@/lib/schedule/useAfterIdle';
import './InactiveGameNotice.css';

/**
 * How often the table asks the games call whether the game is still active for the account. The
 * betting data does not say (docs/api.md): without this, a game turned off mid-session kept showing
 * "Betting open" and its countdown, and only Confirm found out.
 */
export const GAME_STATUS_POLL_MS = 2 * POLL_MS;

/**
 * Asks the games call while the tab is visible; the answer goes to the game slice (gameInactive). First
 * once the table has painted: the commit that mounts the table is long enough without a request.
 */
function GameStatusFeed({ accountId }: { accountId: number }) {
  const visible = usePageVisible();
  const idle = useAfterIdle();
  gameApi.endpoints.gameStatus.useQuerySubscription(accountId, {
    skip: !idle,
    pollingInterval: visible ? GAME_STATUS_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  return null;
}

/** Whether an inactive game's alert covers the board in `phase`: not in the shake and the result. */
export const alertCoversBoard = (phase: string | null): boolean => phase !== 'CLOSED' && phase !== 'RESULT';

/**
 * The reason, over the board while a round takes bets: a tap there meets it. In the shake and the
 * result it steps aside (`--aside`), for the board to show the round's stacks and the dice's marks; it
 * stays in the page, so a screen reader does not hear it again each round, and the HUD says "Not
 * active" meanwhile.
 */
function InactiveGameAlert() {
  const { t } = useTranslation();
  const phase = useAppSelector(selectPhase);
  const aside = !alertCoversBoard(phase);
  return (
    <div
      className={aside ? 'inactive-game inactive-game--aside' : 'inactive-game'}
      role="alert"
      data-testid="inactive-game"
    >
      <div className="inactive-game__card">
        <p className="inactive-game__title">
          {/* Drawn, not an emoji: a phone without an emoji font showed a box. */}
          <svg className="inactive-game__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M5 10h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          {t('inactiveGame.title')}
        </p>
        <p className="inactive-game__body">{t('inactiveGame.body')}</p>
      </div>
    </div>
  );
}

/**
 * Says so on the table when the server says the game is not active for the account (the games call,
 * or a bet refused GAME_INACTIVE): over the board while a round takes bets, so that a tap there meets
 * the reason and the table keeps to one screen; aside in the shake and the result. The controls are
 * unavailable meanwhile and say why when pressed. Gone, and betting back, once the games call says it
 * is active again.
 */
export function InactiveGameNotice() {
  const accountId = useAppSelector((state) => state.auth.user?.id ?? null);
  const inactive = useAppSelector(selectGameInactive);
  return (
    <>
      {accountId !== null && <GameStatusFeed accountId={accountId} />}
      {inactive && <InactiveGameAlert />}
    </>
  );
}
