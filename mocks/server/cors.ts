import type { IncomingMessage, ServerResponse } from 'node:http';
import { originVerdict, type OriginVerdict } from '../http/origin';

const ALLOWED_HEADERS =
  'Authorization, Content-Type, X-XSRF-TOKEN, X-Requested-With, Accept, Accept-Language';

/** The verdict on a Node request's Origin, for the server it was sent to (its Host header). */
export function nodeOriginVerdict(req: IncomingMessage, appOrigins: readonly string[]): OriginVerdict {
  const origin = req.headers.origin;
  return originVerdict(origin, `http://${req.headers.host ?? '127.0.0.1'}`, appOrigins);
}

/**
 * Lets the simulator's own pages and the configured app origins call it with credentials,
 * Authorization and X-XSRF-TOKEN. Any other origin gets no CORS header at all (so its page cannot read
 * the answer), and a CORS header set earlier in the chain (Vite's own) is taken back.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, appOrigins: readonly string[]): void {
  res.setHeader('Vary', 'Origin');
  if (nodeOriginVerdict(req, appOrigins) !== 'allowed') {
    res.removeHeader('Access-Control-Allow-Origin');
    res.removeHeader('Access-Control-Allow-Credentials');
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
}

/** Answers a CORS preflight (OPTIONS): 403 without CORS headers to a foreign origin, else 204. */
export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  appOrigins: readonly string[],
): void {
  applyCors(req, res, appOrigins);
  if (nodeOriginVerdict(req, appOrigins) === 'foreign') {
    res.statusCode = 403;
    res.end();
    return;
  }
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    typeof requested === 'string' && requested !== '' ? requested : ALLOWED_HEADERS,
  );
  res.setHeader('Access-Control-Max-Age', '600');
  res.statusCode = 204;
  res.end();
}
