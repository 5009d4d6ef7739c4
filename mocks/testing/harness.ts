import type { SetupServer } from 'msw/node';
import { cycleOf } from '../domain/roundClock';
import { DEFAULT_SETTINGS, type SimSettings } from '../settings';
import { createSimulator, type Simulator } from '../simulator';

/** In-process tests call the simulator through msw's setupServer on this origin. */
export const BASE = 'http://sim.test';

/** An answer envelope; `T` is what the test expects in `data`. */
export interface Answer<T = Record<string, unknown>> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: { code: string; message: string; reason?: string; data: T; serverTime: number };
}

export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly accountId: number;
}

/** A simulator on a manual clock, installed as the handlers of `server`. Time starts at a round opening. */
export class TestSim {
  readonly sim: Simulator;
  private time: number;

  constructor(server: SetupServer, settings: Partial<SimSettings> = {}) {
    const merged = { ...DEFAULT_SETTINGS, ...settings };
    this.time = merged.epochMs + 1000 * cycleOf(merged);
    this.sim = createSimulator({ now: () => this.time, settings });
    server.resetHandlers(...this.sim.handlers);
  }

  get now(): number {
    return this.time;
  }

  tick(ms: number): void {
    this.time += ms;
  }

  /** Moves the clock to an absolute time (forward only). */
  at(time: number): void {
    if (time < this.time) throw new Error('the test clock only moves forward');
    this.time = time;
  }

  async raw(path: string, init: RequestInit): Promise<Response> {
    return fetch(`${BASE}${path}`, init);
  }

  async post<T = Record<string, unknown>>(
    path: string,
    body: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer<T>['body'],
    };
  }

  async control<T = Record<string, unknown>>(path: string, body?: unknown): Promise<Answer<T>> {
    const response = await fetch(`${BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer<T>['body'],
    };
  }

  async login(phoneNumber = '010000001', password = 'demo1234'): Promise<Session> {
    const answer = await this.post<LoginData>('/api/oauth/token', {
      phoneNumber,
      password,
      deviceToken: DEVICE,
    });
    if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    const data = answer.body.data;
    return {
      accessToken: data.accessToken,
      refreshToken: data.refreshToken,
      accountId: data.userInfo.accounts.id,
    };
  }

  async betting(session: Session): Promise<BettingData> {
    const answer = await this.post<BettingData>(
      '/api/app/accounts/betting/getByAccountId',
      { accountId: session.accountId },
      session.accessToken,
    );
    if (answer.status !== 200) throw new Error(`betting data failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }

  join(
    session: Session,
    roundId: number,
    bets: ReadonlyArray<{ symbol: string; stake: number }>,
    requestId = crypto.randomUUID(),
  ): Promise<Answer<JoinData>> {
    return this.post<JoinData>(
      '/api/app/play/game/join',
      { accountId: session.accountId, gameId: 2, roundId, requestId, bets },
      session.accessToken,
    );
  }
}

export interface BettingData {
  round: {
    id: number;
    phase: string;
    openedAt: number;
    closesAt: number;
    resultAt: number;
    endsAt: number;
    seedHash: string;
    dice: string[] | null;
    seed: string | null;
  };
  timing: { bettingMs: number; shakeMs: number; resultMs: number };
  account: { id: number; currency: string; scale: number; balance: number };
  limits: { minStake: number; maxStakePerSymbol: number; maxStakePerRound: number; chips: number[] };
  myBets: {
    roundId: number;
    bets: Array<{ symbol: string; stake: number }>;
    totalStake: number;
    requestIds: string[];
  };
  lastSettlement: null | {
    roundId: number;
    dice: string[];
    bets: Array<{ symbol: string; stake: number; payout: number }>;
    totalStake: number;
    totalPayout: number;
    net: number;
    balanceAfter: number;
  };
}

export interface LoginData {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  expiresIn: number;
  userInfo: {
    loginId: string;
    accounts: { id: number; levelName: string; subLevelId: number; currency: string };
  };
}

export interface JoinData {
  requestId: string;
  roundId: number;
  status: string;
  bets: Array<{ symbol: string; stake: number }>;
  totalStake: number;
  roundTotalStake: number;
  balance: number;
}

export const DEVICE = {
  deviceToken: '7b0c3c4e-1f0a-4c51-9a36-2a3f7c1d9e10',
  model: 'WEB',
  osType: 'Linux x86_64',
  osVersion: 'Mozilla/5.0',
  imei: '7b0c3c4e-1f0a-4c51-9a36-2a3f7c1d9e10',
  status: 'ACT',
  appVersion: '0.0.012',
  sessionId: '7b0c3c4e-1f0a-4c51-9a36-2a3f7c1d9e10',
};
