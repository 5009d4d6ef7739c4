import { act, screen, waitFor } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import type { AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { Announcer } from '@/features/game/Announcer';
import { BetControls } from '@/features/game/BetControls';
import { placeChip } from '@/features/game/betting';
import { BettingFeed } from '@/features/game/BettingFeed';
import { useBoardPhase } from '@/features/game/Board';
import { ChipTray } from '@/features/game/ChipTray';
import { Countdown } from '@/features/game/Countdown';
import { DiceStage } from '@/features/game/DiceStage';
import { gameApi } from '@/features/game/gameApi';
import { ResultsStrip } from '@/features/game/ResultsStrip';
import { RoundHud } from '@/features/game/RoundHud';
import { RulesDialog } from '@/features/game/RulesDialog';
import { SubmissionBanner } from '@/features/game/SubmissionBanner';
import { SymbolCell } from '@/features/game/SymbolCell';
import { SYMBOLS } from '@/api/symbols';
import { advanceGameClock } from '@/testing/gameTable';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { signedInStore } from '@/testing/signedIn';

const harness = setupSimulator();
const bettingPath = getConfig().endpoints.getBetting;
const noop = () => undefined;

/** Wraps a part of the table in a Profiler that reports its id on every render. */
function profiledBy(onRender: (id: string) => void) {
  return function profiled(id: string, node: ReactNode) {
    return (
      <Profiler id={id} onRender={() => onRender(id)}>
        {node}
      </Profiler>
    );
  };
}

/** Board, with a Profiler around each cell. */
function ProfiledBoard({ onRender }: { onRender: (id: string) => void }) {
  const { open, wins } = useBoardPhase();
  return SYMBOLS.map((symbol) => (
    <Profiler key={symbol} id={symbol} onRender={() => onRender(symbol)}>
      <SymbolCell symbol={symbol} open={open} wins={wins[symbol]} onPlace={noop} />
    </Profiler>
  ));
}

/** Every part of the table under its own Profiler, as GamePage lays them out. */
function Table({ accountId, onRender }: { accountId: number; onRender: (id: string) => void }) {
  const profiled = profiledBy(onRender);
  return (
    <>
      <BettingFeed accountId={accountId} />
      {profiled('hud', <RoundHud onOpenRules={noop} />)}
      {profiled('dice', <DiceStage />)}
      <ProfiledBoard onRender={onRender} />
      {profiled('chips', <ChipTray />)}
      {profiled('controls', <BetControls onOutcome={noop} />)}
    </>
  );
}

describe('re-render budget', () => {
  it('placing a chip re-renders only that symbol and the totals', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = await signedInStore(DEMO_MEMBER);
    const rendered: string[] = [];
    renderWithProviders(<Table accountId={1001} onRender={(id) => rendered.push(id)} />, { store });
    await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    rendered.length = 0;
    act(() => void store.dispatch(placeChip('TIGER')));
    expect(screen.getByRole('button', { name: /^Tiger, stake \$1\.00/ })).toBeInTheDocument();
    expect([...new Set(rendered)].sort()).toEqual(['TIGER', 'controls']);

    rendered.length = 0;
    act(() => void store.dispatch(placeChip('CRAB')));
    expect([...new Set(rendered)].sort()).toEqual(['CRAB', 'controls']);
  });
});

describe('countdown render budget', () => {
  // One clock, Jest's, for the page and the simulator, stopped at a fixed instant: it moves only when
  // the test moves it, so the seconds shown do not depend on how fast the machine is. Installed before
  // this block's test, not in a beforeEach: the harness makes the test's simulator in its own (outer)
  // beforeEach, which runs first, and the simulator must take this clock as its own. The promise and
  // I/O queues stay real, for MSW.
  beforeAll(() =>
    jest.useFakeTimers({
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
      now: Date.UTC(2025, 0, 1, 12),
    }),
  );
  afterEach(() => jest.useRealTimers());

  it('re-renders once per shown second, not on every tick', async () => {
    expect(harness.sim.control.now()).toBe(Date.now()); // the simulator reads the test's clock
    harness.sim.control.skipTo('BETTING');
    const store = await signedInStore(DEMO_MEMBER);
    let renders = 0;
    renderWithProviders(
      <>
        <BettingFeed accountId={1001} />
        <Profiler id="countdown" onRender={() => (renders += 1)}>
          <Countdown />
        </Profiler>
      </>,
      { store },
    );
    await advanceGameClock(store, 0);
    // Betting opened at this very instant (on the simulator's clock, which is the page's): the whole
    // phase is left.
    const bettingSeconds = harness.sim.settings.bettingMs / 1000;
    expect(screen.getByRole('timer')).toHaveTextContent(String(bettingSeconds));
    // Eight ticks of 250 ms, each flushed on its own (one act batches everything inside it), with a
    // poll answered at 1.5 s: two seconds pass, so two renders — not eight, and none for the poll.
    renders = 0;
    harness.requests.length = 0;
    for (let tick = 0; tick < 8; tick += 1) await advanceGameClock(store, 250);
    const polls = harness.requests.filter((request) => request.path === bettingPath);
    expect(polls.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('timer')).toHaveTextContent(String(bettingSeconds - 2));
    expect(renders).toBe(2);
  });
});

describe('phase change render budget', () => {
  /** The whole table as GamePage lays it out, each part under its own Profiler. */
  function FullTable({ accountId, onRender }: { accountId: number; onRender: (id: string) => void }) {
    const profiled = profiledBy(onRender);
    return (
      <>
        <Table accountId={accountId} onRender={onRender} />
        {profiled('banner', <SubmissionBanner />)}
        {profiled('results', <ResultsStrip />)}
        {profiled('rules', <RulesDialog onClose={noop} />)}
        {profiled('announcer', <Announcer />)}
      </>
    );
  }

  async function nextPhase(store: AppStore, phase: 'CLOSED' | 'RESULT', shown: string) {
    harness.sim.control.skipTo(phase);
    await act(async () => {
      await store.dispatch(
        gameApi.endpoints.getBetting.initiate(1001, { forceRefetch: true, subscribe: false }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('phase')).toHaveTextContent(shown));
  }

  it('re-renders what shows the phase, translates a handful of strings, and leaves the rest alone', async () => {
    harness.sim.control.skipTo('BETTING');
    const store = await signedInStore(DEMO_MEMBER);
    const rendered: string[] = [];
    const { i18n } = renderWithProviders(
      <FullTable accountId={1001} onRender={(id) => rendered.push(id)} />,
      {
        store,
      },
    );
    await screen.findByRole('button', { name: /^Tiger, stake \$0\.00/ });
    await screen.findByTestId('results');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const translate = jest.spyOn(i18n, 't');

    for (const [phase, shown] of [
      ['CLOSED', 'Betting closed'],
      ['RESULT', 'Result'],
    ] as const) {
      rendered.length = 0;
      translate.mockClear();
      await nextPhase(store, phase, shown);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const parts = new Set(rendered);
      // Nothing on the chip tray, the submission line or the rules changes with a phase.
      expect(parts).not.toContain('chips');
      expect(parts).not.toContain('banner');
      expect(parts).not.toContain('rules');
      expect(parts).toContain('hud');
      expect(parts).toContain('dice');
      // Words are translated when what they carry changes (a win on a cell, the dice), not on every
      // render: before, a phase change translated every label of every cell and control again.
      expect(translate.mock.calls.length).toBeLessThanOrEqual(phase === 'CLOSED' ? 10 : 25);
    }
    expect(
      screen.getAllByRole('button', { name: /^(Tiger|Gourd|Rooster|Shrimp|Crab|Fish), stake/ }),
    ).toHaveLength(6);
    expect(screen.getByRole('button', { name: /^Tiger/ })).toHaveAttribute('aria-disabled', 'true');
    translate.mockRestore();
  });
});
