import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTraceFile } from '@/app/traces/liftedTrace';
import { replayTrace } from '@/app/traces/replay';
import { itReplaysTrace, replayTraceFile } from '@/testing/traceRegression';

/*
 * The sample traces (made by `npm run traces:record`, see record.test.ts) as regression tests: if a
 * reducer change makes the same actions give another state, the step and the path are named here.
 * After an intended change of a slice's shape, re-record them.
 */
const sample = (name: string) => join(__dirname, 'samples', name);

describe('sample DevTools traces replay deterministically', () => {
  itReplaysTrace(sample('login.json'), { minSteps: 5 });
  itReplaysTrace(sample('played-round.json'), { minSteps: 10 });
  itReplaysTrace(sample('session-expiry.json'), { minSteps: 6 });

  // Exported by the Export button of the Redux DevTools app itself (@redux-devtools/app 8.0.0, the
  // app-core export code the extension embeds), the page connected through @redux-devtools/remote:
  // sign-in, a bet, its confirmation, polling. docs/qa-devtools-traces.md "A trace exported by
  // Redux DevTools' own code".
  itReplaysTrace(sample('played-round.devtools-app-export.json'), { minSteps: 40 });

  it('the Redux DevTools app export holds no secret in clear', () => {
    const text = readFileSync(sample('played-round.devtools-app-export.json'), 'utf8');
    expect(text).not.toMatch(/\b(at|rt)_[\w-]{20,}|eyJ[\w-]+\.|demo1234/);
    // The only UUIDs left are the bet's request id (the session id is a UUID too).
    const uuids = new Set(text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g));
    const trace = parseTraceFile(text);
    const requestIds = new Set(
      trace.steps.flatMap((step) => {
        const submission = (step.recordedState as { game: { submission: { requestId?: string } | null } })
          .game.submission;
        return submission?.requestId ? [submission.requestId] : [];
      }),
    );
    expect(requestIds.size).toBe(1);
    expect(uuids).toEqual(requestIds);
    expect(text).toContain('"sessionId":"[masked]"');
    expect(text).toContain('\\"deviceId\\":\\"[masked]\\"');
  });

  it('the extension page-side export (payload + preloadedState wrapper) replays, unchecked', () => {
    const report = replayTraceFile(sample('session-expiry.page-export.json'));
    expect(report.compared).toBe(false);
    expect(report.divergence).toBeNull();
    expect(report.steps.map((step) => step.status)).toEqual(report.steps.map(() => 'unchecked'));
    expect(report.finalState).toMatchObject({ auth: { user: null, expired: true } });
  });
});

describe('replay finds the first divergence', () => {
  const text = readFileSync(sample('session-expiry.json'), 'utf8');

  it('names the step, the action and the path where a recorded state differs', () => {
    const trace = parseTraceFile(text);
    const steps = trace.steps.map((step) =>
      step.action.type === 'auth/sessionExpired'
        ? {
            ...step,
            recordedState: {
              ...(step.recordedState as object),
              auth: { user: null, refreshToken: null, expired: false },
            },
          }
        : step,
    );
    const report = replayTrace({ ...trace, steps });
    const expiredAt = trace.steps.findIndex((step) => step.action.type === 'auth/sessionExpired') + 1;
    expect(report.divergence).toMatchObject({
      index: expiredAt,
      type: 'auth/sessionExpired',
      status: 'diverged',
      difference: { path: 'auth.expired', recorded: false, replayed: true },
    });
    // Replay stops at the first divergence.
    expect(report.steps).toHaveLength(expiredAt);
  });

  it('skips actions toggled off in DevTools, as the recorded states did', () => {
    const trace = parseTraceFile(text);
    const expired = trace.steps.findIndex((step) => step.action.type === 'auth/sessionExpired');
    const before = trace.steps[expired - 1]?.recordedState;
    // Skipping the expiry: DevTools recomputes every later state without it.
    const steps = trace.steps.map((step, index) =>
      index === expired ? { ...step, skipped: true, recordedState: before } : step,
    );
    const report = replayTrace({ ...trace, steps });
    expect(report.steps[expired]?.status).toBe('skipped');
    // The later recorded states still say "expired", the replay does not: that is reported.
    expect(report.divergence?.difference?.path).toBe('auth.expired');
  });

  it('adopts the recorded state at a persist/REHYDRATE step and ignores _persist', () => {
    const trace = parseTraceFile(text);
    const first = trace.steps[0];
    if (!first) throw new Error('empty trace');
    const restored = {
      ...(trace.startState as object),
      game: { roundId: 7, placedChips: [], selectedChip: 100, submission: null, fairRounds: [] },
      _persist: { version: 1, rehydrated: true },
    };
    const rehydrate = {
      id: 0,
      action: { type: 'persist/REHYDRATE', key: 'klaklouk', payload: { game: restored.game } },
      skipped: false,
      recordedState: restored,
    };
    const steps = [
      rehydrate,
      ...trace.steps.map((step) => ({
        ...step,
        recordedState: { ...(step.recordedState as object), _persist: { version: 1, rehydrated: true } },
      })),
    ];
    const report = replayTrace({ ...trace, steps });
    expect(report.steps[0]?.status).toBe('adopted');
    // The game slice came back from storage, then sessionExpired reset it: the later states agree.
    expect(report.divergence?.difference?.path).toBe('game.roundId');
  });

  it('rejects a file that is not a DevTools export', () => {
    expect(() => parseTraceFile('{"hello":"world"}')).toThrow(/Not a Redux DevTools export/);
    expect(() => parseTraceFile('not json')).toThrow(/not JSON/);
  });
});
