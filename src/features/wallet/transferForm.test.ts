import { checkTransfer } from '@/features/wallet/transferForm';

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
    ['99999999999999999', 'wallet.errors.amountTooLarge'],
  ])('amount %j → %s', (amount, message) => {
    const result = checkTransfer({ amount, remark: '' }, { kind: 'deposit', ...usd });
    expect(result).toEqual({ ok: false, errors: { amount: message } });
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
