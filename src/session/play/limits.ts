/*
 * Responsible-play rules, pure (docs/responsible-play.md). Every function takes the time it is asked
 * about (`now`, epoch ms): nothing here reads a clock, so a table of cases on a fake clock tests it.
 * Callers ask on the play clock (playClock.ts), the server's where the app knows it
 * (docs/decisions/0037-play-limits-on-the-server-clock.md).
 *
 * Money is in the account's minor units; the session time limit in minutes. A limit of `null` is no
 * limit. Setting or lowering a limit takes effect at once; raising or removing one only
 * COOLING_OFF_MS later, and until then the stricter value holds and the looser one waits as `pending`.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** A raise or a removal waits this long. */
export const COOLING_OFF_MS = DAY_MS;
/** The loss and deposit limits count what happened in this rolling window. */
export const WINDOW_MS = DAY_MS;

export const LIMIT_KINDS = ['stake', 'loss', 'session', 'deposit'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export interface PendingChange {
  /** The looser value asked for (null: the limit removed). */
  value: number | null;
  /** When it takes effect. */
  from: number;
}

export interface LimitSetting {
  /** The value in force (null: no limit). */
  value: number | null;
  /** A raise or a removal waiting for its cooling-off. */
  pending: PendingChange | null;
  /** When the member last changed it (tells two tabs' copies apart). */
  changedAt: number;
}

export type Limits = Readonly<Record<LimitKind, LimitSetting>>;

export const NO_LIMIT: LimitSetting = { value: null, pending: null, changedAt: 0 };

export const NO_LIMITS: Limits = { stake: NO_LIMIT, loss: NO_LIMIT, session: NO_LIMIT, deposit: NO_LIMIT };

/**
 * A limit no stored copy could read. It holds as the strictest (0: nothing allowed) until the member
 * sets it again; a value then holds at once, and leaving it empty removes it only COOLING_OFF_MS later,
 * as any removal (docs/responsible-play.md "What the tools protect").
 */
export const UNREADABLE_LIMIT: LimitSetting = { value: 0, pending: null, changedAt: 0 };

/**
 * A break no stored copy could read (never a break's end: one always ends after it starts). Betting
 * waits while the record is unreadable; the member's next save of the limits makes it a break of
 * COOLING_OFF_MS from then, as a removal waits, since how long it had to run is unknown.
 */
export const UNREADABLE_BREAK = 0;

/** Whether `a` limits at least as much as `b` (null, no limit, limits least). */
export function atLeastAsStrict(a: number | null, b: number | null): boolean {
  if (a === null) return b === null;
  return b === null || a <= b;
}

/** The stricter of two values. */
export function stricter(a: number | null, b: number | null): number | null {
  return atLeastAsStrict(a, b) ? a : b;
}

/** The setting as it stands at `now`: a pending change whose time has come is in force. */
export function settingAt(setting: LimitSetting, now: number): LimitSetting {
  if (setting.pending && setting.pending.from <= now) {
    return { value: setting.pending.value, pending: null, changedAt: setting.changedAt };
  }
  return setting;
}

/** The value in force at `now`. */
export const limitAt = (setting: LimitSetting, now: number): number | null => settingAt(setting, now).value;

/**
 * The member asks for `requested`. Stricter or equal: in force at once, and any pending raise is
 * dropped (the member has changed their mind towards caution). Looser (a raise or a removal): the
 * value in force stays, and the request waits COOLING_OFF_MS; asking again for the same looser value
 * does not restart the wait.
 */
export function requestLimit(setting: LimitSetting, requested: number | null, now: number): LimitSetting {
  const current = settingAt(setting, now);
  // A limit that could not be read is set again, not raised: the value it had is unknown.
  if (current.value === UNREADABLE_LIMIT.value && requested !== null) {
    return { value: requested, pending: null, changedAt: now };
  }
  if (atLeastAsStrict(requested, current.value)) {
    return { value: requested, pending: null, changedAt: now };
  }
  if (current.pending && current.pending.value === requested) return current;
  return { value: current.value, pending: { value: requested, from: now + COOLING_OFF_MS }, changedAt: now };
}

/** Two copies of one setting that cannot be told apart by age: the strictest, with no loosening pending. */
export function strictestOf(a: LimitSetting, b: LimitSetting, now: number): LimitSetting {
  const x = settingAt(a, now);
  const y = settingAt(b, now);
  const value = stricter(x.value, y.value);
  const samePending =
    x.pending !== null && y.pending !== null && x.pending.value === y.pending.value && x.value === y.value;
  const pending =
    samePending && x.pending && y.pending
      ? { ...x.pending, from: Math.max(x.pending.from, y.pending.from) }
      : null;
  return { value, pending, changedAt: Math.max(x.changedAt, y.changedAt) };
}

/** Two tabs' copies of one setting: the one changed last is the member's latest word. */
export function latestOf(a: LimitSetting, b: LimitSetting): LimitSetting {
  return b.changedAt > a.changedAt ? b : a;
}

/* ---- Breaks ---- */

export const BREAK_LENGTHS = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS } as const;
export type BreakLength = keyof typeof BREAK_LENGTHS;

/** A break that ends at `until`: a new one can only make it longer, never shorter. */
export function startBreak(currentUntil: number | null, length: BreakLength, now: number): number {
  return Math.max(currentUntil ?? 0, now + BREAK_LENGTHS[length]);
}

export const onBreakAt = (until: number | null, now: number): boolean => until !== null && now < until;

/* ---- The rolling window of settled rounds and deposits ---- */

/** One round settled by the server, as this browser saw it. */
export interface SettledRound {
  roundId: number;
  /** When this browser saw the settlement (epoch ms). */
  at: number;
  stake: number;
  payout: number;
}

export interface Deposit {
  at: number;
  amount: number;
  /** The server refused it: no money moved. Kept, not counted, so a merge with an older copy keeps it so. */
  refused?: true;
}

/**
 * Has no upper bound: an entry that looks later than `now` was made on a clock that was ahead (or
 * `now` is a clock set back), and it still counts, so turning a clock back hides no loss.
 */
const inWindow = (at: number, now: number) => at > now - WINDOW_MS;

/** Net loss over the last 24 hours of settled rounds (wins offset losses; never below zero). */
export function lossInWindow(rounds: readonly SettledRound[], now: number): number {
  const net = rounds.reduce(
    (sum, round) => (inWindow(round.at, now) ? sum + round.stake - round.payout : sum),
    0,
  );
  return Math.max(0, net);
}

/** Deposits asked for in the last 24 hours. */
export function depositsInWindow(deposits: readonly Deposit[], now: number): number {
  return deposits.reduce(
    (sum, deposit) => (!deposit.refused && inWindow(deposit.at, now) ? sum + deposit.amount : sum),
    0,
  );
}

/**
 * Only what the window can still count is kept. Ask it only on the server's clock: a device clock set
 * forward would make the day's entries look old and forget them for good.
 */
export function dropOutsideWindow<T extends { at: number }>(items: readonly T[], now: number): T[] {
  return items.filter((item) => item.at > now - WINDOW_MS);
}

/* ---- The session ---- */

/** The session's time limit ends betting at this time (null: no limit). */
export function sessionEndsAt(signedInAt: number, limitMinutes: number | null): number | null {
  return limitMinutes === null ? null : signedInAt + limitMinutes * MINUTE_MS;
}

/* ---- Reality checks ---- */

export const REALITY_INTERVALS = [15, 30, 60] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];
export const DEFAULT_REALITY_INTERVAL: RealityInterval = 30;

/**
 * The latest reality check due at `now`: every `interval` minutes from the sign-in (not the page
 * load, so a reload does not restart the count), or null before the first. A check is shown once: it
 * is due while its time is later than the last one answered.
 */
export function realityCheckDue(
  signedInAt: number,
  interval: RealityInterval,
  answeredUpTo: number,
  now: number,
): number | null {
  const step = interval * MINUTE_MS;
  const count = Math.floor((now - signedInAt) / step);
  if (count < 1) return null;
  const at = signedInAt + count * step;
  return at > answeredUpTo ? at : null;
}

/** When the next reality check is due after `now`. */
export function nextRealityCheck(signedInAt: number, interval: RealityInterval, now: number): number {
  const step = interval * MINUTE_MS;
  return signedInAt + (Math.floor(Math.max(0, now - signedInAt) / step) + 1) * step;
}

/* ---- What a bet or a deposit may not pass ---- */

export const PLAY_REFUSALS = [
  'limitsUnreadable',
  'onBreak',
  'sessionTimeUp',
  'realityCheck',
  'stakeLimit',
  'lossLimit',
] as const;
export type PlayRefusal = (typeof PLAY_REFUSALS)[number];

export const isPlayRefusal = (reason: string): reason is PlayRefusal =>
  (PLAY_REFUSALS as readonly string[]).includes(reason);

export interface BetCheck {
  limits: Limits;
  breakUntil: number | null;
  signedInAt: number;
  /** A reality check waits for an answer: nothing new may be confirmed. */
  realityCheckOpen: boolean;
  rounds: readonly SettledRound[];
  /** The stake already on the round on the table (accepted or on its way), not settled yet. */
  committed: number;
  unreadable: boolean;
}

/**
 * Why this bet (`stake` more on the round on the table) may not be made, or null. The loss limit
 * counts the worst case: the stakes on the table are lost.
 */
export function betRefusal(check: BetCheck, stake: number, now: number): PlayRefusal | null {
  if (check.unreadable) return 'limitsUnreadable';
  if (onBreakAt(check.breakUntil, now)) return 'onBreak';
  const end = sessionEndsAt(check.signedInAt, limitAt(check.limits.session, now));
  if (end !== null && now >= end) return 'sessionTimeUp';
  if (check.realityCheckOpen) return 'realityCheck';
  const stakeLimit = limitAt(check.limits.stake, now);
  if (stakeLimit !== null && check.committed + stake > stakeLimit) return 'stakeLimit';
  const lossLimit = limitAt(check.limits.loss, now);
  if (lossLimit !== null && lossInWindow(check.rounds, now) + check.committed + stake > lossLimit)
    return 'lossLimit';
  return null;
}

/** Why no bet at all may be made now (a break, the session's time, unreadable limits, a reality check). */
export function bettingStop(check: BetCheck, now: number): PlayRefusal | null {
  const refusal = betRefusal(
    { ...check, limits: { ...check.limits, stake: NO_LIMIT, loss: NO_LIMIT } },
    0,
    now,
  );
  return refusal;
}

/** Why a deposit of `amount` may not be asked for, or null. */
export function depositRefusal(
  limit: LimitSetting,
  deposits: readonly Deposit[],
  amount: number,
  now: number,
): 'depositLimit' | null {
  const value = limitAt(limit, now);
  return value !== null && depositsInWindow(deposits, now) + amount > value ? 'depositLimit' : null;
}

/**
 * The largest win of one round at these limits: the most that may go on one symbol, all three dice
 * showing it, pays 3:1 (4 × the stake back). Spreading the stake wins less: two symbols pay at most
 * 2:1 and 1:1, three symbols 1:1 each.
 */
export function largestWin(maxStakePerSymbol: number, maxStakePerRound: number, stakeLimit: number | null) {
  const stake = Math.min(maxStakePerSymbol, maxStakePerRound, stakeLimit ?? Number.POSITIVE_INFINITY);
  return { stake, win: 3 * stake, payout: 4 * stake };
}
