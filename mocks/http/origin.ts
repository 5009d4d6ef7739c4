/**
 * Which web pages may talk to the simulator (docs/simulator.md "Who may call it"): pages it serves
 * itself, and the app origins it was configured with (SIM_APP_ORIGINS). A request that carries no
 * Origin (curl, tests, a browser's same-origin GET) does not come from another page and passes.
 */
export type OriginVerdict = 'none' | 'allowed' | 'foreign';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/** `scheme://host:port` of an http(s) URL, or null for anything else. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The same server: the same origin, or the same port under another loopback name (a page opened at
 * http://127.0.0.1:4173 calling http://localhost:4173 talks to the process that served it). Only for
 * loopback names and IP addresses: a page on a DNS name rebound to 127.0.0.1 (evil.example) is not
 * this server, though its requests arrive with a matching Host.
 */
function sameServer(page: URL, own: URL): boolean {
  const [pageHost, ownHost] = [page.hostname, own.hostname];
  if (page.protocol !== own.protocol || page.port !== own.port) return false;
  if (LOOPBACK.has(pageHost) && LOOPBACK.has(ownHost)) return true;
  return pageHost === ownHost && IP_LITERAL.test(ownHost);
}

/** The verdict on an `Origin` header, for a server whose own origin is `ownOrigin`. */
export function originVerdict(
  origin: string | null | undefined,
  ownOrigin: string,
  appOrigins: readonly string[],
): OriginVerdict {
  if (origin === null || origin === undefined) return 'none';
  // "null" (a sandboxed frame, a file: page) and anything that is not an http(s) origin are foreign.
  if (originOf(origin) !== origin) return 'foreign';
  if (appOrigins.includes(origin)) return 'allowed';
  const own = originOf(ownOrigin);
  if (own === null) return 'foreign';
  return sameServer(new URL(origin), new URL(own)) ? 'allowed' : 'foreign';
}

/**
 * The verdict on a Fetch request (its URL carries the Host it was sent to). A browser sends no Origin
 * on a cross-site GET made by an <img> or a <script>, but it does send `Sec-Fetch-Site: cross-site`
 * (or same-site), which counts as foreign.
 */
export function requestOriginVerdict(request: Request, appOrigins: readonly string[]): OriginVerdict {
  const verdict = originVerdict(request.headers.get('origin'), request.url, appOrigins);
  if (verdict !== 'none') return verdict;
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site' ? 'foreign' : 'none';
}
