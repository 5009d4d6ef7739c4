import { ENDPOINT_KEYS, parseConfig } from '@/config/env';
import { readRawEnv } from '@/testing/rawEnv';

const valid = () => readRawEnv();

function errorOf(raw: Record<string, unknown>): string {
  const result = parseConfig(raw);
  if (result.ok) throw new Error('expected the configuration to be refused');
  return result.message;
}

describe('build-time configuration (spec §5)', () => {
  it('accepts the shipped .env and maps every endpoint path', () => {
    const result = parseConfig(valid());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.endpoints.getGame).toBe('/api/app/accounts/games/getByAccountId');
    expect(result.config.endpoints.joinGame).toBe('/api/app/play/game/join');
    // The fourteen the start-up check requires (spec §5), and the two more of §7 with defaults.
    expect(Object.keys(ENDPOINT_KEYS)).toHaveLength(14);
    expect(Object.keys(result.config.endpoints)).toHaveLength(16);
    expect(result.config.debug).toBe(false);
  });

  it("gives the win report and the heartbeat the spec's paths unless set, and refuses them empty", () => {
    const { VITE_WIN_REPORT_BY_PARENT_PATH: _win, VITE_HEARTBEAT_PATH: _beat, ...unset } = valid();
    const defaults = parseConfig(unset);
    expect(defaults.ok && defaults.config.endpoints.winReportByParent).toBe(
      '/api/app/report/win/getByParentId',
    );
    expect(defaults.ok && defaults.config.endpoints.heartbeat).toBe('/api/app/heartbeat');

    const moved = parseConfig({ ...valid(), VITE_HEARTBEAT_PATH: '/gateway/heartbeat' });
    expect(moved.ok && moved.config.endpoints.heartbeat).toBe('/gateway/heartbeat');

    expect(errorOf({ ...valid(), VITE_HEARTBEAT_PATH: ' ' })).toBe(
      'Config validation error: VITE_HEARTBEAT_PATH must be a non-empty string',
    );
  });

  it.each(['not a uri', '', 'localhost:4173', 'http//missing-colon'])(
    'refuses VITE_API_BASE_URL=%j',
    (value) => {
      expect(errorOf({ ...valid(), VITE_API_BASE_URL: value })).toBe(
        'Config validation error: VITE_API_BASE_URL must be a valid URI',
      );
    },
  );

  it('refuses a missing API base URL', () => {
    const { VITE_API_BASE_URL: _dropped, ...rest } = valid();
    expect(errorOf(rest)).toContain('VITE_API_BASE_URL');
  });

  it.each(['', '   '])('refuses an empty secret key (%j)', (value) => {
    expect(errorOf({ ...valid(), VITE_APP_SECRET_KEY: value })).toBe(
      'Config validation error: VITE_APP_SECRET_KEY must be a non-empty string',
    );
  });

  it.each(Object.values(ENDPOINT_KEYS))('refuses an empty or missing %s', (key) => {
    expect(errorOf({ ...valid(), [key]: '' })).toBe(
      `Config validation error: ${key} must be a non-empty string`,
    );
    const without = { ...valid() };
    delete without[key];
    expect(errorOf(without)).toContain(key);
  });

  it('reads the debug flag as a boolean, defaulting to false', () => {
    const { VITE_DEBUG: _dropped, ...rest } = valid();
    const absent = parseConfig(rest);
    expect(absent.ok && absent.config.debug).toBe(false);
    const on = parseConfig({ ...valid(), VITE_DEBUG: 'true' });
    expect(on.ok && on.config.debug).toBe(true);
    expect(errorOf({ ...valid(), VITE_DEBUG: 'sometimes' })).toBe(
      'Config validation error: VITE_DEBUG must be a boolean (true or false)',
    );
  });

  it('counts every Vite build as production, whatever its mode; the dev server and tests are not', () => {
    const isProduction = (raw: Record<string, unknown>) => {
      const result = parseConfig({ ...valid(), ...raw });
      return result.ok && result.config.isProduction;
    };
    expect(isProduction({ MODE: 'staging', PROD: true })).toBe(true);
    expect(isProduction({ MODE: 'production', PROD: true })).toBe(true);
    expect(isProduction({ MODE: 'development', PROD: false })).toBe(false);
    expect(isProduction({ MODE: 'test' })).toBe(false);
    // Outside Vite (the replay tool), production unless told otherwise.
    expect(isProduction({ MODE: undefined })).toBe(true);
  });

  it('allows unknown keys', () => {
    expect(parseConfig({ ...valid(), VITE_SOMETHING_ELSE: 42, BASE_URL: '/' }).ok).toBe(true);
  });

  it('names every offending key at once', () => {
    const message = errorOf({ ...valid(), VITE_API_BASE_URL: 'nope', VITE_JOIN_GAME_PATH: '' });
    expect(message).toMatch(/^Config validation error: /);
    expect(message).toContain('VITE_API_BASE_URL');
    expect(message).toContain('VITE_JOIN_GAME_PATH');
  });

  it('strips a trailing slash from the base URL so paths join cleanly', () => {
    const result = parseConfig({ ...valid(), VITE_API_BASE_URL: 'https://api.example.com/' });
    expect(result.ok && result.config.apiBaseUrl).toBe('https://api.example.com');
  });
});
