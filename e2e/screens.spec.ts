import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  resetSimulator,
  setScenario,
  signIn,
  skipToPhase,
  test,
} from './support';

/** Plays one round for the member through a second session (the game screen is another spec's). */
async function playRoundFor(page: Page, account: { phoneNumber: string; password: string }) {
  const login = await page.request.post('/api/oauth/token', {
    data: { ...account, deviceToken: { deviceToken: 'e2e', sessionId: 'e2e' } },
  });
  const { accessToken, userInfo } = (await login.json()).data as {
    accessToken: string;
    userInfo: { accounts: { id: number } };
  };
  await skipToPhase(page, 'BETTING');
  const state = (await (await page.request.get('/__sim/state')).json()).data as { round: { id: number } };
  const join = await page.request.post('/api/app/play/game/join', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      accountId: userInfo.accounts.id,
      gameId: 2,
      roundId: state.round.id,
      requestId: crypto.randomUUID(),
      bets: [
        { symbol: 'TIGER', stake: 1000 },
        { symbol: 'FISH', stake: 500 },
      ],
    },
  });
  expect(join.ok()).toBe(true);
  await skipToPhase(page, 'RESULT');
  return state.round.id;
}

/**
 * Opens a screen from the menu and waits until it is there: its heading takes the focus after the
 * navigation (docs/screens.md "Title and focus"). Waiting for the heading by name matters: Deposit and
 * Withdraw share their field labels, and a fill that lands before the new screen would be lost.
 */
async function openFromMenu(page: Page, link: string, heading: string = link) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('the member sees the bets of a played round in My bets', async ({ page }) => {
  await signIn(page, DEMO.member);
  const roundId = await playRoundFor(page, DEMO.member);
  await openFromMenu(page, 'My bets');
  await expect(page).toHaveURL(/\/my-bets$/);
  const round = page.getByRole('article', { name: new RegExp(`Round #${roundId}`) });
  await expect(round).toBeVisible();
  await expect(round.getByRole('row', { name: /Tiger/ })).toContainText('$10.00');
  await expect(round.getByRole('row', { name: /Total/ })).toContainText('$15.00');
  await expect(page.getByRole('region', { name: 'Totals of all your rounds' })).toContainText('$15.00');
  await page.getByRole('link', { name: 'Back to the game' }).click();
  await expect(page).toHaveURL(/\/kla-klouk-game$/);
});

test('a screen whose code does not come: the frame says it is loading, then that it is slow, with a reload', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  let held = false;
  await page.route(/\/assets\/MyBetsPage-[^/]*\.js$/, async (route) => {
    if (held) return route.continue();
    held = true; // the first request for the screen's code: never answered
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My bets' }).click();
  await expect(page).toHaveURL(/\/my-bets$/);
  // Navigation is a transition: the table stays on screen until the next screen's code is in.
  const notice = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(notice).toContainText('Still loading: the connection is slow or down.', { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('region', { name: 'Totals of all your rounds' })).toBeVisible();
  await expect(page.getByText(/Still loading/)).toHaveCount(0);
});

test('a screen whose download fails (a lost connection) fails alone in the frame, and comes back', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  const chunk = /\/assets\/MyBetsPage-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await openFromMenu(page, 'My bets', 'Something went wrong');
  await expect(page.getByRole('alert')).toContainText('This screen could not be shown.');
  // The frame stays: the menu, the language switch and Log out.
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  // A browser that keeps the failed download for the life of the page (whatwg/html#6768; Chromium
  // until version 150 here) fails the try again and offers Reload, which brings the page back on the
  // same screen, still signed in; one that fetches again (Chromium 156) shows the screen at once.
  // Reload may also show for a moment while a later try brings the screen: a click on it then finds
  // no button, so the step is tried again until the screen is there.
  const totals = page.getByRole('region', { name: 'Totals of all your rounds' });
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(async () => {
    if (await reload.isVisible()) await reload.click({ timeout: 1_000 });
    await expect(totals).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/my-bets$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('the member requests a deposit and a withdrawal', async ({ page }) => {
  await signIn(page, DEMO.member);
  await openFromMenu(page, 'Deposit', 'Deposit request');
  await expect(page.getByText('Balance: $1,000.00')).toBeVisible();
  await page.getByLabel('Amount (USD $)').fill('12.50');
  await page.getByLabel('Remark (optional)').fill('e2e top-up');
  await page.getByRole('button', { name: 'Request deposit' }).dblclick();
  await page.getByRole('button', { name: 'Send request' }).dblclick();
  await expect(page.getByText('Deposit of $12.50 approved. Balance: $1,012.50.')).toBeVisible();
  await expect(page.getByText('Balance: $1,012.50', { exact: true })).toBeVisible();

  await openFromMenu(page, 'Withdraw', 'Withdrawal request');
  await page.getByLabel('Amount (USD $)').fill('2000');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('You cannot withdraw more than your balance ($1,012.50).')).toBeVisible();
  await page.getByLabel('Amount (USD $)').fill('2.25');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Withdrawal of $2.25 approved. Balance: $1,010.25.')).toBeVisible();

  await openFromMenu(page, 'My account');
  await expect(page.getByTestId('account-balance')).toHaveText('$1,010.25');
  const state = (await (await page.request.get('/__sim/state')).json()).data as {
    accounts: { id: number; balance: number }[];
    calls: Record<string, number>;
  };
  expect(state.accounts.find((account) => account.id === 1001)?.balance).toBe(101025);
  // The double click sent one deposit.
  expect(state.calls['/api/app/accounts/deposits/create']).toBe(1);
  expect(state.calls['/api/app/accounts/withdrawals/create']).toBe(1);
});

// No request timeout (spec §9): a deposit may wait for ever. A reload used to bring a clean form that
// invited the same deposit again; the request is written down before it is sent (docs/screens.md).
test('a deposit whose answer never came is listed after a reload until the member has checked', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await openFromMenu(page, 'Deposit', 'Deposit request');
  let answered = false;
  await page.route('**/api/app/accounts/deposits/create', async (route) => {
    if (answered) return route.continue();
    answered = true;
    await route.fetch(); // the server makes the deposit; its answer never reaches the page
  });
  await page.getByLabel('Amount (USD $)').fill('25');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible();
  await expect(page.getByText(/No answer from the server yet\. Do not send it again/)).toBeVisible({
    timeout: 15_000,
  });

  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: 'Not confirmed' });
  await expect(notice).toContainText(
    /Deposit request of \$25\.00, sent .*: no answer came\. It may have gone through\./,
  );
  await expect(page.getByText('Balance: $1,025.00', { exact: true })).toBeVisible();
  await notice.getByRole('button', { name: 'I have checked my balance' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('Amount (USD $)')).toBeFocused();
  await page.reload();
  await expect(page.getByText('Balance: $1,025.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not confirmed' })).toHaveCount(0);
});

// A button disabled under the keyboard's focus drops it to the page: the next Tab starts from the end.
test("the keyboard focus stays on a form's button while its request is on its way (WCAG 2.4.3)", async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await openFromMenu(page, 'Deposit', 'Deposit request');
  await page.getByLabel('Amount (USD $)').fill('3');
  await setScenario(page, { latencyMs: 1500 });
  const send = page.getByRole('button', { name: 'Request deposit' });
  await send.focus();
  await page.keyboard.press('Enter');
  // The confirmation step takes the focus; its Send request gives it back to the form's button.
  await page.getByRole('button', { name: 'Send request' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeFocused();
  await expect(page.getByText('Deposit of $3.00 approved. Balance: $1,003.00.')).toBeVisible();
  await expect(send).toBeFocused();
  await setScenario(page, { latencyMs: 0 });
});

test('the demo agent lists and creates a sub-account', async ({ page }) => {
  await signIn(page, DEMO.agent);
  await openFromMenu(page, 'Sub-accounts');
  const list = page.getByRole('region', { name: /Accounts right below you/ });
  await expect(list.getByRole('link', { name: '010000031' })).toBeVisible();
  await page.getByRole('link', { name: 'Create sub-account' }).click();
  await page.getByLabel('Phone number (login ID)').fill('010888001');
  await page.getByLabel('Password').fill('secret99');
  await page.getByRole('button', { name: 'Create sub-account' }).click();
  await expect(page.getByText('Account 010888001 created.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '010888001', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sub-accounts' }).click();
  await expect(list.getByRole('link', { name: '010888001' })).toBeVisible();
});

// The page is in the address: a reload and the browser's Back and Forward keep the place in a list.
test('a list keeps its page across a reload, Back and Forward', async ({ page }) => {
  // The simulator starts with 10 settled rounds: one more makes a second page of results.
  await skipToPhase(page, 'RESULT');
  await signIn(page, DEMO.member);
  await openFromMenu(page, 'Results');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(/Page 1 of [2-9]/);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(/Page 2 of/);
  await expect(page).toHaveURL(/\/results\?page=2$/);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeFocused();

  await page.reload();
  await expect(pager).toContainText(/Page 2 of/);
  await page.goBack();
  await expect(page).toHaveURL(/\/results$/);
  await expect(pager).toContainText(/Page 1 of/);
  await page.goForward();
  await expect(pager).toContainText(/Page 2 of/);
});

test('a member who opens an agent path goes back to the game', async ({ page }) => {
  await signIn(page, DEMO.member);
  await page.goto('/sub-accounts');
  await expect(page).toHaveURL(/\/kla-klouk-game$/);
  await expect(page.getByText('That screen is for agents only. You are back at the game.')).toBeVisible();
});

/** On a 360 px phone: the screen as it is now passes axe and is no wider than the phone. */
async function expectScreenFits(page: Page, path: string) {
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** Every screen that has a path of its own (the game screen is game.spec.ts's), signed in as a Master. */
const SIGNED_IN_PATHS = [
  '/account',
  '/my-bets',
  '/results',
  '/deposit',
  '/withdrawal',
  '/sub-accounts',
  '/sub-accounts/new',
  '/win-report',
  '/accounts',
  '/play-limits',
];

for (const [language, htmlLang] of [
  ['en', 'en'],
  ['kh', 'km'],
] as const) {
  test(`every screen passes axe and fits a 360 px phone (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const open = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      // Loaded: the screen's title is up and no "Loading…" status is left.
      if (path !== '/test') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    };
    await page.goto('/login');
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const path of ['/login', '/test']) {
      await open(path);
      await expectScreenFits(page, path);
    }

    await signIn(page, DEMO.master);
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const path of SIGNED_IN_PATHS) {
      await open(path);
      await expectScreenFits(page, path);
    }
    // One sub-account's own screen: the first of the Master's list.
    await open('/sub-accounts');
    await page.locator('main table a').first().click();
    await expect(page).toHaveURL(/\/sub-accounts\/\d+$/);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectScreenFits(page, page.url());
  });
}

/**
 * Words of a `.facts` value that hold a digit (an amount, a login id, "THB (฿)" has none) and are
 * laid out on more than one line. A Range over the word gives one box per line it is on.
 */
function brokenNumbersInFacts() {
  const broken: string[] = [];
  let checked = 0;
  for (const value of document.querySelectorAll('.facts dd')) {
    const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S*[0-9០-៩]\S*/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        checked += 1;
        if (lines.size !== 1) broken.push(`${word[0]} on ${lines.size} lines`);
      }
    }
  }
  return { broken, checked };
}

/**
 * Text at 200 % (the root font size, as a browser's text-size setting sets it) on 360 and 320 px
 * phones (WCAG 1.4.4, 1.4.10): where a label and its value do not fit side by side, the value goes
 * under its label, so no amount or login id is cut into pieces; at 100 % text they stay side by side.
 */
for (const [language, htmlLang] of [
  ['en', 'en'],
  ['kh', 'km'],
] as const) {
  test(`at 200 % text on a phone, the amounts and ids of the account facts stay whole (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.master);
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    // My account (฿50,000.00) and the Agent right below the Master ($5,000.00).
    for (const path of ['/account', '/sub-accounts/1003']) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await expect(page.locator('.facts dd').first()).toBeVisible();
      const sideBySide = await page.evaluate(() =>
        [...document.querySelectorAll('.facts dt')].every((label) => {
          const value = label.nextElementSibling!.getBoundingClientRect();
          return Math.abs(value.top - label.getBoundingClientRect().top) < 2;
        }),
      );
      expect(sideBySide, `${path}: at 100 % text each value is beside its label`).toBe(true);

      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
      for (const width of [360, 320]) {
        await page.setViewportSize({ width, height: 740 });
        const { broken, checked } = await page.evaluate(brokenNumbersInFacts);
        // The login id and the balance at least.
        expect(checked, `${path}: numbers found`).toBeGreaterThanOrEqual(2);
        expect(broken, `${path} at 200 % text, ${width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at 200 % text, ${width} px, is wider than the screen`).toBeLessThanOrEqual(
          0,
        );
      }
    }
  });
}

/** Boxes in a card that stick out of it, and buttons whose label is wider than they are. */
function outsideTheirCard() {
  const found: string[] = [];
  for (const card of document.querySelectorAll('.card')) {
    const edge = card.getBoundingClientRect();
    for (const element of card.querySelectorAll('*')) {
      // A region that scrolls sideways (TableScroller) holds a wide table on purpose.
      if (element.closest('[role="region"][tabindex]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const out = Math.max(edge.left - box.left, box.right - edge.right);
      if (out > 0.5)
        found.push(`${element.tagName} "${element.textContent?.slice(0, 30)}" ${Math.round(out)} px`);
    }
  }
  for (const button of document.querySelectorAll<HTMLElement>('main .button')) {
    if (button.scrollWidth > button.clientWidth) found.push(`the label of "${button.textContent}"`);
  }
  return found;
}

/*
 * 200 % text on a 320 px phone, in English (the longer labels): nothing sticks out of its card — the
 * Withdraw link of My account did by 14 px, the totals of My bets by 48 px — and no screen scrolls
 * sideways (WCAG 1.4.4, 1.4.10).
 */
test('at 200 % text on a 320 px phone nothing sticks out of its card', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 740 });
  await signIn(page, DEMO.master);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  for (const path of [...SIGNED_IN_PATHS, '/sub-accounts/1003']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    // Polled: a table scroller becomes a region once its ResizeObserver has seen the table overflow.
    await expect
      .poll(() => page.evaluate(outsideTheirCard), { message: `${path} at 200 % text, 320 px` })
      .toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} at 200 % text, 320 px, is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

test('a table wider than the phone can be reached and scrolled with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.master);
  await page.goto('/win-report');
  const table = page.getByRole('region', { name: 'Play totals of each account right below you.' });
  // From the back link, Tab reaches the table: it is in the tab order.
  await page.getByRole('link', { name: 'Back to sub-accounts' }).focus();
  const focused = () => table.evaluate((element) => element === document.activeElement);
  for (let press = 0; press < 10 && !(await focused()); press += 1) await page.keyboard.press('Tab');
  await expect(table).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // A table that fits is no tab stop: the Results page's rounds at the same width.
  await page.goto('/results');
  await expect(page.getByRole('table', { name: 'Dice of each round' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dice of each round' })).toHaveCount(0);
});
