// Issue 8 "Lighthouse": mobile emulation (Lighthouse's default: Moto G Power, 4x CPU, slow 4G), Debian
// Chromium, production build + simulator; /login and /kla-klouk-game signed in; the median of nine runs
// on each (BENCH_LH_RUNS for both; the issue asks for at least three). Every budget is judged in CI,
// performance and TBT only on a host whose memory is ordinary (bench/lighthouseVerdict.ts).
// Blocking time is the figure that moves: a quiet set reads 0–10 ms on /login and 10–50 ms on the
// game route, but a machine whose cores are busy with something else takes both towards 100 ms, the
// game route past it (docs/quality.md "Lighthouse's spread"). Nine runs, not five, for that spread.
// Usage: npx tsx bench/lighthouse.mjs [--enforce] [--except=/kla-klouk-game:tbtMs,...]
//   --enforce: exit 1 when a budget is broken; --except names figures to print without judging them
//   (for a diagnosis on a loaded machine; CI passes none).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
import { BUDGETS, lighthouseVerdict } from './lighthouseVerdict.ts';
import { median } from './median.ts';

const PORT = Number(process.env.BENCH_LH_PORT ?? 4393);
const RUNS = { '/login': 9, '/kla-klouk-game': 9 };
const runsFor = (path) => Number(process.env.BENCH_LH_RUNS ?? RUNS[path]);
const BASE = `http://localhost:${PORT}`;
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

async function startApp() {
  // A server already on the port would be measured instead of ours (start.mjs exits on a taken port).
  if (
    await fetch(`${BASE}/login`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${BASE} already answers: stop that server or set BENCH_LH_PORT`);
  const child = spawn(process.execPath, ['scripts/start.mjs', '--port', String(PORT)], {
    // The member-facing build: no support panel (that is for simulator and QA builds only).
    env: { ...process.env, BUILD_OUT_DIR: `dist-bench-${PORT}`, VITE_SUPPORT_PANEL: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/login`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('npm start did not answer');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
}

/**
 * What this host takes to hand a process one fresh page of memory (its first write to a new 4 KB
 * page), in microseconds of CPU time, the least of three 64 MB samples: a busy core lengthens the wall
 * time of a sample, not its CPU time. A renderer faults in thousands of pages while a page loads and
 * Lighthouse multiplies that wait with the rest, so a host where a fault costs ten times the usual reads
 * ten times the blocking time; its benchmark index, a loop of pure script, does not show it
 * (docs/quality.md "Lighthouse's spread").
 */
function freshPageMicros() {
  const pages = 16_384;
  const samples = [0, 1, 2].map(() => {
    const memory = Buffer.alloc(pages * 4096); // mapped, not yet touched
    const start = process.cpuUsage();
    memory.fill(1);
    const { user, system } = process.cpuUsage(start);
    return (user + system) / pages;
  });
  return Math.min(...samples);
}

/** Lighthouse now and then ends a run without metrics (score null, NaN times): such a run is redone. */
const complete = (run) => Number.isFinite(run.tbtMs) && Number.isFinite(run.lcpMs) && run.performance > 0;

async function audit(port, url, keepStorage) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: keepStorage,
  });
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    // Lighthouse's own measure of the host's speed (higher is faster): its CPU throttling is relative to it.
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function signIn(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${BASE}/login`);
  await page.waitForSelector('#login-phone');
  await page.type('#login-phone', '010000001');
  await page.type('#login-password', 'demo1234');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/kla-klouk-game');
  await page.close();
  await browser.disconnect();
}

async function main() {
  const enforce = process.argv.includes('--enforce');
  const except = new Set(
    (process.argv.find((arg) => arg.startsWith('--except='))?.split('=')[1] ?? '').split(',').filter(Boolean),
  );
  for (const figure of except) {
    const [path, name] = figure.split(':');
    if (!Object.hasOwn(BUDGETS, path) || !Object.hasOwn(BUDGETS[path], name))
      throw new Error(`--except: no budget ${figure}`);
  }
  const only = process.env.BENCH_LH_PATH;
  if (only && !Object.hasOwn(BUDGETS, only)) throw new Error(`BENCH_LH_PATH: no budget for ${only}`);
  const chromePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const stopApp = await startApp();
  const report = {};
  let ok = true;
  try {
    for (const path of Object.keys(BUDGETS).filter((p) => !only || p === only)) {
      const pageMicrosBefore = freshPageMicros();
      const runs = [];
      let redone = 0;
      for (let run = 0; run < runsFor(path); run += 1) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
        try {
          const signedIn = path !== '/login';
          if (signedIn) {
            await fetch(`${BASE}/__sim/reset`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: '{}',
            });
            await signIn(chrome.port);
          }
          const result = await audit(chrome.port, `${BASE}${path}`, signedIn);
          if (complete(result) || redone >= 2) runs.push(result);
          else {
            redone += 1;
            run -= 1;
          }
        } finally {
          await chrome.kill();
        }
      }
      // Measured before and after the runs: the host is unfit only if it was both times.
      const pageMicros = Math.min(pageMicrosBefore, freshPageMicros());
      const figures = {
        performance: median(runs.map((r) => r.performance)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
      };
      const verdict = lighthouseVerdict({
        path,
        figures,
        runs: runsFor(path),
        pageMicros,
        enforce,
        except,
      });
      verdict.lines.forEach((line) => console.log(line));
      ok &&= verdict.ok;
      console.log(
        `     lighthouse ${path} LCP ${figures.lcpMs} ms; runs: ${runs.map((r) => r.performance).join(', ')}` +
          ` (TBT ${runs.map((r) => r.tbtMs).join(', ')} ms); host benchmark index ${median(runs.map((r) => r.benchmarkIndex))},` +
          ` a fresh memory page ${pageMicros.toFixed(1)} µs` +
          (redone ? `; ${redone} run(s) without metrics redone` : ''),
      );
      if (verdict.hostNote) console.log(verdict.hostNote);
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length) console.log(`     lighthouse ${path} failing audits: ${failing.join(', ')}`);
      report[path] = { figures, runs, pageMicros, timesJudged: verdict.hostNote === null };
    }
  } finally {
    await stopApp();
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-lighthouse.json', `${JSON.stringify(report, null, 2)}\n`);
  if (!ok) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
