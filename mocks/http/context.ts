import type { World } from '../domain/world';
import type { SimSettings } from '../settings';
import type { CallCounter } from './callCounter';

/** Behaviour switches that apply to /api calls (docs/simulator.md "Control API and scenarios"). */
export interface Scenario {
  latencyMs: number;
  serverError: boolean;
  dropConnection: boolean;
  failAllRefresh: boolean;
  failNextRefresh: boolean;
  /** Every refresh answers 500 `SIMULATED_FAILURE`: no answer about the token. */
  refreshFails5xx: boolean;
  /** /api paths whose authenticated calls answer 401 `TOKEN_REVOKED` whatever the token. */
  always401Paths: string[];
}

/** What the handlers see of the simulator. */
export interface SimContext {
  now(): number;
  world(): World;
  readonly settings: Readonly<SimSettings>;
  readonly scenario: Scenario;
  readonly calls: CallCounter;
}
