// Spec §3: currency symbols; any other code is shown as it is.
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', KHR: '៛', THB: '฿', VND: '₫' };

export function currencySymbol(code: string): string {
  return CURRENCY_SYMBOLS[code.toUpperCase()] ?? code;
}

/** Spec §9: numbers grouped by thousands with commas (en-US grouping whatever the UI language). */
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatNumber(value: number, fractionDigits = 0): string {
  if (fractionDigits === 0) return integerFormat.format(value);
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * Money travels as integer minor units (docs/api.md); `scale` is the number of minor digits
 * (2 for USD and THB, 0 for KHR and VND). Formatting splits the integer instead of dividing,
 * so no floating-point rounding can show a wrong cent.
 */
export function formatMinorUnits(minor: number, scale: number): string {
  const negative = minor < 0;
  const absolute = Math.abs(Math.trunc(minor));
  const divisor = 10 ** scale;
  const whole = Math.floor(absolute / divisor);
  const fraction = absolute % divisor;
  const text =
    scale > 0
      ? `${integerFormat.format(whole)}.${String(fraction).padStart(scale, '0')}`
      : integerFormat.format(whole);
  return negative ? `-${text}` : text;
}

export function formatMoney(minor: number, currency: string, scale: number): string {
  const amount = formatMinorUnits(minor, scale);
  const symbol = currencySymbol(currency);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}
