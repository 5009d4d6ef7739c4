import { act, fireEvent, screen } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { gameApi } from '@/features/game/gameApi';
import GamePage from '@/features/game/GamePage';
import { OUTCOME_TOLD_MS } from '@/features/game/reveal';
import { advanceGameClock, confirmBet } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { signedInStore } from '@/testing/signedIn';
import type * as CountedParts from '@/testing/countedParts';

// The real GamePage, each of its parts counting its own renders (src/testing/countedParts.tsx), so
// a change anywhere in the page that renders more than it should fails here. StaleTableNotice and
// InactiveGameNotice are not memo: they render whenever GamePage itself does.
const mockRendered: string[] = [];
function mockParts(
  path: string,
  names: Record<string, string | ((props: Record<string, unknown>) => string)>,
) {
  const { countedParts } = jest.requireActual<typeof CountedParts>('@/testing/countedParts');
  return countedParts(jest.requireActual<object>(path), names, (name) => mockRendered.push(name));
}
jest.mock('@/features/game/RoundHud', () => mockParts('@/features/game/RoundHud', { RoundHud: 'hud' }));
jest.mock('@/features/game/Countdown', () =>
  mockParts('@/features/game/Countdown', { Countdown: 'countdown' }),
);
jest.mock('@/features/game/BalanceDisplay', () =>
  mockParts('@/features/game/BalanceDisplay', { BalanceDisplay: 'balance' }),
);
jest.mock('@/features/game/SessionStats', () =>
  mockParts('@/features/game/SessionStats', { SessionStats: 'stats' }),
);
jest.mock('@/features/game/HudPhase', () => mockParts('@/features/game/HudPhase', { HudPhase: 'phase' }));
jest.mock('@/features/game/StaleTableNotice', () =>
  mockParts('@/features/game/StaleTableNotice', { StaleTableNotice: 'stale' }),
);
jest.mock('@/features/game/PlayStop', () => mockParts('@/features/game/PlayStop', { PlayStop: 'playStop' }));
jest.mock('@/features/game/InactiveGameNotice', () =>
  mockParts('@/features/game/InactiveGameNotice', { InactiveGameNotice: 'inactive' }),
);
jest.mock('@/features/game/FairnessAlerts', () =>
  mockParts('@/features/game/FairnessAlerts', { FairnessAlerts: 'alerts' }),
);
jest.mock('@/features/game/DiceStage', () => mockParts('@/features/game/DiceStage', { DiceStage: 'dice' }));
jest.mock('@/features/game/SettlementSummary', () =>
  mockParts('@/features/game/SettlementSummary', { SettlementSummary: 'settlement' }),
);
jest.mock('@/features/game/FairnessLine', () =>
  mockParts('@/features/game/FairnessLine', { FairnessLine: 'fairness' }),
);
jest.mock('@/features/game/SymbolCell', () =>
  mockParts('@/features/game/SymbolCell', { SymbolCell: (props) => String(props.symbol) }),
);
jest.mock('@/features/game/ChipStack', () => mockParts('@/features/game/ChipStack', { ChipStack: 'stack' }));
jest.mock('@/features/game/ChipTray', () => mockParts('@/features/game/ChipTray', { ChipTray: 'chips' }));
jest.mock('@/features/game/BetControls', () =>
  mockParts('@/features/game/BetControls', { BetControls: 'controls' }),
);
jest.mock('@/features/game/BetTotals', () => mockParts('@/features/game/BetTotals', { BetTotals: 'totals' }));
jest.mock('@/features/game/MoveNotice', () =>
  mockParts('@/features/game/MoveNotice', { MoveNotice: 'notice' }),
);
jest.mock('@/features/game/SubmissionBanner', () =>
  mockParts('@/features/game/SubmissionBanner', { SubmissionBanner: 'banner' }),
);
jest.mock('@/features/game/RoundBets', () =>
  mockParts('@/features/game/RoundBets', { RoundBets: 'roundBets' }),
);
jest.mock('@/features/game/ResultsStrip', () =>
  mockParts('@/features/game/ResultsStrip', { ResultsStrip: 'results' }),
);
jest.mock('@/features/game/RulesDialog', () =>
  mockParts('@/features/game/RulesDialog', { RulesDialog: 'rules' }),
);
jest.mock('@/features/game/Announcer', () =>
  mockParts('@/features/game/Announcer', { Announcer: 'announcer' }),
);

// One clock, Jest's, for the page and the simulator, stopped at a fixed instant: it moves only when the
// test moves it, so what renders does not depend on how fast the machine is or on a poll landing in
// between. The promise and I/O queues stay real, for MSW.
beforeEach(() =>
  jest.useFakeTimers({
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    now: Date.UTC(2025, 0, 1, 12),
  }),
);
afterEach(() => jest.useRealTimers());

const harness = setupSimulator({}, { clock: 'jest' });
const bettingPath = getConfig().endpoints.getBetting;

/** The parts that rendered since the last call, with how many times each. */
function renderedSince(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of mockRendered.splice(0)) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

/**
 * Moves no time, but runs what is due now and lets every request be answered, until a round of that
 * renders nothing and leaves nothing asked: the page has done all it does at this instant.
 */
async function settle(store: AppStore): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    const renders = mockRendered.length;
    await advanceGameClock(store, 0);
    const asking = store.dispatch(gameApi.util.getRunningQueriesThunk()).length;
    if (mockRendered.length === renders && asking === 0) return;
  }
  throw new Error('the page never settled');
}

/** GamePage for the demo member while betting is open, every request answered, nothing moving. */
async function openTable(): Promise<{
  store: AppStore;
  i18n: ReturnType<typeof renderWithProviders>['i18n'];
}> {
  expect(harness.sim.control.now()).toBe(Date.now()); // the simulator reads the test's clock
  harness.sim.control.skipTo('BETTING');
  const store = await signedInStore(DEMO_MEMBER);
  const { i18n } = renderWithProviders(<GamePage />, { store });
  await settle(store);
  expect(screen.getByRole('button', { name: /^Tiger, stake \$0\.00/ })).toBeInTheDocument();
  expect(screen.getByTestId('results')).toBeInTheDocument();
  renderedSince();
  return { store, i18n };
}

describe('re-render budget', () => {
  // My bets beside the board lists the draft too, but after the tap's frame (the next test).
  it('a tap on a symbol re-renders that symbol, its chip stack and the totals', async () => {
    const { store } = await openTable();

    // The first chip of a draft makes Undo, Clear, Double and Confirm available: the buttons too.
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(screen.getByRole('button', { name: /^Tiger, stake \$1\.00/ })).toBeInTheDocument();
    expect(renderedSince()).toEqual({ TIGER: 1, stack: 1, totals: 1, controls: 1 });
    await advanceGameClock(store, 20);
    expect(renderedSince()).toMatchObject({ roundBets: 1 });

    fireEvent.click(screen.getByRole('button', { name: /^Crab/ }));
    expect(renderedSince()).toEqual({ CRAB: 1, stack: 1, totals: 1 });
    expect(screen.getByTestId('draft-total')).toHaveTextContent('$2.00');
    await advanceGameClock(store, 20);
    expect(renderedSince()).toMatchObject({ roundBets: 1 });

    // A second chip on a symbol changes its stack's amount.
    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(renderedSince()).toEqual({ TIGER: 1, stack: 1, totals: 1 });
    await advanceGameClock(store, 20);
    expect(renderedSince()).toMatchObject({ roundBets: 1 });
  });

  // The list beside the board follows after the tap's frame (RoundBets, useSelectedAfterPaint): the
  // tap renders, lays out and paints the cell and the totals only.
  it('My bets lists a placed chip once the tap has been painted', async () => {
    const { store } = await openTable();
    const myBets = screen.getByTestId('round-bets');
    expect(myBets).toHaveTextContent('No bets');

    fireEvent.click(screen.getByRole('button', { name: /^Tiger/ }));
    expect(screen.getByRole('button', { name: /^Tiger, stake \$1\.00/ })).toBeInTheDocument();
    expect(myBets).toHaveTextContent('No bets');

    await advanceGameClock(store, 20); // one frame: its animation callback, then the task after it
    expect(myBets).toHaveTextContent(/Tiger\s*✎ \$1\.00/);
    expect(myBets).not.toHaveTextContent('No bets');
  });

  it('picking a chip re-renders the chip tray alone', async () => {
    await openTable();

    fireEvent.click(screen.getByRole('button', { name: '$5.00' }));
    expect(screen.getByRole('button', { name: '$5.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(renderedSince()).toEqual({ chips: 1 });
  });
});

describe('countdown render budget', () => {
  it('re-renders the countdown and the session clock once per shown second, and nothing for a poll', async () => {
    const { store } = await openTable();
    // Betting opened at this very instant (on the simulator's clock, which is the page's): the whole
    // phase is left.
    const bettingSeconds = harness.sim.settings.bettingMs / 1000;
    expect(screen.getByRole('timer')).toHaveTextContent(String(bettingSeconds));
    // The first tick says "betting is open" to screen readers (the announcer waits for the phase to be
    // on the page); what is measured starts after it.
    await advanceGameClock(store, 250);
    expect(screen.getByTestId('announcer')).not.toBeEmptyDOMElement();
    renderedSince();
    // Eight ticks of 250 ms, each flushed on its own (one act batches everything inside it), with a
    // poll answered at 1.5 s: two seconds pass, so two renders of each clock — not eight, and none for
    // the poll.
    harness.requests.length = 0;
    for (let tick = 0; tick < 8; tick += 1) await advanceGameClock(store, 250);
    const polls = harness.requests.filter((request) => request.path === bettingPath);
    expect(polls.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('timer')).toHaveTextContent(String(bettingSeconds - 2));
    // PlayStop asks the clock every second but renders only when its answer changes. Over the budget,
    // counted as it is so that it cannot grow unseen: the HUD's phase renders twice when a poll goes
    // out and twice when its answer comes (its wait flag flips, and the flip adjusts state in render),
    // its stale-table status once each; the HUD and its countdown do not.
    expect(renderedSince()).toEqual({ countdown: 2, stats: 2, phase: 4, stale: 2 });
  });
});

describe('phase change render budget', () => {
  async function nextPhase(store: AppStore, phase: 'CLOSED' | 'RESULT') {
    harness.sim.control.skipTo(phase);
    await act(async () => {
      await store.dispatch(
        gameApi.endpoints.getBetting.initiate(1001, { forceRefetch: true, subscribe: false }),
      );
    });
    await settle(store);
  }

  it('re-renders what shows the phase, translates a handful of strings, and leaves the rest alone', async () => {
    const { store, i18n } = await openTable();
    const translate = jest.spyOn(i18n, 't');

    for (const [phase, shown] of [
      ['CLOSED', 'Betting closed'],
      ['RESULT', 'Result'],
    ] as const) {
      translate.mockClear();
      await nextPhase(store, phase);
      expect(screen.getByTestId('phase')).toHaveTextContent(shown);
      const parts = renderedSince();
      // Nothing on the chip tray, the submission line, the rules, the session line or My bets changes
      // with a phase, and GamePage itself does not render again (InactiveGameNotice would with it); the
      // HUD's phase renders, not the HUD.
      for (const part of ['chips', 'banner', 'rules', 'stats', 'playStop', 'inactive', 'roundBets', 'hud'])
        expect(parts).not.toHaveProperty(part);
      expect(parts).toHaveProperty('phase');
      expect(parts).toHaveProperty('dice');
      // The countdown counts the new phase in the render that brings it (React calls it twice for the
      // one commit: its seconds are adjusted during the render), and its first tick costs no other.
      expect(parts.countdown).toBe(2);
      // Words are translated when what they carry changes (a win on a cell, the dice), not on every
      // render: a phase change must not translate every label of every cell and control again.
      expect(translate.mock.calls.length).toBeLessThanOrEqual(phase === 'CLOSED' ? 10 : 25);
    }
    expect(
      screen.getAllByRole('button', { name: /^(Tiger|Gourd|Rooster|Shrimp|Crab|Fish), stake/ }),
    ).toHaveLength(6);
    expect(screen.getByRole('button', { name: /^Tiger/ })).toHaveAttribute('aria-disabled', 'true');
    translate.mockRestore();
  });

  it('renders the tray in a round with the member’s bets only to hold its chips through the reveal', async () => {
    const { store } = await openTable();
    confirmBet(store, '$5.00', /^Tiger/);
    await settle(store);
    expect(store.getState().game.submission?.status).toBe('confirmed');
    renderedSince();

    await nextPhase(store, 'CLOSED');
    expect(renderedSince()).not.toHaveProperty('chips');
    // The result settles the round: the tray takes up the settling round and holds what it showed
    // (the hold is set during the render, so React calls it twice for one commit).
    await nextPhase(store, 'RESULT');
    expect(renderedSince()).toHaveProperty('chips', 2);
    // The bowl has told the outcome: the hold ends.
    await advanceGameClock(store, OUTCOME_TOLD_MS);
    expect(renderedSince()).toHaveProperty('chips', 1);
  });
});
