/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

// The support panel must never ship in a production build against a real API: built for real, then
// every emitted file is searched for the panel's marker and for the simulator's control path.
const ROOT = join(__dirname, '..');
const MARKER = 'kla-klouk-support-panel';
/** Strings only the panel shows, in both languages (public/locales/{en,kh}/translation.json "support"). */
const PANEL_STRINGS = ['Support tools (simulator)', 'ឧបករណ៍គាំទ្រ (ម៉ាស៊ីនក្លែងធ្វើ)'];

function viteBuild(env: Record<string, string>, outDir: string) {
  return spawnSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 },
  );
}

interface Built {
  /** The text of every emitted script, style sheet and page. */
  readonly files: string[];
  /** The shipped translation files and their gzip copies, by path under the output folder. */
  readonly locales: Record<string, string>;
}

function build(env: Record<string, string>): Built {
  const outDir = mkdtempSync(join(tmpdir(), 'kk-build-'));
  const run = viteBuild(env, outDir);
  if (run.status !== 0) throw new Error(`vite build failed: ${run.stderr}`);
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
  const locales: Record<string, string> = {};
  for (const language of readdirSync(join(outDir, 'locales'))) {
    const file = join(outDir, 'locales', language, 'translation.json');
    locales[`${language}/translation.json`] = readFileSync(file, 'utf8');
    if (existsSync(`${file}.gz`)) {
      locales[`${language}/translation.json.gz`] = gunzipSync(readFileSync(`${file}.gz`)).toString('utf8');
    }
  }
  rmSync(outDir, { recursive: true, force: true });
  return { files, locales };
}

/** The panel's strings found in the shipped translations, as `file: string`. */
function panelStringsIn(locales: Record<string, string>): string[] {
  return Object.entries(locales).flatMap(([file, text]) =>
    PANEL_STRINGS.filter((panel) => text.includes(panel)).map((panel) => `${file}: ${panel}`),
  );
}

describe('the support panel in builds', () => {
  it('is absent from a production build against a real API (the shipped .env)', () => {
    const { files, locales } = build({
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_APP_SECRET_KEY: 'a-key-of-this-deployment',
      VITE_SUPPORT_PANEL: '',
    });
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((text) => text.includes(MARKER))).toHaveLength(0);
    expect(files.filter((text) => text.includes('/__sim/'))).toHaveLength(0);
    // Nor its strings: the translations (and their precompressed copies) keep everything else.
    expect(Object.keys(locales)).toEqual(
      expect.arrayContaining(['en/translation.json', 'kh/translation.json', 'en/translation.json.gz']),
    );
    expect(panelStringsIn(locales)).toEqual([]);
    for (const text of Object.values(locales)) {
      const translations = JSON.parse(text) as Record<string, unknown>;
      expect(translations).not.toHaveProperty('support');
      expect(translations).toHaveProperty('login');
    }
  }, 120_000);

  it('is in a simulator or QA build (VITE_SUPPORT_PANEL=true), so the check above can fail', () => {
    const { files, locales } = build({
      VITE_API_BASE_URL: 'http://localhost:4173',
      VITE_SUPPORT_PANEL: 'true',
    });
    expect(files.filter((text) => text.includes(MARKER))).toHaveLength(1);
    expect(panelStringsIn(locales)).toEqual(
      expect.arrayContaining(['en/translation.json: Support tools (simulator)']),
    );
    expect(JSON.parse(locales['kh/translation.json'] ?? '{}')).toHaveProperty('support.title');
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
