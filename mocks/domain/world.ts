import { AccountStore } from './accounts';
import { BetBook } from './betBook';
import { BoundedList } from './boundedList';
import { IdempotencyStore } from './idempotency';
import type { JoinAnswer } from './placeBets';
import { ReportBook } from './reports';
import { RoundEngine } from './roundEngine';
import type { Schedule } from './roundClock';
import { seedDemoAccounts } from './seed';
import { SessionStore, type SessionTimings } from './sessions';
import { settleRound, type HeldSettlement } from './settle';

export interface WorldOptions {
  readonly now: () => number;
  readonly randomBytes: (n: number) => Uint8Array;
  readonly schedules: readonly Schedule[];
  readonly sessionTimings: () => SessionTimings;
  readonly historyLimit: number;
  readonly prefilledRounds: number;
  readonly inactiveGameLoginIds: readonly string[];
}

/** All mutable state of the simulator; `reset` replaces it with a fresh world. */
export class World {
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  readonly engine: RoundEngine;
  readonly book = new BetBook();
  readonly joins = new IdempotencyStore<JoinAnswer>(1000);
  readonly reports: ReportBook;
  /** Settlements that could not be made, newest first (docs/simulator.md "Amounts and balances"). */
  readonly held: BoundedList<HeldSettlement>;
  private transactionSeq = 0;

  constructor(private readonly options: WorldOptions) {
    this.accounts = new AccountStore(options.now);
    seedDemoAccounts(this.accounts);
    for (const loginId of options.inactiveGameLoginIds) {
      const game = this.accounts.byPhoneNumber(loginId)?.games.find((g) => g.id === 2);
      if (game !== undefined) game.status = 'INA';
    }
    this.sessions = new SessionStore(options.sessionTimings, options.now, options.randomBytes);
    this.engine = new RoundEngine({
      randomBytes: options.randomBytes,
      schedules: options.schedules,
      historyLimit: options.historyLimit,
      prefilledRounds: options.prefilledRounds,
      startedAt: options.now(),
    });
    this.reports = new ReportBook(options.historyLimit);
    this.held = new BoundedList(options.historyLimit);
    this.advance();
  }

  nextTransactionId(): number {
    this.transactionSeq += 1;
    return this.transactionSeq;
  }

  /** Settles every round whose RESULT phase has started by now. */
  advance(): void {
    for (const result of this.engine.advance(this.options.now())) {
      settleRound(result, this);
    }
  }
}
