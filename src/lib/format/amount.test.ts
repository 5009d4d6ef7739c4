import { parseAmount } from '@/lib/format/amount';

describe('typed amount → minor units (string arithmetic)', () => {
  it.each([
    ['12.50', 2, 1250],
    ['12.5', 2, 1250],
    ['0.01', 2, 1],
    ['.5', 2, 50],
    ['1,000.50', 2, 100050],
    ['1,234,567', 0, 1234567],
    ['100', 0, 100],
    ['100.0', 0, 100],
    ['12.500', 2, 1250],
    ['  7 ', 2, 700],
    ['+3', 2, 300],
    ['១២.៥០', 2, 1250],
    ['0.29', 2, 29],
    ['1.005', 3, 1005],
    ['90071992547409.91', 2, 9007199254740991],
  ])('%s with scale %i is %i', (text, scale, minor) => {
    expect(parseAmount(text, scale)).toEqual({ ok: true, minor });
  });

  it('gets the cents that float arithmetic loses', () => {
    // 0.29 * 100 = 28.999999999999996 and 1.15 * 100 = 114.99999999999999 in floating point.
    expect(parseAmount('0.29', 2)).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.15', 2)).toEqual({ ok: true, minor: 115 });
    expect(parseAmount('4.35', 2)).toEqual({ ok: true, minor: 435 });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['1e3', 'format'],
    ['12,50', 'format'],
    ['1,00', 'format'],
    ['.', 'format'],
    ['1.2.3', 'format'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['-5', 'notPositive'],
    ['12.345', 'precision'],
    ['0.001', 'precision'],
    ['90071992547409.92', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('%j is refused: %s', (text, problem) => {
    expect(parseAmount(text, 2)).toEqual({ ok: false, problem });
  });

  it('refuses any decimals for a currency without minor digits', () => {
    expect(parseAmount('100.5', 0)).toEqual({ ok: false, problem: 'precision' });
  });
});
