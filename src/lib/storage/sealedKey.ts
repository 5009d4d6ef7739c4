import * as z from 'zod/mini';
import { open, seal } from '@/lib/crypto/sealedBox';
import { logger } from '@/lib/logger';
import { readSideKey, removeSideKey, writeSideKey } from '@/lib/storage/sideKeys';

/*
 * The one read path of sealed stored data (docs/storage.md, docs/decisions/0020-sealed-key.md):
 * open (MAC first), JSON.parse, schema, and nothing of it throws. A side key whose text is there but
 * cannot be read is removed, with a warning in the log: it can never become readable again, and
 * leaving it would fail every later read the same way.
 */

export type Unsealed<T> = { ok: true; value: T } | { ok: false; reason: UnreadableReason };
export type UnreadableReason = 'not sealed with this key' | 'not JSON' | 'not of its schema';

/** Opens sealed text and checks it against `schema`; never throws, whatever the text holds. */
export function unseal<T>(text: unknown, schema: z.ZodMiniType<T>, secret: string): Unsealed<T> {
  const plain = open(text, secret);
  if (plain === null) return { ok: false, reason: 'not sealed with this key' };
  let json: unknown;
  try {
    json = JSON.parse(plain);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  try {
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'not of its schema' };
  } catch {
    return { ok: false, reason: 'not of its schema' };
  }
}

/** Seals a value as JSON; null if it cannot be (a value JSON cannot hold). */
export function sealValue(value: unknown, secret: string): string | null {
  try {
    return seal(JSON.stringify(value), secret);
  } catch {
    return null;
  }
}

/** A sealed side key holding one value. */
export interface SealedKey<T> {
  readonly name: string;
  /** The stored value, or null: none stored, or unreadable (then the key is removed). */
  read(secret: string): T | null;
  /** Text a storage event carried, read the same way; removes nothing (the key may hold newer text). */
  peek(text: string | null, secret: string): T | null;
  write(value: T, secret: string): void;
  /** Reads, changes and writes back; a change to null removes the key. */
  update(change: (current: T | null) => T | null, secret: string): void;
  remove(): void;
}

/** A sealed side key holding a bounded list (`keep` items at most; the oldest go first). */
export interface SealedList<T> {
  readonly name: string;
  /** The stored items (none when nothing is stored or the key is unreadable, which removes it). */
  read(secret: string): T[];
  peek(text: string | null, secret: string): T[];
  /** Writes the items, bounded; an empty list removes the key. */
  write(items: readonly T[], secret: string): void;
  update(change: (items: T[]) => readonly T[], secret: string): void;
  remove(): void;
}

export interface SealedListOptions {
  /** How many items the key holds at most. */
  keep: number;
  /** The list is kept newest first (the default is oldest first). */
  newestFirst?: boolean;
}

function warnUnreadable(name: string, reason: string): void {
  logger.warn(`Stored ${name} could not be read (${reason}); it was removed.`);
}

/**
 * A memo of the last text read and what it gave: the same text opens to the same value, and some keys
 * are read before every stored write (a cache, so it may live at module level inside each key).
 */
export function memoized<R>(compute: (text: string, secret: string) => R) {
  let last: { text: string; secret: string; result: R } | null = null;
  return (text: string, secret: string): R => {
    if (last?.text !== text || last.secret !== secret) last = { text, secret, result: compute(text, secret) };
    return last.result;
  };
}

export function sealedKey<T>(
  name: string,
  itemSchema: z.ZodMiniType<T>,
  options: SealedListOptions,
): SealedList<T>;
export function sealedKey<T>(name: string, schema: z.ZodMiniType<T>): SealedKey<T>;
export function sealedKey<T>(
  name: string,
  schema: z.ZodMiniType<T>,
  options?: SealedListOptions,
): SealedKey<T> | SealedList<T> {
  return options ? sealedList(name, schema, options) : sealedSingle(name, schema);
}

function sealedSingle<T>(name: string, schema: z.ZodMiniType<T>): SealedKey<T> {
  const unsealText = memoized((text, secret) => unseal(text, schema, secret));
  const key: SealedKey<T> = {
    name,
    read(secret) {
      const text = readSideKey(name);
      if (text === null) return null;
      const result = unsealText(text, secret);
      if (result.ok) return result.value;
      warnUnreadable(name, result.reason);
      removeSideKey(name);
      return null;
    },
    peek(text, secret) {
      if (text === null) return null;
      const result = unsealText(text, secret);
      return result.ok ? result.value : null;
    },
    write(value, secret) {
      const sealed = sealValue(value, secret);
      if (sealed === null) removeSideKey(name);
      else writeSideKey(name, sealed);
    },
    update(change, secret) {
      const next = change(key.read(secret));
      if (next === null) removeSideKey(name);
      else key.write(next, secret);
    },
    remove: () => removeSideKey(name),
  };
  return key;
}

interface ListRead<T> {
  items: T[];
  /** Why the text gave nothing, or why some of its items were dropped. */
  problem: UnreadableReason | null;
}

function sealedList<T>(
  name: string,
  itemSchema: z.ZodMiniType<T>,
  options: SealedListOptions,
): SealedList<T> {
  const { keep, newestFirst = false } = options;
  // Each item is checked alone: one out of bounds is dropped, not the list. A single item is what a
  // key that kept one value before it kept a list holds.
  const listOf = (value: unknown): ListRead<T> => {
    const candidates = Array.isArray(value) ? (value as unknown[]) : [value];
    const items: T[] = [];
    for (const candidate of candidates) {
      const parsed = itemSchema.safeParse(candidate);
      if (parsed.success) items.push(parsed.data);
    }
    return { items, problem: items.length === candidates.length ? null : 'not of its schema' };
  };
  const readText = memoized((text, secret): ListRead<T> => {
    const result = unseal(text, z.unknown(), secret);
    if (!result.ok) return { items: [], problem: result.reason };
    try {
      return listOf(result.value);
    } catch {
      return { items: [], problem: 'not of its schema' };
    }
  });
  const bounded = (items: readonly T[]) => (newestFirst ? items.slice(0, keep) : items.slice(-keep));
  const list: SealedList<T> = {
    name,
    read(secret) {
      const text = readSideKey(name);
      if (text === null) return [];
      const { items, problem } = readText(text, secret);
      if (problem === null) return [...items];
      if (items.length === 0) {
        warnUnreadable(name, problem);
        removeSideKey(name);
        return [];
      }
      logger.warn(`Stored ${name}: items that could not be read were dropped.`);
      list.write(items, secret);
      return [...items];
    },
    peek(text, secret) {
      return text === null ? [] : [...readText(text, secret).items];
    },
    write(items, secret) {
      if (items.length === 0) {
        removeSideKey(name);
        return;
      }
      const sealed = sealValue(bounded(items), secret);
      if (sealed === null) removeSideKey(name);
      else writeSideKey(name, sealed);
    },
    update(change, secret) {
      list.write(change(list.read(secret)), secret);
    },
    remove: () => removeSideKey(name),
  };
  return list;
}
