import { KLA_KLOUK_GAME_ID, viewOf, type AccountView, type GameStatus } from './domain/accounts';
import { SimError } from './domain/errors';
import type { Phase, RoundTiming } from './domain/roundClock';
import type { RoundView } from './domain/roundEngine';
import type { SessionSummary } from './domain/sessions';
import type { HeldSettlement } from './domain/settle';
import type { World } from './domain/world';
import type { CallCounter } from './http/callCounter';
import type { Scenario } from './http/context';
import type { SimSettings } from './settings';

export interface SimState {
  readonly serverTime: number;
  readonly clockOffsetMs: number;
  readonly round: RoundView;
  readonly timing: RoundTiming;
  readonly scenario: Scenario;
  readonly calls: Record<string, number>;
  readonly activeSessions: number;
  /** The live sessions and when their tokens expire (no tokens), for the support panel. */
  readonly sessions: readonly SessionSummary[];
  readonly accounts: ReadonlyArray<AccountView & { readonly gameStatus: GameStatus }>;
  readonly settings: Readonly<SimSettings>;
  /** Settlements that could not be made (none in normal play; docs/simulator.md). */
  readonly heldSettlements: readonly HeldSettlement[];
}

/** Who a control action targets: one account (by id or login id) or, when empty, every account. */
export interface AccountTarget {
  readonly accountId?: number | undefined;
  readonly loginId?: string | undefined;
}

/** Run-time control of the simulator (also reachable over HTTP under /__sim, docs/simulator.md). */
export interface SimulatorControl {
  now(): number;
  state(): SimState;
  /** Seeded accounts again; sessions, bets, results, reports, call counts and scenario cleared. */
  reset(): void;
  setScenario(patch: Partial<Scenario>): Scenario;
  /** New round timing from the next round on (round ids keep increasing). */
  setTiming(patch: Partial<RoundTiming>): RoundTiming;
  /** Access tokens of the matching sessions expire now; returns the number of sessions hit. */
  expireAccessTokens(target?: AccountTarget): number;
  setGameStatus(target: AccountTarget, status: GameStatus): void;
  /** Moves the simulated clock forward (never back). */
  advanceClock(ms: number): void;
  /** Moves the clock to the next start of `phase`; returns the ms moved. */
  skipTo(phase: Phase): number;
  calls(path: string): number;
  resetCalls(): void;
  /** The live state, for in-process tests. */
  world(): World;
}

export interface ControlParts {
  readonly now: () => number;
  readonly world: () => World;
  readonly resetWorld: () => void;
  readonly scenario: Scenario;
  readonly startScenario: Readonly<Scenario>;
  readonly startTiming: RoundTiming;
  readonly calls: CallCounter;
  readonly settings: Readonly<SimSettings>;
  readonly shiftClock: (ms: number) => void;
  readonly clockOffset: () => number;
}

function resolveAccount(world: World, target: AccountTarget): number | undefined {
  if (target.accountId !== undefined) return world.accounts.require(target.accountId).id;
  if (target.loginId !== undefined) {
    const account = world.accounts.byPhoneNumber(target.loginId);
    if (account === undefined) throw new SimError(404, 'ACCOUNT_NOT_FOUND', `No account ${target.loginId}`);
    return account.id;
  }
  return undefined;
}

export function createControl(parts: ControlParts): SimulatorControl {
  const current = (): RoundView => {
    const world = parts.world();
    world.advance();
    return world.engine.current(parts.now());
  };
  const control: SimulatorControl = {
    now: parts.now,
    state() {
      const world = parts.world();
      const round = current();
      return {
        serverTime: parts.now(),
        clockOffsetMs: parts.clockOffset(),
        round,
        timing: world.engine.timing(parts.now()),
        scenario: { ...parts.scenario },
        calls: parts.calls.snapshot(),
        activeSessions: world.sessions.activeCount(),
        sessions: world.sessions.summaries(),
        accounts: [...world.accounts.descendants(1000), world.accounts.require(1000)]
          .sort((a, b) => a.id - b.id)
          .map((a) => ({
            ...viewOf(a),
            gameStatus: a.games.find((g) => g.id === KLA_KLOUK_GAME_ID)?.status ?? 'INA',
          })),
        settings: parts.settings,
        heldSettlements: [...world.held.all()],
      };
    },
    reset() {
      parts.resetWorld();
      Object.assign(parts.scenario, parts.startScenario);
      parts.calls.clear();
      control.setTiming(parts.startTiming);
    },
    setScenario(patch) {
      Object.assign(parts.scenario, patch);
      return { ...parts.scenario };
    },
    setTiming(patch) {
      const world = parts.world();
      const now = parts.now();
      const timing = { ...world.engine.timing(now), ...patch };
      const pending = world.engine.currentSchedules().at(-1)?.timing;
      const same = (t: RoundTiming | undefined): boolean =>
        t !== undefined &&
        t.bettingMs === timing.bettingMs &&
        t.shakeMs === timing.shakeMs &&
        t.resultMs === timing.resultMs;
      if (!same(pending)) world.engine.setTiming(now, timing);
      return timing;
    },
    expireAccessTokens(target = {}) {
      const world = parts.world();
      return world.sessions.expireAccess(resolveAccount(world, target));
    },
    setGameStatus(target, status) {
      const world = parts.world();
      const accountId = resolveAccount(world, target);
      if (accountId === undefined)
        throw new SimError(400, 'VALIDATION_ERROR', 'accountId or loginId is required');
      const game = world.accounts.require(accountId).games.find((g) => g.id === KLA_KLOUK_GAME_ID);
      if (game !== undefined) game.status = status;
    },
    advanceClock(ms) {
      if (!Number.isSafeInteger(ms) || ms < 0)
        throw new SimError(400, 'VALIDATION_ERROR', 'ms must be a non-negative integer');
      parts.shiftClock(ms);
      parts.world().advance();
    },
    skipTo(phase) {
      const round = current();
      const now = parts.now();
      const targets: Record<Phase, number> = {
        BETTING: round.endsAt,
        CLOSED: round.closesAt,
        RESULT: round.resultAt,
      };
      let target = targets[phase];
      if (target <= now) {
        // That phase of this round is over: go to the same phase of the next round.
        const timing = parts.world().engine.timing(round.endsAt);
        const offsets: Record<Phase, number> = {
          BETTING: 0,
          CLOSED: timing.bettingMs,
          RESULT: timing.bettingMs + timing.shakeMs,
        };
        target = round.endsAt + offsets[phase];
      }
      control.advanceClock(target - now);
      return target - now;
    },
    calls: (path) => parts.calls.of(path),
    resetCalls: () => parts.calls.clear(),
    world: parts.world,
  };
  return control;
}
