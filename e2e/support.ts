import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught page error or a console error in any page of its context (tests
 * with two tabs included). Chromium's own network lines ("Failed to load resource: … 401") are not
 * errors of the app — a wrong password or an expired token must answer 401 — so they are left out;
 * what the app does with such an answer is what the tests assert. (A production build silences the
 * console, so page errors and browser-reported problems such as CSP violations are what this catches.)
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
            errors.push(`console: ${message.text()}`);
          }
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'no uncaught error or console error').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core's WCAG checks on the page as it is now; a violation is listed with the elements it hit. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export async function resetSimulator(page: Page): Promise<void> {
  const response = await page.request.post('/__sim/reset', { data: {} });
  expect(response.ok()).toBe(true);
}

export const DEMO = {
  member: { phoneNumber: '010000001', password: 'demo1234' },
  memberKhr: { phoneNumber: '010000002', password: 'demo1234' },
  agent: { phoneNumber: '010000003', password: 'demo1234' },
  inactive: { phoneNumber: '010000004', password: 'demo1234' },
  master: { phoneNumber: '010000005', password: 'demo1234' },
} as const;

/** Opens /login in English and submits these credentials (whatever the outcome). */
export async function submitLogin(page: Page, account: { phoneNumber: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
}

/** Signs in through the login screen in English and waits for the game screen. */
export async function signIn(page: Page, account: { phoneNumber: string; password: string } = DEMO.member) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/kla-klouk-game$/);
}

/** Moves the simulator's round to the start of a phase (docs/simulator.md "Control API and scenarios"). */
export async function skipToPhase(page: Page, phase: 'BETTING' | 'CLOSED' | 'RESULT'): Promise<void> {
  const response = await page.request.post('/__sim/clock', { data: { skipTo: phase } });
  expect(response.ok()).toBe(true);
}

/** A round as the simulator's state gives it (docs/simulator.md "Control API and scenarios"). */
export interface SimRound {
  id: number;
  phase: 'BETTING' | 'CLOSED' | 'RESULT';
  closesAt: number;
  endsAt: number;
  seedHash: string;
}

/** The simulator's state: its clock, the round, the calls it has answered and the sessions open. */
export interface SimState {
  serverTime: number;
  round: SimRound;
  calls: Record<string, number>;
  activeSessions: number;
}

export async function simState(page: Page): Promise<SimState> {
  const response = await page.request.get('/__sim/state');
  return ((await response.json()) as { data: SimState }).data;
}

/**
 * Waits until a round takes bets with at least `ms` left and the table shows that round open, in
 * either language; that round. A round with less left is waited out, or with `skip` cut short (for
 * betting windows longer than the test's timeout allows to wait).
 */
export async function waitForBetting(
  page: Page,
  ms = 5500,
  { skip = false }: { skip?: boolean } = {},
): Promise<SimRound> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { serverTime, round } = await simState(page);
    if (round.phase === 'BETTING' && round.closesAt - serverTime >= ms) {
      await expect(page.getByTestId('round')).toContainText(String(round.id));
      // "Betting off" for a member on a break: the round takes bets, the member's own limits do not.
      await expect(page.getByTestId('phase')).toHaveClass(/hud__phase--(betting|off)/);
      return round;
    }
    if (skip) await skipToPhase(page, 'BETTING');
    else await page.waitForTimeout(round.endsAt - serverTime + 150);
  }
  throw new Error(`no betting window with ${ms} ms left`);
}

/** Switches a simulator scenario (docs/simulator.md "Control API and scenarios"). */
export async function setScenario(page: Page, scenario: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/__sim/scenario', { data: scenario });
  expect(response.ok()).toBe(true);
}

/**
 * Walks forward with Tab until what has the focus is named (accessible name or text) like `until`. With
 * `clearOf` (a sticky line's selector), every stop on the way must be clear of it: WCAG 2.4.11, focus
 * not obscured.
 */
export async function tabTo(page: Page, until: RegExp, clearOf?: string): Promise<void> {
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press('Tab');
    const { focused, covered } = await page.evaluate((selector) => {
      const active = document.activeElement as HTMLElement | null;
      const line = selector ? document.querySelector(selector)?.getBoundingClientRect() : undefined;
      const box = active?.getBoundingClientRect();
      return {
        focused: active?.getAttribute('aria-label') ?? active?.textContent ?? '',
        covered: !!line && !!box && box.bottom > line.top + 1 && box.top < line.bottom - 1,
      };
    }, clearOf);
    expect(covered, `"${focused}" is not under ${clearOf}`).toBe(false);
    if (until.test(focused)) return;
  }
  throw new Error(`Tab never reached ${until}`);
}
