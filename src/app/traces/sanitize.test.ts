import { stringify } from 'jsan';
import { devToolsOptions } from '@/app/devtools';
import { MASK, sanitize, secretReplacer } from '@/app/traces/sanitize';
import { getConfig } from '@/config/env';

describe('DevTools sanitizers', () => {
  const state = {
    auth: {
      user: { accessToken: 'at_secret', sessionId: 'sess-1', loginId: '010000001', id: 1001 },
      refreshToken: 'rt_secret',
      expired: false,
    },
    api: {
      mutations: {
        r1: { endpointName: 'login', originalArgs: { phoneNumber: '010000001', password: 'demo1234' } },
      },
    },
    game: { submission: { requestId: 'req-1', chips: [{ symbol: 'TIGER', amount: 100 }] } },
    later: {
      nested: [{ deviceToken: { deviceToken: 'd', imei: 'd' }, deviceId: 'dev-9', note: 'Bearer abc.def' }],
    },
  };

  it('masks every secret by key name, at any depth, and leaves the rest', () => {
    const clean = sanitize(state);
    expect(clean.auth.user).toEqual({ accessToken: MASK, sessionId: MASK, loginId: '010000001', id: 1001 });
    expect(clean.auth.refreshToken).toBe(MASK);
    expect(clean.api.mutations.r1.originalArgs).toEqual({ phoneNumber: '010000001', password: MASK });
    expect(clean.later.nested[0]).toEqual({ deviceToken: MASK, deviceId: MASK, note: MASK });
    // A submission's request id is an idempotency key, not a secret.
    expect(clean.game.submission.requestId).toBe('req-1');
  });

  it('does not change its input, keeps "no token" visible, and is idempotent', () => {
    const before = JSON.stringify(state);
    const clean = sanitize(state);
    expect(JSON.stringify(state)).toBe(before);
    expect(sanitize(clean)).toEqual(clean);
    expect(sanitize({ auth: { user: null, refreshToken: null } })).toEqual({
      auth: { user: null, refreshToken: null },
    });
  });

  // The remote DevTools path does not apply the replacer: the sanitizer alone must hold.
  it('masks an object met twice (shared by two parts of a state) both times, and survives a cycle', () => {
    const user = { accessToken: 'at_shared', loginId: '010000001' };
    const clean = sanitize({ a: { user }, b: { user }, list: [user, user] });
    expect(JSON.stringify(clean)).not.toContain('at_shared');
    expect(clean.b.user).toEqual({ accessToken: MASK, loginId: '010000001' });
    const cyclic: { refreshToken: string; self?: unknown } = { refreshToken: 'rt_cycle' };
    cyclic.self = cyclic;
    const cleanCycle = sanitize(cyclic) as { refreshToken: string; self: { refreshToken: string } };
    expect(cleanCycle.refreshToken).toBe(MASK);
    expect(cleanCycle.self.refreshToken).toBe(MASK);
  });

  it('the serialize replacer masks what the sanitizers never see (the page-side export)', () => {
    const text = stringify({ committedState: state }, secretReplacer, undefined, {});
    for (const secret of ['at_secret', 'rt_secret', 'sess-1', 'demo1234', 'dev-9', 'Bearer abc.def'])
      expect(text).not.toContain(secret);
    expect(text).toContain('req-1');
  });
});

describe('secrets inside RTK Query cache keys (found in an export of the Redux DevTools app)', () => {
  // allResults and the reports send the session id as `deviceId` (spec §3); RTK Query puts the
  // serialized arguments in the cache key, which is both a string value (`queryCacheKey`) and an
  // object key (`api.queries`, `api.subscriptions`, the subscriptionsUpdated patches).
  const cacheKey = 'allResults({"accountId":1001,"deviceId":"sess-uuid-1","loginId":"010000001"})';
  const maskedKey = `allResults({"accountId":1001,"deviceId":"${MASK}","loginId":"010000001"})`;
  const state = {
    api: {
      queries: { [cacheKey]: { status: 'fulfilled', queryCacheKey: cacheKey, data: { items: [1] } } },
      subscriptions: { [cacheKey]: { sub1: { pollingInterval: 0 } } },
    },
    patch: [{ op: 'add', path: [cacheKey], value: {} }],
  };

  it('the sanitizers mask the secret argument in the key and keep the cache entry readable', () => {
    const clean = sanitize(state);
    expect(JSON.stringify(clean)).not.toContain('sess-uuid-1');
    expect(clean.api.queries).toEqual({
      [maskedKey]: { status: 'fulfilled', queryCacheKey: maskedKey, data: { items: [1] } },
    });
    expect(clean.api.subscriptions).toEqual({ [maskedKey]: { sub1: { pollingInterval: 0 } } });
    expect(clean.patch).toEqual([{ op: 'add', path: [maskedKey], value: {} }]);
    expect(sanitize(clean)).toEqual(clean);
  });

  it('the serialize replacer masks it too (keys included)', () => {
    const text = stringify(state, secretReplacer, undefined, {});
    expect(text).not.toContain('sess-uuid-1');
    expect(JSON.parse(text)).toEqual(sanitize(state));
  });
});

describe('secrets inside JSON text kept as a string', () => {
  // e.g. an answer the app could not read, kept as text in a PARSING_ERROR's `data`.
  it('masks them whatever the spacing around the colon, and keeps that spacing', () => {
    const text = '{"accessToken": "at_abc", "refreshToken" :"rt_def", "accountId": "1001"}';
    expect(sanitize({ error: { data: text } })).toEqual({
      error: { data: `{"accessToken": "${MASK}", "refreshToken" :"${MASK}", "accountId": "1001"}` },
    });
  });
});

describe('devToolsOptions', () => {
  const base = getConfig();

  it('is off in a production build without VITE_DEVTOOLS', () => {
    expect(devToolsOptions({ ...base, isProduction: true, devtools: false })).toBe(false);
  });

  it('a QA build (VITE_DEVTOOLS=true) has traces, the sanitizers and the sanitized export', () => {
    const options = devToolsOptions({ ...base, isProduction: true, devtools: true });
    if (typeof options !== 'object') throw new Error('DevTools should be on');
    expect(options.trace).toBe(true);
    expect(options.actionSanitizer?.({ type: 'x', payload: { password: 'p' } }, 0)).toEqual({
      type: 'x',
      payload: { password: MASK },
    });
    expect(options.stateSanitizer?.({ token: 't' }, 0)).toEqual({ token: MASK });
    expect(options.features?.export).toBe(true);
    expect(typeof options.serialize === 'object' && options.serialize.replacer).toBe(secretReplacer);
  });

  it('development has DevTools without the per-action stack traces', () => {
    const options = devToolsOptions({ ...base, isProduction: false, devtools: false });
    expect(typeof options === 'object' && options.trace).toBe(false);
  });
});
