// Spec §3: currency symbols; any other code is shown as it is.
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', KHR: '៛', THB: '฿', VND: '₫' };

export function currencySymbol(code: string): string {
  return CURRENCY_SYMBOLS[code.toUpperCase()] ?? code;
}

/*
 * Spec §9: numbers grouped by thousands with commas (en-US grouping whatever the UI language).
 * Whole numbers, which is every amount on the game screen, are grouped by hand: the first
 * Intl.NumberFormat of a page loads ICU's number data, a 12–30 ms main-thread task in Chromium
 * (docs/quality.md, "Blocking time"), paid on every cold start for a fixed pattern. Intl is
 * still what formats fractions and numbers JavaScript would print in exponent form.
 */
// Cache, made on first use: Intl formatters hold no state, so the page shares one per scale.
let intlFormats: Map<number, Intl.NumberFormat> | undefined;

function intlFormat(value: number, fractionDigits: number): string {
  intlFormats ??= new Map();
  let format = intlFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    intlFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** "1234567" → "1,234,567": `digits` is a run of ASCII digits, no sign. */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return text;
}

/** Whole numbers below 1e21 print as plain digits in JavaScript; the rest go to Intl. */
const plainDigits = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e21;

export function formatNumber(value: number, fractionDigits = 0): string {
  if (fractionDigits !== 0 || !plainDigits(value)) return intlFormat(value, fractionDigits);
  // Rounds half away from zero, as Intl does; never prints "-0".
  const whole = Math.round(Math.abs(value));
  return value < 0 && whole !== 0 ? `-${groupThousands(String(whole))}` : groupThousands(String(whole));
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
    scale > 0 ? `${formatNumber(whole)}.${String(fraction).padStart(scale, '0')}` : formatNumber(whole);
  return negative ? `-${text}` : text;
}

export function formatMoney(minor: number, currency: string, scale: number): string {
  const amount = formatMinorUnits(minor, scale);
  const symbol = currencySymbol(currency);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/**
 * The word joiner (U+2060) between a sign and its amount: a line may otherwise break between "−" and
 * "$" or "៛", and a loss's amount alone on the next line reads as a gain.
 */
export const SIGN_JOINER = '\u2060';

/**
 * A gain or a loss: "+$20.00", "−$10.00" (a true minus sign, as wide as the plus, not a hyphen), "$0.00";
 * the sign never parted from the amount (`SIGN_JOINER`).
 */
export function signedMoney(minor: number, money: (minor: number) => string): string {
  if (minor > 0) return `+${SIGN_JOINER}${money(minor)}`;
  if (minor < 0) return `\u2212${SIGN_JOINER}${money(-minor)}`;
  return money(0);
}
