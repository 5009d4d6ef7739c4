import { setupServer } from 'msw/node';
import { createSimulator, type SimSettings, type Simulator } from '../../mocks/index';
import { localesHandler } from '@/testing/localesHandler';

export interface SimulatorHarness {
  readonly server: ReturnType<typeof setupServer>;
  /** A fresh simulator for every test (seeded demo accounts, no sessions). */
  readonly sim: Simulator;
  /** Bodies of the requests that reached the network, by path, in order. */
  readonly requests: { path: string; body: unknown; headers: Headers }[];
}

/**
 * The simulator's own MSW handlers, in-process, for one test file: the same handlers that serve the
 * browser through `npm start`. Never a hand-rolled fetch mock.
 *
 * `clock: 'jest'` puts the simulator on whatever `Date.now` is when it reads the time, so on jest's
 * fake clock once a test installs it: the round moves with the page's timers, to the millisecond. By
 * default it reads the real clock (the `Date.now` of when it was made), and a test on the fake clock
 * moves the page's time alone.
 */
export function setupSimulator(
  settings: Partial<SimSettings> = {},
  { clock = 'real' }: { clock?: 'real' | 'jest' } = {},
): SimulatorHarness {
  const server = setupServer();
  const requests: SimulatorHarness['requests'] = [];
  let current: Simulator | undefined;

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      const entry: SimulatorHarness['requests'][number] = { path, body: undefined, headers: request.headers };
      requests.push(entry);
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text === '' ? undefined : (JSON.parse(text) as unknown);
        })
        .catch(() => undefined);
    });
  });
  beforeEach(() => {
    requests.length = 0;
    current = createSimulator({ settings, ...(clock === 'jest' ? { now: () => Date.now() } : {}) });
    server.resetHandlers(...current.handlers, localesHandler);
  });
  afterAll(() => server.close());

  return {
    server,
    requests,
    get sim(): Simulator {
      if (!current) throw new Error('setupSimulator: no simulator outside a test');
      return current;
    },
  };
}

export const DEMO_MEMBER = { phoneNumber: '010000001', password: 'demo1234' } as const;
export const DEMO_AGENT = { phoneNumber: '010000003', password: 'demo1234' } as const;
export const DEMO_INACTIVE = { phoneNumber: '010000004', password: 'demo1234' } as const;
