// `npm run check:nginx` (CI): serves the build (dist/) with a real nginx and the configuration
// `npm run deploy:nginx` prints, and checks every header docs/security.md promises, the precompressed
// copies and the 404s. Needs nginx, and ngx_brotli's static module for the .br copies (Debian:
// `apt-get install nginx libnginx-mod-http-brotli-static`; .ci/run installs both).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ASSET_CACHE_CONTROL, ERROR_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../deploy/cachePolicy';
import { nginxConfig } from '../deploy/nginx';
import { securityHeaders } from '../deploy/securityHeaders';

// Debian puts it in /usr/sbin, which is not on every user's PATH.
const NGINX = process.env.NGINX ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const DIST = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
const API = 'https://api.example.com';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function fail(message: string): never {
  process.stderr.write(`check:nginx: ${message}\n`);
  process.exit(1);
}

/** nginx's own configuration folder (for mime.types), from `nginx -V`. */
function nginxConfDir(): string {
  const version = spawnSync(NGINX, ['-V'], { encoding: 'utf8' });
  if (version.error)
    fail(`nginx is not installed here (${version.error.message}); see the header of this script`);
  const confPath = /--conf-path=(\S+)/.exec(version.stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  return dirname(confPath);
}

function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : failed(new Error('no port')),
      );
    });
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) fail(`no build in ${DIST}: run \`npm run build\` first`);
  const confDir = nginxConfDir();
  const brotli = existsSync(BROTLI_MODULE);
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'kla-klouk-nginx-'));
  for (const folder of ['logs', 'temp']) mkdirSync(join(prefix, folder));
  writeFileSync(
    join(prefix, 'kla-klouk.conf'),
    nginxConfig({ headers: securityHeaders(API), root: DIST, listen: `127.0.0.1:${port}`, brotli }),
  );
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // nginx's workers drop to "nobody" when started by root, and the build may sit in a private folder.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  include ${join(confDir, 'mime.types')};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(prefix, 'temp', kind)};`,
      ),
      `  include ${join(prefix, 'kla-klouk.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (nginx.exitCode !== null) fail(`nginx exited with ${nginx.exitCode}:\n${stderr}`);
      if (
        await fetch(`${base}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      if (attempt > 100) fail(`nginx did not answer:\n${stderr}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    const failures = await check(base, brotli);
    if (failures.length)
      fail(`the nginx recipe broke ${failures.length} promise(s):\n  ${failures.join('\n  ')}`);
  } finally {
    nginx.kill('SIGQUIT');
    rmSync(prefix, { recursive: true, force: true });
  }
}

async function check(base: string, brotli: boolean): Promise<string[]> {
  const failures: string[] = [];
  let passed = 0;
  const expect = (what: string, actual: string | null, wanted: string | RegExp | null) => {
    const ok =
      wanted === null
        ? actual === null
        : typeof wanted === 'string'
          ? actual === wanted
          : wanted.test(actual ?? '');
    if (ok) passed += 1;
    else failures.push(`${what}: ${JSON.stringify(actual)}, expected ${String(wanted)}`);
  };
  const get = (path: string, encoding = 'identity') =>
    fetch(`${base}${path}`, { headers: { 'Accept-Encoding': encoding }, redirect: 'manual' });
  const security = securityHeaders(API);
  const expectSecurityHeaders = (path: string, response: Response) => {
    for (const [name, value] of Object.entries(security))
      expect(`${path} ${name}`, response.headers.get(name), value);
  };

  // The page, under every path a member opens: the headers, never cached.
  for (const path of ['/', '/index.html', '/login', '/kla-klouk-game']) {
    const page = await get(path);
    expect(`${path} status`, String(page.status), '200');
    expect(`${path} Content-Type`, page.headers.get('content-type'), /^text\/html/);
    expect(`${path} Cache-Control`, page.headers.get('cache-control'), PAGE_CACHE_CONTROL);
    expectSecurityHeaders(path, page);
    expect(`${path} body`, await page.text(), /<div id="root">/);
  }

  // The bundle: precompressed, cached for a year.
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!script) return [...failures, 'index.html has no module script'];
  for (const [accepted, encoding] of [
    ['br, gzip', brotli ? 'br' : 'gzip'],
    ['gzip', 'gzip'],
    ['identity', null],
  ] as const) {
    const asset = await get(script, accepted);
    expect(`${script} (${accepted}) status`, String(asset.status), '200');
    expect(`${script} (${accepted}) Content-Encoding`, asset.headers.get('content-encoding'), encoding);
    expect(`${script} (${accepted}) Content-Type`, asset.headers.get('content-type'), /javascript/);
    expect(`${script} (${accepted}) Cache-Control`, asset.headers.get('cache-control'), ASSET_CACHE_CONTROL);
    expect(`${script} (${accepted}) Vary`, asset.headers.get('vary'), /Accept-Encoding/);
    expectSecurityHeaders(script, asset);
    await asset.arrayBuffer();
  }

  // A chunk of an older build: a 404 that no cache keeps, never index.html.
  const missing = await get('/assets/chunk-of-an-older-build.js');
  expect('missing asset status', String(missing.status), '404');
  expect('missing asset Cache-Control', missing.headers.get('cache-control'), ERROR_CACHE_CONTROL);
  expectSecurityHeaders('missing asset', missing);
  await missing.arrayBuffer();

  // The translations: precompressed, revalidated; a language that is not there is a 404.
  const translations = await get('/locales/kh/translation.json', 'br, gzip');
  expect('translations status', String(translations.status), '200');
  expect(
    'translations Content-Encoding',
    translations.headers.get('content-encoding'),
    brotli ? 'br' : 'gzip',
  );
  expect('translations Cache-Control', translations.headers.get('cache-control'), 'no-cache');
  expectSecurityHeaders('translations', translations);
  await translations.arrayBuffer();
  const noLanguage = await get('/locales/xx/translation.json');
  expect('missing translations status', String(noLanguage.status), '404');
  await noLanguage.arrayBuffer();

  if (!failures.length) {
    process.stdout.write(
      `nginx recipe: ${passed} checks passed (${brotli ? 'brotli and gzip' : 'gzip only: no ngx_brotli here'})\n`,
    );
  }
  return failures;
}

main().catch((error: unknown) =>
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
