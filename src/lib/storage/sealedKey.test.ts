import * as z from 'zod/mini';
import { seal } from '@/lib/crypto/sealedBox';
import { logger } from '@/lib/logger';
import { sealedKey, unseal } from '@/lib/storage/sealedKey';

const SECRET = 'test-secret';
const NAME = 'klaklouk:test-sealed';
const schema = z.object({ id: z.string(), amount: z.int().check(z.minimum(1)) });

const unreadable: [string, () => string][] = [
  ['not sealed', () => 'plain text'],
  ['sealed with another key', () => seal('{"id":"a","amount":1}', 'another-secret')],
  ['tampered', () => `${seal('{"id":"a","amount":1}', SECRET).slice(0, -3)}AAA`],
  ['holding a lone surrogate', () => `kk1.\uD800.\uDC00.x`],
  ['not JSON once opened', () => seal('{not json', SECRET)],
  ['not of its schema', () => seal('{"id":"a","amount":1e308}', SECRET)],
];

describe('a sealed key', () => {
  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const key = sealedKey(NAME, schema);

  it('writes sealed and reads back what it wrote', () => {
    key.write({ id: 'a', amount: 5 }, SECRET);
    expect(localStorage.getItem(NAME)).toMatch(/^kk1\./);
    expect(localStorage.getItem(NAME)).not.toContain('"a"');
    expect(key.read(SECRET)).toEqual({ id: 'a', amount: 5 });
  });

  it('reads nothing, logging nothing, when nothing is stored', () => {
    expect(key.read(SECRET)).toBeNull();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each(unreadable)(
    'reads nothing from text %s, removes it and logs it (no value in the log)',
    (_name, text) => {
      localStorage.setItem(NAME, text());
      expect(key.read(SECRET)).toBeNull();
      expect(localStorage.getItem(NAME)).toBeNull();
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(NAME));
      expect(JSON.stringify(jest.mocked(logger.warn).mock.calls)).not.toContain('amount');
    },
  );

  it('opens the text of a storage event without removing what the key holds', () => {
    localStorage.setItem(NAME, 'plain text');
    expect(key.peek(seal('{"id":"b","amount":2}', SECRET), SECRET)).toEqual({ id: 'b', amount: 2 });
    expect(key.peek('kk1.\uD800.x.y', SECRET)).toBeNull();
    expect(key.peek(null, SECRET)).toBeNull();
    expect(localStorage.getItem(NAME)).toBe('plain text');
  });

  it('updates from what it holds, and an update to null removes the key', () => {
    key.update((current) => ({ id: 'a', amount: (current?.amount ?? 0) + 1 }), SECRET);
    key.update((current) => ({ id: 'a', amount: (current?.amount ?? 0) + 1 }), SECRET);
    expect(key.read(SECRET)).toEqual({ id: 'a', amount: 2 });
    key.update(() => null, SECRET);
    expect(localStorage.getItem(NAME)).toBeNull();
  });

  it('updates from nothing over unreadable text', () => {
    localStorage.setItem(NAME, 'kk1.\uD800.x.y');
    key.update((current) => current ?? { id: 'fresh', amount: 1 }, SECRET);
    expect(key.read(SECRET)).toEqual({ id: 'fresh', amount: 1 });
  });

  it('never throws where the storage refuses', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => key.write({ id: 'a', amount: 1 }, SECRET)).not.toThrow();
    expect(key.read(SECRET)).toBeNull();
  });
});

describe('a sealed list', () => {
  beforeEach(() => jest.spyOn(logger, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const oldestFirst = sealedKey(NAME, schema, { keep: 3 });
  const newestFirst = sealedKey(NAME, schema, { keep: 3, newestFirst: true });
  const item = (n: number) => ({ id: `i${n}`, amount: n });

  it('keeps the newest items only, at either end', () => {
    oldestFirst.write([1, 2, 3, 4, 5].map(item), SECRET);
    expect(oldestFirst.read(SECRET)).toEqual([3, 4, 5].map(item));
    newestFirst.write([5, 4, 3, 2, 1].map(item), SECRET);
    expect(newestFirst.read(SECRET)).toEqual([5, 4, 3].map(item));
  });

  it('updates within its bound, and an empty list removes the key', () => {
    for (let n = 1; n <= 4; n += 1) oldestFirst.update((items) => [...items, item(n)], SECRET);
    expect(oldestFirst.read(SECRET)).toEqual([2, 3, 4].map(item));
    oldestFirst.update(() => [], SECRET);
    expect(localStorage.getItem(NAME)).toBeNull();
  });

  it('reads a single item as a list of one (a key that held one value before it held a list)', () => {
    localStorage.setItem(NAME, seal(JSON.stringify(item(7)), SECRET));
    expect(oldestFirst.read(SECRET)).toEqual([item(7)]);
  });

  it('drops an item out of its schema, keeps the others and stores them without it', () => {
    localStorage.setItem(
      NAME,
      seal(
        JSON.stringify([item(1), { id: 'big', amount: 1e308 }, { id: 'scale', amount: 1.5 }, item(2)]),
        SECRET,
      ),
    );
    expect(oldestFirst.read(SECRET)).toEqual([item(1), item(2)]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(oldestFirst.read(SECRET)).toEqual([item(1), item(2)]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it.each(unreadable)('reads no items from text %s and removes it', (_name, text) => {
    localStorage.setItem(NAME, text());
    expect(oldestFirst.read(SECRET)).toEqual([]);
    expect(localStorage.getItem(NAME)).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('unseal', () => {
  it('says why text could not be read, and never throws', () => {
    expect(unseal('kk1.\uD800.x.y', schema, SECRET)).toEqual({
      ok: false,
      reason: 'not sealed with this key',
    });
    expect(unseal(seal('{', SECRET), schema, SECRET)).toEqual({ ok: false, reason: 'not JSON' });
    expect(unseal(seal('{"id":1}', SECRET), schema, SECRET)).toEqual({
      ok: false,
      reason: 'not of its schema',
    });
    expect(unseal(seal('{"id":"a","amount":3}', SECRET), schema, SECRET)).toEqual({
      ok: true,
      value: { id: 'a', amount: 3 },
    });
  });
});
