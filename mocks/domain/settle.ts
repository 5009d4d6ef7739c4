import type { AccountStore } from './accounts';
import { stakesList, type BetBook, type RoundStakes } from './betBook';
import type { BoundedList } from './boundedList';
import { SimError, type ErrorReason } from './errors';
import { addMinor } from './money';
import { settleStakes } from './payout';
import type { ReportBook, RoundReport } from './reports';
import type { RoundResult } from './roundEngine';

/**
 * A settlement that could not be made (an account gone, a balance that would pass the bound): nothing
 * of it was applied — the stakes stay taken, no credit, no report row — and it is listed in
 * /__sim/state, as a real server would hold it for someone to look at.
 */
export interface HeldSettlement {
  readonly roundId: number;
  readonly accountId: number;
  readonly totalStake: number;
  readonly totalPayout: number;
  readonly reason: ErrorReason;
  readonly message: string;
}

export interface SettlementDesk {
  readonly book: BetBook;
  readonly accounts: AccountStore;
  readonly reports: ReportBook;
  readonly held: BoundedList<HeldSettlement>;
}

/** Everything one account's settlement changes, worked out before anything is changed. */
function settlementOf(
  result: RoundResult,
  accounts: AccountStore,
  accountId: number,
  entry: RoundStakes,
): { balance: number; row: RoundReport } {
  const account = accounts.require(accountId);
  const bets = settleStakes(stakesList(entry), result.dice);
  const totalPayout = bets.reduce((sum, b) => sum + b.payout, 0);
  const balance = addMinor(account.balance, totalPayout);
  const row: RoundReport = {
    roundId: result.roundId,
    settledAt: result.settledAt,
    dice: result.dice,
    seed: result.seed,
    seedHash: result.seedHash,
    bets,
    totalStake: entry.total,
    totalPayout,
    net: totalPayout - entry.total,
    balanceAfter: balance,
  };
  return { balance, row };
}

/**
 * Credits the winnings of every account that bet in the round and writes its report row. Each account
 * is settled on its own and all at once (credit and row together, or neither): one that cannot be
 * settled is held, and never keeps the others from their settlement.
 */
export function settleRound(result: RoundResult, desk: SettlementDesk): void {
  for (const [accountId, entry] of desk.book.take(result.roundId)) {
    let settled: { balance: number; row: RoundReport };
    try {
      settled = settlementOf(result, desk.accounts, accountId, entry);
    } catch (error) {
      const payout = settleStakes(stakesList(entry), result.dice).reduce((sum, b) => sum + b.payout, 0);
      desk.held.add({
        roundId: result.roundId,
        accountId,
        totalStake: entry.total,
        totalPayout: payout,
        reason: error instanceof SimError ? error.reason : 'INTERNAL_ERROR',
        message: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    // Past this point nothing can throw: the balance and the row are applied together.
    const account = desk.accounts.require(accountId);
    account.balance = settled.balance;
    desk.reports.add(accountId, settled.row);
  }
}
