import type { Account } from '@/api/schemas';
import { checkBeforeSending, checkTransfer } from '@/features/wallet/transferRules';

const usd = { scale: 2, balance: 100000 };

describe('deposit and withdrawal checks', () => {
  it('accepts a valid deposit and gives minor units and the trimmed remark', () => {
    expect(checkTransfer({ amount: '12.50', remark: ' top-up ' }, { kind: 'deposit', ...usd })).toEqual({
      ok: true,
      amount: 1250,
      remark: 'top-up',
    });
  });

  it('lets a deposit go above the balance but not a withdrawal', () => {
    expect(checkTransfer({ amount: '1000.01', remark: '' }, { kind: 'deposit', ...usd }).ok).toBe(true);
    expect(checkTransfer({ amount: '1000.01', remark: '' }, { kind: 'withdrawal', ...usd })).toEqual({
      ok: false,
      errors: { amount: 'wallet.errors.aboveBalance' },
    });
    expect(checkTransfer({ amount: '1000.00', remark: '' }, { kind: 'withdrawal', ...usd }).ok).toBe(true);
  });

  it.each([
    ['', 'wallet.errors.amountRequired'],
    ['x', 'wallet.errors.amountFormat'],
    ['-1', 'wallet.errors.amountPositive'],
    ['0', 'wallet.errors.amountPositive'],
    ['1.234', 'wallet.errors.amountPrecision'],
    ['99999999999999999', 'walletConfirm.tooLarge'],
  ])('amount %j → %s', (amount, message) => {
    const result = checkTransfer({ amount, remark: '' }, { kind: 'deposit', ...usd });
    expect(result).toEqual({ ok: false, errors: { amount: message } });
  });

  it('refuses a deposit that would take the balance past what the server can hold (a safe integer)', () => {
    const room = Number.MAX_SAFE_INTEGER - usd.balance;
    expect(
      checkTransfer({ amount: (room / 100).toFixed(2), remark: '' }, { kind: 'deposit', ...usd }).ok,
    ).toBe(true);
    expect(
      checkTransfer({ amount: ((room + 1) / 100).toFixed(2), remark: '' }, { kind: 'deposit', ...usd }),
    ).toEqual({
      ok: false,
      errors: { amount: 'walletConfirm.tooLarge' },
    });
  });

  it('asks for a whole number in a currency without decimals', () => {
    const result = checkTransfer({ amount: '10.5', remark: '' }, { kind: 'deposit', scale: 0, balance: 0 });
    expect(result).toEqual({ ok: false, errors: { amount: 'wallet.errors.amountWhole' } });
  });

  it('limits the remark to 500 characters', () => {
    const result = checkTransfer({ amount: '1', remark: 'x'.repeat(501) }, { kind: 'deposit', ...usd });
    expect(result).toEqual({ ok: false, errors: { remark: 'wallet.errors.remarkTooLong' } });
    expect(checkTransfer({ amount: '1', remark: 'x'.repeat(500) }, { kind: 'deposit', ...usd }).ok).toBe(
      true,
    );
  });
});

describe('the checks before a transfer is sent', () => {
  const account = (balance: number): Account => ({
    id: 1001,
    loginId: 'member',
    levelName: 'Member',
    currency: 'USD',
    scale: 2,
    balance,
    status: 'ACTIVE',
  });
  const fields = (amount: string) => ({ amount, remark: '' });
  /** The balance as the form has it; `readAgain` answers `fresh` (undefined: the read fails). */
  const balance = (shown: number, stale: boolean, fresh?: number) => {
    const readAgain = jest.fn(async () => (fresh === undefined ? undefined : account(fresh)));
    return { shown: account(shown), stale, readAgain };
  };

  it('sends on the balance shown when it is trusted and enough, without reading it again', async () => {
    const read = balance(100000, false, 0);
    await expect(checkBeforeSending(fields('10.00'), 'withdrawal', read)).resolves.toEqual({
      ok: true,
      amount: 1000,
      remark: '',
    });
    expect(read.readAgain).not.toHaveBeenCalled();
  });

  it('reads the balance again before refusing a withdrawal above the one shown: money may have come in', async () => {
    await expect(
      checkBeforeSending(fields('20.00'), 'withdrawal', balance(1000, false, 5000)),
    ).resolves.toMatchObject({
      ok: true,
      amount: 2000,
    });
    await expect(
      checkBeforeSending(fields('20.00'), 'withdrawal', balance(1000, false, 1500)),
    ).resolves.toEqual({
      ok: false,
      errors: { amount: 'wallet.errors.aboveBalance' },
    });
  });

  it('sends nothing on a balance whose last read failed until a read succeeds', async () => {
    await expect(checkBeforeSending(fields('5.00'), 'deposit', balance(1000, true))).resolves.toEqual({
      ok: false,
      errors: { amount: 'wallet.errors.balanceUnread' },
    });
    await expect(
      checkBeforeSending(fields('5.00'), 'deposit', balance(1000, true, 1000)),
    ).resolves.toMatchObject({
      ok: true,
    });
  });

  it('sends nothing on an old balance that has moved: the member sees the new one first', async () => {
    await expect(checkBeforeSending(fields('5.00'), 'deposit', balance(1000, true, 1500))).resolves.toEqual({
      ok: false,
      errors: { amount: 'wallet.errors.balanceMoved' },
    });
  });

  it('does not read again for a request that fails on its own', async () => {
    const read = balance(1000, true, 1000);
    await expect(checkBeforeSending(fields('abc'), 'deposit', read)).resolves.toEqual({
      ok: false,
      errors: { amount: 'wallet.errors.amountFormat' },
    });
    expect(read.readAgain).not.toHaveBeenCalled();
  });
});
