import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
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
 * The table as a member sees it (docs/game.md "Layout", "The climax"): the whole round on one screen
 * at the usual phone and laptop sizes, in every phase and both languages; the dice revealed one by one
 * with the outcome in the bowl; on a short screen the bowl brought into view at the result.
 * Against the production build and the simulator with short rounds (betting 8 s, shake 2.5 s, result 3 s).
 */

const SIZES: readonly [number, number][] = [
  [360, 740],
  [390, 844],
  [412, 915],
  [1280, 800],
  [1366, 768],
];

type Phase = 'betting' | 'closed' | 'result';

/** A fresh betting phase on the table, and $1 on Tiger confirmed in it. */
async function confirmedOnTiger(page: Page): Promise<void> {
  await skipToPhase(page, 'BETTING');
  await waitForBetting(page, 10_000);
  await page.locator('[data-symbol="TIGER"]').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('submission').locator('p')).toHaveAttribute('data-status', 'confirmed');
}

const phaseIs = (page: Page, phase: Phase, timeout = 14_000) =>
  expect(page.getByTestId('phase')).toHaveClass(new RegExp(`hud__phase--${phase}`), { timeout });

/**
 * The boxes of everything a round needs, measured in one go (the closed phase lasts 2.5 s): the round,
 * the countdown, the balance, the bowl, the six symbols, the chip tray and Confirm, and the top bar.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
    };
    const one = (selector: string) => box(document.querySelector(selector));
    const parts: Record<string, ReturnType<typeof box>> = {
      round: one('[data-testid="round"]'),
      countdown: one('[data-testid="countdown"]'),
      balance: one('[data-testid="balance"]'),
      bowl: one('[data-testid="stage"]'),
      chips: one('[data-testid="chip-tray"]'),
      confirm: one('[data-testid="confirm"]'),
    };
    for (const cell of document.querySelectorAll('[data-symbol]')) {
      parts[`symbol ${cell.getAttribute('data-symbol')}`] = box(cell);
    }
    const line = document.querySelector('[data-testid="submission"] p');
    return {
      parts,
      // The submission's line ("Bets confirmed"), while it is shown: under Confirm, the last row.
      line: line && line.getBoundingClientRect().height > 0 ? box(line) : null,
      bar: one('.session-layout__bar'),
      scrollY: window.scrollY,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
}

type Box = { top: number; left: number; bottom: number; right: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/** Every part inside the viewport without scrolling, none over another, the top bar over none. */
async function expectOneScreen(page: Page, moment: string) {
  const { parts, line, bar, scrollY, width, height } = await measure(page);
  expect(scrollY, `${moment}: not scrolled`).toBe(0);
  const entries = Object.entries(parts);
  expect(entries, `${moment}: all parts on the page`).toHaveLength(12);
  for (const [name, box] of entries) {
    expect(box, `${moment}: ${name} is shown`).not.toBeNull();
    const b = box!;
    expect(b.top, `${moment}: ${name} not above the screen`).toBeGreaterThanOrEqual(0);
    expect(b.left, `${moment}: ${name} not left of the screen`).toBeGreaterThanOrEqual(0);
    expect(b.bottom, `${moment}: ${name} not below the ${height} px screen`).toBeLessThanOrEqual(height);
    expect(b.right, `${moment}: ${name} not right of the screen`).toBeLessThanOrEqual(width);
    if (bar) expect(overlaps(b, bar), `${moment}: the top bar does not cover ${name}`).toBe(false);
  }
  // Below Confirm, or over it while a refusal keeps the status lines in sight (GamePage.css).
  if (line) {
    expect(
      line.bottom,
      `${moment}: the submission's line not below the ${height} px screen`,
    ).toBeLessThanOrEqual(height);
  }
  for (let i = 0; i < entries.length; i += 1) {
    for (let j = i + 1; j < entries.length; j += 1) {
      const [a, boxA] = entries[i]!;
      const [b, boxB] = entries[j]!;
      // The round, the countdown and the balance sit inside the HUD, side by side: none covers another.
      expect(overlaps(boxA!, boxB!), `${moment}: ${a} and ${b} do not overlap`).toBe(false);
    }
  }
}

async function atEverySize(page: Page, language: string, phase: Phase) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await expectOneScreen(page, `${language}, ${phase}, ${width}×${height}`);
  }
}

/** The table's words in `language`, switched on the language switch. */
async function chooseLanguage(page: Page, language: 'Khmer' | 'English'): Promise<void> {
  await page.getByRole('button', { name: language === 'Khmer' ? 'ខ្មែរ' : 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'Khmer' ? 'km' : 'en');
}

/** Signed in on a 360×740 phone in `language`, every phase 30 s long: time to look at each. */
async function phoneTableIn(page: Page, language: 'Khmer' | 'English'): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await setScenario(page, { timing: { bettingMs: 30_000, shakeMs: 30_000, resultMs: 30_000 } });
  await signIn(page, DEMO.member);
  await chooseLanguage(page, language);
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('the whole round fits one screen at phone and laptop sizes, in every phase, in Khmer and English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  for (const language of ['Khmer', 'English'] as const) {
    await chooseLanguage(page, language);
    await page.setViewportSize({ width: 360, height: 740 });
    await waitForBetting(page);
    // Bets confirmed twice and a draft: the stacks and the second Confirm's line ("… more", the
    // longest of the confirmed lines) are on the table too.
    const line = page.getByTestId('submission').locator('p');
    await page.locator('[data-symbol="TIGER"]').click();
    await page.getByTestId('confirm').click();
    await expect(line).toHaveAttribute('data-status', 'confirmed');
    await page.locator('[data-symbol="CRAB"]').click();
    await page.getByTestId('confirm').click();
    await expect(line).toContainText(language === 'Khmer' ? 'បន្ថែម' : 'more');
    await expect(line).toHaveAttribute('data-status', 'confirmed');
    await page.locator('[data-symbol="FISH"]').click();
    await atEverySize(page, language, 'betting');

    await page.setViewportSize({ width: 360, height: 740 });
    await phaseIs(page, 'closed');
    const shaking = (await page.getByTestId('stage').boundingBox())!;
    await atEverySize(page, language, 'closed');

    await page.setViewportSize({ width: 360, height: 740 });
    await phaseIs(page, 'result');
    await expect(page.getByTestId('outcome')).toBeVisible();
    // The reveal moves nothing under the bowl: with the outcome and the checked fingerprint it keeps
    // the height it had while the dice shook.
    await expect(page.getByTestId('fairness-status')).toHaveAttribute('data-outcome', 'verified');
    const revealed = (await page.getByTestId('stage').boundingBox())!;
    expect(revealed.height, `${language}: the bowl's height at the result`).toBeCloseTo(shaking.height, 0);
    await atEverySize(page, language, 'result');
    await page.setViewportSize({ width: 360, height: 740 });
  }
});

/*
 * A member who opens the table while the dice shake (or comes back to the tab then) never saw the
 * round's fingerprint: its check is against the published one, and says so in words as short as
 * "Verified", beside Details on the bowl's one row.
 */
for (const language of ['Khmer', 'English'] as const) {
  test(`a round joined in the shake is checked against the published fingerprint on one screen (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await setScenario(page, { timing: { shakeMs: 30_000, resultMs: 30_000 } });
    await skipToPhase(page, 'BETTING');
    await skipToPhase(page, 'CLOSED');
    await signIn(page, DEMO.member);
    await chooseLanguage(page, language);
    await phaseIs(page, 'closed');
    await expect(page.getByTestId('fingerprint')).toBeVisible();
    const shaking = (await page.getByTestId('stage').boundingBox())!;

    await skipToPhase(page, 'RESULT');
    const check = page.getByTestId('fairness-status');
    await expect(check).toHaveAttribute('data-outcome', 'verified', { timeout: 14_000 });
    // Short on screen; what it means is said to screen readers.
    await expect(check.getByRole('status')).toHaveText(
      language === 'Khmer'
        ? /^✓ បានផ្ទៀងផ្ទាត់ \(ផ្សព្វផ្សាយ\) កម្មវិធីរុករកនេះមិនបានឃើញស្នាមសម្គាល់/
        : /^✓ Verified \(published\) This browser did not see the fingerprint/,
    );
    await expect(check.locator('.fairness-line__outcome > .visually-hidden')).toHaveCount(1);
    const revealed = (await page.getByTestId('stage').boundingBox())!;
    expect(revealed.height, "the bowl's height at the result").toBeCloseTo(shaking.height, 0);
    await atEverySize(page, language, 'result');
  });
}

/*
 * A Double the limits cut short tells so under Confirm, on one line inside a 360×740 screen; screen
 * readers hear the whole sentence.
 */
for (const language of ['Khmer', 'English'] as const) {
  test(`a Double cut short says so on the phone's one screen (${language})`, async ({ page }) => {
    await phoneTableIn(page, language);
    await skipToPhase(page, 'BETTING');
    await waitForBetting(page, 10_000);
    await page.getByTestId('chip-tray').getByRole('button', { name: '$100.00' }).click();
    for (let chip = 0; chip < 3; chip += 1) await page.locator('[data-symbol="GOURD"]').click();
    await page.getByRole('button', { name: language === 'Khmer' ? 'គុណពីរ' : 'Double' }).click();

    const notice = page.getByTestId('notice');
    await expect(notice.locator('.visually-hidden')).toHaveText(
      language === 'Khmer'
        ? 'បានគុណពីរ តែមិនលើសកម្រិតភ្នាល់របស់តុ និងសមតុល្យរបស់អ្នកទេ។'
        : "Doubled as far as the table's limits and your balance allow.",
    );
    const box = (await notice.boundingBox())!;
    const lineHeight = await notice.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(box.y + box.height, 'the notice inside the screen').toBeLessThanOrEqual(740);
    expect(box.height, 'the notice on one line').toBeLessThan(2 * lineHeight);
    await expect(page.getByTestId('draft-total')).toContainText('$500.00');
  });
}

/*
 * A refusal after bets were confirmed sticks alone, on one line under Confirm inside a 360×740
 * screen: "Bets confirmed" stays in its place below it rather than lifting the refusal over Confirm
 * (GamePage.css). Khmer's sentence fits the line; English shows shorter words, and says the sentence.
 */
for (const language of ['Khmer', 'English'] as const) {
  test(`a refusal after a confirmation leaves Confirm uncovered on the phone's one screen (${language})`, async ({
    page,
  }) => {
    await phoneTableIn(page, language);
    await confirmedOnTiger(page);
    await page.getByTestId('chip-tray').getByRole('button', { name: '$100.00' }).click();
    for (let chip = 0; chip < 6; chip += 1) await page.locator('[data-symbol="GOURD"]').click();

    const notice = page.getByTestId('notice');
    await expect(notice).toContainText(
      language === 'Khmer' ? 'អតិបរមា $500.00 លើរូបមួយក្នុងមួយជុំ។' : 'At most $500.00 on one symbol in a round.',
    );
    const [shown, confirm, lineHeight, scrollY] = await Promise.all([
      notice.boundingBox(),
      page.getByTestId('confirm').boundingBox(),
      notice.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight)),
      page.evaluate(() => window.scrollY),
    ]);
    expect(scrollY, 'not scrolled').toBe(0);
    expect(shown!.y + shown!.height, 'the notice inside the screen').toBeLessThanOrEqual(740);
    expect(shown!.height, 'the notice on one line').toBeLessThan(2 * lineHeight);
    expect(confirm!.y + confirm!.height, 'Confirm inside the screen').toBeLessThanOrEqual(740);
    expect(shown!.y, 'the notice under Confirm, not over it').toBeGreaterThanOrEqual(
      confirm!.y + confirm!.height,
    );
    await expect(page.getByTestId('draft-total')).toContainText('$500.00');

    // On a shorter phone it sticks over the controls instead, and the keyboard's way to Confirm never
    // lands under it (WCAG 2.4.11): its height is the page's scroll padding.
    await page.setViewportSize({ width: 360, height: 640 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-symbol="GOURD"]').focus();
    await tabTo(page, language === 'Khmer' ? /^បញ្ជាក់$/ : /^Confirm$/, '[data-testid="notice"]');
  });
}

/*
 * Bets the server refuses ("Bets not placed", kept until dismissed) stick at the bottom of a 360×740
 * screen, where Confirm is: the page scrolls just enough for Confirm, which the member needs next, to
 * show above them (StatusDock.tsx). The refusal is the simulator's answer to a balance too low.
 */
for (const language of ['Khmer', 'English'] as const) {
  test(`bets not placed leave Confirm in view above them on a phone (${language})`, async ({ page }) => {
    await phoneTableIn(page, language);
    await skipToPhase(page, 'BETTING');
    await waitForBetting(page, 10_000);
    await page.route('**/api/app/play/game/join', (route) =>
      route.fulfill({
        status: 422,
        json: {
          code: '422',
          message: 'The balance is too low for this amount',
          reason: 'INSUFFICIENT_BALANCE',
          data: null,
          serverTime: Date.now(),
        },
      }),
    );
    await page.locator('[data-symbol="TIGER"]').click();
    const confirm = page.getByTestId('confirm');
    await confirm.click();
    const line = page.getByTestId('submission').locator('p');
    await expect(line).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('draft-total')).toContainText('$1.00');

    await expect
      .poll(
        async () => {
          const [shown, button] = await Promise.all([line.boundingBox(), confirm.boundingBox()]);
          return shown && button && shown.y >= button.y + button.height && shown.y + shown.height <= 740;
        },
        { message: 'the refusal inside the screen, under Confirm' },
      )
      .toBe(true);
    const button = (await confirm.boundingBox())!;
    expect(button.y, 'Confirm inside the screen').toBeGreaterThanOrEqual(0);
    await expect(page.getByTestId('countdown'), 'the seconds left still in view').toBeInViewport();
  });
}

/*
 * The short words of every refusal a draft outlives take one line of the notice at 360 px, in both
 * languages, with amounts as long as a round's maximum in either currency (the simulator's riel table:
 * ៛4,000,000): measured in the notice itself, with its font.
 */
test('every short refusal takes one line under Confirm on a 360 px phone, in Khmer and English', async ({
  page,
}) => {
  await phoneTableIn(page, 'Khmer');
  await waitForBetting(page, 10_000);
  for (const language of ['Khmer', 'English'] as const) {
    await chooseLanguage(page, language);
    const words = JSON.parse(
      readFileSync(`public/locales/${language === 'Khmer' ? 'kh' : 'en'}/translation.json`, 'utf8'),
    ) as { game: { reasonsShort: Record<string, string> }; play: { refusalsShort: Record<string, string> } };
    const texts = { ...words.game.reasonsShort, ...words.play.refusalsShort };
    expect(Object.keys(texts).length, 'short words to measure').toBeGreaterThan(5);
    const lines = await page.getByTestId('notice').evaluate((notice, texts) => {
      const measured: Record<string, number> = {};
      for (const amount of ['$10,000.00', '៛4,000,000']) {
        for (const [reason, text] of Object.entries(texts)) {
          notice.textContent = text.replace(/\{\{\w+\}\}/g, amount);
          const { paddingTop, paddingBottom, lineHeight } = getComputedStyle(notice);
          const height =
            notice.getBoundingClientRect().height - parseFloat(paddingTop) - parseFloat(paddingBottom);
          measured[`${reason} ${amount}`] = Math.round(height / parseFloat(lineHeight));
        }
      }
      notice.textContent = '';
      return measured;
    }, texts);
    for (const [reason, count] of Object.entries(lines)) expect(count, `${language}: ${reason}`).toBe(1);
  }
});

/*
 * A member who bet and was not at the table for its result (the tab reloaded onto My bets, the result
 * passed there) is told the outcome on that screen, in a toast whose amounts are the table's own: the
 * balance moved by the payout less the stake; My bets lists the round at once (docs/game.md "An
 * outcome out of sight").
 */
for (const language of ['Khmer', 'English'] as const) {
  test(`a bet's outcome settled away from the table is told on the screen the member is on (${language})`, async ({
    page,
  }) => {
    await phoneTableIn(page, language);
    await confirmedOnTiger(page);
    const staked = (await simState(page)).round.id;

    await page.goto('/my-bets');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`#round-${staked}`)).toHaveCount(0);
    await skipToPhase(page, 'RESULT');
    await skipToPhase(page, 'BETTING');

    const told = page.locator('[data-sonner-toast]');
    const money = String.raw`\$(\d+\.\d\d)`;
    const net = String.raw`([+−]?)\u2060?${money}`;
    const pattern =
      language === 'Khmer'
        ? `^ការភ្នាល់របស់អ្នកនៃជុំទី ${staked} ត្រូវបានទូទាត់៖ ${net} \\(ប្រាក់ភ្នាល់ \\$1\\.00, ប្រាក់សង ${money}\\)។$`
        : `^Your bets of round #${staked} were settled: ${net} \\(stake \\$1\\.00, payout ${money}\\)\\.$`;
    await expect(told).toHaveText(new RegExp(pattern));
    await expect(page.locator(`#round-${staked}`)).toBeVisible();
    const [, sign, amount, payout] = new RegExp(pattern).exec((await told.textContent()) ?? '') ?? [];
    const payoutCents = Math.round(Number(payout) * 100);
    const netCents = (sign === '−' ? -1 : 1) * Math.round(Number(amount) * 100);
    expect(netCents, 'the net is the payout less the stake').toBe(payoutCents - 100);
    await page.goto('/kla-klouk-game');
    await expect(page.getByLabel(/^(Balance|សមតុល្យ)$/)).toHaveText(
      `$${((100_000 - 100 + payoutCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    // Told once: the table's next answers carry the same settlement and tell nothing.
    await page.waitForResponse('**/api/app/accounts/betting/getByAccountId');
    await page.waitForResponse('**/api/app/accounts/betting/getByAccountId');
    await expect(told).toHaveCount(0);
  });
}

/*
 * The network lost in the shake and back at the result: the HUD's phase says "No answer" meanwhile, so
 * the bowl, the board and Confirm stay where they are both times, the second just as the dice turn.
 */
for (const language of ['Khmer', 'English'] as const) {
  test(`a lost connection moves nothing on the table (${language})`, async ({ page }) => {
    await phoneTableIn(page, language);
    await confirmedOnTiger(page);
    await skipToPhase(page, 'CLOSED');
    await phaseIs(page, 'closed');
    const before = await measure(page);

    await setScenario(page, { dropConnection: true });
    const stale = page.getByTestId('stale');
    await expect(stale).not.toBeEmpty({ timeout: 15_000 });
    const cut = await measure(page);
    expect(cut.parts, 'the network gone: nothing moved').toEqual(before.parts);
    await expectOneScreen(page, `${language}, the network gone`);
    // The HUD says so where the phase was: the phase on screen is only the last one known.
    await expect(page.getByTestId('phase')).toHaveText(language === 'Khmer' ? '⚠ មិនឆ្លើយតប' : '⚠ No answer');

    await skipToPhase(page, 'RESULT');
    await setScenario(page, { dropConnection: false });
    await expect(page.getByTestId('outcome')).toBeVisible({ timeout: 15_000 });
    await expect(stale).toBeEmpty();
    await phaseIs(page, 'result');
    expect((await measure(page)).parts, 'the network back: nothing moved').toEqual(before.parts);
  });
}

test('a page reloaded during the result tells it at once, as its balance does', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await setScenario(page, { timing: { bettingMs: 30_000, resultMs: 30_000 } });
  await signIn(page, DEMO.member);
  await confirmedOnTiger(page);
  await skipToPhase(page, 'RESULT');
  await expect(page.getByTestId('outcome')).toBeVisible({ timeout: 14_000 });
  // The delays the reveal's parts wait for, as the stylesheets give them.
  const delays = () =>
    page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      return {
        thirdDie: style('[data-testid="die"]:nth-child(3)')?.animationName,
        outcome: style('.outcome')?.animationDelay,
        mark: style('.cell--win, .cell--matched')?.animationDelay,
      };
    });
  expect(await delays(), 'seen coming: revealed die by die').toEqual({
    thirdDie: 'die-turn',
    outcome: '1.35s',
    mark: '1.35s',
  });

  await page.reload();
  await expect(page.getByTestId('outcome')).toBeVisible();
  await expect(page.getByTestId('stage')).toHaveClass(/stage--at-once/);
  expect(await delays(), 'reloaded: told at once').toEqual({ thirdDie: 'none', outcome: '0s', mark: '0s' });
  const covers = await page
    .getByTestId('die')
    .evaluateAll((dice) => dice.map((die) => getComputedStyle(die, '::after').opacity));
  expect(covers, 'reloaded: no die under its cover').toEqual(['0', '0', '0']);
  await expectOneScreen(page, 'reloaded during the result');
});

test('at the result the dice are revealed one by one and the bowl says the outcome in large type', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  await waitForBetting(page);
  await page.locator('[data-symbol="TIGER"]').click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed: \$1\.00/);

  // The last seconds: the ring turns urgent and a polite line says so once, not every second.
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toHaveClass(/countdown--urgent/, { timeout: 10_000 });
  const warning = countdown.getByRole('status');
  await expect(warning).toHaveText(/^Last (\d seconds|second) to bet$/);
  const said = await warning.textContent();
  await expect(countdown.getByRole('timer')).not.toHaveAccessibleName(
    (await countdown.getByRole('timer').getAttribute('aria-label')) ?? '',
  );
  expect(await warning.textContent(), 'said once, not every second').toBe(said);

  // Betting closed: the covered dice shake in the bowl (an animation on each die and on the bowl).
  await phaseIs(page, 'closed');
  const shaking = await page
    .getByTestId('dice')
    .evaluate((bowl) => [bowl, ...bowl.children].map((element) => element.getAnimations().length > 0));
  expect(shaking, 'the bowl and each covered die are animated').toEqual([true, true, true, true]);

  await phaseIs(page, 'result');
  const dice = page.getByTestId('die');
  await expect(dice).toHaveCount(3);
  // One by one: each die starts turning over a step after the one before it.
  const delays = await dice.evaluateAll((elements) =>
    elements.map((element) => Number(getComputedStyle(element).animationDelay.replace('s', '')) * 1000),
  );
  expect(delays[0]).toBe(0);
  expect(delays[1]! - delays[0]!).toBeGreaterThanOrEqual(300);
  expect(delays[2]! - delays[1]!).toBeGreaterThanOrEqual(300);
  // The bowl never stands empty: each die lies under its cover until it turns over. Read with the dice's
  // animations held at a moment of the reveal: each die's own opacity and its cover's.
  const bowlAt = (time: number) =>
    page.getByTestId('dice').evaluate((bowl, at) => {
      for (const animation of bowl.getAnimations({ subtree: true })) {
        animation.pause();
        animation.currentTime = at;
      }
      return [...bowl.querySelectorAll('[data-testid="die"]')].map((die) => [
        getComputedStyle(die).opacity,
        getComputedStyle(die, '::after').opacity,
      ]);
    }, time);
  expect(await bowlAt(0), 'at the result: three covered dice').toEqual([
    ['1', '1'],
    ['1', '1'],
    ['1', '1'],
  ]);
  expect(await bowlAt(delays[1]! + 100), 'the first turned, the second turning, the third waiting').toEqual([
    ['1', '0'],
    ['1', '1'],
    ['1', '1'],
  ]);
  await page
    .getByTestId('dice')
    .evaluate((bowl) => bowl.getAnimations({ subtree: true }).forEach((animation) => animation.finish()));
  expect(await bowlAt(Number.MAX_SAFE_INTEGER), 'turned over: no cover left').toEqual([
    ['1', '0'],
    ['1', '0'],
    ['1', '0'],
  ]);
  // The board does not give the dice away before the bowl: its marks, glows and badges wait until the
  // third die is out (it starts turning at delays[2] and is readable one step later).
  const marked = page.locator('.cell--win, .cell--matched');
  await expect(marked.first()).toBeAttached();
  const markDelays = await marked.evaluateAll((cells) =>
    cells.flatMap((cell) =>
      cell.getAnimations({ subtree: true }).map((animation) => Number(animation.effect?.getTiming().delay)),
    ),
  );
  for (const delay of markDelays) expect(delay).toBeGreaterThanOrEqual(delays[2]! + 450);
  const marks = await marked.evaluateAll((cells) =>
    cells.map((cell) => cell.getAnimations().map((animation) => (animation as CSSAnimation).animationName)),
  );
  for (const names of marks)
    expect(names, 'the mark itself waits (border and box-shadow)').toContain('cell-mark');
  // So does the fingerprint's check under the dice.
  const checkDelay = await page
    .getByTestId('fairness-status')
    .evaluate((line) => line.getAnimations().map((animation) => Number(animation.effect?.getTiming().delay)));
  expect(checkDelay).toHaveLength(1);
  expect(checkDelay[0]).toBeGreaterThanOrEqual(delays[2]! + 450);
  for (let index = 0; index < 3; index += 1) {
    await expect.poll(() => dice.nth(index).evaluate((die) => getComputedStyle(die).opacity)).toBe('1');
  }

  // The outcome: the net in large type, stake and payout beneath; "Bets confirmed" gives way to it.
  const faces = ((await page.getByTestId('dice').getAttribute('data-dice')) ?? '').split(',');
  const tigers = faces.filter((face) => face === 'TIGER').length;
  // The sign and the amount are joined by a word joiner (U+2060): never on two lines.
  const net = tigers === 0 ? '\u2212\u2060$1.00' : `+\u2060$${tigers}.00`;
  const outcome = page.getByTestId('outcome');
  await expect(outcome).toHaveText(net);
  await expect(page.getByTestId('settlement-stake')).toHaveText('$1.00');
  await expect(page.getByTestId('settlement-stake')).toBeVisible();
  await expect(page.getByTestId('settlement-payout')).toBeVisible();
  const [outcomeSize, captionSize] = await Promise.all([
    outcome.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
    page
      .getByTestId('settlement-stake')
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
  ]);
  expect(outcomeSize, 'the outcome is drawn large').toBeGreaterThanOrEqual(captionSize * 1.8);
  await expect(page.getByText(/Bets confirmed/)).toBeHidden();
  // The symbol the member won on lights up; the others the dice show are only marked.
  await expect(page.locator('.cell--win')).toHaveCount(tigers > 0 ? 1 : 0);
});

test('a member who bets on nothing reads "No bets this round" in the bowl', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  await phaseIs(page, 'result', 20_000);
  await expect(page.getByTestId('outcome')).toHaveText('No bets this round');
});

test('stakes of a million riel, confirmed, being sent and drafted, stay inside their symbol at every size', async ({
  page,
}) => {
  await setScenario(page, { timing: { bettingMs: 60_000 } });
  await signIn(page, DEMO.memberKhr);
  await skipToPhase(page, 'BETTING');
  await waitForBetting(page, 10_000);
  const tiger = page.locator('[data-symbol="TIGER"]');
  const tap = async (times: number) => {
    for (let count = 0; count < times; count += 1) await tiger.click();
  };
  await page.getByTestId('chip-tray').getByRole('button', { name: '៛100K' }).click();
  await tap(10);
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('submission').locator('p')).toHaveAttribute('data-status', 'confirmed');
  // The second join is held on its way, so its stake stays "being sent" under a new draft.
  let release = () => {};
  await page.route('**/join**', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await tap(5);
  await page.getByTestId('confirm').click();
  await tap(5);
  const stacks = tiger.locator('.stack');
  await expect(stacks).toHaveCount(3);
  for (const [width, height] of [...SIZES, [600, 800] as const]) {
    await page.setViewportSize({ width, height });
    const outside = await tiger.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      return [...cell.querySelectorAll('.stack, .stack__label')]
        .map((part) => ({ part: part.className, at: part.getBoundingClientRect() }))
        .filter(
          ({ at }) =>
            at.left < box.left || at.right > box.right || at.top < box.top || at.bottom > box.bottom,
        )
        .map(({ part }) => part);
    });
    expect(outside, `${width}×${height}: every stack and label inside the Tiger`).toEqual([]);
  }
  release();
  await expect(page.getByTestId('submission').locator('p')).toHaveAttribute('data-status', 'confirmed');
  // The next test's rounds keep the suite's 8 s of betting: that timing from the next round on, and
  // this long round ended here.
  await setScenario(page, { timing: { bettingMs: 8000 } });
  await skipToPhase(page, 'RESULT');
});

test("a touch on a symbol's drawing lands on its symbol", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  await expect(page.locator('.cell')).toHaveCount(6);
  // What a hit test finds at the middle of each symbol's drawing: the symbol's button, never the
  // drawing itself (so the touch's search for its target never stops at a drawing).
  const found = await page.evaluate(() =>
    [...document.querySelectorAll('.cell__art')].map((drawing) => {
      const r = drawing.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        symbol: drawing.closest('.cell')?.getAttribute('data-symbol'),
        hitDrawing: hit?.closest('.symbol-art') !== null,
        hitSymbol: hit?.closest('.cell')?.getAttribute('data-symbol'),
      };
    }),
  );
  expect(found).toHaveLength(6);
  for (const { symbol, hitDrawing, hitSymbol } of found) {
    expect(hitDrawing, `${symbol}: the drawing is not hit`).toBe(false);
    expect(hitSymbol, `${symbol}: its button is`).toBe(symbol);
  }
});

test("every drawing on the table shows its symbol's picture over its holder's own background", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.member);
  await waitForBetting(page);
  await page.locator('[data-symbol="TIGER"]').click();
  await page.locator('[data-symbol="CRAB"]').click();
  await page.getByTestId('confirm').click();
  await phaseIs(page, 'result');
  // The board, the bowl's dice, the round's bets beside the board and the past results.
  await expect(page.locator('.cell__art')).toHaveCount(6);
  await expect(page.locator('.die__art')).toHaveCount(3);
  await expect(page.locator('.round-bets__art')).toHaveCount(2);
  await expect.poll(() => page.locator('.result__die').count()).toBeGreaterThanOrEqual(3);
  // At the laptop's size and at the phone's, whose rules (and media queries) size the holders anew.
  for (const size of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(size);
    const drawings = await page.locator('.symbol-art').evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          holder: element.classList[2],
          symbol: [...element.classList].find((name) => name.startsWith('symbol-art--')),
          image: style.backgroundImage,
          color: style.backgroundColor,
          // The layout's size: a die may still be turning over (a scale).
          size: Math.min((element as HTMLElement).offsetWidth, (element as HTMLElement).offsetHeight),
        };
      }),
    );
    const imageOf = new Map<string, string>();
    for (const { holder, symbol, image, color, size } of drawings) {
      expect(image, `${holder} ${symbol}: an SVG picture`).toMatch(/^url\("data:image\/svg\+xml/);
      expect(size, `${holder} ${symbol}: drawn at a size`).toBeGreaterThanOrEqual(20);
      if (holder === 'result__die' || holder === 'round-bets__art')
        expect(color, `${holder}: keeps its own background`).toBe('rgb(255, 251, 235)');
      if (!imageOf.has(symbol!)) imageOf.set(symbol!, image);
      expect(image, `${symbol}: one picture wherever it is drawn`).toBe(imageOf.get(symbol!));
    }
    expect(new Set(imageOf.values()).size, 'a picture per symbol').toBe(imageOf.size);
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a touch on a symbol places its chip and moves the focus only from where it has something to lose', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.member);
    await waitForBetting(page);
    const touch = async (symbol: string) => {
      const box = await page.locator(`[data-symbol="${symbol}"]`).boundingBox();
      expect(box).not.toBeNull();
      await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    };
    const onPage = () => page.evaluate(() => document.activeElement === document.body);
    const draft = page.getByTestId('draft-total');

    // The focus on the page itself stays there.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await touch('TIGER');
    await expect(draft).toContainText('$1.00');
    expect(await onPage(), 'the focus is still on the page').toBe(true);
    // A mouse press focuses the symbol, as any button; a touch then leaves it there.
    const crab = page.locator('[data-symbol="CRAB"]');
    await crab.click();
    await expect(draft).toContainText('$2.00');
    await expect(crab).toBeFocused();
    await touch('TIGER');
    await expect(draft).toContainText('$3.00');
    await expect(crab).toBeFocused();
    // The open menu closes when the focus leaves it: a touch on a symbol takes the focus from it.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await touch('FISH');
    await expect(draft).toContainText('$4.00');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-symbol="FISH"]')).toBeFocused();
  });
});

for (const [size, setUp] of [
  ['360×640', async (page: Page) => page.setViewportSize({ width: 360, height: 640 })],
  [
    '360×740 with 200 % text',
    async (page: Page) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%';
      });
    },
  ],
] as const) {
  test(`at ${size} the bowl and the outcome come into view on their own at the result`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.member);
    await setUp(page);
    await waitForBetting(page);
    await page.locator('[data-symbol="FISH"]').click();
    const confirm = page.getByTestId('confirm');
    await confirm.scrollIntoViewIfNeeded();
    await confirm.click();
    await expect(page.getByTestId('submission').locator('p')).toHaveAttribute('data-status', 'confirmed');
    // The member scrolls down, past Confirm to the last results: the bowl is out of sight or under
    // the round panel.
    await page.getByTestId('results').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const height = page.viewportSize()!.height;
    const hidden = await page.evaluate(() => {
      const stage = document.querySelector('[data-testid="stage"]')!.getBoundingClientRect();
      const hud = document.querySelector('[data-testid="hud"]')!.getBoundingClientRect();
      return stage.top < Math.max(0, hud.bottom) - 1 || stage.bottom > window.innerHeight;
    });
    expect(hidden, 'the bowl is out of view down there').toBe(true);

    await phaseIs(page, 'result');
    await expect(page.getByTestId('outcome')).toBeVisible();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const stage = document.querySelector('[data-testid="stage"]')!.getBoundingClientRect();
            const hud = document.querySelector('[data-testid="hud"]')!.getBoundingClientRect();
            const stuck = hud.top <= 0;
            const covered = stuck && stage.top < hud.bottom - 1;
            return !covered && stage.top >= 0 && stage.bottom <= window.innerHeight;
          }),
        { message: `the whole bowl is in view of the ${height} px screen, below the round panel` },
      )
      .toBe(true);
  });
}

/*
 * With 200 % text a laptop keeps the table in one column (its columns follow the width in rem): two side
 * panels grown with the text left the table a quarter of the screen, the round's number and phase
 * wrapping (docs/game.md "Layout").
 */
test('at 1280×800 with 200 % text the table keeps the width, in one column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.member);
  const widthOf = (selector: string) =>
    page.locator(selector).evaluate((element) => element.getBoundingClientRect().width);
  expect(await widthOf('.game__table')).toBeGreaterThan(700);
  expect(await widthOf('.round-bets')).toBeLessThan(300);

  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
  await expect.poll(() => widthOf('.round-bets')).toBeGreaterThan(1000);
  expect(await widthOf('.game__table')).toBeGreaterThan(1000);
  const round = page.getByTestId('round');
  const lineHeight = await round.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await round.boundingBox())!.height, 'the round on one line').toBeLessThan(lineHeight * 1.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1280);
});
