/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm run replay` end to end: the real CLI under tsx, as QA run it.
const ROOT = join(__dirname, '..');
const SAMPLES = join(ROOT, 'src/app/traces/samples');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

function replay(file: string, env: NodeJS.ProcessEnv = process.env) {
  const run = spawnSync(TSX, ['scripts/replay.ts', file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run replay', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'replay-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints every step and exits 0 for a trace that replays cleanly', () => {
    const { code, stdout } = replay(join(SAMPLES, 'login.json'));
    expect(stdout).toContain('ok        #3 auth/signedIn');
    expect(stdout).toMatch(/OK: \d+ steps replayed/);
    expect(code).toBe(0);
  }, 60_000);

  it('prints the first divergence with its path and exits 1', () => {
    const trace = JSON.parse(readFileSync(join(SAMPLES, 'session-expiry.json'), 'utf8')) as {
      computedStates: { state: { auth: { expired: boolean } } }[];
      stagedActionIds: number[];
      actionsById: Record<string, { action: { type: string } }>;
    };
    const step = trace.stagedActionIds.findIndex(
      (id) => trace.actionsById[String(id)]?.action.type === 'auth/sessionExpired',
    );
    const recorded = trace.computedStates[step];
    if (!recorded) throw new Error('no sessionExpired step in the sample');
    recorded.state.auth.expired = false;
    const file = join(dir, 'tampered.json');
    writeFileSync(file, JSON.stringify(trace));

    const { code, stdout } = replay(file);
    expect(stdout).toContain(`First divergence at step #${step} (auth/sessionExpired)`);
    expect(stdout).toContain('path:     auth.expired');
    expect(stdout).toContain('recorded: false');
    expect(stdout).toContain('replayed: true');
    expect(code).toBe(1);
  }, 60_000);

  // npm runs the script from the repository's root and says where it was typed in INIT_CWD.
  it('reads a relative path from where `npm run replay` was typed', () => {
    const { code, stdout } = replay('login.json', { ...process.env, INIT_CWD: SAMPLES });
    expect(stdout).toMatch(/OK: \d+ steps replayed/);
    expect(code).toBe(0);
  }, 60_000);

  it('exits 2 for a file that is not a DevTools export', () => {
    const file = join(dir, 'other.json');
    writeFileSync(file, '{"hello":"world"}');
    const { code, stderr } = replay(file);
    expect(stderr).toContain('Not a Redux DevTools export');
    expect(code).toBe(2);
  }, 60_000);
});
