// Security scan of a production build (issue 8, issue 3). Builds with canary values and a real-looking
// API into dist-canary, then checks what would ship:
//  - no source maps; no STORAGE_* value; no simulator code (the API is not the simulator);
//  - no `console.` call in our own modules (src/, except the logger) — checked on the transformed
//    modules during the build, since library code (React) legitimately keeps its own;
//  - no token-like literal (JWT, PEM, cloud keys); the app secret key is the one secret the spec puts
//    in the bundle (docs/security.md), and it is the only canary allowed to appear;
//  - crypto-js is 4.2.x with no other copy in the tree;
//  - every precompressed copy (.br, .gz) decompresses to exactly the file it sits beside.
// Exits 1 on any finding.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'vite';

const OUT = 'dist-canary';
const CANARY = {
  VITE_API_BASE_URL: 'https://api.kla-klouk.example',
  VITE_APP_SECRET_KEY: 'canary-app-secret-7f3a9c',
  STORAGE_REGION: 'sgp1',
  STORAGE_ACCESS_KEY: 'CANARYACCESSKEY9Q2W7E',
  STORAGE_SECRET: 'canary-storage-secret-5b8d1e',
};
Object.assign(process.env, CANARY, { SIM: 'off' });

const findings = [];
const ourConsoleCalls = [];

await build({
  logLevel: 'warn',
  configLoader: 'runner',
  build: { outDir: OUT, emptyOutDir: true },
  plugins: [
    {
      name: 'kla-klouk:no-console-in-our-code',
      enforce: 'post',
      transform(code, id) {
        const file = id.split('?')[0];
        if (!file.includes('/src/') || file.endsWith('/src/lib/logger.ts')) return null;
        if (/\bconsole\s*\.\s*\w+\s*\(/.test(code)) ourConsoleCalls.push(file);
        return null;
      },
    },
  ],
});

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const shipped = files(OUT);
const text = (file) => readFileSync(file, 'utf8');
const textFiles = shipped.filter((file) => /\.(js|css|html|json|txt|svg)$/.test(file));

for (const file of shipped) if (file.endsWith('.map')) findings.push(`source map shipped: ${file}`);
for (const file of textFiles) {
  const content = text(file);
  if (/sourceMappingURL=/.test(content)) findings.push(`source map reference in ${file}`);
  for (const key of ['STORAGE_ACCESS_KEY', 'STORAGE_SECRET']) {
    if (content.includes(CANARY[key])) findings.push(`${key} value in ${file}`);
  }
  if (content.includes('STORAGE_SECRET') || content.includes('STORAGE_ACCESS_KEY')) {
    findings.push(`STORAGE_* name in ${file}`);
  }
  for (const [what, pattern] of [
    ['a JWT', /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
    ['a PEM key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
    ['an AWS-style access key', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
    ['a Bearer token literal', /Bearer [A-Za-z0-9._~+/-]{16,}/],
    ['simulator code', /__sim\/|demo1234|createSimulator|SIM_BETTING_MS/],
  ]) {
    if (pattern.test(content)) findings.push(`${what} in ${file}`);
  }
}
for (const file of ourConsoleCalls) findings.push(`console call in our module ${file}`);

// The precompressed copies npm start serves (deploy/precompressed.ts) are scanned through their
// originals: each must decompress to exactly the file beside it.
const decompress = { '.br': brotliDecompressSync, '.gz': gunzipSync };
let compressedCopies = 0;
for (const file of shipped) {
  const extension = file.slice(-3);
  if (!(extension in decompress)) continue;
  compressedCopies += 1;
  const original = file.slice(0, -3);
  if (!shipped.includes(original)) findings.push(`compressed copy without its original: ${file}`);
  else if (!decompress[extension](readFileSync(file)).equals(readFileSync(original)))
    findings.push(`compressed copy differs from its original: ${file}`);
}

const secretShipped = textFiles.some((file) => text(file).includes(CANARY.VITE_APP_SECRET_KEY));

const cryptoVersions = new Set();
const walk = (node) => {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    if (name === 'crypto-js') cryptoVersions.add(child.version);
    walk(child);
  }
};
walk(
  JSON.parse(
    execFileSync('npm', ['ls', '--all', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  ),
);
if ([...cryptoVersions].some((version) => !version.startsWith('4.2.')) || cryptoVersions.size !== 1) {
  findings.push(`crypto-js versions in the tree: ${[...cryptoVersions].join(', ')} (want one 4.2.x)`);
}

console.log(
  `dist scan: ${shipped.length} files in ${OUT}/ (${compressedCopies} of them precompressed copies, checked against their originals)`,
);
console.log(
  `dist scan: app secret key in the bundle: ${secretShipped ? 'yes (by design, docs/security.md)' : 'no'}`,
);
console.log(`dist scan: crypto-js ${[...cryptoVersions].join(', ')}`);
if (findings.length > 0) {
  for (const finding of findings) console.log(`dist scan: FOUND ${finding}`);
  process.exit(1);
}
console.log(
  'dist scan: clean (no source maps, STORAGE_* values, simulator code, console calls of ours, token literals)',
);
