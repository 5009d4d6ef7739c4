import { act, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { BetControls } from '@/features/game/BetControls';
import { placeChip } from '@/features/game/betting';
import { BettingFeed } from '@/features/game/BettingFeed';
import { ChipTray } from '@/features/game/ChipTray';
import { Countdown } from '@/features/game/Countdown';
import { DiceStage } from '@/features/game/DiceStage';
import { RoundHud } from '@/features/game/RoundHud';
import { SymbolCell } from '@/features/game/SymbolCell';
import { SYMBOLS } from '@/features/game/symbols';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';
import { signedInStore } from '@/testing/signedIn';

const harness = setupSimulator();
const noop = () => undefined;

/** Every part of the table under its own Profiler, as GamePage lays them out. */
function Table({ accountId, onRender }: { accountId: number; onRender: (id: string) => void }) {
  const profiled = (id: string, node: ReactNode) => (
    <Profiler id={id} onRender={() => onRender(id)}>
      {node}
    </Profiler>
  );
  return (
    <>
      <BettingFeed accountId={accountId} />
      {profiled('hud', <RoundHud onOpenRules={noop} />)}
      {profiled('dice', <DiceStage />)}
      {SYMBOLS.map((symbol) => (
        <Profiler key={symbol} id={symbol} onRender={() => onRender(symbol)}>
          <SymbolCell symbol={symbol} onPlace={noop} />
        </Profiler>
      ))}
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
  it('re-renders once per shown second, not on every tick', async () => {
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
    await screen.findByRole('timer');
    // Eight ticks of 250 ms, each flushed on its own (one act batches everything inside it): two
    // seconds pass, so two or three renders — not eight.
    renders = 0;
    for (let tick = 0; tick < 8; tick += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 260)));
    }
    expect(renders).toBeGreaterThanOrEqual(1);
    expect(renders).toBeLessThanOrEqual(3);
  });
});
