const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** Khmer digits (០–៩, typed on the Khmer keyboard's number row) as ASCII digits; other characters stay. */
export function asciiDigits(text: string): string {
  return Array.from(text, (char) => {
    const index = KHMER_DIGITS.indexOf(char);
    return index >= 0 ? String(index) : char;
  }).join('');
}

const GROUPING = /[\s\-.()]/g;

/**
 * A phone number as the server keeps it (the login id): ASCII digits, without the spaces, dashes, dots
 * and brackets people type or paste to group it ("០១២ ៣៤៥-៦៧៨" → "012345678"). What is left is checked
 * by the form; nothing else is changed, so a wrong character is still refused.
 */
export function normalisePhoneNumber(typed: string): string {
  return asciiDigits(typed).replace(GROUPING, '');
}
