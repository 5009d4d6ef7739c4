/*
 * What Redux DevTools shows and exports must never carry a credential: QA attach traces to bug
 * reports. Secrets are found by key name, recursively, so a new feature's `password` or `*Token` is
 * covered the day it is written; values that look like credentials (a Bearer header, a JWT) are
 * masked wherever they sit. Every secret becomes the same constant, so a replayed state, sanitized
 * the same way, compares equal to the recorded one (docs/qa-devtools-traces.md).
 */

/** What a secret becomes. One constant for every secret: replay compares sanitized with sanitized. */
export const MASK = '[masked]';

/**
 * Key names that hold a credential or a device/session identifier: password, any *token*
 * (accessToken, refreshToken, deviceToken, XSRF-TOKEN …), imei, sessionId, deviceId, authorization,
 * secret. `requestId` (a submission's idempotency key) and `tokenType` are not secrets; the first is
 * not matched, the second is masked harmlessly.
 */
const SECRET_KEY = /password|passwd|token|imei|session_?id|device_?id|authorization|secret|cookie/i;

/** Values that are credentials whatever their key: an Authorization header, a JWT. */
const SECRET_VALUE = /^(bearer\s+\S+|eyJ[\w-]+\.[\w-]+\.[\w-]*)$/i;

/**
 * A property of serialized arguments inside a string: RTK Query's cache keys are
 * `endpoint({"accountId":1001,"deviceId":"…"})`, and allResults and the reports send the session id
 * as `deviceId` (spec §3); JSON text kept as a string (an answer that could not be read) may space
 * its colons. Only string values: the secrets are strings.
 */
const EMBEDDED_PROPERTY = /"((?:[^"\\]|\\.)*)"(\s*:\s*)"((?:[^"\\]|\\.)*)"/g;

/** A key that is a name (not serialized data such as a cache key) and names a secret. */
export function isSecretKey(key: string): boolean {
  return !key.includes('"') && SECRET_KEY.test(key);
}

/** A string with the secrets it embeds masked: a credential-like value, or `"secretName":"…"` inside. */
function sanitizeString(text: string): string {
  if (SECRET_VALUE.test(text.trim())) return MASK;
  if (!text.includes('"')) return text;
  return text.replace(EMBEDDED_PROPERTY, (whole, name: string, colon: string) =>
    isSecretKey(name) ? `"${name}"${colon}"${MASK}"` : whole,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A secret is masked when it holds something; null/undefined stay, so "signed out" still shows. */
function maskValue(value: unknown): unknown {
  return value === null || value === undefined ? value : MASK;
}

/**
 * `copies` maps each object already met to its sanitized copy: an object met twice (shared by two
 * parts of a state, or a cycle) is the same masked copy both times, never the original with its
 * secrets.
 */
function sanitizeValue(value: unknown, copies: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return sanitizeString(value);
  if (Array.isArray(value)) {
    if (copies.has(value)) return copies.get(value);
    const out: unknown[] = [];
    copies.set(value, out);
    for (const item of value) out.push(sanitizeValue(item, copies));
    return out;
  }
  // Class instances (Request, Error …) are left to DevTools' own serializer; state holds none.
  if (!isPlainObject(value)) return value;
  if (copies.has(value)) return copies.get(value);
  const out: Record<string, unknown> = {};
  copies.set(value, out);
  for (const [key, inner] of Object.entries(value)) {
    out[sanitizeString(key)] = isSecretKey(key) ? maskValue(inner) : sanitizeValue(inner, copies);
  }
  return out;
}

/** A copy of `value` with every secret masked; the input is never changed. Idempotent. */
export function sanitize<T>(value: T): T {
  return sanitizeValue(value, new WeakMap()) as T;
}

/** DevTools `actionSanitizer`: the whole action, payload and meta (RTK Query's originalArgs) alike. */
export function actionSanitizer<A>(action: A, _id?: number): A {
  return sanitize(action);
}

/** DevTools `stateSanitizer`: auth tokens, session id, mutation arguments, anything added later. */
export function stateSanitizer<S>(state: S, _index?: number): S {
  return sanitize(state);
}

/**
 * DevTools `serialize.replacer`: runs on everything the page sends to the extension, including what
 * the sanitizers never see (the extension's page-side export of raw actions and committed state).
 */
export function secretReplacer(key: string | number, value: unknown): unknown {
  // jsan passes array indexes as numbers.
  if (typeof key === 'string' && key !== '' && isSecretKey(key)) return maskValue(value);
  if (typeof value === 'string') return sanitizeString(value);
  // A replacer cannot rename keys: an object whose keys embed a secret (a cache key) is replaced by
  // a copy with those keys masked; its values go through this replacer afterwards.
  if (isPlainObject(value) && Object.keys(value).some((name) => sanitizeString(name) !== name)) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [sanitizeString(name), inner]));
  }
  return value;
}
