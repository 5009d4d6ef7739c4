import { BoundedList } from './boundedList';
import type { SettledStake } from './payout';
import type { Dice } from './symbols';

/** One settled round of one account. */
export interface RoundReport {
  readonly roundId: number;
  readonly settledAt: number;
  readonly dice: Dice;
  readonly seed: string;
  readonly seedHash: string;
  readonly bets: readonly SettledStake[];
  readonly totalStake: number;
  readonly totalPayout: number;
  readonly net: number;
  readonly balanceAfter: number;
}

export interface PlayTotals {
  rounds: number;
  totalStake: number;
  totalPayout: number;
}

interface AccountReports {
  readonly rows: BoundedList<RoundReport>;
  readonly totals: PlayTotals;
}

/** Play reports per account: the newest rows (bounded) and running totals over all rounds. */
export class ReportBook {
  private readonly accounts = new Map<number, AccountReports>();

  constructor(private readonly rowLimit: number) {}

  add(accountId: number, row: RoundReport): void {
    const reports = this.ensure(accountId);
    reports.rows.add(row);
    reports.totals.rounds += 1;
    reports.totals.totalStake += row.totalStake;
    reports.totals.totalPayout += row.totalPayout;
  }

  page(accountId: number, pageIndex: number, limit: number): { items: RoundReport[]; total: number } {
    const rows = this.accounts.get(accountId)?.rows;
    return { items: rows?.page(pageIndex, limit) ?? [], total: rows?.size ?? 0 };
  }

  latest(accountId: number): RoundReport | undefined {
    return this.accounts.get(accountId)?.rows.first();
  }

  totals(accountId: number): PlayTotals {
    const totals = this.accounts.get(accountId)?.totals;
    return totals === undefined ? { rounds: 0, totalStake: 0, totalPayout: 0 } : { ...totals };
  }

  private ensure(accountId: number): AccountReports {
    let reports = this.accounts.get(accountId);
    if (reports === undefined) {
      reports = {
        rows: new BoundedList(this.rowLimit),
        totals: { rounds: 0, totalStake: 0, totalPayout: 0 },
      };
      this.accounts.set(accountId, reports);
    }
    return reports;
  }
}
