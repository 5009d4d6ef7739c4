/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shippedKeyRefusal, shippedSecretKeys } from './secretKeyGuard';

const ROOT = pathToFileURL(join(__dirname, '..') + '/').href;

describe('the shipped storage key in a build', () => {
  const shipped = shippedSecretKeys(ROOT);

  it('reads the keys the repository ships in .env and .env.example', () => {
    expect(shipped).toEqual(['kla-klouk-local-obfuscation-key', 'change-me-per-deployment']);
  });

  it.each(shipped)('refuses %s for a real API', (key) => {
    expect(shippedKeyRefusal('https://api.kla-klouk.example', key, shipped)).toMatch(
      /^VITE_APP_SECRET_KEY is the value this repository ships, and the build is for https:\/\/api\.kla-klouk\.example/,
    );
    expect(shippedKeyRefusal('http://10.0.0.5:8080', key, shipped)).not.toBeNull();
  });

  it.each(['http://localhost:4173', 'http://127.0.0.1:8080', 'http://[::1]:4173'])(
    'lets the simulator or a local API (%s) keep it',
    (url) => {
      expect(shippedKeyRefusal(url, shipped[0], shipped)).toBeNull();
    },
  );

  it("takes a deployment's own key, and leaves a base URL that is not one to the start-up check", () => {
    expect(shippedKeyRefusal('https://api.kla-klouk.example', 'a-key-of-its-own', shipped)).toBeNull();
    expect(shippedKeyRefusal('not a uri', shipped[0], shipped)).toBeNull();
    expect(shippedKeyRefusal('ftp://api.kla-klouk.example', shipped[0], shipped)).toBeNull();
  });
});

/** The environment without a key of its own, so the build takes the shipped .env's. */
function withoutOwnKey(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.VITE_APP_SECRET_KEY;
  return env;
}

describe('vite build', () => {
  it('stops, before bundling anything, for a real API with the shipped key (the .env one)', () => {
    const root = join(__dirname, '..');
    const run = spawnSync(
      join(root, 'node_modules/.bin/vite'),
      ['build', '--configLoader', 'runner', '--outDir', join(root, 'dist-refused'), '--logLevel', 'error'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...withoutOwnKey(), VITE_API_BASE_URL: 'https://api.kla-klouk.example' },
        timeout: 60_000,
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('VITE_APP_SECRET_KEY is the value this repository ships');
  }, 60_000);
});
