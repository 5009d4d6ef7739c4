// Where the blocking time goes (docs/quality.md "What keeps the first screen small and quick"): loads a page in a fresh Chromium with
// Lighthouse's mobile screen and trace categories, and lists every main-thread task after the first
// contentful paint that would block at Lighthouse's 4× CPU (longer than 12.5 ms here; 25 ms for a task
// that lays out, which Lighthouse's simulation slows by 2× only), with what ran in it. The total,
// Σ(4 × duration − 50 ms), is a rough stand-in for Lighthouse's simulated TBT: it reads
// higher (it counts every task after the observed paint), but it moves with the same tasks and takes
// seconds instead of a minute, so it is the tool for finding the task to work on. A diagnostic, not a
// budget: Lighthouse's own figure is judged by bench/lighthouse.mjs. It also prints how long the main
// thread was busy after the paint, short tasks included: a loop of short tasks adds no long task. And
// the same sum on the main thread's CPU time (a trace's `tdur`): on this 2-core machine a task's wall
// time includes waits for a core, which move from run to run; CPU time does not, so compare code
// changes (A/B) on that figure.
// Usage: npx tsx bench/longtasks.ts [--path /kla-klouk-game] [--runs 5] [--quiet] [--reparse] [--host N]
//   (BENCH_TASKS_PORT=n: another port than 4397)
//   --host N reads the tasks as a host N times slower would run them (Lighthouse multiplies what it
//   observes, so a slower host counts more): CI's reads about 2 when this machine's benchmark index
//   is about twice CI's (bench/lighthouse.mjs prints both).
//   --reparse adds V8's compile category to the trace and lists V8's re-parses for source positions
//   (V8.CollectSourcePositions) in each task: work a DevTools-attached load does and a member's phone
//   does not (docs/quality.md "What keeps the first screen small and quick"). The category adds a little cost of its own.
import type { Browser } from '@playwright/test';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { launch, runBench, signInFromLoginForm } from './browser';
import { median } from './median';
import { serveApp } from './servers';

const PORT = Number(process.env.BENCH_TASKS_PORT ?? 4397);
const CPU_SLOWDOWN = 4;
/** Lighthouse's simulation slows a task that lays out by half as much (lantern's layout multiplier). */
const LAYOUT_SLOWDOWN = CPU_SLOWDOWN / 2;
const BLOCKING_MS = 50;
// Lighthouse's own trace categories: their cost is part of what it sees.
const LIGHTHOUSE_CATEGORIES = TraceGatherer.getDefaultTraceCategories();
const REPARSE = process.argv.includes('--reparse');
const REPARSE_EVENT = 'V8.CollectSourcePositions';
const CATEGORIES = REPARSE
  ? [...LIGHTHOUSE_CATEGORIES, 'disabled-by-default-v8.compile']
  : LIGHTHOUSE_CATEGORIES;
/** What a task is made of, by the names a Chromium trace gives it. */
const PARTS =
  /^(Layout|UpdateLayoutTree|Paint|v8\.evaluateModule|v8\.produceModuleCache|RunMicrotasks|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|ParseHTML|MinorGC|MajorGC|V8\.CollectSourcePositions)$/;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: less than `dur` when the thread was descheduled or blocked. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const ms = (micros: number) => micros / 1000;
/**
 * What Lighthouse would count of a task of this length: its excess over 50 ms at 4× CPU, or at 2× for
 * a task that lays out. `host` stands for a host that many times slower than this one (--host).
 */
const blockingExcess = (taskMs: number, laidOut: boolean, host: number) =>
  Math.max(0, taskMs * host * (laidOut ? LAYOUT_SLOWDOWN : CPU_SLOWDOWN) - BLOCKING_MS);
const chunkName = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '') ?? url;

async function traceLoad(browser: Browser, base: string, path: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    // Lighthouse's mobile screen (Moto G Power).
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (path !== '/login') {
    await page.request.post(`${base}/__sim/reset`, { data: {} });
    await page.goto(`${base}/login`);
    await signInFromLoginForm(page);
    await page.goto('about:blank');
  }
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return trace.traceEvents;
}

/** A trace without the navigation's first paint: Chromium left it out; the run is redone. */
class NoPaintError extends Error {
  constructor(base: string) {
    super(`no navigation to ${base} with a first contentful paint in the trace`);
  }
}

/** Loads the page until a trace has its first paint (at most three tries). */
async function tracedLoad(app: { url: string }, path: string, host: number) {
  for (let attempt = 1; ; attempt += 1) {
    // A fresh browser each run, as Lighthouse has: first-use costs (fonts, ICU, caches) are in.
    const browser = await launch();
    try {
      return blockingTasks(await traceLoad(browser, app.url, path), app.url, host);
    } catch (error) {
      if (!(error instanceof NoPaintError) || attempt === 3) throw error;
      console.log(`     tasks ${path}: ${error.message}; redone`);
    } finally {
      await browser.close();
    }
  }
}

/** The page's main thread: its tasks after the first contentful paint, with what each was made of. */
function blockingTasks(events: TraceEvent[], base: string, host: number) {
  // The traced navigation's first paint, and the navigation before it in the same renderer. Not found
  // by URL: Chromium sometimes records the committed navigation with an empty loader URL.
  const paint = events
    .filter((e) => e.name === 'firstContentfulPaint')
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === paint?.pid && e.ts <= paint.ts)
    .sort((a, b) => a.ts - b.ts)
    .at(-1);
  if (!navigation || !paint) throw new NoPaintError(base);
  const thread = events.find(
    (e) => e.pid === paint.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const main = events.filter((e) => e.pid === paint.pid && e.tid === thread?.tid && e.ph === 'X');
  const start = navigation.ts;
  const tasks = main.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const topLevel: TraceEvent[] = [];
  for (const task of tasks) {
    const last = topLevel.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) topLevel.push(task);
  }
  const afterPaint = topLevel.filter((t) => t.ts >= paint.ts);
  const laysOut = (task: TraceEvent) =>
    main.some((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0));
  const blocking = afterPaint.filter((t) => blockingExcess(ms(t.dur ?? 0), laysOut(t), host) > 0);
  return {
    // The same sum on the thread's CPU time: on a 2-core machine, up to half of a task's wall time is
    // the main thread waiting for a core (docs/quality.md "What keeps the first screen small and quick"). What our code costs.
    cpuTotal: afterPaint.reduce((sum, t) => sum + blockingExcess(ms(t.tdur ?? 0), laysOut(t), host), 0),
    paintMs: ms(paint.ts - start),
    // All the main thread's work after the paint, short tasks included: a render loop of short tasks
    // adds no long task, only this (docs/quality.md "What keeps the first screen small and quick").
    busyMs: afterPaint.reduce((sum, t) => sum + ms(t.dur ?? 0), 0),
    tasks: blocking.map((task) => {
      const parts = new Map<string, number>();
      const end = task.ts + (task.dur ?? 0);
      for (const e of main) {
        if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || !PARTS.test(e.name)) continue;
        const key = e.args?.data?.url ? `${e.name} ${chunkName(e.args.data.url)}` : e.name;
        parts.set(key, (parts.get(key) ?? 0) + ms(e.dur ?? 0));
      }
      return {
        atMs: ms(task.ts - start),
        durationMs: ms(task.dur ?? 0),
        cpuMs: ms(task.tdur ?? 0),
        laidOut: laysOut(task),
        parts,
      };
    }),
  };
}

async function main() {
  const path = option('--path', '/kla-klouk-game');
  const runs = Number(option('--runs', '5'));
  const host = Number(option('--host', '1'));
  if (!(host > 0)) throw new Error('--host takes a number > 0 (below 1: a faster host)');
  const quiet = process.argv.includes('--quiet');
  const app = await serveApp(PORT);
  const totals: number[] = [];
  const cpuTotals: number[] = [];
  const busy: number[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const { paintMs, busyMs, cpuTotal, tasks } = await tracedLoad(app, path, host);
      const total = tasks.reduce((sum, t) => sum + blockingExcess(t.durationMs, t.laidOut, host), 0);
      totals.push(total);
      cpuTotals.push(cpuTotal);
      busy.push(busyMs);
      console.log(
        `     tasks ${path} run ${run}: first paint ${paintMs.toFixed(0)} ms, busy after it ${busyMs.toFixed(0)} ms, Σ ${total.toFixed(0)} ms (on CPU time ${cpuTotal.toFixed(0)} ms)`,
      );
      if (quiet) continue;
      for (const task of tasks) {
        const reparse = task.parts.get(REPARSE_EVENT);
        const parts = [...task.parts]
          .filter(([name]) => name !== REPARSE_EVENT)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, took]) => `${name} ${took.toFixed(1)}`);
        console.log(
          `       at ${task.atMs.toFixed(0)} ms: ${task.durationMs.toFixed(1)} ms, ${task.cpuMs.toFixed(1)} on the CPU (${parts.join(', ')})` +
            (REPARSE ? `; of it V8 re-parsing for source positions ${(reparse ?? 0).toFixed(1)} ms` : ''),
        );
      }
    }
  } finally {
    await app.close();
  }
  console.log(
    `     tasks ${path}: Σ(4 × task − 50 ms; 2 × for a task that lays out${host === 1 ? '' : `; a host ${host}× slower`}) after the first paint, median of ${runs}: ${median(totals).toFixed(0)} ms ` +
      `(runs ${totals.map((t) => t.toFixed(0)).join(', ')}; a diagnostic, not Lighthouse's TBT)`,
  );
  console.log(
    `     tasks ${path}: the same on the main thread's CPU time, median of ${runs}: ${median(cpuTotals).toFixed(0)} ms ` +
      `(runs ${cpuTotals.map((t) => t.toFixed(0)).join(', ')}; without the waits for a core, the steadier A/B figure)`,
  );
  console.log(
    `     tasks ${path}: main thread busy after the first paint, median of ${runs}: ${median(busy).toFixed(0)} ms ` +
      `(runs ${busy.map((b) => b.toFixed(0)).join(', ')}; unthrottled, until a second after the network is quiet)`,
  );
}

runBench(main);
