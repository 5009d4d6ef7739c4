import { randomBytes as nodeRandomBytes } from 'node:crypto';
import type { HttpHandler } from 'msw';
import { createControl, type SimulatorControl } from './control';
import type { RoundTiming, Schedule } from './domain/roundClock';
import { World } from './domain/world';
import { accountHandlers } from './handlers/accounts';
import { authHandlers } from './handlers/auth';
import { controlHandlers } from './handlers/control';
import { gameHandlers } from './handlers/game';
import { heartbeatHandlers } from './handlers/heartbeat';
import { reportHandlers } from './handlers/reports';
import { walletHandlers } from './handlers/wallet';
import { CallCounter } from './http/callCounter';
import type { Scenario, SimContext } from './http/context';
import { unknownApi } from './http/route';
import { DEFAULT_SETTINGS, type SimSettings } from './settings';

export interface SimulatorOptions {
  /** Server clock (epoch ms); defaults to Date.now. */
  now?: () => number;
  /** Source of randomness for seeds and tokens; defaults to node:crypto randomBytes. */
  randomBytes?: (n: number) => Uint8Array;
  settings?: Partial<SimSettings>;
}

export interface Simulator {
  /** msw request handlers for /api/... and /__sim/... paths on any origin. */
  readonly handlers: HttpHandler[];
  readonly control: SimulatorControl;
  readonly settings: Readonly<SimSettings>;
}

/** Creates one independent simulator (its own accounts, sessions, rounds and clock offset). */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const settings: Readonly<SimSettings> = { ...DEFAULT_SETTINGS, ...options.settings };
  const baseNow = options.now ?? Date.now;
  const randomBytes = options.randomBytes ?? ((n: number) => new Uint8Array(nodeRandomBytes(n)));
  let offset = 0;
  const now = (): number => baseNow() + offset;
  const startTiming: RoundTiming = {
    bettingMs: settings.bettingMs,
    shakeMs: settings.shakeMs,
    resultMs: settings.resultMs,
  };
  const startScenario: Scenario = {
    latencyMs: settings.latencyMs,
    serverError: settings.serverError,
    dropConnection: settings.dropConnection,
    failAllRefresh: settings.failAllRefresh,
    failNextRefresh: settings.failNextRefresh,
    refreshFails5xx: settings.refreshFails5xx,
    always401Paths: [...settings.always401Paths],
  };
  const scenario: Scenario = { ...startScenario };
  const calls = new CallCounter();
  const sessionTimings = () => settings;

  const buildWorld = (schedules: readonly Schedule[]): World =>
    new World({
      now,
      randomBytes,
      schedules,
      sessionTimings,
      historyLimit: settings.historyLimit,
      prefilledRounds: settings.prefilledRounds,
      inactiveGameLoginIds: settings.inactiveGameLoginIds,
    });
  let world = buildWorld([{ startsAt: settings.epochMs, firstRoundId: 0, timing: startTiming }]);

  const ctx: SimContext = { now, world: () => world, settings, scenario, calls };
  const control = createControl({
    now,
    world: () => world,
    resetWorld: () => {
      world.advance();
      world = buildWorld(world.engine.currentSchedules());
    },
    scenario,
    startScenario,
    startTiming,
    calls,
    settings,
    shiftClock: (ms) => {
      offset += ms;
    },
    clockOffset: () => offset,
  });
  const randomHex = (): string => Buffer.from(randomBytes(16)).toString('hex');

  const handlers: HttpHandler[] = [
    ...controlHandlers(control, settings.appOrigins),
    ...authHandlers(ctx, randomBytes),
    ...accountHandlers(ctx, randomHex),
    ...walletHandlers(ctx),
    ...gameHandlers(ctx),
    ...reportHandlers(ctx),
    ...heartbeatHandlers(ctx),
    unknownApi(ctx),
  ];
  return { handlers, control, settings };
}
