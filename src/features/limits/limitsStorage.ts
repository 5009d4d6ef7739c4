import * as z from 'zod/mini';
import { memoized, sealValue, unseal, type Unsealed } from '@/lib/storage/sealedKey';
import { readSideKey, writeSideKey } from '@/lib/storage/sideKeys';
import {
  latestOf,
  LIMIT_KINDS,
  REALITY_INTERVALS,
  strictestOf,
  UNREADABLE_BREAK,
  UNREADABLE_LIMIT,
  WINDOW_MS,
  type Deposit,
  type LimitKind,
  type LimitSetting,
  type RealityInterval,
  type SettledRound,
} from '@/session/play/limits';
import {
  EMPTY_RECORD,
  sessionOnServerClock,
  type PlayRecord,
  type SessionTally,
} from '@/session/play/playSlice';

/*
 * The one module that keeps the play limits in the browser (docs/storage.md, docs/responsible-play.md):
 * per account, sealed like the rest of the stored session, under two keys written together. They
 * are not the session's: a logout leaves them, and the next sign-in of the account finds them.
 *
 * What must never happen is a limit removed because its data was damaged or rolled back. Each part
 * of each copy is read on its own; of the parts that can be read, the strictest is kept (the lowest
 * limit, the longest break, the most frequent reality check). A record that is there but whose limit
 * or break no copy can read is reported `unreadable`, what could not be read kept as UNREADABLE_LIMIT
 * and UNREADABLE_BREAK: betting and deposits then wait until the member sets the limits again, and
 * that save removes nothing at once. Only a browser with neither key (a new device, a cleared browser)
 * has no limits, and docs/responsible-play.md says so.
 *
 * Opening and sealing go through the shared read path (`unseal`, `sealValue` in lib/storage/sealedKey),
 * but not through a `sealedKey`: that drops a key it cannot read, and a damaged limit record must stay
 * (and block betting) until the member sets the limits again. Each part is checked here instead.
 */

const KEY_PREFIX = 'klaklouk:play-limits:';
const COPY_SUFFIX = ':copy';
/** Bounds of what is read back: a day of rounds at one every few seconds, and then some. */
const MAX_ROUNDS = 20_000;
const MAX_DEPOSITS = 1_000;

export const playLimitsKey = (accountId: number) => `${KEY_PREFIX}${accountId}`;
const copyKey = (accountId: number) => `${playLimitsKey(accountId)}${COPY_SUFFIX}`;

/** Whether a storage event's key is one of this account's two. */
export const isPlayLimitsKey = (key: string | null, accountId: number) =>
  key === playLimitsKey(accountId) || key === copyKey(accountId);

/**
 * Per key, the last text opened and what it gave (a cache): the boot reads the record and PlayKeeper
 * reads it again once mounted, for what another tab wrote in between; an unchanged text is not
 * decrypted twice.
 */
const openers = new Map<string, (text: string, secret: string) => Unsealed<unknown>>();

function readSealed(key: string, secret: string): { present: boolean; value: unknown } {
  const text = readSideKey(key);
  if (text === null) return { present: false, value: undefined };
  let open = openers.get(key);
  if (!open) {
    open = memoized((sealed, withSecret) => unseal(sealed, z.unknown(), withSecret));
    openers.set(key, open);
  }
  const opened = open(text, secret);
  return { present: true, value: opened.ok ? opened.value : undefined };
}

function writeSealed(key: string, value: unknown, secret: string): void {
  const sealed = sealValue(value, secret);
  if (sealed !== null) writeSideKey(key, sealed);
}

const amount = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const time = z.int().check(z.minimum(0));
// 0 is a limit that could not be read, kept while its removal waits (UNREADABLE_LIMIT).
const limitValue = z.nullable(z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)));
const settingSchema: z.ZodMiniType<LimitSetting> = z.object({
  value: limitValue,
  pending: z.nullable(z.object({ value: limitValue, from: time })),
  changedAt: time,
});
const intervalSchema = z.union(
  REALITY_INTERVALS.map((minutes) => z.literal(minutes)),
) as z.ZodMiniType<RealityInterval>;
const breakSchema = z.nullable(time);
const roundsSchema: z.ZodMiniType<SettledRound[]> = z
  .array(z.object({ roundId: z.int(), at: time, stake: amount, payout: amount }))
  .check(z.maxLength(MAX_ROUNDS));
const depositsSchema: z.ZodMiniType<Deposit[]> = z
  .array(z.object({ at: time, amount, refused: z.optional(z.literal(true)) }))
  .check(z.maxLength(MAX_DEPOSITS));
const sessionSchema: z.ZodMiniType<SessionTally> = z.object({
  sessionId: z.string().check(z.maxLength(100)),
  startedAt: time,
  onServerClock: z.optional(z.literal(true)),
  firstRoundId: z.nullable(z.int()),
  rounds: amount,
  staked: amount,
  paid: amount,
  realityAnsweredUpTo: time,
});

/** One part of a copy, or undefined when that part cannot be read. */
function part<T>(copy: unknown, name: string, schema: z.ZodMiniType<T>): T | undefined {
  if (typeof copy !== 'object' || copy === null) return undefined;
  const parsed = schema.safeParse((copy as Record<string, unknown>)[name]);
  return parsed.success ? parsed.data : undefined;
}

function limitOf(copy: unknown, kind: LimitKind): LimitSetting | undefined {
  const limits =
    typeof copy === 'object' && copy !== null ? (copy as Record<string, unknown>).limits : undefined;
  return part(limits, kind, settingSchema);
}

const defined = <T>(items: (T | undefined)[]): T[] => items.filter((item): item is T => item !== undefined);

function unionRounds(lists: SettledRound[][]): SettledRound[] {
  const byId = new Map<number, SettledRound>();
  for (const round of lists.flat()) if (!byId.has(round.roundId)) byId.set(round.roundId, round);
  return [...byId.values()].sort((a, b) => a.roundId - b.roundId);
}

/** Every deposit once; one that any copy says was refused stays refused (its refusal came later). */
function unionDeposits(lists: Deposit[][]): Deposit[] {
  const byKey = new Map<string, Deposit>();
  for (const deposit of lists.flat()) {
    const key = `${deposit.at}:${deposit.amount}`;
    if (!byKey.has(key) || deposit.refused) byKey.set(key, deposit);
  }
  return [...byKey.values()].sort((a, b) => a.at - b.at);
}

const maxOrNull = (values: (number | null)[]): number | null =>
  values.reduce<number | null>(
    (max, value) => (value !== null && (max === null || value > max) ? value : max),
    null,
  );

export interface ReadRecord {
  record: PlayRecord;
  /** A record is there, but a limit or the break could be read from no copy of it. */
  unreadable: boolean;
}

/** The account's record, merged from its readable copies (strictest wins); never throws. */
export function readPlayRecord(accountId: number, secret: string, now: number): ReadRecord {
  const copies = [
    readSealed(playLimitsKey(accountId), secret),
    readSealed(copyKey(accountId), secret),
  ].filter((copy) => copy.present);
  if (copies.length === 0) return { record: EMPTY_RECORD, unreadable: false };
  const values = copies.map((copy) => copy.value);
  let unreadable = false;

  const limits = { ...EMPTY_RECORD.limits };
  for (const kind of LIMIT_KINDS) {
    const readable = defined(values.map((copy) => limitOf(copy, kind)));
    if (readable.length === 0) {
      unreadable = true;
      limits[kind] = UNREADABLE_LIMIT;
    } else {
      limits[kind] = readable.reduce((a, b) => strictestOf(a, b, now));
    }
  }
  const breaks = defined(values.map((copy) => part(copy, 'breakUntil', breakSchema)));
  if (breaks.length === 0) unreadable = true;
  const intervals = defined(values.map((copy) => part(copy, 'realityInterval', intervalSchema)));
  const sessions = defined(values.map((copy) => part(copy, 'session', z.nullable(sessionSchema))));
  const lastRoundIds = defined(values.map((copy) => part(copy, 'lastRoundId', z.nullable(z.int()))));

  const record: PlayRecord = {
    limits,
    breakUntil: breaks.length === 0 ? UNREADABLE_BREAK : maxOrNull(breaks),
    realityInterval:
      intervals.length > 0 ? (Math.min(...intervals) as RealityInterval) : EMPTY_RECORD.realityInterval,
    // Nothing is let go on reading: `now` may be a device clock set forward (a write on the server's
    // clock does it).
    rounds: unionRounds(defined(values.map((copy) => part(copy, 'rounds', roundsSchema)))),
    lastRoundId: maxOrNull(lastRoundIds),
    deposits: unionDeposits(defined(values.map((copy) => part(copy, 'deposits', depositsSchema)))),
    session: sessions.find((session) => session !== null) ?? null,
  };
  return { record, unreadable };
}

/**
 * Keeps `record` for the account, merged with what another tab may have written since this one
 * read it: each limit as the member last changed it, the longer break, every round and deposit.
 * Rounds and deposits older than the 24-hour window are let go only when `now` is the server's
 * clock (`serverClock`, docs/decisions/0037-play-limits-on-the-server-clock.md): on a device clock set
 * forward they would look old and be lost for good. Returns what was written.
 */
export function writePlayRecord(
  accountId: number,
  record: PlayRecord,
  secret: string,
  now: number,
  serverClock: boolean,
): PlayRecord {
  const inWindow = (item: { at: number }) => !serverClock || item.at > now - WINDOW_MS;
  const stored = readPlayRecord(accountId, secret, now);
  const merged: PlayRecord = stored.unreadable
    ? record
    : {
        limits: Object.fromEntries(
          LIMIT_KINDS.map((kind) => [kind, latestOf(record.limits[kind], stored.record.limits[kind])]),
        ) as PlayRecord['limits'],
        realityInterval: record.realityInterval,
        breakUntil: maxOrNull([record.breakUntil, stored.record.breakUntil]),
        rounds: unionRounds([record.rounds, stored.record.rounds]).filter(inWindow),
        lastRoundId: maxOrNull([record.lastRoundId, stored.record.lastRoundId]),
        deposits: unionDeposits([record.deposits, stored.record.deposits]).filter(inWindow),
        session: mergeSession(record.session, stored.record.session),
      };
  writeSealed(playLimitsKey(accountId), merged, secret);
  writeSealed(copyKey(accountId), merged, secret);
  return merged;
}

/**
 * The same session counted in two tabs: the larger count, the latest reality check answered. Its times
 * come from a tally on the server's clock when one is: a tab that has had no answer yet still holds the
 * sign-in on the device's.
 */
function mergeSession(mine: SessionTally | null, theirs: SessionTally | null): SessionTally | null {
  if (!mine || !theirs || mine.sessionId !== theirs.sessionId) return mine ?? theirs;
  const counted = theirs.rounds > mine.rounds ? theirs : mine;
  const mineTimed = sessionOnServerClock(mine);
  const theirsTimed = sessionOnServerClock(theirs);
  const timed = theirsTimed && !mineTimed ? theirs : mine;
  const { onServerClock: _dropped, ...tally } = counted;
  return {
    ...tally,
    startedAt: timed.startedAt,
    ...(mineTimed || theirsTimed ? { onServerClock: true } : {}),
    firstRoundId: mine.firstRoundId ?? theirs.firstRoundId,
    realityAnsweredUpTo:
      mineTimed === theirsTimed
        ? Math.max(mine.realityAnsweredUpTo, theirs.realityAnsweredUpTo)
        : timed.realityAnsweredUpTo,
  };
}
