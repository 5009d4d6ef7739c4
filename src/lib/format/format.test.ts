import { formatDateTime } from '@/lib/format/date';
import { currencySymbol, formatMinorUnits, formatMoney, formatNumber, signedMoney } from '@/lib/format/money';

describe('currency symbols (spec §3)', () => {
  it.each([
    ['USD', '$'],
    ['KHR', '៛'],
    ['THB', '฿'],
    ['VND', '₫'],
    ['usd', '$'],
    ['EUR', 'EUR'],
    ['XYZ', 'XYZ'],
  ])('%s → %s', (code, symbol) => expect(currencySymbol(code)).toBe(symbol));
});

describe('numbers (spec §9)', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(4000000)).toBe('4,000,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
  });

  it('groups whole numbers exactly as Intl en-US does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const values = [0, 1, 12, 123, 1234, 12345, 123456, 1234567, 999_999, 1_000_000, 2 ** 53 - 1, 1e20];
    for (const value of [...values, ...values.map((v) => -v), 2.5, -2.5, 0.5, 1234.49, 9_999_999.5]) {
      expect(formatNumber(value)).toBe(intl.format(value) === '-0' ? '0' : intl.format(value));
    }
    for (let seed = 1; seed < 2000; seed += 1) {
      const value = Math.floor(Math.abs(Math.sin(seed)) * 10 ** (seed % 16));
      expect(formatNumber(value)).toBe(intl.format(value));
    }
  });

  it('formats money without creating an Intl.NumberFormat (its first use loads ICU data)', () => {
    const created = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatMoney(123_456_789, 'KHR', 0)).toBe('៛123,456,789');
      expect(formatMoney(-100_050, 'USD', 2)).toBe('-$1,000.50');
      const usd = (minor: number) => formatMoney(minor, 'USD', 2);
      expect([
        signedMoney(2000, usd),
        signedMoney(-1000, usd),
        signedMoney(0, usd),
        signedMoney(-0, usd),
      ]).toEqual(['+\u2060$20.00', '\u2212\u2060$10.00', '$0.00', '$0.00']);
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it('never shows "-0" and leaves what is not a plain whole number to Intl', () => {
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
  });

  it('formats integer minor units without floating-point drift', () => {
    expect(formatMinorUnits(100000, 2)).toBe('1,000.00');
    expect(formatMinorUnits(1, 2)).toBe('0.01');
    expect(formatMinorUnits(-250, 2)).toBe('-2.50');
    expect(formatMinorUnits(4000000, 0)).toBe('4,000,000');
    expect(formatMinorUnits(2 ** 53 - 1, 2)).toBe('90,071,992,547,409.91');
  });

  it('puts the currency symbol before the amount', () => {
    expect(formatMoney(100000, 'USD', 2)).toBe('$1,000.00');
    expect(formatMoney(4000000, 'KHR', 0)).toBe('៛4,000,000');
    expect(formatMoney(-500, 'THB', 2)).toBe('-฿5.00');
    expect(formatMoney(1500, 'EUR', 2)).toBe('EUR15.00');
  });
});

describe('dates (spec §9)', () => {
  it('shows day, short month, year and a 12-hour time', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 22, 15, 5), 'UTC')).toBe('22 Nov 2026, 3:05 PM');
    expect(formatDateTime('2026-01-02T00:30:00Z', 'UTC')).toBe('2 Jan 2026, 12:30 AM');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('a signed amount', () => {
  it('keeps its sign on the line of its amount: a word joiner between them, nothing a line breaks at', () => {
    const riel = (minor: number) => formatMoney(minor, 'KHR', 0);
    for (const text of [signedMoney(-500, riel), signedMoney(500, riel)]) {
      expect(text).toMatch(/^[+\u2212]\u2060៛500$/);
    }
  });
});
