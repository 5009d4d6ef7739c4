import * as z from 'zod';
import { originOf } from './http/origin';

/** Every simulator setting; each has a SIM_* environment variable (docs/simulator.md). */
export interface SimSettings {
  bettingMs: number;
  shakeMs: number;
  resultMs: number;
  /** Round 0 opens here; round ids count cycles since (stable across restarts). */
  epochMs: number;
  accessTtlS: number;
  refreshTtlS: number;
  refreshGraceMs: number;
  maxBodyBytes: number;
  historyLimit: number;
  prefilledRounds: number;
  /** Scenario defaults (switchable at run time through /__sim/scenario). */
  latencyMs: number;
  serverError: boolean;
  dropConnection: boolean;
  failAllRefresh: boolean;
  failNextRefresh: boolean;
  refreshFails5xx: boolean;
  always401Paths: string[];
  /** Login ids (phone numbers) whose game 2 starts as INA, besides 010000004. */
  inactiveGameLoginIds: string[];
  /**
   * Origins of app pages served elsewhere that may call the simulator (CORS with credentials, and the
   * control API); its own pages always may. `npm run simulator` defaults to the dev and preview origins.
   */
  appOrigins: string[];
}

export const DEFAULT_SETTINGS: Readonly<SimSettings> = {
  bettingMs: 20_000,
  shakeMs: 4_000,
  resultMs: 6_000,
  epochMs: Date.UTC(2024, 0, 1),
  accessTtlS: 900,
  refreshTtlS: 7 * 24 * 3600,
  refreshGraceMs: 10_000,
  maxBodyBytes: 64 * 1024,
  historyLimit: 500,
  prefilledRounds: 10,
  latencyMs: 0,
  serverError: false,
  dropConnection: false,
  failAllRefresh: false,
  failNextRefresh: false,
  refreshFails5xx: false,
  always401Paths: [],
  inactiveGameLoginIds: [],
  appOrigins: [],
};

/** What `npm run simulator` lets call it when SIM_APP_ORIGINS is not set: `npm run dev` and `npm start`. */
export const STANDALONE_APP_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

const ENV_NAMES: Readonly<Record<keyof SimSettings, string>> = {
  bettingMs: 'SIM_BETTING_MS',
  shakeMs: 'SIM_SHAKE_MS',
  resultMs: 'SIM_RESULT_MS',
  epochMs: 'SIM_EPOCH_MS',
  accessTtlS: 'SIM_ACCESS_TTL_S',
  refreshTtlS: 'SIM_REFRESH_TTL_S',
  refreshGraceMs: 'SIM_REFRESH_GRACE_MS',
  maxBodyBytes: 'SIM_MAX_BODY_BYTES',
  historyLimit: 'SIM_HISTORY_LIMIT',
  prefilledRounds: 'SIM_PREFILLED_ROUNDS',
  latencyMs: 'SIM_LATENCY_MS',
  serverError: 'SIM_SERVER_ERROR',
  dropConnection: 'SIM_DROP_CONNECTION',
  failAllRefresh: 'SIM_FAIL_REFRESH',
  failNextRefresh: 'SIM_FAIL_NEXT_REFRESH',
  refreshFails5xx: 'SIM_REFRESH_5XX',
  always401Paths: 'SIM_401_PATHS',
  inactiveGameLoginIds: 'SIM_INACTIVE_GAME',
  appOrigins: 'SIM_APP_ORIGINS',
};

const count = (min: number) => z.coerce.number().int().min(min).max(Number.MAX_SAFE_INTEGER);
const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .transform((v) => v === '1' || v === 'true' || v === 'on');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== ''),
);

const ENV_SCHEMA = z.object({
  bettingMs: count(1).optional(),
  shakeMs: count(0).optional(),
  resultMs: count(1).optional(),
  epochMs: count(0).optional(),
  accessTtlS: count(1).optional(),
  refreshTtlS: count(1).optional(),
  refreshGraceMs: count(0).optional(),
  maxBodyBytes: count(1).optional(),
  historyLimit: count(1).optional(),
  prefilledRounds: count(0).optional(),
  latencyMs: count(0).optional(),
  serverError: flag.optional(),
  dropConnection: flag.optional(),
  failAllRefresh: flag.optional(),
  failNextRefresh: flag.optional(),
  refreshFails5xx: flag.optional(),
  always401Paths: list.optional(),
  inactiveGameLoginIds: list.optional(),
  appOrigins: list
    .refine(
      (origins) => origins.every((o) => originOf(o) === o),
      'must be origins such as http://localhost:5173 (scheme, host and port only, lower case)',
    )
    .optional(),
});

/** Settings named by SIM_* variables; throws a readable error on a bad value. */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<SimSettings> {
  const raw: Record<string, string> = {};
  for (const [key, name] of Object.entries(ENV_NAMES)) {
    const value = env[name];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = ENV_SCHEMA.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? '');
    const name = ENV_NAMES[key as keyof SimSettings] ?? key;
    throw new Error(`Invalid simulator setting ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const settings: Partial<SimSettings> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
  return settings;
}
