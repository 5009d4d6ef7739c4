import { asciiDigits, normalisePhoneNumber } from '@/lib/format/digits';

describe('digits', () => {
  it('turns Khmer digits into ASCII and leaves every other character', () => {
    expect(asciiDigits('០១២៣៤៥៦៧៨៩')).toBe('0123456789');
    expect(asciiDigits('៛1,០០០.5a')).toBe('៛1,000.5a');
  });

  it('keeps of a phone number its digits and leading +, without the groupings', () => {
    expect(normalisePhoneNumber(' +855 (12) ៣៤៥-៦៧៨.9 ')).toBe('+855123456789');
    expect(normalisePhoneNumber('012\t345\u00a0678')).toBe('012345678');
    // Anything else stays, for the form to refuse.
    expect(normalisePhoneNumber('012_345/678')).toBe('012_345/678');
  });
});
