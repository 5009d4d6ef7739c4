import { SimError, type ErrorReason } from './errors';
import { isWellFormed, newToken } from './tokens';

export interface SessionTimings {
  readonly accessTtlS: number;
  readonly refreshTtlS: number;
  readonly refreshGraceMs: number;
}

export interface TokenPair {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly tokenType: 'Bearer';
  /** Seconds until the access token expires. */
  readonly expiresIn: number;
}

export interface Session {
  readonly id: string;
  readonly accountId: number;
  readonly signedInAt: number;
  /** Absolute end: rotation never extends it. */
  readonly refreshExpiresAt: number;
  revoked: boolean;
  currentRefresh: string;
  readonly accessTokens: Set<string>;
  readonly refreshTokens: Set<string>;
}

interface AccessRecord {
  readonly sessionId: string;
  expiresAt: number;
}

interface RefreshRecord {
  readonly sessionId: string;
  rotatedAt: number | null;
  successor: TokenPair | null;
}

/** What the control API shows of a live session (no tokens): for support staff's expiry view. */
export interface SessionSummary {
  readonly accountId: number;
  readonly signedInAt: number;
  /** When the newest access token of the session expires (or expired). */
  readonly accessExpiresAt: number;
  /** The session's absolute end: no refresh after this. */
  readonly refreshExpiresAt: number;
}

export type AccessCheck =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly reason: Extract<ErrorReason, `TOKEN_${string}`> };

const MAX_SESSIONS = 10_000;
const MAX_ROTATIONS_KEPT = 1_000;

/** Sign-in sessions with rotating refresh tokens, reuse detection and a grace window. */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly access = new Map<string, AccessRecord>();
  private readonly refresh = new Map<string, RefreshRecord>();

  constructor(
    private readonly timings: () => SessionTimings,
    private readonly now: () => number,
    private readonly randomBytes: (n: number) => Uint8Array,
  ) {}

  signIn(accountId: number): { session: Session; tokens: TokenPair } {
    this.purge();
    const now = this.now();
    const session: Session = {
      id: Buffer.from(this.randomBytes(16)).toString('hex'),
      accountId,
      signedInAt: now,
      refreshExpiresAt: now + this.timings().refreshTtlS * 1000,
      revoked: false,
      currentRefresh: '',
      accessTokens: new Set(),
      refreshTokens: new Set(),
    };
    this.sessions.set(session.id, session);
    return { session, tokens: this.issue(session) };
  }

  check(accessToken: string | null): AccessCheck {
    if (accessToken === null || accessToken === '') return { ok: false, reason: 'TOKEN_MISSING' };
    if (!isWellFormed('at', accessToken)) return { ok: false, reason: 'TOKEN_MALFORMED' };
    const record = this.access.get(accessToken);
    const session = record === undefined ? undefined : this.sessions.get(record.sessionId);
    if (record === undefined || session === undefined || session.revoked)
      return { ok: false, reason: 'TOKEN_REVOKED' };
    if (this.now() >= record.expiresAt) return { ok: false, reason: 'TOKEN_EXPIRED' };
    return { ok: true, session };
  }

  /**
   * Rotates: the old refresh token is spent and a new pair is issued. Presenting a spent token again
   * within the grace window returns the pair it was exchanged for; later, it revokes the session.
   */
  rotate(refreshToken: string): TokenPair {
    const refused = (reason: ErrorReason, message: string): SimError => new SimError(401, reason, message);
    if (!isWellFormed('rt', refreshToken)) throw refused('REFRESH_INVALID', 'Malformed refresh token');
    const record = this.refresh.get(refreshToken);
    const session = record === undefined ? undefined : this.sessions.get(record.sessionId);
    if (record === undefined || session === undefined)
      throw refused('REFRESH_INVALID', 'Unknown refresh token');
    if (session.revoked) throw refused('REFRESH_INVALID', 'The session has ended');
    const now = this.now();
    if (now >= session.refreshExpiresAt)
      throw refused('REFRESH_EXPIRED', 'The session has expired; sign in again');
    if (record.rotatedAt !== null) {
      if (record.successor !== null && now - record.rotatedAt <= this.timings().refreshGraceMs)
        return record.successor;
      this.revoke(session.id);
      throw refused('REFRESH_REUSED', 'Refresh token reused; the session has been revoked');
    }
    const tokens = this.issue(session);
    record.rotatedAt = now;
    record.successor = tokens;
    return tokens;
  }

  revoke(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (session !== undefined) session.revoked = true;
  }

  /** Makes every access token of the matching sessions expired now; returns how many sessions matched. */
  expireAccess(accountId?: number): number {
    const now = this.now();
    let count = 0;
    for (const session of this.sessions.values()) {
      if (session.revoked || (accountId !== undefined && session.accountId !== accountId)) continue;
      count += 1;
      for (const token of session.accessTokens) {
        const record = this.access.get(token);
        if (record !== undefined) record.expiresAt = Math.min(record.expiresAt, now);
      }
    }
    return count;
  }

  /** The live sessions (not revoked, not past their end), oldest first. */
  summaries(): SessionSummary[] {
    const now = this.now();
    return [...this.sessions.values()]
      .filter((s) => !s.revoked && now < s.refreshExpiresAt)
      .map((s) => {
        const newest = [...s.accessTokens].at(-1);
        const record = newest === undefined ? undefined : this.access.get(newest);
        return {
          accountId: s.accountId,
          signedInAt: s.signedInAt,
          accessExpiresAt: record?.expiresAt ?? s.signedInAt,
          refreshExpiresAt: s.refreshExpiresAt,
        };
      });
  }

  activeCount(): number {
    return [...this.sessions.values()].filter((s) => !s.revoked && this.now() < s.refreshExpiresAt).length;
  }

  private issue(session: Session): TokenPair {
    const { accessTtlS } = this.timings();
    const accessToken = newToken('at', this.randomBytes);
    const refreshToken = newToken('rt', this.randomBytes);
    this.access.set(accessToken, { sessionId: session.id, expiresAt: this.now() + accessTtlS * 1000 });
    this.refresh.set(refreshToken, { sessionId: session.id, rotatedAt: null, successor: null });
    session.accessTokens.add(accessToken);
    session.refreshTokens.add(refreshToken);
    session.currentRefresh = refreshToken;
    this.trim(session);
    return { accessToken, refreshToken, tokenType: 'Bearer', expiresIn: accessTtlS };
  }

  /** Keeps a long-lived session's token history bounded (oldest spent tokens are forgotten). */
  private trim(session: Session): void {
    for (const set of [session.accessTokens, session.refreshTokens]) {
      while (set.size > MAX_ROTATIONS_KEPT) {
        const oldest = set.values().next().value;
        if (oldest === undefined) break;
        set.delete(oldest);
        this.access.delete(oldest);
        this.refresh.delete(oldest);
      }
    }
  }

  /** Forgets sessions past their absolute end (or revoked long ago), and the oldest beyond MAX_SESSIONS. */
  private purge(): void {
    const now = this.now();
    const forget = (session: Session): void => {
      for (const t of session.accessTokens) this.access.delete(t);
      for (const t of session.refreshTokens) this.refresh.delete(t);
      this.sessions.delete(session.id);
    };
    for (const session of this.sessions.values()) {
      if (now >= session.refreshExpiresAt) forget(session);
    }
    for (const session of this.sessions.values()) {
      if (this.sessions.size < MAX_SESSIONS) break;
      forget(session);
    }
  }
}
