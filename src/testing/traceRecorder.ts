import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { stringify } from 'jsan';
import { actionSanitizer, secretReplacer, stateSanitizer } from '@/app/traces/sanitize';

interface PerformAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

/**
 * Records what the Redux DevTools extension records for a store — every action that reaches the
 * reducers and the state after it (a lifted state) — and writes the extension's two export formats
 * (src/app/traces/liftedTrace.ts), through the same sanitizers as a QA build. Used to make the sample
 * traces and to prove that no secret reaches an export. Put it last in the middleware chain (makeStore's
 * `extraMiddleware`): it then sees exactly the actions the DevTools enhancer would.
 */
export function createTraceRecorder(clock: () => number = Date.now) {
  const actions: PerformAction[] = [];
  const states: unknown[] = [];
  let committed: unknown;

  const middleware: Middleware = (store) => {
    committed = store.getState();
    return (next) => (action) => {
      const result = next(action);
      if (isAction(action)) {
        actions.push({ type: 'PERFORM_ACTION', action: action as UnknownAction, timestamp: clock() });
        states.push(store.getState());
      }
      return result;
    };
  };

  /** The raw lifted state, as the page holds it (unsanitized). */
  function liftedState() {
    const init: PerformAction = { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 0 };
    const all = [init, ...actions];
    return {
      actionsById: Object.fromEntries(all.map((entry, id) => [id, entry])),
      computedStates: [committed, ...states].map((state) => ({ state })),
      committedState: committed,
      currentStateIndex: actions.length,
      nextActionId: all.length,
      skippedActionIds: [] as number[],
      stagedActionIds: all.map((_entry, id) => id),
      isLocked: false,
      isPaused: false,
    };
  }

  /**
   * Format 1, what the QA build's Export button writes (`features.export: true`): the monitor's copy,
   * whose actions and states went through the sanitizers, and whose committed state is its first
   * sanitized state; jsan-encoded as app-core's stringifyJSON does for a `serialize` config.
   */
  function exportMonitorFile(): string {
    const lifted = liftedState();
    const computedStates = lifted.computedStates.map((entry, index) => ({
      state: stateSanitizer(entry.state, index),
    }));
    const sanitized = {
      ...lifted,
      actionsById: Object.fromEntries(
        Object.entries(lifted.actionsById).map(([id, entry]) => [
          id,
          { ...entry, action: actionSanitizer(entry.action) },
        ]),
      ),
      computedStates,
      committedState: computedStates[0]?.state,
    };
    return stringify(sanitized, undefined, undefined, true);
  }

  /**
   * Format 2, the extension's page-side export (`features.export: 'custom'`): raw staged actions and
   * the committed state, each serialized with the config's `serialize.replacer`, in a JSON wrapper.
   */
  function exportPageFile(): string {
    const lifted = liftedState();
    const payload = lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id]?.action);
    return JSON.stringify(
      {
        payload: stringify(payload, secretReplacer, undefined, {}),
        preloadedState: stringify(lifted.committedState, secretReplacer, undefined, {}),
      },
      null,
      '\t',
    );
  }

  return { middleware, liftedState, exportMonitorFile, exportPageFile };
}
