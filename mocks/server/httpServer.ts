import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Simulator } from '../simulator';
import { createNodeMiddleware } from './nodeAdapter';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  close(): Promise<void>;
}

/** Serves a simulator over real HTTP (port 0 picks a free port). */
export function startSimulatorServer(
  simulator: Simulator,
  port = 8787,
  host = '127.0.0.1',
): Promise<RunningServer> {
  const middleware = createNodeMiddleware(simulator);
  const server = createServer((req, res) => middleware(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${host}:${actual}`,
        port: actual,
        server,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error === undefined ? done() : fail(error)));
            server.closeAllConnections();
          }),
      });
    });
  });
}
