import { parse } from 'jsan';
import type { UnknownAction } from '@reduxjs/toolkit';
import * as z from 'zod/mini';

/*
 * The files the Redux DevTools extension exports (reduxjs/redux-devtools, app-core
 * middlewares/exportState.ts and extension pageScript exportState):
 *
 * 1. `features.export === true` (our QA builds, src/app/devtools.ts): the monitor's copy of the lifted
 *    state, jsan-encoded: { actionsById, computedStates, committedState, stagedActionIds,
 *    skippedActionIds, currentStateIndex, nextActionId, … } — sanitized actions and the sanitized
 *    state after each of them.
 * 2. `features.export === 'custom'` (the extension's default for Redux): a JSON wrapper
 *    { "payload": "<jsan: the staged actions>", "preloadedState": "<jsan: the committed state>" } —
 *    actions only, no states to compare with. `payload` may also hold a lifted state (1).
 *
 * Both are read here into one shape for the replay.
 */

export interface TraceStep {
  /** The DevTools action id (stagedActionIds[i]). */
  readonly id: number;
  readonly action: UnknownAction;
  /** Toggled off in DevTools: the recorded state did not change. */
  readonly skipped: boolean;
  /** The state DevTools recorded after this action; absent for an actions-only export. */
  readonly recordedState?: unknown;
  /** The reducer error DevTools recorded for this step, if any. */
  readonly recordedError?: string;
}

export interface Trace {
  /** The state before the first step (DevTools' committed state). */
  readonly startState: unknown;
  /** The recorded state for DevTools' init entry (computedStates[0]), when there is one. */
  readonly initialRecordedState?: unknown;
  readonly steps: readonly TraceStep[];
  /** False for the actions-only export (2): nothing to compare with. */
  readonly hasRecordedStates: boolean;
}

const action = z.looseObject({ type: z.string() });
const performAction = z.looseObject({ action, timestamp: z.optional(z.number()) });
const computedState = z.looseObject({ state: z.unknown(), error: z.optional(z.string()) });

const liftedStateSchema = z.looseObject({
  actionsById: z.record(z.string(), performAction),
  computedStates: z.array(computedState),
  committedState: z.optional(z.unknown()),
  stagedActionIds: z.array(z.number()),
  skippedActionIds: z._default(z.array(z.number()), []),
});
type LiftedState = z.infer<typeof liftedStateSchema>;

const wrapperSchema = z.looseObject({
  payload: z.string(),
  preloadedState: z.optional(z.string()),
});

/** The actions-only payload: plain actions or DevTools' { action, timestamp } entries. */
const actionListSchema = z.array(z.union([performAction, action]));

export class TraceFormatError extends Error {}

function fromLiftedState(lifted: LiftedState, preloaded: unknown): Trace {
  const skipped = new Set(lifted.skippedActionIds);
  const first = lifted.computedStates[0];
  const startState = preloaded ?? lifted.committedState ?? first?.state;
  const steps = lifted.stagedActionIds.slice(1).map((id, offset): TraceStep => {
    const entry = lifted.actionsById[String(id)];
    if (!entry) throw new TraceFormatError(`Action ${id} is staged but missing from actionsById`);
    const recorded = lifted.computedStates[offset + 1];
    return {
      id,
      action: entry.action as UnknownAction,
      skipped: skipped.has(id),
      ...(recorded ? { recordedState: recorded.state } : {}),
      ...(recorded?.error !== undefined ? { recordedError: recorded.error } : {}),
    };
  });
  return {
    startState,
    ...(first ? { initialRecordedState: first.state } : {}),
    steps,
    hasRecordedStates: lifted.computedStates.length === lifted.stagedActionIds.length,
  };
}

function fromActionList(list: z.infer<typeof actionListSchema>, preloaded: unknown): Trace {
  return {
    startState: preloaded,
    steps: list.map((item, index) => ({
      id: index + 1,
      action: ('action' in item ? item.action : item) as UnknownAction,
      skipped: false,
    })),
    hasRecordedStates: false,
  };
}

function jsanParse(text: string, what: string): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new TraceFormatError(`${what} is not JSON/jsan: ${(error as Error).message}`);
  }
}

/** Reads an exported DevTools file (either format) into a Trace; throws TraceFormatError otherwise. */
export function parseTraceFile(text: string): Trace {
  const outer = jsanParse(text, 'The file');
  const wrapper = wrapperSchema.safeParse(outer);
  let body = outer;
  let preloaded: unknown;
  if (wrapper.success) {
    body = jsanParse(wrapper.data.payload, '"payload"');
    if (wrapper.data.preloadedState !== undefined)
      preloaded = jsanParse(wrapper.data.preloadedState, '"preloadedState"');
  }
  const lifted = liftedStateSchema.safeParse(body);
  if (lifted.success) return fromLiftedState(lifted.data, preloaded);
  const list = actionListSchema.safeParse(body);
  if (list.success && wrapper.success) return fromActionList(list.data, preloaded);
  throw new TraceFormatError(
    'Not a Redux DevTools export: expected a lifted state (actionsById, computedStates, stagedActionIds) ' +
      'or a { payload, preloadedState } wrapper',
  );
}
