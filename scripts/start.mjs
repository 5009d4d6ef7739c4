// `npm start`: build the app when its sources changed, then serve it with `vite preview`, which mounts the
// server simulator on the same origin (mocks/server/vitePlugin.ts). Port: --port N, else PORT, else 4173.
// Stops cleanly on SIGINT / SIGTERM. See docs/simulator.md.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_PORT = 4173;
/** BUILD_OUT_DIR lets several servers (e.g. browser-test runs) keep builds of their own. */
const OUT_DIR = process.env.BUILD_OUT_DIR ?? 'dist';
/**
 * What the build in OUT_DIR was made from. Kept outside it, since everything in OUT_DIR is served (a
 * source hash is nobody's business), and tied to the build's index.html, so a build made by other hands
 * in the same folder (`npm run build`) is not taken for this one.
 */
const STAMP = resolve(ROOT, '.tmp', 'build-stamps', OUT_DIR.replace(/[^\w.-]/g, '_'));
const BUILT_INDEX = resolve(ROOT, OUT_DIR, 'index.html');
/** Everything that changes the built bundle. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'deploy', // the build plugins vite.config.ts imports
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

const log = (line) => process.stdout.write(`${line}\n`);

function portFrom(argv, env) {
  const index = argv.findIndex((a) => a === '--port' || a.startsWith('--port='));
  const raw =
    index === -1 ? env.PORT : argv[index].includes('=') ? argv[index].split('=')[1] : argv[index + 1];
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`Invalid port: ${raw}`);
  return port;
}

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** Hash of the sources, the VITE_* variables of the environment and the API base URL the build will use. */
function sourceHash(apiBaseUrl) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()) {
    hash.update(`${key}=${process.env[key]}\0`);
  }
  hash.update(`api=${apiBaseUrl ?? ''}`);
  return hash.digest('hex');
}

/** The stamp of the build now in OUT_DIR, made from sources hashing to `sources`; null when there is none. */
function stampOf(sources) {
  if (!existsSync(BUILT_INDEX)) return null;
  return `${sources} ${createHash('sha256').update(readFileSync(BUILT_INDEX)).digest('hex')}`;
}

async function main() {
  const port = portFrom(process.argv.slice(2), process.env);
  if (port !== DEFAULT_PORT && !process.env.VITE_API_BASE_URL) {
    // The app must call the simulator on its own origin.
    process.env.VITE_API_BASE_URL = `http://localhost:${port}`;
  }
  if (process.env.SIM !== 'off' && process.env.VITE_SUPPORT_PANEL === undefined) {
    // Served with the simulator: support staff's panel is in the build (docs/support-session-expiry.md).
    process.env.VITE_SUPPORT_PANEL = 'true';
  }
  const sources = sourceHash(process.env.VITE_API_BASE_URL);
  const recorded = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
  const current = stampOf(sources);
  if (current !== null && recorded === current) {
    log(`${OUT_DIR}/ is up to date; skipping the build`);
  } else {
    log(
      existsSync(resolve(ROOT, OUT_DIR))
        ? 'Sources changed: building the app'
        : `No ${OUT_DIR}/: building the app`,
    );
    await build({ root: ROOT, mode: 'production', configLoader: 'runner', build: { outDir: OUT_DIR } });
    mkdirSync(dirname(STAMP), { recursive: true });
    writeFileSync(STAMP, `${stampOf(sources)}\n`);
  }

  const server = await preview({
    root: ROOT,
    configLoader: 'runner',
    build: { outDir: OUT_DIR },
    preview: { port, strictPort: true },
  });
  server.printUrls();
  log(
    `Kla Klouk with the simulator: http://localhost:${port}  (control: http://localhost:${port}/__sim/state)`,
  );

  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
