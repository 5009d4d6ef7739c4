import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS =
  'Authorization, Content-Type, X-XSRF-TOKEN, X-Requested-With, Accept, Accept-Language';

/** Lets any origin call the simulator with credentials, Authorization and X-XSRF-TOKEN. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

/** Answers a CORS preflight (OPTIONS) with 204. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  applyCors(req, res);
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
