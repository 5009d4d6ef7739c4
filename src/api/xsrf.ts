/** Spec §9: the XSRF cookie XSRF-TOKEN is echoed in the X-XSRF-TOKEN header. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readXsrfToken(cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decoded(rest.join('='));
  }
  return null;
}

const HEADER_SAFE = /^[\x20-\x7e]*$/;

/**
 * A value that does not decode, or decodes to what a header cannot carry (another site of the parent
 * domain can set this cookie), is sent as it is; one that cannot be sent at all is left out. It must
 * never make the call throw.
 */
function decoded(value: string): string | null {
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    // Malformed escapes: the cookie's own text.
  }
  if (HEADER_SAFE.test(text)) return text;
  return HEADER_SAFE.test(value) ? value : null;
}
