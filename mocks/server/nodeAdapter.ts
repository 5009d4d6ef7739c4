import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { errorBody } from '../http/envelope';
import type { Simulator } from '../simulator';
import { answerPreflight, applyCors } from './cors';

/** connect-style middleware: `next` is called for paths the simulator does not serve. */
export type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

const SERVED = /^\/(api|__sim)(\/|$)/;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'te',
  'trailer',
]);

/** Reads at most maxBytes + 1 bytes (enough for the handlers to answer 413) and drains the rest. */
function readCapped(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    req.on('data', (chunk: Buffer) => {
      if (kept > maxBytes) return;
      const part = chunk.subarray(0, maxBytes + 1 - kept);
      chunks.push(part);
      kept += part.length;
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toRequest(req: IncomingMessage, body: Buffer): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/** Every answer is JSON: a browser must never read one as a script or a style sheet. */
function noSniff(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

async function send(
  response: Response,
  req: IncomingMessage,
  res: ServerResponse,
  appOrigins: readonly string[],
): Promise<void> {
  if (response.type === 'error') {
    // Scenario "drop the connection": the client sees a network error.
    req.socket.destroy();
    return;
  }
  applyCors(req, res, appOrigins);
  noSniff(res);
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  noSniff(res);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

/** Serves the simulator's msw handlers to node:http / connect (Vite) requests via msw's getResponse. */
export function createNodeMiddleware(simulator: Simulator): NodeMiddleware {
  const { appOrigins } = simulator.settings;
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!SERVED.test(path)) {
      if (next !== undefined) next();
      else sendJson(res, 404, errorBody(404, 'NOT_FOUND', `Nothing at ${path}`, simulator.control.now()));
      return;
    }
    if (req.method === 'OPTIONS') {
      noSniff(res);
      answerPreflight(req, res, appOrigins);
      return;
    }
    const serve = async (): Promise<void> => {
      const body = await readCapped(req, simulator.settings.maxBodyBytes);
      const response = await getResponse(simulator.handlers, toRequest(req, body));
      if (response === undefined) {
        applyCors(req, res, appOrigins);
        sendJson(res, 404, errorBody(404, 'NOT_FOUND', `Nothing at ${path}`, simulator.control.now()));
        return;
      }
      await send(response, req, res, appOrigins);
    };
    serve().catch(() => {
      if (!res.headersSent)
        sendJson(
          res,
          500,
          errorBody(500, 'INTERNAL_ERROR', 'Simulator adapter error', simulator.control.now()),
        );
      else res.destroy();
    });
  };
}
