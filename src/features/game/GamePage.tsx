import { useCallback, useDeferredValue, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, type ScreenPreparation } from '@/app/hooks';
import { NoAnswerYet } from '@/components/NoAnswerYet';
import { useScreenHeading } from '@/components/screenHeading';
import { Announcer } from '@/features/game/Announcer';
import { BetControls } from '@/features/game/BetControls';
import { placeChip, type MoveOutcome } from '@/features/game/betting';
import { BettingFeed } from '@/features/game/BettingFeed';
import { Board } from '@/features/game/Board';
import { ChipTray } from '@/features/game/ChipTray';
import { DiceStage } from '@/features/game/DiceStage';
import { InactiveGameNotice } from '@/features/game/InactiveGameNotice';
import { MoveNotice } from '@/features/game/MoveNotice';
import { PlayStop } from '@/features/game/PlayStop';
import { selectBetting, selectBettingFailed } from '@/features/game/gameSelectors';
import { ResultsStrip } from '@/features/game/ResultsStrip';
import { revealTimes } from '@/features/game/reveal';
import { RoundBets } from '@/features/game/RoundBets';
import { FairnessAlerts } from '@/features/game/FairnessAlerts';
import { FairnessWatch } from '@/features/game/FairnessWatch';
import { RoundHud } from '@/features/game/RoundHud';
import { SessionStats } from '@/features/game/SessionStats';
import { RulesDialog } from '@/features/game/RulesDialog';
import { StatusDock } from '@/features/game/StatusDock';
import { SubmissionBanner } from '@/features/game/SubmissionBanner';
import { TableOpening } from '@/features/game/TableOpening';
import type { GameSymbol } from '@/api/symbols';
import { startTable } from '@/features/game/startTable';
import { useTableMounted } from '@/features/game/useTableMounted';
import { useDraftExpiry } from '@/features/game/useDraftExpiry';
import { useMoveNotice } from '@/features/game/useMoveNotice';
import './GamePage.css';
import './Board.css';
import './Controls.css';
import './Table.css';

/** Started at the boot before the table's first render (app/lazyScreen.ts, ScreenPreparation). */
export const prepare: ScreenPreparation = startTable;

/** /kla-klouk-game: the table. Layout and states: docs/game.md. */
export default function GamePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const accountId = useAppSelector((state) => state.auth.user?.id ?? null);
  const bettingLoaded = useAppSelector((state) => selectBetting(state) !== undefined);
  // The store's update renders synchronously; mounting the whole table in it was one 16–23 ms task on
  // this machine. Deferred, the table mounts in a render React slices and yields between
  // (docs/quality.md "Blocking time"). No initial value: with one, every mount spawns a deferred
  // render, and while React holds back a Suspense reveal (its 300 ms fallback throttle) it re-rendered
  // the whole signed-in frame in a loop, some hundred times, until the reveal.
  const loaded = useDeferredValue(bettingLoaded);
  const failing = useAppSelector(selectBettingFailed);
  const { notice, tell } = useMoveNotice();
  const rulesRef = useRef<HTMLDialogElement>(null);
  // A line dismissed from the keyboard leaves the focus on Confirm, not on the page's start.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusConfirm = useCallback(() => confirmRef.current?.focus(), []);
  // The game's title is the app's name; after "Back to the game" its heading takes the focus.
  const heading = useScreenHeading();

  const onOutcome = useCallback(
    (outcome: MoveOutcome) => tell(outcome.ok ? (outcome.cut ? 'doubleCut' : null) : outcome.reason),
    [tell],
  );
  const onPlace = useCallback(
    (symbol: GameSymbol) => onOutcome(dispatch(placeChip(symbol))),
    [dispatch, onOutcome],
  );
  const onExpired = useCallback((amount: number) => tell('expired', amount), [tell]);
  // The rules open at their top: showModal() focuses the first thing that takes focus, Close, the last
  // element, and the dialog scrolls down to it (on a phone the title and the paytable are out of view).
  // The heading takes the focus instead. Closing gives the focus back to the button that opened it (the
  // browser does so after showModal(), to what had the focus: in Safari, and Firefox on macOS, a click
  // does not focus a button, so the button is named here).
  const rulesOpener = useRef<HTMLElement | null>(null);
  const [rulesOpened, setRulesOpened] = useState(false);
  const openRules = useCallback(({ currentTarget }: { currentTarget: HTMLElement }) => {
    const dialog = rulesRef.current;
    if (!dialog) return;
    // The content is rendered on the first opening (RulesDialog), before the dialog shows and focuses it.
    flushSync(() => setRulesOpened(true));
    rulesOpener.current = currentTarget;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('.rules__title')?.focus();
    dialog.scrollTop = 0;
  }, []);
  const closeRules = useCallback(() => {
    const dialog = rulesRef.current;
    if (!dialog) return;
    if (typeof dialog.close === 'function') {
      if (dialog.open) dialog.close();
    } else dialog.removeAttribute('open');
    const opener = rulesOpener.current;
    rulesOpener.current = null;
    if (opener?.isConnected) opener.focus();
  }, []);

  useDraftExpiry(onExpired);
  useTableMounted();

  return (
    <main className="game" aria-label={t('game.table')} style={revealTimes}>
      <h1 ref={heading} className="visually-hidden" tabIndex={-1}>
        {t('game.title')}
      </h1>
      {accountId !== null && <BettingFeed accountId={accountId} />}
      <FairnessWatch />
      {!loaded ? (
        <div className="game__loading">
          <p role="status">{failing ? t('game.unreachable') : t('game.loading')}</p>
          <NoAnswerYet waiting={!failing}>{t('game.slowAnswer')}</NoAnswerYet>
        </div>
      ) : (
        <TableOpening>
          <div className="game__layout">
            <div className="game__table">
              <RoundHud onOpenRules={openRules} />
              <SessionStats />
              <PlayStop />
              <FairnessAlerts />
              <DiceStage />
              {/* While the game is not active, its alert lies over the board while a round takes bets. */}
              <div className="game__board">
                <Board onPlace={onPlace} />
                <InactiveGameNotice />
              </div>
              <ChipTray />
              <BetControls onOutcome={onOutcome} confirmRef={confirmRef} />
              <StatusDock keepClear={confirmRef}>
                <MoveNotice notice={notice} />
                <SubmissionBanner onKeyboardDismiss={focusConfirm} />
              </StatusDock>
            </div>
            {/* Beside the table on a wide screen (Table.css), below it on a phone. */}
            <div className="game__side">
              <RoundBets />
              <ResultsStrip />
            </div>
            <RulesDialog ref={rulesRef} opened={rulesOpened} onClose={closeRules} />
          </div>
        </TableOpening>
      )}
      <Announcer />
    </main>
  );
}
