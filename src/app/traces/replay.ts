import { configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { rootReducer } from '@/app/rootReducer';
import { sanitize } from '@/app/traces/sanitize';
import { firstDifference, type Difference } from '@/app/traces/stateDiff';
import type { Trace } from '@/app/traces/liftedTrace';

/*
 * Replays a trace's actions through the app's reducers (no middleware, no network) from the recorded
 * starting state, and compares the state after each step with the recorded one. Reducers are pure
 * and every id or timestamp travels in the actions (RTK Query's requestId and time stamps are in
 * their meta), so the same actions give the same states.
 *
 * Both sides are compared sanitized and as JSON: a trace from a QA build has its secrets masked (the
 * same constant everywhere, so a masked token goes through the reducers like any string), and the
 * export drops `undefined` values. Two things are not the reducers' doing and are handled here:
 * - redux-persist: its `_persist` key is ignored, and a `persist/REHYDRATE` step adopts the recorded
 *   state (what comes out of storage depends on the browser's storage, not on the actions);
 * - a slice added since the trace was recorded is not compared (the recorded states do not have it);
 * - RTK Query's `config/middlewareRegistered` carries an id made when the api is created; it is
 *   replaced by this process's id, as the recorded one was the recording page's.
 */

export interface StepReport {
  /** 1-based position in the trace. */
  readonly index: number;
  readonly id: number;
  readonly type: string;
  readonly status: 'ok' | 'skipped' | 'adopted' | 'unchecked' | 'diverged';
  readonly difference?: Difference;
  readonly error?: string;
}

export interface ReplayReport {
  readonly steps: readonly StepReport[];
  /** The first step whose state differs from the recorded one, or null. */
  readonly divergence: StepReport | null;
  readonly compared: boolean;
  readonly finalState: unknown;
}

const REHYDRATE = 'persist/REHYDRATE';

function withoutPersist(state: unknown): unknown {
  if (state && typeof state === 'object' && !Array.isArray(state) && '_persist' in state) {
    const { _persist: _ignored, ...rest } = state as Record<string, unknown>;
    return rest;
  }
  return state;
}

/** JSON form, sanitized, without redux-persist's bookkeeping: what two states are compared as. */
export function comparable(state: unknown): unknown {
  if (state === undefined) return undefined;
  return JSON.parse(JSON.stringify(sanitize(withoutPersist(state)))) as unknown;
}

/**
 * The slices of `state` that the recorded state has: a trace recorded before a slice was added says
 * nothing about it (its reducer fills it in from the start, as a new store would).
 */
function slicesOf(state: unknown, recorded: unknown): unknown {
  if (!isRecord(state) || !isRecord(recorded)) return state;
  return Object.fromEntries(Object.entries(state).filter(([key]) => key in recorded));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The id this process's api registers its middleware with (see the module comment). */
function currentApiUid(): string {
  const registered: { uid?: string } = {};
  const capture: Middleware = () => (next) => (action) => {
    if (api.internalActions.middlewareRegistered.match(action)) registered.uid = action.payload;
    return next(action);
  };
  const probe = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware, capture),
    devTools: false,
  });
  probe.dispatch({ type: 'replay/probe' });
  if (registered.uid === undefined) throw new Error('RTK Query did not register its middleware');
  return registered.uid;
}

export class MissingEndpointError extends Error {}

function endpointOf(action: UnknownAction): string | undefined {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  const name = meta?.arg?.endpointName;
  return typeof name === 'string' ? name : undefined;
}

function prepare(action: UnknownAction, apiUid: () => string): UnknownAction {
  const endpoint = endpointOf(action);
  if (endpoint !== undefined && !(endpoint in api.endpoints)) {
    throw new MissingEndpointError(
      `The endpoint "${endpoint}" is not loaded: load every module that injects endpoints (endpointModules)`,
    );
  }
  if (api.internalActions.middlewareRegistered.match(action)) {
    return api.internalActions.middlewareRegistered(apiUid());
  }
  return action;
}

export function replayTrace(trace: Trace, reducer: Reducer = rootReducer): ReplayReport {
  let state = withoutPersist(trace.startState);
  // The reducers fill in anything the start lacks, as the store did when it was created.
  state = reducer(state, { type: '@@INIT' });
  const steps: StepReport[] = [];
  let divergence: StepReport | null = null;
  // Asked once per replay, and only of a trace that registers the api middleware (it makes a store).
  let apiUid: string | undefined;
  const uid = () => (apiUid ??= currentApiUid());

  for (const [offset, step] of trace.steps.entries()) {
    const base = { index: offset + 1, id: step.id, type: step.action.type };
    if (step.skipped) {
      steps.push({ ...base, status: 'skipped' });
      continue;
    }
    if (step.action.type === REHYDRATE && step.recordedState !== undefined) {
      state = withoutPersist(step.recordedState);
      steps.push({ ...base, status: 'adopted' });
      continue;
    }
    let error: string | undefined;
    try {
      state = reducer(state, prepare(step.action, uid));
    } catch (thrown) {
      if (thrown instanceof MissingEndpointError) throw thrown;
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    if (!trace.hasRecordedStates || step.recordedState === undefined) {
      const report: StepReport = {
        ...base,
        status: error ? 'diverged' : 'unchecked',
        ...(error ? { error } : {}),
      };
      steps.push(report);
      if (error) {
        divergence = report;
        break;
      }
      continue;
    }
    // DevTools records a reducer error as a stack string; only "threw or not" is comparable.
    const difference =
      error !== undefined || step.recordedError !== undefined
        ? (error !== undefined) === (step.recordedError !== undefined)
          ? null
          : { path: '(reducer error)', recorded: step.recordedError ?? null, replayed: error ?? null }
        : firstDifference(comparable(step.recordedState), comparable(slicesOf(state, step.recordedState)));
    if (difference) {
      divergence = { ...base, status: 'diverged', difference, ...(error ? { error } : {}) };
      steps.push(divergence);
      break;
    }
    steps.push({ ...base, status: 'ok' });
  }
  return { steps, divergence, compared: trace.hasRecordedStates, finalState: state };
}
