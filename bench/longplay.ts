// Issue 8 "Long play": 500 rounds in Chromium with a fast simulator clock; the JS heap after round 500
// is within 10 % of the heap after round 50 (both after a forced GC), and what the page holds (DOM
// nodes, listeners, stored state) does not grow with the rounds played.
//
// The budget is judged on what the JS heap holds as data — objects, arrays, strings, closures, shapes
// and V8's own bookkeeping — from a heap snapshot. V8's compiled code is counted apart: it keeps
// growing for the first ~300 rounds as the app's functions get hot and are optimized (about +1 MB,
// then flat; by chunk: RTK Query with the cipher, react-dom, the game screen, the Redux core, as
// docs/quality.md says), which is the JIT warming up, not the app keeping anything. The whole used
// heap (Runtime.getHeapUsage, code included) is printed beside it, and again without the compiled code
// of Playwright's injected script and clock, which share the page's heap (bench/heapSnapshot.ts).
//
// Rounds run at the pace of the app, not of the round timer: the simulator's clock jumps to the next
// phase (/__sim/clock skipTo) and the page's clock jumps by the same amount (Playwright's clock,
// installed before the app loads and otherwise running in real time), so the app's own timers — the
// phase-boundary refetch, the poll, the settle hold, the announcer — fire as they would after that
// time had passed. The member bets (a chip on a symbol, Confirm, the server's confirmation) every
// other round and watches the dice, the settlement and the results strip every round.
//
// Usage: npx tsx bench/longplay.ts [--enforce] [--rounds N] [--baseline M]
//   (defaults 500 and 50; the budget is judged on those. BENCH_LONGPLAY_PORT=n: another port than 4395)
import { mkdirSync, writeFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { launch, runBench, signInFromLoginForm } from './browser';
import { heapParts, type HeapParts, type HeapSnapshot } from './heapSnapshot';
import { serveApp } from './servers';

export const HEAP_BUDGET_RATIO = 0.1;
const PORT = Number(process.env.BENCH_LONGPLAY_PORT ?? 4395);
type Phase = 'BETTING' | 'CLOSED' | 'RESULT';

function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a positive integer`);
  return value;
}

interface SimState {
  serverTime: number;
  round: { id: number; phase: Phase };
}

interface Sample {
  round: number;
  heapBytes: number;
  domNodes: number;
  listeners: number;
  storedChars: number;
  elapsedS: number;
}

/** The simulator's clock moves to the next start of `phase`; the page's clock follows by as much. */
async function skipTo(page: Page, base: string, phase: Phase, last: { state: SimState; at: number }) {
  const response = await page.request.post(`${base}/__sim/clock`, { data: { skipTo: phase } });
  const state = ((await response.json()) as { data: SimState }).data;
  const at = Date.now();
  // What the jump added on top of the real time that passed since the last answer.
  const jumped = Math.max(0, state.serverTime - last.state.serverTime - (at - last.at));
  if (jumped > 0) await page.clock.fastForward(jumped);
  last.state = state;
  last.at = at;
  return state;
}

/** Light in-page checks, polled every 20 ms (no locator polling, which forces layout). */
async function waitIn(page: Page, check: (value: string) => boolean, value: string | number) {
  await page.waitForFunction(check, String(value), { polling: 20, timeout: 30_000 });
}

const phaseShown = (phase: string) =>
  document
    .querySelector('[data-testid="phase"]')
    ?.classList.contains(`hud__phase--${phase.toLowerCase()}`) === true;
const roundShown = (id: string) => (document.querySelector('.hud__round')?.textContent ?? '').includes(id);
const diceShown = () =>
  (document.querySelector('[data-testid="dice"]')?.getAttribute('data-dice') ?? '') !== '';
const resultListed = (id: string) =>
  (document.querySelector('.result--latest .result__round')?.textContent ?? '').includes(`#${id}`);

/**
 * The clock runs hours of play: the reality check comes every 30 minutes of it, as it would for a
 * member, who answers "Keep playing", its first button, in either language (docs/responsible-play.md).
 */
async function answerRealityCheck(page: Page) {
  const realityCheck = page.locator('dialog.reality-check[open]');
  if (await realityCheck.count()) await realityCheck.locator('.modal-dialog__actions button').first().click();
}

type Press = 'chip' | 'confirm';

/**
 * What a press brought about: its outcome, the reality check in its way, or nothing yet. Bets being
 * sent are Confirm's press taken: their answer is waited for, whatever opens meanwhile.
 */
const pressOutcome = (press: string) => {
  if (press === 'chip') {
    if (document.querySelector('.control--confirm')?.getAttribute('aria-disabled') === 'false') return 'done';
  } else {
    const status = document.querySelector('[data-testid="submission"] p')?.getAttribute('data-status');
    if (status === 'confirmed') return 'done';
    if (status === 'pending') return null;
  }
  return document.querySelector('dialog.reality-check[open]') ? 'check' : null;
};

/**
 * A tap on a symbol (the smallest chip, selected by default), or Confirm, until its outcome shows. The
 * check falls due on the device's clock and shows at the next tick of the screen's second, so a press
 * can come between the two, or meet the open dialog: the table refuses it, and the member answers the
 * check and presses again.
 */
async function press(page: Page, what: Press, symbol = 0) {
  const target = what === 'chip' ? page.locator('.cell').nth(symbol) : page.locator('.control--confirm');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await answerRealityCheck(page);
    // A dialog opening under the pointer takes the click, and a Confirm already taken is unavailable:
    // a short wait, then the table says which.
    await target.click({ timeout: 5_000 }).catch(() => undefined);
    const seen = await (
      await page.waitForFunction(pressOutcome, what, { polling: 20, timeout: 30_000 })
    ).jsonValue();
    if (seen === 'done') return;
    console.log(`     longplay: a ${what} press met the reality check; answered, pressed again`);
  }
  throw new Error(`a ${what} press did not take in three presses, the reality check answered each time`);
}

/** What the table showed when the bench stopped: the phase, the totals and the toasts' words. */
async function describeTable(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const text = (selector: string) =>
        [...document.querySelectorAll(selector)].map((node) => node.textContent?.trim()).join(' | ');
      return [
        `phase ${document.querySelector('[data-testid="phase"]')?.className ?? '-'}`,
        `round ${text('.hud__round')}`,
        `draft ${text('[data-testid="draft-total"]')}`,
        `committed ${text('[data-testid="committed-total"]')}`,
        `submission ${text('[data-testid="submission"]')}`,
        `reality check ${document.querySelector('dialog.reality-check[open]') ? 'open' : 'closed'}`,
        `toasts ${text('[data-sonner-toast], [role="status"], [role="alert"]')}`,
      ].join('; ');
    })
    .catch((error: unknown) => `unreadable: ${String(error)}`);
}

/** A heap snapshot (V8 collects garbage first), summed by kind of node (bench/heapSnapshot.ts). */
async function snapshotParts(cdp: CDPSession): Promise<HeapParts> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return heapParts(JSON.parse(chunks.join('')) as HeapSnapshot);
}

async function sample(page: Page, cdp: CDPSession, round: number, started: number): Promise<Sample> {
  // Twice: the first collection can leave finalizer-held objects for the second.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const storedChars = await page.evaluate(() => {
    let total = 0;
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      total += key.length + (localStorage.getItem(key) ?? '').length;
    }
    return total;
  });
  return {
    round,
    heapBytes: usedSize,
    domNodes: nodes,
    listeners: jsEventListeners,
    storedChars,
    elapsedS: Math.round((Date.now() - started) / 100) / 10,
  };
}

async function main() {
  const enforce = process.argv.includes('--enforce');
  const rounds = flag('--rounds', 500);
  const baselineRound = Math.min(flag('--baseline', 50), rounds);
  const app = await serveApp(PORT);
  const browser = await launch();
  const started = Date.now();
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    // Fake timers that run in real time until told to jump (installed before the app loads).
    await page.clock.install();
    const resetAnswer = await page.request.post(`${app.url}/__sim/reset`, { data: {} });
    const last = { state: ((await resetAnswer.json()) as { data: SimState }).data, at: Date.now() };
    await page.goto(`${app.url}/login`);
    await signInFromLoginForm(page);
    await page.getByTestId('phase').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');

    const samples: Sample[] = [];
    let baseParts: HeapParts | undefined;
    let endParts: HeapParts | undefined;
    let bets = 0;
    let round = 0;
    try {
      for (round = 1; round <= rounds; round += 1) {
        const opened = await skipTo(page, app.url, 'BETTING', last);
        const roundId = opened.round.id;
        await waitIn(page, roundShown, roundId);
        await waitIn(page, phaseShown, 'BETTING');
        await answerRealityCheck(page);
        if (round % 2 === 0) {
          await press(page, 'chip', round % 6);
          await press(page, 'confirm');
          bets += 1;
        }
        await skipTo(page, app.url, 'CLOSED', last);
        await waitIn(page, phaseShown, 'CLOSED');
        await skipTo(page, app.url, 'RESULT', last);
        await waitIn(page, phaseShown, 'RESULT');
        await waitIn(page, diceShown, 0);
        await waitIn(page, resultListed, roundId);
        if (!page.url().endsWith('/kla-klouk-game'))
          throw new Error(`left the table at round ${round}: ${page.url()}`);
        if (round === baselineRound || round === rounds || round % 100 === 0) {
          samples.push(await sample(page, cdp, round, started));
          if (round === baselineRound) baseParts = await snapshotParts(cdp);
          if (round === rounds) endParts = await snapshotParts(cdp);
          const now = samples.at(-1);
          if (now)
            console.log(
              `     longplay: round ${round}, heap ${(now.heapBytes / 1e6).toFixed(2)} MB, ${now.elapsedS} s`,
            );
        }
      }
    } catch (error) {
      // The table as it stood, for a run that cannot be repeated at will (CI's logs and reports/).
      console.error(`     longplay: stopped at round ${round}: ${await describeTable(page)}`);
      mkdirSync('reports', { recursive: true });
      await page.screenshot({ path: 'reports/bench-longplay-stopped.png' }).catch(() => undefined);
      throw error;
    }

    const base = samples.find((s) => s.round === baselineRound);
    const end = samples.find((s) => s.round === rounds);
    if (!base || !end || !baseParts || !endParts) throw new Error('no heap sample');
    const change = (from: number, to: number) => (to - from) / from;
    const growth = change(baseParts.dataBytes, endParts.dataBytes);
    const ok = growth <= HEAP_BUDGET_RATIO;
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
    const pct = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} longplay: JS heap after ${rounds} rounds ${mb(endParts.dataBytes)} vs ` +
        `${mb(baseParts.dataBytes)} after ${baselineRound} (${pct(growth)}, budget ≤ +${HEAP_BUDGET_RATIO * 100} %; ` +
        `without compiled code)`,
    );
    console.log(
      `     longplay: used heap with compiled code ${mb(end.heapBytes)} vs ${mb(base.heapBytes)} ` +
        `(${pct(change(base.heapBytes, end.heapBytes))}); compiled code ${mb(baseParts.codeBytes)} → ` +
        `${mb(endParts.codeBytes)}; Blink objects ${mb(baseParts.nativeBytes)} → ${mb(endParts.nativeBytes)}`,
    );
    // The literal reading as a member's browser would have it: Playwright's own compiled code taken out.
    const appBase = base.heapBytes - baseParts.harnessCodeBytes;
    const appEnd = end.heapBytes - endParts.harnessCodeBytes;
    console.log(
      `     longplay: used heap without Playwright's compiled code ${mb(appEnd)} vs ${mb(appBase)} ` +
        `(${pct(change(appBase, appEnd))}); Playwright's ${mb(baseParts.harnessCodeBytes)} → ` +
        `${mb(endParts.harnessCodeBytes)} (its injected script and clock: scripts without a URL)`,
    );
    console.log(
      `     longplay: DOM nodes ${base.domNodes} → ${end.domNodes}, listeners ${base.listeners} → ${end.listeners}, ` +
        `stored state ${base.storedChars} → ${end.storedChars} chars; ${bets} bets; ${end.elapsedS} s`,
    );
    mkdirSync('reports', { recursive: true });
    writeFileSync(
      'reports/bench-longplay.json',
      `${JSON.stringify(
        { rounds, baselineRound, bets, growth, budget: HEAP_BUDGET_RATIO, ok, baseParts, endParts, samples },
        null,
        2,
      )}\n`,
    );
    if (enforce && !ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
  }
}

runBench(main);
