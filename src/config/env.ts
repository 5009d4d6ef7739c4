import * as z from 'zod/mini';
import { readRawEnv } from '@/config/rawEnv';

const nonEmpty = (what: string) =>
  z
    .string({ error: `${what} must be a non-empty string` })
    .check(z.trim(), z.minLength(1, { error: `${what} must be a non-empty string` }));

const booleanFlag = (what: string) =>
  z._default(
    z.union([z.boolean(), z.stringbool()], { error: `${what} must be a boolean (true or false)` }),
    false,
  );

// Spec §5: the endpoint paths are configuration. The shipped .env gives the spec's paths (§7).
export const ENDPOINT_KEYS = {
  createAccount: 'VITE_CREATE_ACCOUNT_PATH',
  updateAccount: 'VITE_UPDATE_ACCOUNT_PATH',
  getAccountById: 'VITE_GET_ACCOUNT_BY_ID_PATH',
  accountList: 'VITE_ACCOUNT_LIST_PATH',
  createSubAccount: 'VITE_CREATE_SUB_ACCOUNT_PATH',
  subAccountList: 'VITE_SUB_ACCOUNT_LIST_PATH',
  subAccountById: 'VITE_SUB_ACCOUNT_BY_ID_PATH',
  gameReport: 'VITE_GAME_REPORT_PATH',
  gameReportV1: 'VITE_GAME_REPORT_V1_PATH',
  allGameResults: 'VITE_ALL_GAME_RESULTS_PATH',
  gameReportHeaderV2: 'VITE_GAME_REPORT_HEADER_V2_PATH',
  getBetting: 'VITE_GET_BETTING_PATH',
  getGame: 'VITE_GET_GAME_PATH',
  joinGame: 'VITE_JOIN_GAME_PATH',
} as const;

/*
 * Spec §7 lists two more configured paths that §5's start-up check does not name: each may be set,
 * must then be a non-empty path, and otherwise is the spec's own.
 */
export const OPTIONAL_ENDPOINTS = {
  winReportByParent: { key: 'VITE_WIN_REPORT_BY_PARENT_PATH', path: '/api/app/report/win/getByParentId' },
  heartbeat: { key: 'VITE_HEARTBEAT_PATH', path: '/api/app/heartbeat' },
} as const;

type RequiredEndpointName = keyof typeof ENDPOINT_KEYS;
type OptionalEndpointName = keyof typeof OPTIONAL_ENDPOINTS;
export type EndpointName = RequiredEndpointName | OptionalEndpointName;

const endpointShape = Object.fromEntries(
  Object.values(ENDPOINT_KEYS).map((key) => [key, nonEmpty(key)]),
) as Record<(typeof ENDPOINT_KEYS)[RequiredEndpointName], ReturnType<typeof nonEmpty>>;

const optionalPath = ({ key, path }: { key: string; path: string }) => z._default(nonEmpty(key), path);

// Unknown keys are allowed (spec §5): Vite adds its own (MODE, DEV, BASE_URL …) and so may a deployment.
const rawConfigSchema = z.looseObject({
  // An http(s) URI: "localhost:4173" parses as a URI with the scheme "localhost", but no API lives there.
  VITE_API_BASE_URL: z.url({ protocol: /^https?$/, error: 'VITE_API_BASE_URL must be a valid URI' }),
  VITE_APP_SECRET_KEY: nonEmpty('VITE_APP_SECRET_KEY'),
  VITE_DEBUG: booleanFlag('VITE_DEBUG'),
  VITE_DEVTOOLS: booleanFlag('VITE_DEVTOOLS'),
  VITE_LOCALES_VERSION: z._default(z.string(), 'dev'),
  MODE: z._default(z.string(), 'production'),
  // Vite's own: true in every `vite build`, whatever its --mode; absent outside Vite (tools, Jest).
  PROD: z.optional(z.boolean()),
  ...endpointShape,
  VITE_WIN_REPORT_BY_PARENT_PATH: optionalPath(OPTIONAL_ENDPOINTS.winReportByParent),
  VITE_HEARTBEAT_PATH: optionalPath(OPTIONAL_ENDPOINTS.heartbeat),
});

export interface AppConfig {
  apiBaseUrl: string;
  secretKey: string;
  debug: boolean;
  devtools: boolean;
  /** The Vite mode the bundle was built in ("production", "development", "test" …). */
  environment: string;
  isProduction: boolean;
  localesVersion: string;
  endpoints: Record<EndpointName, string>;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; message: string };

export const CONFIG_ERROR_PREFIX = 'Config validation error';

export function parseConfig(raw: Record<string, unknown>): ConfigResult {
  const parsed = rawConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const reason = parsed.error.issues
      .map((issue) =>
        issue.message === 'Invalid input' ? `${issue.path.join('.')} is invalid` : issue.message,
      )
      .join('; ');
    return { ok: false, message: `${CONFIG_ERROR_PREFIX}: ${reason}` };
  }
  const env = parsed.data;
  const endpoints = Object.fromEntries([
    ...(Object.keys(ENDPOINT_KEYS) as RequiredEndpointName[]).map((name) => [name, env[ENDPOINT_KEYS[name]]]),
    ...(Object.keys(OPTIONAL_ENDPOINTS) as OptionalEndpointName[]).map((name) => [
      name,
      env[OPTIONAL_ENDPOINTS[name].key],
    ]),
  ]) as Record<EndpointName, string>;
  return {
    ok: true,
    config: {
      apiBaseUrl: env.VITE_API_BASE_URL.replace(/\/+$/, ''),
      secretKey: env.VITE_APP_SECRET_KEY,
      debug: env.VITE_DEBUG,
      devtools: env.VITE_DEVTOOLS,
      environment: env.MODE,
      // A build made with another --mode ("staging") is still a build members may get: as silent,
      // and as closed to DevTools, as the production one.
      isProduction: env.PROD ?? env.MODE === 'production',
      localesVersion: env.VITE_LOCALES_VERSION,
      endpoints,
    },
  };
}

/** Validated once, when the module loads; main.tsx checks it before anything else runs. */
export const configResult: ConfigResult = parseConfig(readRawEnv());

export function getConfig(): AppConfig {
  if (!configResult.ok) throw new Error(configResult.message);
  return configResult.config;
}
