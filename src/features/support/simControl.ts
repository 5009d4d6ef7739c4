import * as z from 'zod/mini';

/*
 * The simulator's control API (docs/simulator.md "Control API and scenarios"), called with plain fetch:
 * it is a tool of the simulator, not part of the member-facing API, so it stays out of RTK Query
 * (no cache, no bearer, no refresh) and out of DevTools traces of the app's own calls.
 */

const sessionSchema = z.object({
  accountId: z.number(),
  signedInAt: z.number(),
  accessExpiresAt: z.number(),
  refreshExpiresAt: z.number(),
});

const simStateSchema = z.object({
  serverTime: z.number(),
  scenario: z.looseObject({
    latencyMs: z.number(),
    serverError: z.boolean(),
    failAllRefresh: z.boolean(),
    failNextRefresh: z.boolean(),
  }),
  sessions: z._default(z.array(sessionSchema), []),
  accounts: z.array(z.looseObject({ id: z.number(), gameStatus: z.string() })),
});

export type SimState = z.infer<typeof simStateSchema>;
export type SimSession = z.infer<typeof sessionSchema>;

/** The body of POST /__sim/scenario: only the fields the panel uses. */
export interface ScenarioPatch {
  latencyMs?: number;
  serverError?: boolean;
  dropConnection?: boolean;
  failAllRefresh?: boolean;
  failNextRefresh?: boolean;
  refreshFails5xx?: boolean;
  always401Paths?: string[];
  expireAccess?: { accountId?: number };
  gameStatus?: { accountId: number; status: 'ACT' | 'INA' };
}

const answerSchema = z.object({ data: simStateSchema });

async function call(url: string, init: RequestInit): Promise<SimState> {
  const response = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const parsed = answerSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('unexpected answer');
  return parsed.data.data;
}

export function fetchSimState(apiBaseUrl: string, signal?: AbortSignal): Promise<SimState> {
  return call(`${apiBaseUrl}/__sim/state`, { method: 'GET', ...(signal ? { signal } : {}) });
}

export function postScenario(apiBaseUrl: string, patch: ScenarioPatch): Promise<SimState> {
  return call(`${apiBaseUrl}/__sim/scenario`, { method: 'POST', body: JSON.stringify(patch) });
}

/** The newest live session of an account (a member may have signed in more than once). */
export function sessionOf(state: SimState, accountId: number): SimSession | undefined {
  return state.sessions.filter((session) => session.accountId === accountId).at(-1);
}

/** Scenario switches back to normal (the "reset scenarios" button; accounts and sessions are kept). */
export const NORMAL: ScenarioPatch = {
  latencyMs: 0,
  serverError: false,
  dropConnection: false,
  failAllRefresh: false,
  failNextRefresh: false,
  refreshFails5xx: false,
  always401Paths: [],
};
