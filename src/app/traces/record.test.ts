import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeStore, type AppStore } from '@/app/store';
import { parseTraceFile } from '@/app/traces/liftedTrace';
import { replayTrace } from '@/app/traces/replay';
import { MASK } from '@/app/traces/sanitize';
import { authApi } from '@/features/auth/authApi';
import { gameApi } from '@/features/game/gameApi';
import { chipPlaced, chipSelected, lastChipUndone, submissionStarted } from '@/features/game/gameSlice';
import { sendSubmission } from '@/features/game/submission';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { createTraceRecorder } from '@/testing/traceRecorder';

/*
 * Drives the real store (reducers, RTK Query, the refresh flow) against the simulator with a
 * DevTools-equivalent recorder, then checks the two things QA rely on: an export holds no secret, and
 * it replays without divergence. `npm run traces:record` (RECORD_TRACES=1) also writes the exports to
 * src/app/traces/samples/, the sample traces that samples.test.ts replays on every run.
 */

const harness = setupSimulator();
const SAMPLES = join(__dirname, 'samples');
const record = process.env.RECORD_TRACES === '1';

interface Recording {
  store: AppStore;
  recorder: ReturnType<typeof createTraceRecorder>;
}

function recordingStore(): Recording {
  // A fixed clock for the recorded action time stamps keeps re-recorded files stable in review.
  let tick = Date.UTC(2025, 0, 1);
  const recorder = createTraceRecorder(() => (tick += 250));
  const store = makeStore(undefined, { extraMiddleware: [recorder.middleware] });
  return { store, recorder };
}

async function signIn(store: AppStore) {
  const result = await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));
  expect('data' in result && result.data).toEqual({ levelName: 'Member' });
}

/** Every secret the session handled: the tokens the simulator issued, the session id, the password. */
function secretsOf(recording: Recording, extra: string[] = []): string[] {
  const raw = JSON.stringify(recording.recorder.liftedState());
  const issued = raw.match(/\b(at|rt)_[\w-]{20,}/g) ?? [];
  const loginBody = harness.requests.find((request) => request.path === '/api/oauth/token')?.body as
    { deviceToken?: { sessionId?: string } } | undefined;
  const sessionId = loginBody?.deviceToken?.sessionId;
  const secrets = [
    ...new Set([...issued, DEMO_MEMBER.password, ...(sessionId ? [sessionId] : []), ...extra]),
  ];
  // The check can fail: the raw recording does hold them.
  for (const secret of secrets) expect(raw).toContain(secret);
  return secrets;
}

function expectNoSecretIn(text: string, secrets: string[]) {
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).toContain(MASK);
}

function checkAndKeep(name: string, recording: Recording, minSteps: number) {
  const monitorFile = recording.recorder.exportMonitorFile();
  const pageFile = recording.recorder.exportPageFile();
  const secrets = secretsOf(recording);
  expectNoSecretIn(monitorFile, secrets);
  expectNoSecretIn(pageFile, secrets);

  const report = replayTrace(parseTraceFile(monitorFile));
  expect(report.steps.length).toBeGreaterThanOrEqual(minSteps);
  expect(report.divergence).toBeNull();
  expect(report.steps.every((step) => step.status === 'ok')).toBe(true);
  // The page-side export has no states: it replays, unchecked, without an error.
  expect(replayTrace(parseTraceFile(pageFile)).divergence).toBeNull();

  if (record) {
    mkdirSync(SAMPLES, { recursive: true });
    writeFileSync(join(SAMPLES, `${name}.json`), monitorFile);
    writeFileSync(join(SAMPLES, `${name}.page-export.json`), `${pageFile}\n`);
  }
}

describe('recorded DevTools traces: sanitized and deterministic', () => {
  it('login: tokens, session id and password never reach an export', async () => {
    const recording = recordingStore();
    await signIn(recording.store);
    await recording.store.dispatch(
      authApi.endpoints.heartbeat.initiate({
        accountId: recording.store.getState().auth.user?.id ?? 0,
        sessionId: recording.store.getState().auth.user?.sessionId ?? '',
      }),
    );
    checkAndKeep('login', recording, 5);
  });

  it('a played round: draft, submission with its request id, settlement', async () => {
    const recording = recordingStore();
    const { store } = recording;
    await signIn(store);
    harness.sim.control.skipTo('BETTING');
    const accountId = store.getState().auth.user?.id ?? 0;
    const betting = await store.dispatch(gameApi.endpoints.getBetting.initiate(accountId));
    const roundId = betting.data?.round.id ?? 0;
    expect(betting.data?.round.phase).toBe('BETTING');

    store.dispatch(chipSelected(500));
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'TIGER', amount: 500 } }));
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'CRAB', amount: 100 } }));
    store.dispatch(lastChipUndone());
    store.dispatch(chipPlaced({ roundId, chip: { symbol: 'FISH', amount: 100 } }));
    const started = store.dispatch(submissionStarted({ roundId, chips: store.getState().game.placedChips }));
    await store.dispatch(sendSubmission(started.payload.requestId));
    expect(store.getState().game.submission?.status).toBe('confirmed');
    // The request id is not a secret: QA need it to find the submission on the server.
    expect(recording.recorder.exportMonitorFile()).toContain(started.payload.requestId);

    harness.sim.control.skipTo('RESULT');
    await store.dispatch(gameApi.endpoints.getBetting.initiate(accountId, { forceRefetch: true }));
    expect(store.getState().api.queries[`getBetting(${accountId})`]?.data).toBeDefined();
    checkAndKeep('played-round', recording, 10);
  });

  it('session expiry: the access token expires and every refresh is refused', async () => {
    const recording = recordingStore();
    const { store } = recording;
    await signIn(store);
    const user = store.getState().auth.user;
    harness.sim.control.setScenario({ failAllRefresh: true });
    harness.sim.control.expireAccessTokens();
    await store.dispatch(
      authApi.endpoints.heartbeat.initiate({ accountId: user?.id ?? 0, sessionId: user?.sessionId ?? '' }),
    );
    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: true });
    checkAndKeep('session-expiry', recording, 6);
  });
});
