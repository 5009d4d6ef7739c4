import { screen, within } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { advanceGameClock, openTable, renderTableOnTestClock } from '@/testing/gameTable';
import { setupSimulator } from '@/testing/simulator';

/*
 * The countdown's last seconds of betting, told once to screen readers (a polite status): with the
 * seconds the ring shows, in the table's first round and in every round after it, whose phase begins
 * while the last phase's seconds were on screen.
 */
const harness = setupSimulator({ bettingMs: 8000, shakeMs: 2000, resultMs: 3000 }, { clock: 'jest' });

afterEach(() => jest.useRealTimers());

const ring = () => screen.getByRole('timer');
const warning = () => within(screen.getByTestId('countdown')).getByRole('status');

/** Runs the test clock in small steps until the ring shows `seconds` in a betting phase. */
async function untilBettingShows(store: AppStore, seconds: number): Promise<void> {
  for (let waited = 0; waited < 20_000; waited += 250) {
    const phase = screen.getByTestId('phase').textContent ?? '';
    if (/Betting open/.test(phase) && ring().textContent === String(seconds)) return;
    await advanceGameClock(store, 250);
  }
  throw new Error(`the ring never showed ${seconds} while betting was open`);
}

it('says "Last 5 seconds to bet" at 5 seconds left, in the first round and in the next', async () => {
  const store = await openTable(harness.sim);
  await renderTableOnTestClock(store);
  const first = harness.sim.control.state().round.id;

  await untilBettingShows(store, 5);
  expect(warning()).toHaveTextContent('Last 5 seconds to bet');

  // Through the shake and the result (whose last second is on the ring as betting opens again).
  await untilBettingShows(store, 1);
  await advanceGameClock(store, 5000);
  await untilBettingShows(store, 5);
  expect(harness.sim.control.state().round.id).toBe(first + 1);
  expect(warning()).toHaveTextContent('Last 5 seconds to bet');
});
