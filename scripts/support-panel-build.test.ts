/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The support panel must never ship in a production build against a real API: built for real, then
// every emitted file is searched for the panel's marker and for the simulator's control path.
const ROOT = join(__dirname, '..');
const MARKER = 'kla-klouk-support-panel';

function viteBuild(env: Record<string, string>, outDir: string) {
  return spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 },
  );
}

function build(env: Record<string, string>): string[] {
  const outDir = mkdtempSync(join(tmpdir(), 'kk-build-'));
  const run = viteBuild(env, outDir);
  if (run.status !== 0) throw new Error(`vite build failed: ${run.stderr}`);
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
  rmSync(outDir, { recursive: true, force: true });
  return files;
}

describe('the support panel in builds', () => {
  it('is absent from a production build against a real API (the shipped .env)', () => {
    const files = build({
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_APP_SECRET_KEY: 'a-key-of-this-deployment',
      VITE_SUPPORT_PANEL: '',
    });
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((text) => text.includes(MARKER))).toHaveLength(0);
    expect(files.filter((text) => text.includes('/__sim/'))).toHaveLength(0);
  }, 120_000);

  it('is in a simulator or QA build (VITE_SUPPORT_PANEL=true), so the check above can fail', () => {
    const files = build({ VITE_API_BASE_URL: 'http://localhost:4173', VITE_SUPPORT_PANEL: 'true' });
    expect(files.filter((text) => text.includes(MARKER))).toHaveLength(1);
  }, 120_000);

  it.each(['1', 'TRUE', 'yes'])(
    'stops a build given VITE_SUPPORT_PANEL=%s (meant as on, read as off)',
    (value) => {
      const outDir = mkdtempSync(join(tmpdir(), 'kk-build-'));
      const run = viteBuild(
        { VITE_API_BASE_URL: 'http://localhost:4173', VITE_SUPPORT_PANEL: value },
        outDir,
      );
      rmSync(outDir, { recursive: true, force: true });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain(`VITE_SUPPORT_PANEL must be true or false (or unset), not "${value}"`);
    },
    120_000,
  );
});
