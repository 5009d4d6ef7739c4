// Issue 8 "Interaction": no long task over 50 ms while the dice shake and are revealed, measured with a
// PerformanceObserver in Chromium under 4× CPU throttling (the same factor as Lighthouse's mobile run).
// The figure judged is the median over several rounds (a time on a shared machine) of each round's
// longest task. Usage: npx tsx bench/animation.ts [--enforce] [--rounds N]   (default 5 rounds;
// BENCH_ANIMATION_PORT=n to use another port than 4394)
import type { Page } from '@playwright/test';
import { launch, runBench, signInFromLoginForm } from './browser';
import { median } from './median';
import { serveApp } from './servers';

export const LONG_TASK_BUDGET_MS = 50;
/** BENCH_ANIMATION_PORT: another port, when something else already listens on this one. */
const PORT = Number(process.env.BENCH_ANIMATION_PORT ?? 4394);

function roundsFrom(argv: string[]): number {
  const index = argv.indexOf('--rounds');
  const rounds = index === -1 ? 5 : Number(argv[index + 1]);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number ≥ 1');
  return rounds;
}

/**
 * One in-page script observes and waits, from betting closed (the shake) through the revealed result
 * and 1.5 s more, so Playwright runs nothing on the measured thread meanwhile: its locator polling
 * measures visibility (getBoundingClientRect, a forced layout) and each of its evaluations is a task
 * of 30–60 ms at 4× CPU of its own. The checks here read a text and an attribute every 100 ms.
 */
function observeShakeAndReveal(page: Page): Promise<number[]> {
  return page.evaluate(async (timeoutMs) => {
    // This script's own task ends after the observer exists: tasks that began before now are left out.
    const installed = performance.now();
    const durations: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= installed) durations.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    // Plain loops, no named helpers: tsx would wrap those in a __name() the page does not have.
    const deadline = Date.now() + timeoutMs;
    while (!/closed|បិទ/i.test(document.querySelector('[data-testid="phase"]')?.textContent ?? '')) {
      if (Date.now() > deadline) throw new Error('animation bench: betting did not close in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    while ((document.querySelector('[data-testid="dice"]')?.getAttribute('data-dice') ?? '') === '') {
      if (Date.now() > deadline) throw new Error('animation bench: no dice revealed in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    observer.disconnect();
    return durations;
  }, 40_000);
}

async function main() {
  const enforce = process.argv.includes('--enforce');
  const rounds = roundsFrom(process.argv);
  const app = await serveApp(PORT, { SIM_BETTING_MS: '6000', SIM_SHAKE_MS: '2500', SIM_RESULT_MS: '3000' });
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.request.post(`${app.url}/__sim/reset`, { data: {} });
    await page.goto(`${app.url}/login`);
    await signInFromLoginForm(page);
    await page.getByTestId('phase').waitFor();
    const cdp = await page.context().newCDPSession(page);
    const longestPerRound: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      // Wait for a betting phase (unthrottled), so the next close is observed from its start.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page
        .getByTestId('phase')
        .filter({ hasText: /Betting open|កំពុងទទួលភ្នាល់/ })
        .waitFor({ timeout: 30_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const longTasks = await observeShakeAndReveal(page);
      const longest = longTasks.length ? Math.max(...longTasks) : 0;
      longestPerRound.push(longest);
      console.log(
        `     animation: round ${round}: ${longTasks.length} long task(s) at 4× CPU, longest ${Math.round(longest)} ms` +
          (longTasks.length ? ` [${longTasks.map((duration) => Math.round(duration)).join(', ')} ms]` : ''),
      );
    }
    const judged = median(longestPerRound);
    const ok = judged <= LONG_TASK_BUDGET_MS;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} animation: longest task during shake and reveal at 4× CPU, median of ${rounds} rounds ` +
        `${Math.round(judged)} ms (budget: none over ${LONG_TASK_BUDGET_MS} ms)`,
    );
    if (enforce && !ok) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.close();
  }
}

runBench(main);
