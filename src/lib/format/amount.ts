import { asciiDigits } from '@/lib/format/digits';

/**
 * A typed decimal amount → integer minor units, by string arithmetic only: "12.50" with scale 2 is
 * exactly 1250, never 1249.9999… Khmer digits (០–៩) count as digits, and commas are accepted only as
 * thousands groups ("1,000.50"), so "12,50" is refused instead of silently becoming 1,250.
 */
export type AmountProblem = 'required' | 'format' | 'notPositive' | 'precision' | 'tooLarge';
export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const GROUPED = /^([+-]?)(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

const fail = (problem: AmountProblem): ParsedAmount => ({ ok: false, problem });

export function parseAmount(text: string, scale: number): ParsedAmount {
  const input = asciiDigits(text.trim()).replace(/\s/g, '');
  if (input === '') return fail('required');
  const match = PLAIN.exec(input) ?? GROUPED.exec(input);
  if (!match) return fail('format');
  const sign = match[1] ?? '';
  const whole = (match[2] ?? '').replace(/,/g, '');
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return fail('format');

  const significant = fraction.replace(/0+$/, '');
  const digits = `${whole}${significant.padEnd(scale, '0')}`.replace(/^0+/, '');
  if (digits === '' || sign === '-') return fail('notPositive');
  if (significant.length > scale) return fail('precision');
  // 16 digits can pass 2^53; anything longer surely does. The server takes safe integers only.
  if (digits.length > 16 || !Number.isSafeInteger(Number(digits))) return fail('tooLarge');
  return { ok: true, minor: Number(digits) };
}
