import { setupServer, type SetupServer } from 'msw/node';

/** One msw server per test file; each test installs a fresh simulator with `new TestSim(server)`. */
export function useMswServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return server;
}
