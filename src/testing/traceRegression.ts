import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { endpointModules } from '@/app/traces/endpointModules';
import { parseTraceFile } from '@/app/traces/liftedTrace';
import { replayTrace, type ReplayReport } from '@/app/traces/replay';

let endpointsLoaded = false;

/** Every module that injects RTK Query endpoints, as the app has them (see endpointModules). */
function loadEndpoints(): void {
  if (endpointsLoaded) return;
  // Jest runs CommonJS: loading a module runs its injectEndpoints.
  for (const file of endpointModules(join(__dirname, '..'))) jest.requireActual(file);
  endpointsLoaded = true;
}

/** Replays a DevTools export file (docs/qa-devtools-traces.md). */
export function replayTraceFile(path: string): ReplayReport {
  loadEndpoints();
  return replayTrace(parseTraceFile(readFileSync(path, 'utf8')));
}

/**
 * Turns a trace file into a regression test: the recorded actions, replayed through today's reducers,
 * must give the recorded states at every step. A failure names the step, the action and the path.
 */
export function itReplaysTrace(path: string, options: { minSteps?: number } = {}): void {
  it(`replays ${basename(path)} without divergence`, () => {
    const report = replayTraceFile(path);
    expect(report.compared).toBe(true);
    expect(report.steps.length).toBeGreaterThanOrEqual(options.minSteps ?? 1);
    const divergence = report.divergence && {
      step: report.divergence.index,
      action: report.divergence.type,
      ...report.divergence.difference,
    };
    expect(divergence).toBeNull();
  });
}
