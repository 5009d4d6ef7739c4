/** @jest-environment node */
import { AccountStore } from './accounts';
import { SimError } from './errors';
import { isBelow, levelBelow, LEVELS, subLevelIdOf } from './hierarchy';
import { BoundedList } from './boundedList';
import { IdempotencyStore } from './idempotency';
import { addMinor } from './money';
import { hashPassword, passwordMatches } from './password';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed';

describe('hierarchy', () => {
  it('orders Company > Supper > Senior > Master > Agent > Member', () => {
    expect(LEVELS).toEqual(['Company', 'Supper', 'Senior', 'Master', 'Agent', 'Member']);
    expect(isBelow('Member', 'Agent')).toBe(true);
    expect(isBelow('Agent', 'Agent')).toBe(false);
    expect(levelBelow('Member')).toBeNull();
    expect(subLevelIdOf('Company')).toBe(1);
  });
});

describe('account store', () => {
  const seeded = (): AccountStore => {
    const store = new AccountStore(() => 0);
    seedDemoAccounts(store);
    return store;
  };

  it('seeds the demo accounts with their balances and the Agent tree', () => {
    const store = seeded();
    expect(store.byPhoneNumber('010000001')?.balance).toBe(100_000);
    expect(store.byPhoneNumber('010000002')).toMatchObject({ currency: 'KHR', balance: 4_000_000 });
    expect(store.byPhoneNumber('010000004')?.games[0]?.status).toBe('INA');
    expect(store.children(1003).map((a) => a.levelName)).toEqual(['Member', 'Member', 'Member']);
    expect(store.isWithin(1031, 1005)).toBe(true);
    expect(store.isWithin(1001, 1003)).toBe(false);
    expect(
      DEMO_ACCOUNTS.every(
        (d) =>
          d.parentId === null ||
          isBelow(d.levelName, DEMO_ACCOUNTS.find((p) => p.id === d.parentId)?.levelName ?? 'Member'),
      ),
    ).toBe(true);
  });

  it('refuses sub-accounts of a Member and levels not below the parent', () => {
    const store = seeded();
    const member = store.require(1001);
    expect(() => store.childLevel(member)).toThrow(SimError);
    expect(() => store.childLevel(store.require(1003), 'Agent')).toThrow(SimError);
    expect(store.childLevel(store.require(1005))).toBe('Agent');
  });

  it('never lets a debit make the balance negative', () => {
    const store = seeded();
    const account = store.require(1001);
    expect(() => store.debit(account, 100_001)).toThrow(
      expect.objectContaining({ reason: 'INSUFFICIENT_BALANCE' }),
    );
    expect(account.balance).toBe(100_000);
    store.debit(account, 100_000);
    expect(account.balance).toBe(0);
  });

  it('refuses amounts outside the safe-integer range', () => {
    expect(() => addMinor(Number.MAX_SAFE_INTEGER, 1)).toThrow(
      expect.objectContaining({ reason: 'AMOUNT_TOO_LARGE' }),
    );
  });
});

describe('small pieces', () => {
  it('checks passwords', () => {
    const stored = hashPassword('demo1234', 'salt');
    expect(passwordMatches('demo1234', stored)).toBe(true);
    expect(passwordMatches('demo12345', stored)).toBe(false);
  });

  it('keeps a bounded newest-first list', () => {
    const list = new BoundedList<number>(3);
    for (let i = 1; i <= 5; i += 1) list.add(i);
    expect(list.all()).toEqual([5, 4, 3]);
    expect(list.page(1, 2)).toEqual([3]);
  });

  it('replays, conflicts and forgets the oldest idempotency entries', () => {
    const store = new IdempotencyStore<string>(2);
    store.save(1, 'a', 'f1', 'answer-a');
    expect(store.lookup(1, 'a', 'f1')).toEqual({ kind: 'replay', answer: 'answer-a' });
    expect(store.lookup(1, 'a', 'f2')).toEqual({ kind: 'conflict' });
    expect(store.lookup(2, 'a', 'f1')).toEqual({ kind: 'miss' });
    store.save(1, 'b', 'f', 'b');
    store.save(1, 'c', 'f', 'c');
    expect(store.find(1, 'a')).toBeUndefined();
  });
});
