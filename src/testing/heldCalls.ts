import { getResponse, http } from 'msw';
import type { SimulatorHarness } from '@/testing/simulator';

export interface HeldCalls {
  /** Lets every held call (and every later one) go on. */
  release: () => void;
  /** How many calls have been held so far. */
  count: () => number;
}

/**
 * Holds every POST to `path` from now on until `release()`: an answer that takes as long as the test
 * wants (the spec sets no request timeout). `before` (default): the call waits before the simulator
 * sees it, as on a slow way there. `answer`: the simulator carries the call out at once and only its
 * answer waits, as on a slow way back. `first`: only that many calls are held; the later ones go on at
 * once (a call lost on a dead connection, and the one sent again over a new one).
 */
export function holdCalls(
  harness: SimulatorHarness,
  path: string,
  { hold = 'before', first = Infinity }: { hold?: 'before' | 'answer'; first?: number } = {},
): HeldCalls {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  harness.server.use(
    http.post(`*${path}`, async ({ request }) => {
      if (held >= first) return undefined;
      held += 1;
      if (hold === 'before') {
        await gate;
        return undefined; // on to the simulator's own handler
      }
      const answer = await getResponse(harness.sim.handlers, request);
      await gate;
      return answer;
    }),
  );
  return { release, count: () => held };
}
