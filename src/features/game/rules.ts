import { SYMBOLS, type GameSymbol } from '@/api/symbols';

/*
 * The game's money rules, pure. The server is the judge (docs/api.md); the client checks the same
 * limits first so a member hears "not enough balance" before anything is sent, and computes payouts
 * only to explain a result (the balance and the net always come from the server).
 */

export type StakeMap = Readonly<Partial<Record<GameSymbol, number>>>;

export interface StakeLimits {
  minStake: number;
  maxStakePerSymbol: number;
  maxStakePerRound: number;
}

/** How many of the three dice show `symbol`. */
export function matchesOf(symbol: GameSymbol, dice: readonly GameSymbol[]): number {
  return dice.filter((face) => face === symbol).length;
}

/** Stake back plus the stake once per matching die (1:1, 2:1, 3:1); nothing when no die shows it. */
export function payoutOf(stake: number, symbol: GameSymbol, dice: readonly GameSymbol[]): number {
  const k = matchesOf(symbol, dice);
  return k === 0 ? 0 : stake + k * stake;
}

export function totalOf(stakes: StakeMap): number {
  return SYMBOLS.reduce((sum, symbol) => sum + (stakes[symbol] ?? 0), 0);
}

/** Translation keys under game.reasons (client checks and server reasons share them). */
export type LimitReason =
  'bettingClosed' | 'emptyDraft' | 'belowMin' | 'aboveSymbolMax' | 'aboveRoundMax' | 'insufficientBalance';

export interface BetContext {
  limits: StakeLimits;
  /** The server's balance (net of the bets its answer already holds). */
  balance: number;
  /** Accepted by the server this round, plus a submission still waiting for its answer. */
  committed: StakeMap;
  /** Not yet taken off that balance: a pending submission's total, or a confirmed one's it does not hold. */
  unchargedTotal: number;
  bettingOpen: boolean;
}

/** Checks a draft (what Confirm would send) against the limits; null when it may be sent. */
export function draftProblem(draft: StakeMap, context: BetContext): LimitReason | null {
  if (!context.bettingOpen) return 'bettingClosed';
  const draftTotal = totalOf(draft);
  if (draftTotal === 0) return 'emptyDraft';
  const { limits } = context;
  for (const symbol of SYMBOLS) {
    const stake = draft[symbol] ?? 0;
    if (stake === 0) continue;
    if (stake < limits.minStake) return 'belowMin';
    if ((context.committed[symbol] ?? 0) + stake > limits.maxStakePerSymbol) return 'aboveSymbolMax';
  }
  if (totalOf(context.committed) + draftTotal > limits.maxStakePerRound) return 'aboveRoundMax';
  if (draftTotal > context.balance - context.unchargedTotal) return 'insufficientBalance';
  return null;
}

/** Can one more chip of `amount` go on `symbol`? The minimum is checked at Confirm, not per chip. */
export function chipProblem(
  symbol: GameSymbol,
  amount: number,
  draft: StakeMap,
  context: BetContext,
): LimitReason | null {
  const problem = draftProblem({ ...draft, [symbol]: (draft[symbol] ?? 0) + amount }, context);
  return problem === 'belowMin' ? null : problem;
}

/**
 * What Double adds: each symbol's draft stake once more, cut to what the per-symbol limit, the round
 * limit and the balance still allow (in board order, so the result is the same every time).
 * Returns the extra stake per symbol; empty when nothing fits.
 */
export function doubleExtra(draft: StakeMap, context: BetContext): StakeMap {
  const { limits } = context;
  let roundRoom = limits.maxStakePerRound - totalOf(context.committed) - totalOf(draft);
  let balanceRoom = context.balance - context.unchargedTotal - totalOf(draft);
  const extra: Partial<Record<GameSymbol, number>> = {};
  for (const symbol of SYMBOLS) {
    const stake = draft[symbol] ?? 0;
    if (stake === 0) continue;
    const symbolRoom = limits.maxStakePerSymbol - (context.committed[symbol] ?? 0) - stake;
    const add = Math.max(0, Math.min(stake, symbolRoom, roundRoom, balanceRoom));
    if (add > 0) {
      extra[symbol] = add;
      roundRoom -= add;
      balanceRoom -= add;
    }
  }
  return extra;
}

/** Chance that k of the three dice show a given symbol (k = 0…3), as a fraction of 216. */
export const MATCH_ODDS: readonly { matches: 0 | 1 | 2 | 3; ways: number }[] = [
  { matches: 0, ways: 125 },
  { matches: 1, ways: 75 },
  { matches: 2, ways: 15 },
  { matches: 3, ways: 1 },
];

/** Expected loss per unit staked on one symbol: 17/216 ≈ 7.87 %. */
export const HOUSE_EDGE = 17 / 216;

/** A fraction as the rules state it, to two decimals: 17 / 216 → "7.87%". */
export const formatPercent = (fraction: number): string => `${(fraction * 100).toFixed(2)}%`;
