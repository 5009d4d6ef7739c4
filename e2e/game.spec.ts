import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  resetSimulator,
  setScenario,
  signIn,
  simState,
  skipToPhase,
  tabTo,
  test,
  waitForBetting,
} from './support';

/*
 * The game screen against the production build and the simulator with short rounds
 * (playwright.config.ts: betting 8 s, shake 2.5 s, result 3 s).
 */

/**
 * Signs the member in with 15 s betting windows (from the next round on) and waits for one with 11 s
 * left: room for the tests below to open tabs, reload and resend within one round.
 */
async function signInWithRoomForTabs(page: Page): Promise<number> {
  await setScenario(page, { timing: { bettingMs: 15000 } });
  await signIn(page, DEMO.member);
  return (await waitForBetting(page, 11000)).id;
}

const money = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const balanceCents = async (page: Page) => money((await page.getByLabel('Balance').textContent()) ?? '');

/** Stake + 1:1 per matching die, the rule the paytable states. */
function payoutOf(stakes: Record<string, number>, dice: string[]): number {
  return Object.entries(stakes).reduce((sum, [symbol, stake]) => {
    const k = dice.filter((face) => face === symbol).length;
    return sum + (k === 0 ? 0 : stake + k * stake);
  }, 0);
}

const symbol = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name},`) });

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

/** The table is no wider than the phone in every phase (the longest labels are English ones). */
async function expectFitsWidth(page: Page, phase: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `the table is wider than the screen while ${phase}`).toBeLessThanOrEqual(0);
}

test('a round: two symbols, confirm, result; new balance = old − stakes + payout from the dice shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  const { id: roundId } = await waitForBetting(page);
  const before = await balanceCents(page);

  await symbol(page, 'Tiger').click();
  await symbol(page, 'Tiger').click();
  await page.getByRole('button', { name: '$5.00', exact: true }).click();
  await symbol(page, 'Crab').click();
  await expect(symbol(page, 'Tiger')).toHaveAccessibleName(/stake \$2\.00, \$2\.00 draft/);
  await page.screenshot({ path: 'test-results/game-360-betting-draft.png', fullPage: true });

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed: \$7\.00/);
  await expect(page.getByLabel('Balance')).toHaveText(usd(before - 700));
  await expect(symbol(page, 'Crab')).toHaveAccessibleName(/\$5\.00 confirmed/);
  await page.screenshot({ path: 'test-results/game-360-betting-confirmed.png', fullPage: true });

  await expectFitsWidth(page, 'betting');
  await expect(page.getByTestId('phase')).toHaveText(/Betting closed/, { timeout: 12_000 });
  await page.screenshot({ path: 'test-results/game-360-closed.png', fullPage: true });
  await expectFitsWidth(page, 'betting closed');
  await expect(page.getByTestId('phase')).toHaveText(/Result/, { timeout: 8000 });
  const dice = ((await page.getByTestId('dice').getAttribute('data-dice')) ?? '').split(',');
  expect(dice).toHaveLength(3);
  const payout = payoutOf({ TIGER: 200, CRAB: 500 }, dice);
  await expect(page.getByTestId('settlement-stake')).toHaveText('$7.00');
  await expect(page.getByTestId('settlement-payout')).toHaveText(usd(payout));
  await expect(page.getByLabel('Balance')).toHaveText(usd(before - 700 + payout));
  await expect(page.getByTestId('announcer')).toContainText('Result:');
  await page.screenshot({ path: 'test-results/game-360-result.png', fullPage: true });
  await expectFitsWidth(page, 'result');
  await expect(page.getByTestId('results').locator('li').first()).toContainText(`Round ${roundId}`);
  await expect(page.getByTestId('results').locator('li')).toHaveCount(10);
});

/**
 * Text at 200 % (the root font size, as a browser's text-size setting sets it): the table reflows on a
 * 360 and a 320 px phone, with no sideways scrolling, in every phase and in both languages (WCAG
 * 1.4.4, 1.4.10). The HUD, the board and the controls stack (GamePage.css's container query), the
 * dice wrap, the menu stays within the screen.
 */
test('at 200 % text the table fits 360 and 320 px phones in every phase, in English and Khmer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  const largeText = () =>
    page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
  const fitsBothPhones = async (moment: string) => {
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 740 });
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `200 % text at ${width} px: ${moment}`).toBeLessThanOrEqual(innerWidth);
    }
  };
  const phases: [string, RegExp, RegExp, RegExp][] = [
    ['English', /Betting open/, /Betting closed/, /Result/],
    ['Khmer', /កំពុងទទួលភ្នាល់/, /បិទការភ្នាល់/, /លទ្ធផល/],
  ];
  for (const [language, betting, closed, result] of phases) {
    if (language === 'Khmer') {
      await page.getByRole('button', { name: 'ខ្មែរ' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    } else {
      await waitForBetting(page);
      // A stake on the board, and Confirm's line under the controls.
      await symbol(page, 'Tiger').click();
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed/);
    }
    await largeText();
    await expect(page.getByTestId('phase')).toHaveText(betting, { timeout: 16_000 });
    await fitsBothPhones(`${language}, betting open`);
    if (language === 'English') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('list')).toBeVisible();
      await fitsBothPhones('English, the menu open');
      await page.keyboard.press('Escape');
      // The rules dialog: only its paytable scrolls sideways, in a named region the keyboard reaches.
      await page.getByRole('button', { name: 'Rules' }).click();
      const rules = page.getByRole('dialog', { name: 'Rules and payouts' });
      await expect(rules.getByRole('region', { name: 'Payouts and chances (one symbol)' })).toBeVisible();
      const dialog = await rules.evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(dialog[0], 'the rules dialog at 200 % text, 320 px').toBeLessThanOrEqual(dialog[1] ?? 0);
      await page.keyboard.press('Escape');
    }
    await expect(page.getByTestId('phase')).toHaveText(closed, { timeout: 12_000 });
    await fitsBothPhones(`${language}, betting closed`);
    await expect(page.getByTestId('phase')).toHaveText(result, { timeout: 8000 });
    await expect(page.getByTestId('dice')).toHaveAttribute('data-dice', /,/);
    await fitsBothPhones(`${language}, result`);
  }
});

/*
 * A 320 px phone with Thai baht stakes, whose settlement lines are the table's longest: at 100 % text
 * each control's label fits inside it (four across, "Double" was clipped), and at 200 % text the
 * settlement's label and amount wrap, and the net in large type is drawn smaller, rather than widen
 * the table past the screen.
 */
test('on a 320 px phone the controls and the settlement stay within the table, at 100 % and 200 % text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signIn(page, DEMO.master);
  await waitForBetting(page);
  const labelsClipped = () =>
    page
      .locator('.controls__row .control')
      .evaluateAll((controls) =>
        controls.filter((control) => control.scrollWidth > control.clientWidth).map((c) => c.textContent),
      );
  expect(await labelsClipped(), 'controls whose label is wider than the button').toEqual([]);

  // A stake on every symbol: three dice always match one, so the settlement has a payout. Three on
  // Tiger: whatever the dice, the net is never zero, so it is one of the longest ("−฿400.00").
  await page.locator('.chip').nth(2).click();
  for (const name of ['Gourd', 'Crab', 'Shrimp', 'Fish', 'Rooster', 'Tiger', 'Tiger', 'Tiger'])
    await symbol(page, name).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed/);
  await skipToPhase(page, 'RESULT');
  await expect(page.getByTestId('phase')).toHaveText(/Result/, { timeout: 8000 });
  const settlement = page.locator('.settlement');
  await expect(settlement).toContainText(/Payout\s*฿[1-9]/);
  await expect(page.getByTestId('outcome')).toHaveText(/^[+−]\u2060฿\d{3}\.00$/);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  const fits = await page.evaluate(() => {
    const stage = document.querySelector('.stage')!.getBoundingClientRect();
    const lines = document.querySelector('.settlement')!.getBoundingClientRect();
    const net = document.querySelector('.outcome__headline')!.getBoundingClientRect();
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      settlementOutside: Math.max(stage.left - lines.left, lines.right - stage.right),
      netOutside: Math.max(stage.left - net.left, net.right - stage.right),
    };
  });
  expect(fits.pageOverflow, 'sideways scrolling at 200 % text').toBeLessThanOrEqual(0);
  expect(fits.settlementOutside, 'the settlement beyond the stage').toBeLessThanOrEqual(0);
  expect(fits.netOutside, 'the net beyond the stage').toBeLessThanOrEqual(0);
});

/*
 * A riel member's largest stakes at 200 % text on a 360 px phone (the board in two columns): each
 * stake's label is whole inside its cell and on one line (a cut "៛2,000,00" reads ten times less),
 * the win badge is drawn whole over a tall stack, and the round's bets beside the board keep each
 * name clear of its stake.
 */
test("at 200 % text a riel stake stays whole in its cell and in the round's bets, under the win badge", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A long result, reached at once: the marks are measured once they are all in.
  await setScenario(page, { timing: { resultMs: 30_000 } });
  await signIn(page, DEMO.memberKhr);
  await skipToPhase(page, 'BETTING');
  await waitForBetting(page);
  // ៛500,000 on Tiger and ៛5,000 on each other symbol, doubled twice: ៛2,000,000 and ៛20,000 each,
  // so three dice always mark a staked symbol.
  await page.locator('.chip').nth(4).click();
  for (let press = 0; press < 5; press += 1) await symbol(page, 'Tiger').click();
  await page.locator('.chip').nth(1).click();
  for (const name of ['Gourd', 'Rooster', 'Shrimp', 'Crab', 'Fish']) await symbol(page, name).click();
  for (let press = 0; press < 2; press += 1) await page.getByRole('button', { name: 'Double' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed/);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await skipToPhase(page, 'RESULT');
  await expect(page.getByTestId('phase')).toHaveText(/Result/, { timeout: 8000 });
  await expect(page.locator('.cell__win').first()).toBeVisible();
  await expect(page.locator('.cell .stack__label')).toHaveText([
    '✓ ៛2,000,000',
    ...Array(5).fill('✓ ៛20,000'),
  ]);
  await expect(page.locator('.round-bets__row')).toHaveCount(6);
  const faults = await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .map((animation) =>
          animation.effect?.getTiming().iterations === Infinity ? null : animation.finished.catch(() => null),
        ),
    );
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const apart = (a: DOMRect, b: DOMRect) =>
      a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
    const found: string[] = [];
    // The stakes take no taps: hit-testable for the probe, which finds what is drawn on top.
    for (const part of document.querySelectorAll<HTMLElement>('.cell__stakes, .cell__stakes *'))
      part.style.pointerEvents = 'auto';
    for (const cell of document.querySelectorAll('.cell')) {
      const badge = cell.querySelector('.cell__win');
      if (badge) {
        // Whole: nothing drawn over it at its middle or near its ends.
        badge.scrollIntoView({ block: 'center' });
        const { left, width, top, height } = badge.getBoundingClientRect();
        for (const x of [left + 4, left + width / 2, left + width - 4]) {
          const over = document.elementFromPoint(x, top + height / 2);
          if (!over?.closest('.cell__win')) found.push(`over the badge: ${over?.className}`);
        }
      }
      const box = cell.getBoundingClientRect();
      for (const stack of cell.querySelectorAll('.stack')) {
        const label = stack.querySelector('.stack__label')!;
        const text = textBox(label);
        if (text.left < box.left || text.right > box.right || label.scrollWidth > label.clientWidth)
          found.push(`label beyond its cell: ${label.textContent}`);
        if (text.height > 1.6 * parseFloat(getComputedStyle(label).lineHeight))
          found.push(`label broken over lines: ${label.textContent}`);
      }
    }
    for (const row of document.querySelectorAll('.round-bets__row')) {
      const name = textBox(row.querySelector('.round-bets__name')!);
      if (!apart(name, textBox(row.querySelector('.round-bets__stakes')!)))
        found.push(`round's bets: ${row.textContent}`);
    }
    return found;
  });
  expect(faults).toEqual([]);
  await expect(page.getByTestId('phase')).toHaveText(/Result/);
});

/*
 * A refusal sticks to the bottom of the screen; with 200 % text it is several lines tall. Walking
 * forward with Tab from the board to Confirm, each stop scrolls in from below: none may land under it
 * (WCAG 2.4.11, focus not obscured).
 */
for (const textSize of ['100%', '200%']) {
  test(`on a phone, a refused tap says why on screen and keyboard focus never lands under it (${textSize} text)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    // A long shake, reached at once: the walk below must not meet the reveal, which changes the layout.
    await setScenario(page, { timing: { shakeMs: 30_000 } });
    await signIn(page, DEMO.member);
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, textSize);
    await skipToPhase(page, 'BETTING');
    await skipToPhase(page, 'CLOSED');
    await expect(page.getByTestId('phase')).toHaveText(/Betting closed/, { timeout: 20_000 });
    // The symbols are unavailable (aria-disabled) while betting is closed: the tap is refused.
    await symbol(page, 'Tiger').click({ force: true });
    const notice = page.getByTestId('notice');
    await expect(notice).toHaveText(/Betting is closed/);
    const box = await notice.boundingBox();
    expect(box, 'the notice is laid out').not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, 'the notice is within the 640 px screen').toBeLessThanOrEqual(640);

    await page.evaluate(() => window.scrollTo(0, 0));
    await symbol(page, 'Tiger').focus();
    await tabTo(page, /^Confirm$/, '[data-testid="notice"]');
  });
}

test('on a phone, the countdown stays in view down to Confirm, and never covers what the keyboard reaches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, DEMO.member);
  await waitForBetting(page);
  const inView = async (name: string, locator: ReturnType<Page['getByRole']>) => {
    const box = (await locator.boundingBox())!;
    expect(box.y, `${name} is not above the screen`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} is within the 640 px screen`).toBeLessThanOrEqual(640);
  };
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await confirm.scrollIntoViewIfNeeded();
  await inView('Confirm', confirm);
  await inView('the countdown', page.getByRole('timer'));
  await inView('the balance', page.getByLabel('Balance'));

  // Back from Confirm through the controls, the chips and the board (WCAG 2.4.11: focus not obscured).
  await confirm.focus();
  for (let stop = 0; stop < 16; stop += 1) {
    const { focused, inHud, covered } = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const hud = document.querySelector('.hud')!.getBoundingClientRect();
      const box = active.getBoundingClientRect();
      return {
        focused: active.getAttribute('aria-label') ?? active.textContent ?? '',
        inHud: active.closest('.hud') !== null,
        covered: box.top < hud.bottom - 1 && box.bottom > hud.top + 1,
      };
    });
    if (inHud) break;
    expect(covered, `"${focused}" is not under the round panel`).toBe(false);
    await page.keyboard.press('Shift+Tab');
  }
});

test('a reload in the middle of betting restores the draft', async ({ page }) => {
  await signIn(page, DEMO.member);
  const { id: roundId } = await waitForBetting(page, 6000);
  await symbol(page, 'Fish').click();
  await page.getByRole('button', { name: '$10.00', exact: true }).click();
  await symbol(page, 'Shrimp').click();
  await page.reload();
  await expect(page.getByText(`Round ${roundId}`, { exact: true })).toBeVisible();
  await expect(symbol(page, 'Fish')).toHaveAccessibleName(/stake \$1\.00, \$1\.00 draft/);
  await expect(symbol(page, 'Shrimp')).toHaveAccessibleName(/stake \$10\.00, \$10\.00 draft/);
  await expect(page.getByRole('button', { name: '$10.00', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a reload with a pending submission neither loses nor duplicates it', async ({ page }) => {
  await signIn(page, DEMO.member);
  await waitForBetting(page, 6500);
  const before = await balanceCents(page);
  await symbol(page, 'Rooster').click();
  await setScenario(page, { latencyMs: 1500 });
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Sending your bets/);
  await expect(symbol(page, 'Rooster')).toHaveAccessibleName(/\$1\.00 sending/);
  await setScenario(page, { latencyMs: 0 });
  await page.reload();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed: \$1\.00/);
  await expect(symbol(page, 'Rooster')).toHaveAccessibleName(/stake \$1\.00, \$1\.00 confirmed/);
  await expect(page.getByLabel('Balance')).toHaveText(usd(before - 100));
  const state = await page.request.get('/__sim/state');
  const accounts = ((await state.json()) as { data: { accounts: { id: number; balance: number }[] } }).data
    .accounts;
  expect(accounts.find((account) => account.id === 1001)?.balance).toBe(before - 100);
});

/** Waits for a round whose betting has between `ms` − 600 and `ms` left, shown open on the table. */
async function waitForBettingLeft(page: Page, ms: number): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { serverTime, round } = await simState(page);
    const left = round.closesAt - serverTime;
    if (round.phase === 'BETTING' && left <= ms && left > ms - 600) {
      await expect(page.getByTestId('phase')).toHaveText(/Betting open/);
      return round.id;
    }
    const wait = round.phase === 'BETTING' && left > ms ? left - ms + 100 : round.endsAt - serverTime + 150;
    await page.waitForTimeout(wait);
  }
  throw new Error(`no betting window with ${ms} ms left`);
}

test('a bet lost on its way 4 s before betting closes is sent again in time, and placed once', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await waitForBetting(page, 0);
  const before = await balanceCents(page);
  const joins: string[] = [];
  await page.route('**/api/app/play/game/join', async (route) => {
    joins.push((route.request().postDataJSON() as { requestId: string }).requestId);
    // The first call is lost on a dead connection: it never reaches the server, nor answers.
    if (joins.length > 1) await route.continue();
  });
  // Sent with 4.6–3.8 s left (the clicks included): before the last chance, which begins at 2.5 s.
  const roundId = await waitForBettingLeft(page, 4600);
  await symbol(page, 'Rooster').click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  // Sent again at the last chance, not 5 s after it left: that would be after betting closed.
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed: \$1\.00/, { timeout: 4000 });
  // Read once, not waited for: confirmed while its round was still open for bets.
  expect(await page.getByTestId('phase').textContent()).toMatch(/Betting open/);
  await expect(page.getByText(`Round ${roundId}`, { exact: true })).toBeVisible();
  expect(joins).toHaveLength(2);
  expect(joins[1]).toBe(joins[0]);
  await expect(page.getByLabel('Balance')).toHaveText(usd(before - 100));
  const state = await page.request.get('/__sim/state');
  const accounts = ((await state.json()) as { data: { accounts: { id: number; balance: number }[] } }).data
    .accounts;
  expect(accounts.find((account) => account.id === 1001)?.balance).toBe(before - 100);
});

test('a bet lost on its way is sent again while the member is on My bets, and placed once', async ({
  page,
}) => {
  const roundId = await signInWithRoomForTabs(page);
  const before = await balanceCents(page);
  const joins: string[] = [];
  await page.route('**/api/app/play/game/join', async (route) => {
    joins.push((route.request().postDataJSON() as { requestId: string }).requestId);
    // The first call is lost on a dead connection: it never reaches the server, nor answers.
    if (joins.length > 1) await route.continue();
  });
  await symbol(page, 'Rooster').click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  // At once to another screen: the table, and its own watch, are gone.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My bets' }).click();
  await expect(page.getByRole('heading', { name: 'My bets', level: 1 })).toBeVisible();

  await expect.poll(() => joins.length, { timeout: 9000 }).toBe(2);
  expect(joins[1]).toBe(joins[0]);
  // Told where the member is.
  await expect(page.getByText(`Your bets of round #${roundId} were confirmed: $1.00.`)).toBeVisible();
  await expect
    .poll(async () => {
      const state = await page.request.get('/__sim/state');
      const { accounts } = ((await state.json()) as { data: { accounts: { id: number; balance: number }[] } })
        .data;
      return accounts.find((account) => account.id === 1001)?.balance;
    })
    .toBe(before - 100);

  await page.getByRole('link', { name: 'Back to the game' }).click();
  // Told while the table was not on screen: kept, naming its round, until dismissed.
  await expect(page.getByTestId('submission')).toHaveText(
    new RegExp(`Your bets of round #${roundId} were confirmed: \\$1\\.00\\.`),
  );
  await expect(page.getByLabel('Balance')).toHaveText(usd(before - 100));
  expect(joins).toHaveLength(2);
});

test('a pending submission of a tab closed before its answer is settled by the next tab opened', async ({
  page,
  context,
}) => {
  await signInWithRoomForTabs(page);
  const other = await context.newPage();
  await other.goto('/kla-klouk-game');
  await expect(other.getByTestId('phase')).toHaveText(/Betting open/);
  const before = await balanceCents(page);

  // The join and its status never reach the server: the submission is still pending when the tab closes.
  await page.route(/\/api\/app\/play\/game\/join/, (route) => route.abort());
  await symbol(page, 'Rooster').click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Sending your bets/);
  // Another tab's Confirm, sent and settled meanwhile, leaves tab A's copy alone.
  await symbol(other, 'Gourd').click();
  await other.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(other.getByTestId('submission')).toHaveText(/Bets confirmed: \$1\.00/);
  await page.close();

  // The new tab has no state of its own: the submission comes from its own key and is sent again.
  const next = await context.newPage();
  await next.goto('/kla-klouk-game');
  await expect(next.getByTestId('submission')).toHaveText(/Bets confirmed: \$1\.00/);
  await expect(symbol(next, 'Rooster')).toHaveAccessibleName(/stake \$1\.00, \$1\.00 confirmed/);
  await expect(symbol(next, 'Gourd')).toHaveAccessibleName(/stake \$1\.00, \$1\.00 confirmed/);
  await expect(next.getByLabel('Balance')).toHaveText(usd(before - 200));
});

test('bets being sent when the session expires are told after the next sign-in, until dismissed', async ({
  page,
}) => {
  const roundId = await signInWithRoomForTabs(page);
  // The join and its status never reach the server: the bets are still being sent when the session ends.
  await page.route(/\/api\/app\/play\/game\/join/, (route) => route.abort());
  await symbol(page, 'Rooster').click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Sending your bets/);
  await setScenario(page, { failAllRefresh: true, expireAccess: { loginId: DEMO.member.phoneNumber } });
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

  // Signed in again (through a reload of the sign-in screen): the table says what it could not follow.
  await setScenario(page, { failAllRefresh: false });
  await page.unroute(/\/api\/app\/play\/game\/join/);
  await signIn(page, DEMO.member);
  const line = page.getByTestId('submission');
  await expect(line).toHaveText(
    `? Your session ended while your bets of round #${roundId} were being sent. Your balance and My bets show whether they were taken.Dismiss`,
  );
  await expectNoAxeViolations(page);
  await line.getByRole('button', { name: 'Dismiss' }).click();
  await expect(line).toHaveText('');
});

test("a draft is the tab's own: confirmed in one tab, it never comes back as a draft in another or after a reload", async ({
  page,
  context,
}) => {
  await signInWithRoomForTabs(page);
  const before = await balanceCents(page);
  await page.getByRole('button', { name: '$10.00', exact: true }).click();
  await symbol(page, 'Tiger').click();

  // Tab B opens on the same session: it does not take tab A's draft as its own.
  const other = await context.newPage();
  await other.goto('/kla-klouk-game');
  await expect(other.getByTestId('phase')).toHaveText(/Betting open/);
  await expect(symbol(other, 'Tiger')).toHaveAccessibleName(/^Tiger, stake \$0\.00$/);

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed: \$10\.00/);
  await expect(symbol(other, 'Tiger')).toHaveAccessibleName(/^Tiger, stake \$10\.00, \$10\.00 confirmed$/);
  // Tab B's own state changes and is written: tab A's reload still finds its own.
  await other.getByRole('button', { name: '$5.00', exact: true }).click();
  await page.reload();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed: \$10\.00/);
  await expect(symbol(page, 'Tiger')).toHaveAccessibleName(/^Tiger, stake \$10\.00, \$10\.00 confirmed$/);
  await expect(page.getByRole('button', { name: '$10.00', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Balance')).toHaveText(usd(before - 1000));
});

test("a duplicated tab starts without the original's draft, which stays the original's", async ({
  page,
  context,
}) => {
  await signInWithRoomForTabs(page);
  const storedGame = () => page.evaluate(() => sessionStorage.getItem('persist:klaklouk'));
  const before = await storedGame();
  await symbol(page, 'Tiger').click();
  await expect.poll(storedGame).not.toBe(before);

  // The browser's "Duplicate tab" copies sessionStorage into the new tab before its page loads.
  const copied = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const copy = await context.newPage();
  await copy.addInitScript((items) => {
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(JSON.parse(items) as Record<string, string>)) {
      sessionStorage.setItem(key, value);
    }
  }, copied);
  await copy.goto('/kla-klouk-game');
  await expect(copy.getByTestId('phase')).toHaveText(/Betting open/);
  await expect(symbol(copy, 'Tiger')).toHaveAccessibleName(/^Tiger, stake \$0\.00$/);

  // Each is now a tab of its own: a reload of either gives back its own game.
  await symbol(copy, 'Crab').click();
  await copy.reload();
  await expect(symbol(copy, 'Crab')).toHaveAccessibleName(/^Crab, stake \$1\.00, \$1\.00 draft$/);
  await expect(symbol(copy, 'Tiger')).toHaveAccessibleName(/^Tiger, stake \$0\.00$/);
  await page.reload();
  await expect(symbol(page, 'Tiger')).toHaveAccessibleName(/^Tiger, stake \$1\.00, \$1\.00 draft$/);
  await expect(symbol(page, 'Crab')).toHaveAccessibleName(/^Crab, stake \$0\.00$/);
});

test('a round played with the keyboard only', async ({ page }) => {
  // A long betting window from the next round, started now: dozens of Tab presses and the rules
  // dialog fit in it on a busy machine; the test closes betting itself once the round is played.
  await setScenario(page, { timing: { bettingMs: 30_000 } });
  await signIn(page, DEMO.member);
  await skipToPhase(page, 'BETTING');
  await waitForBetting(page, 20_000);
  await tabTo(page, /^\$5\.00$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '$5.00', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tabTo(page, /^Gourd,/);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(symbol(page, 'Gourd')).toHaveAccessibleName(/stake \$10\.00/);
  await tabTo(page, /^Confirm$/);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed: \$10\.00/);
  // The draft is gone and Confirm is unavailable now, but the focus stays on it (not on the page).
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await expect(confirm).toBeFocused();
  await tabTo(page, /^Rules$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Rules and payouts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await skipToPhase(page, 'CLOSED');
  await expect(page.getByTestId('phase')).toHaveText(/Result/, { timeout: 16_000 });
});

test('axe finds no violations in any phase, with the rules dialog, at 1280×800 and 360×740', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // From the next round on, room for a scan in each phase. Betting is long, for the scans and the
  // rules dialog on a busy machine, and the test closes it itself.
  await setScenario(page, { timing: { bettingMs: 30_000, shakeMs: 6000, resultMs: 8000 } });
  await signIn(page, DEMO.member);
  const { round } = await simState(page);
  await page.waitForTimeout(round.endsAt - (await simState(page)).serverTime + 200);
  await waitForBetting(page, 5000);
  await symbol(page, 'Tiger').click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed/);
  await symbol(page, 'Fish').click();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/game-1280-betting.png', fullPage: true });
  await page.getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByRole('dialog', { name: 'Rules and payouts' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('7.87%');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/game-1280-rules.png' });
  await page.getByRole('button', { name: 'Close' }).click();

  await skipToPhase(page, 'CLOSED');
  await expect(page.getByTestId('phase')).toHaveText(/Betting closed/, { timeout: 12_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/game-1280-closed.png', fullPage: true });
  await expect(page.getByTestId('phase')).toHaveText(/Result/, { timeout: 8000 });
  await expect(page.getByTestId('settlement')).toBeVisible();
  await page.waitForTimeout(1200);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/game-1280-result.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(page);
});

test('ten rounds in a row in Khmer on a phone (the issue\'s "done when")', async ({ page }) => {
  // Ten rounds of 13.5 s each at the test timings, plus waiting for a fresh betting window.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.memberKhr);
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.getByRole('main', { name: 'តុល្បែង' })).toBeVisible();
  // A fresh round at the test timings: the simulator's reset restores them from the next round only,
  // and the round under way can still have the previous test's long phases.
  await skipToPhase(page, 'BETTING');
  for (let round = 0; round < 10; round += 1) {
    await waitForBetting(page, 5000);
    const before = money((await page.getByLabel('សមតុល្យ').textContent()) ?? '');
    await page.getByRole('button', { name: /^ត្រី/ }).click();
    await page.getByRole('button', { name: /^ក្ដាម/ }).click();
    await page.getByRole('button', { name: 'បញ្ជាក់' }).click();
    await expect(page.getByTestId('submission').locator('p')).toHaveAttribute('data-status', 'confirmed');
    await expect(page.getByTestId('phase')).toHaveText(/លទ្ធផល/, { timeout: 14_000 });
    const dice = ((await page.getByTestId('dice').getAttribute('data-dice')) ?? '').split(',');
    const payout = payoutOf({ FISH: 1000, CRAB: 1000 }, dice);
    await expect
      .poll(async () => money((await page.getByLabel('សមតុល្យ').textContent()) ?? ''))
      .toBe(before - 200_000 + payout * 100);
    if (round === 0) await page.screenshot({ path: 'test-results/game-360-kh-result.png', fullPage: true });
  }
});
