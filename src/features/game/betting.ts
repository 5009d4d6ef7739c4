import {
  selectBetting,
  selectBetsToRepeat,
  selectCommittedStakes,
  selectDraftStakes,
  selectDraftTotal,
  selectSelectedChip,
  selectUnchargedTotal,
  type GameRoot,
} from '@/features/game/gameSelectors';
import {
  chipPlaced,
  draftDoubled,
  rebetPlaced,
  submissionStarted,
  type FailureReason,
} from '@/features/game/gameSlice';
import {
  chipProblem,
  doubleExtra,
  draftProblem,
  totalOf,
  type BetContext,
  type LimitReason,
} from '@/features/game/rules';
import { chipsOf, stakesFromBets } from '@/features/game/stakes';
import { selectBetRefusal } from '@/session/play/playSlice';
import { playNow } from '@/session/play/playClock';
import type { PlayRefusal } from '@/session/play/limits';
import { sendSubmission, type GameThunk } from '@/features/game/submission';
import type { GameSymbol } from '@/api/symbols';

/*
 * The member's betting moves. Each checks the limits against the server's latest betting data before
 * it touches the draft, and answers with a reason key (game.reasons.*) when it refuses.
 */

/**
 * Why a move was refused: a submission's reasons, plus those of the moves alone (never a submission's,
 * so never stored): `busy` (Confirm while one is pending), `nothingToRebet` (no bets in the last settled
 * round), `rebetOverDraft` (Rebet while the draft holds chips).
 */
export type MoveReason = FailureReason | 'busy' | 'nothingToRebet' | 'rebetOverDraft' | PlayRefusal;

/** `cut`: Double took what the limits and the balance allow, less than the whole draft again. */
export type MoveOutcome = { ok: true; cut?: true } | { ok: false; reason: MoveReason };

const refused = (reason: MoveReason): MoveOutcome => ({ ok: false, reason });
const OK: MoveOutcome = { ok: true };

function contextOf(state: GameRoot): { roundId: number; context: BetContext } | LimitReason | 'gameInactive' {
  const betting = selectBetting(state);
  if (!betting) return 'bettingClosed';
  if (state.game.gameInactive) return 'gameInactive';
  return {
    roundId: betting.round.id,
    context: {
      limits: betting.limits,
      balance: betting.account.balance,
      committed: selectCommittedStakes(state),
      unchargedTotal: selectUnchargedTotal(state),
      bettingOpen: betting.round.phase === 'BETTING',
    },
  };
}

/**
 * The member's own limits, break and reality check (session/play, set on the limits screen), checked
 * with the stake the move would add to the round, on the play clock (the server's). They are read
 * through the store: the game does not know the limits feature.
 */
function playProblem(state: GameRoot, added: number): PlayRefusal | null {
  const committed = totalOf(selectCommittedStakes(state));
  return selectBetRefusal(state, committed, added, playNow(state));
}

/** A tap on a symbol: the selected chip joins the draft, if the limits and the balance allow it. */
export function placeChip(symbol: GameSymbol): GameThunk<MoveOutcome> {
  return (dispatch, getState) => {
    const state = getState();
    const table = contextOf(state);
    if (typeof table === 'string') return refused(table);
    const amount = selectSelectedChip(state);
    if (amount === null) return refused('bettingClosed');
    const problem = chipProblem(symbol, amount, selectDraftStakes(state), table.context);
    if (problem) return refused(problem);
    const limit = playProblem(state, selectDraftTotal(state) + amount);
    if (limit) return refused(limit);
    dispatch(chipPlaced({ roundId: table.roundId, chip: { symbol, amount } }));
    return OK;
  };
}

/**
 * Rebet: the bets of the last round the member played (the server's last settlement), all of them or
 * none (a repeat cut to the limits would not be the same bets), as one move Undo takes back whole.
 * Only on an empty draft: it never throws away chips the member put down, and a second press (a double
 * tap) cannot stake the same bets twice.
 */
export function rebet(): GameThunk<MoveOutcome> {
  return (dispatch, getState) => {
    const state = getState();
    const table = contextOf(state);
    if (typeof table === 'string') return refused(table);
    if (!table.context.bettingOpen) return refused('bettingClosed');
    const bets = selectBetsToRepeat(state);
    if (bets.length === 0) return refused('nothingToRebet');
    if (selectDraftTotal(state) > 0) return refused('rebetOverDraft');
    const stakes = stakesFromBets(bets);
    const problem = draftProblem(stakes, table.context);
    if (problem) return refused(problem);
    const limit = playProblem(state, totalOf(stakes));
    if (limit) return refused(limit);
    dispatch(rebetPlaced({ roundId: table.roundId, chips: chipsOf(stakes) }));
    return OK;
  };
}

/** Double the draft, cut to the limits and the balance (and says so); refused when nothing more fits. */
export function double(): GameThunk<MoveOutcome> {
  return (dispatch, getState) => {
    const state = getState();
    const table = contextOf(state);
    if (typeof table === 'string') return refused(table);
    if (!table.context.bettingOpen) return refused('bettingClosed');
    const draft = selectDraftStakes(state);
    if (Object.keys(draft).length === 0) return refused('emptyDraft');
    const extraStakes = doubleExtra(draft, table.context);
    const extra = chipsOf(extraStakes);
    if (extra.length === 0) {
      return refused(draftProblem(draft, table.context) ?? whichLimitStopsDouble(draft, table.context));
    }
    // Not cut to the member's own limits: Double then says which of them it would pass.
    const limit = playProblem(state, totalOf(draft) + totalOf(extraStakes));
    if (limit) return refused(limit);
    dispatch(draftDoubled({ roundId: table.roundId, chips: extra }));
    return totalOf(extraStakes) < totalOf(draft) ? { ok: true, cut: true } : OK;
  };
}

function whichLimitStopsDouble(draft: Parameters<typeof doubleExtra>[0], context: BetContext): LimitReason {
  const doubled = Object.fromEntries(
    Object.entries(draft).map(([symbol, stake]) => [symbol, (stake ?? 0) * 2]),
  );
  return draftProblem(doubled, context) ?? 'aboveRoundMax';
}

/**
 * Confirm: one join call for the whole draft. A submission already pending makes this a no-op (a
 * double click, a key repeat, two buttons): the guard is the state, not only the disabled button.
 */
export function confirmDraft(): GameThunk<Promise<MoveOutcome>> {
  return async (dispatch, getState) => {
    const state = getState();
    if (state.game.submission?.status === 'pending') return refused('busy');
    const table = contextOf(state);
    if (typeof table === 'string') return refused(table);
    const draft = selectDraftStakes(state);
    const problem = draftProblem(draft, table.context);
    if (problem) return refused(problem);
    // Checked last, before anything is sent: a reality check waiting, a break, the session's time.
    const limit = playProblem(state, totalOf(draft));
    if (limit) return refused(limit);
    const started = dispatch(submissionStarted({ roundId: table.roundId, chips: state.game.placedChips }));
    await dispatch(sendSubmission(started.payload.requestId));
    return OK;
  };
}
