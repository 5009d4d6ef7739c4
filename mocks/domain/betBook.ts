import type { Stake } from './payout';
import type { DiceSymbol } from './symbols';

/** The accepted stakes of one account in one round, merged per symbol. */
export interface RoundStakes {
  readonly roundId: number;
  readonly stakes: Map<DiceSymbol, number>;
  readonly requestIds: string[];
  total: number;
}

/** Accepted bets of rounds not yet settled. */
export class BetBook {
  private readonly rounds = new Map<number, Map<number, RoundStakes>>();

  of(roundId: number, accountId: number): RoundStakes | undefined {
    return this.rounds.get(roundId)?.get(accountId);
  }

  add(roundId: number, accountId: number, requestId: string, bets: readonly Stake[]): RoundStakes {
    let accounts = this.rounds.get(roundId);
    if (accounts === undefined) {
      accounts = new Map();
      this.rounds.set(roundId, accounts);
    }
    let entry = accounts.get(accountId);
    if (entry === undefined) {
      entry = { roundId, stakes: new Map(), requestIds: [], total: 0 };
      accounts.set(accountId, entry);
    }
    for (const bet of bets) {
      entry.stakes.set(bet.symbol, (entry.stakes.get(bet.symbol) ?? 0) + bet.stake);
      entry.total += bet.stake;
    }
    entry.requestIds.push(requestId);
    return entry;
  }

  /** What an account has staked in rounds not yet settled. */
  pendingStake(accountId: number): number {
    let total = 0;
    for (const accounts of this.rounds.values()) total += accounts.get(accountId)?.total ?? 0;
    return total;
  }

  /** Removes and returns the bets of a round (for settlement). */
  take(roundId: number): Map<number, RoundStakes> {
    const accounts = this.rounds.get(roundId) ?? new Map<number, RoundStakes>();
    this.rounds.delete(roundId);
    return accounts;
  }
}

export function stakesList(entry: RoundStakes | undefined): Stake[] {
  return entry === undefined ? [] : [...entry.stakes].map(([symbol, stake]) => ({ symbol, stake }));
}
