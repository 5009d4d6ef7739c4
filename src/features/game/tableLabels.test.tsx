import { screen, within } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { BetControls } from '@/features/game/BetControls';
import { Board } from '@/features/game/Board';
import { ChipTray } from '@/features/game/ChipTray';
import { gameApi, type BettingSnapshot } from '@/features/game/gameApi';
import { selectBetting } from '@/features/game/gameSelectors';
import { submissionConfirmed, submissionStarted, tableOpened } from '@/features/game/gameSlice';
import { SettlementSummary } from '@/features/game/SettlementSummary';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { playRound, signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

// What the table's smaller parts say to assistive technology (docs/game.md "Accessibility").
const harness = setupSimulator();
const DEMO_KHR_MEMBER = { phoneNumber: '010000002', password: 'demo1234' } as const;

/** The member's store with the betting data in the cache, as the table's poll leaves it. */
async function tableStore(credentials: { phoneNumber: string; password: string }): Promise<AppStore> {
  const store = await signedInStore(credentials);
  await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id));
  return store;
}

/** Every chip's accessible name holds the text printed on it (WCAG 2.5.3). */
function expectLabelsInNames() {
  const chips = within(screen.getByRole('group', { name: 'Chips' })).getAllByRole('button');
  expect(chips.length).toBeGreaterThan(0);
  for (const chip of chips) {
    expect(chip.getAttribute('aria-label')).toContain(chip.textContent);
  }
  return chips;
}

describe('chip names (WCAG 2.5.3 Label in Name)', () => {
  it('start with the face printed on a KHR chip, then give the full amount', async () => {
    harness.sim.control.skipTo('BETTING');
    renderWithProviders(<ChipTray />, { store: await tableStore(DEMO_KHR_MEMBER) });
    const chips = expectLabelsInNames();
    expect(chips[0]).toHaveTextContent('៛1K');
    expect(screen.getByRole('button', { name: '៛1K (៛1,000)' })).toBe(chips[0]);
    expect(screen.getByRole('button', { name: '៛100K (៛100,000)' })).toBeInTheDocument();
  });

  it('do the same for VND', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = await tableStore(DEMO_KHR_MEMBER);
    // No demo account plays in VND: the same answer, with the currency and chips of a VND account.
    store.dispatch(
      gameApi.util.updateQueryData('getBetting', userOf(store).id, (draft) => {
        draft.account.currency = 'VND';
        draft.limits.chips = [20_000, 50_000, 100_000, 200_000, 500_000];
        draft.limits.minStake = 20_000;
      }),
    );
    renderWithProviders(<ChipTray />, { store });
    expectLabelsInNames();
    expect(screen.getByRole('button', { name: '₫20K (₫20,000)' })).toHaveTextContent('₫20K');
    expect(screen.getByRole('button', { name: '₫500K (₫500,000)' })).toBeInTheDocument();
  });

  it('stay the amount alone where the amount starts with the face (USD: "$5" on a "$5.00" chip)', async () => {
    harness.sim.control.skipTo('BETTING');
    renderWithProviders(<ChipTray />, { store: await tableStore(DEMO_MEMBER) });
    expectLabelsInNames();
    expect(screen.getByRole('button', { name: '$5.00' })).toHaveTextContent('$5');
  });
});

describe('bet totals', () => {
  it('hide the ✎ and ✓ glyphs from screen readers and keep the words', async () => {
    harness.sim.control.skipTo('BETTING');
    renderWithProviders(<BetControls onOutcome={() => undefined} />, {
      store: await tableStore(DEMO_MEMBER),
    });
    for (const [glyph, word] of [
      ['✎', 'Draft'],
      ['✓', 'On the table'],
    ] as const) {
      const icon = screen.getByText(glyph);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon.parentElement).toHaveTextContent(word);
    }
  });
});

describe('the round’s settlement', () => {
  it('is a group named "Your round" around stake, payout and net', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    await playRound(store, harness.sim, [{ symbol: 'TIGER', stake: 100 }]);
    await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id));
    renderWithProviders(<SettlementSummary />, { store });
    const group = await screen.findByRole('group', { name: 'Your round' });
    expect(within(group).getByTestId('settlement')).toHaveTextContent(/Stake\s*\$1\.00/);
    expect(within(group).getByText('Net')).toBeInTheDocument();
  });

  it('is named in Khmer too', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    await playRound(store, harness.sim, [{ symbol: 'TIGER', stake: 100 }]);
    await store.dispatch(gameApi.endpoints.getBetting.initiate(userOf(store).id));
    renderWithProviders(<SettlementSummary />, { store, language: 'kh' });
    expect(await screen.findByRole('group', { name: 'ជុំរបស់អ្នក' })).toContainElement(
      screen.getByTestId('settlement'),
    );
  });
});

describe('symbols the dice show, in RESULT', () => {
  /**
   * The member's table in RESULT with these dice, shaped by `patch` (no polling: it stays so). The
   * store counts a table as mounted, so the outcome of a round staked in is not read off the table.
   */
  async function resultTable(
    dice: BettingSnapshot['round']['dice'],
    patch: (draft: BettingSnapshot) => void,
  ): Promise<AppStore> {
    harness.sim.control.skipTo('BETTING');
    const store = await tableStore(DEMO_MEMBER);
    store.dispatch(tableOpened());
    store.dispatch(
      gameApi.util.updateQueryData('getBetting', userOf(store).id, (draft) => {
        draft.round.phase = 'RESULT';
        draft.round.dice = dice;
        patch(draft);
      }),
    );
    return store;
  }

  /** The round's settlement, as the server gives it once the dice are out (myBets then empty). */
  function settled(
    draft: BettingSnapshot,
    bets: { symbol: 'TIGER' | 'FISH'; stake: number; payout: number }[],
  ) {
    draft.myBets = { roundId: draft.round.id, bets: [], totalStake: 0, requestIds: [] };
    const totalStake = bets.reduce((sum, bet) => sum + bet.stake, 0);
    const totalPayout = bets.reduce((sum, bet) => sum + bet.payout, 0);
    draft.lastSettlement = {
      roundId: draft.round.id,
      dice: draft.round.dice ?? ['TIGER', 'TIGER', 'TIGER'],
      bets,
      totalStake,
      totalPayout,
      net: totalPayout - totalStake,
      balanceAfter: draft.account.balance,
    };
  }

  const cell = (name: RegExp) => screen.getByRole('button', { name });
  const badgeOf = (element: HTMLElement) => element.querySelector('.cell__win');

  it('say "Win" only where the member had a stake; elsewhere "Matched", in words and in paint', async () => {
    const store = await resultTable(['TIGER', 'GOURD', 'GOURD'], (draft) =>
      settled(draft, [
        { symbol: 'TIGER', stake: 500, payout: 1000 },
        { symbol: 'FISH', stake: 100, payout: 0 },
      ]),
    );
    // The round's last Confirm, which the settlement already counts: not added on top of it.
    const chips = [{ symbol: 'TIGER', amount: 200 }] as const;
    const roundId = selectBetting(store.getState())?.round.id ?? 0;
    store.dispatch(submissionStarted({ roundId, chips: [...chips] }, 'request-9'));
    store.dispatch(submissionConfirmed({ requestId: 'request-9' }));
    renderWithProviders(<Board onPlace={() => undefined} />, { store });

    const gourd = await screen.findByRole('button', { name: 'Gourd, stake $0.00, Matched ×2' });
    expect(gourd).toHaveClass('cell--matched');
    expect(gourd).not.toHaveClass('cell--win');
    expect(badgeOf(gourd)).toHaveTextContent('Matched ×2');

    // Settled: the bets are in the settlement, no longer in myBets; the cells still show them.
    const tiger = cell(/^Tiger,/);
    expect(tiger).toHaveAccessibleName('Tiger, stake $5.00, $5.00 confirmed, Win ×1');
    expect(cell(/^Fish,/)).toHaveAccessibleName('Fish, stake $1.00, $1.00 confirmed');
    expect(tiger).toHaveClass('cell--win');
    expect(badgeOf(tiger)).toHaveTextContent('Win ×1');

    for (const name of [/^Fish,/, /^Rooster,/, /^Shrimp,/, /^Crab,/]) {
      expect(cell(name)).not.toHaveAccessibleName(/Win|Matched/);
      expect(badgeOf(cell(name))).toBeNull();
    }
  });

  it('say "Win" on a stake the server still lists as taken, before the settlement comes', async () => {
    const store = await resultTable(['CRAB', 'CRAB', 'SHRIMP'], (draft) => {
      draft.myBets = {
        roundId: draft.round.id,
        bets: [{ symbol: 'CRAB', stake: 300 }],
        totalStake: 300,
        requestIds: [],
      };
      draft.lastSettlement = null;
    });
    renderWithProviders(<Board onPlace={() => undefined} />, { store });
    expect(
      await screen.findByRole('button', { name: 'Crab, stake $3.00, $3.00 confirmed, Win ×2' }),
    ).toHaveClass('cell--win');
    expect(cell(/^Shrimp,/)).toHaveAccessibleName('Shrimp, stake $0.00, Matched ×1');
  });

  it('in Khmer', async () => {
    const store = await resultTable(['TIGER', 'GOURD', 'GOURD'], (draft) =>
      settled(draft, [{ symbol: 'TIGER', stake: 500, payout: 1000 }]),
    );
    renderWithProviders(<Board onPlace={() => undefined} />, { store, language: 'kh' });
    const gourd = await screen.findByRole('button', { name: /^ឃ្លោក .*, ចេញ ×2$/ });
    expect(gourd).not.toHaveAccessibleName(/ឈ្នះ/);
    expect(badgeOf(gourd)).toHaveTextContent('ចេញ ×2');
    expect(cell(/^ខ្លា /)).toHaveAccessibleName(/ឈ្នះ ×1$/);
  });
});
