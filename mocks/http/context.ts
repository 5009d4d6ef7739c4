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
}

/** What the handlers see of the simulator. */
export interface SimContext {
  now(): number;
  world(): World;
  readonly settings: Readonly<SimSettings>;
  readonly scenario: Scenario;
  readonly calls: CallCounter;
}
