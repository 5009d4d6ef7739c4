import type { AccountStore } from './accounts';
import { stakesList, type BetBook } from './betBook';
import { settleStakes } from './payout';
import type { ReportBook } from './reports';
import type { RoundResult } from './roundEngine';

/** Credits the winnings of every account that bet in the round and writes its report row. */
export function settleRound(
  result: RoundResult,
  book: BetBook,
  accounts: AccountStore,
  reports: ReportBook,
): void {
  for (const [accountId, entry] of book.take(result.roundId)) {
    const account = accounts.get(accountId);
    if (account === undefined) continue;
    const bets = settleStakes(stakesList(entry), result.dice);
    const totalPayout = bets.reduce((sum, b) => sum + b.payout, 0);
    accounts.credit(account, totalPayout);
    reports.add(accountId, {
      roundId: result.roundId,
      settledAt: result.settledAt,
      dice: result.dice,
      seed: result.seed,
      seedHash: result.seedHash,
      bets,
      totalStake: entry.total,
      totalPayout,
      net: totalPayout - entry.total,
      balanceAfter: account.balance,
    });
  }
}
