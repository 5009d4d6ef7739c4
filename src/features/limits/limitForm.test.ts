import {
  amountFieldOf,
  changedLimits,
  parseLimitFields,
  SESSION_MINUTES_MAX,
} from '@/features/limits/limitForm';

const fields = (values: Partial<Record<'stake' | 'loss' | 'session' | 'deposit', string>>) => ({
  stake: '',
  loss: '',
  session: '',
  deposit: '',
  ...values,
});

describe('the limits form', () => {
  it.each`
    minor   | scale | text
    ${null} | ${2}  | ${''}
    ${1250} | ${2}  | ${'12.50'}
    ${5}    | ${2}  | ${'0.05'}
    ${1000} | ${0}  | ${'1000'}
  `('shows $minor (scale $scale) as "$text"', ({ minor, scale, text }) => {
    expect(amountFieldOf(minor, scale)).toBe(text);
  });

  it('reads empty fields as no limit, amounts in minor units and the session in whole minutes', () => {
    expect(parseLimitFields(fields({ stake: '12.50', session: '90' }), 2)).toEqual({
      ok: true,
      values: { stake: 1250, loss: null, session: 90, deposit: null },
    });
  });

  it.each`
    typed                                           | scale | errors
    ${{ stake: '0' }}                               | ${2}  | ${{ stake: 'wallet.errors.amountPositive' }}
    ${{ loss: '1.234' }}                            | ${2}  | ${{ loss: 'wallet.errors.amountPrecision' }}
    ${{ deposit: '1.5' }}                           | ${0}  | ${{ deposit: 'wallet.errors.amountWhole' }}
    ${{ stake: 'lots' }}                            | ${2}  | ${{ stake: 'wallet.errors.amountFormat' }}
    ${{ session: '1.5' }}                           | ${2}  | ${{ session: 'play.errors.minutes' }}
    ${{ session: String(SESSION_MINUTES_MAX + 1) }} | ${2}  | ${{ session: 'play.errors.minutes' }}
  `('refuses $typed with $errors', ({ typed, scale, errors }) => {
    expect(parseLimitFields(fields(typed), scale)).toEqual({ ok: false, errors });
  });

  it('asks only for the limits whose field the member changed', () => {
    const filled = fields({ stake: '5.00', loss: '20.00' });
    const typed = fields({ stake: '5.00', loss: '', session: '90' });
    expect(changedLimits({ stake: 500, loss: null, session: 90, deposit: null }, typed, filled)).toEqual({
      loss: null,
      session: 90,
    });
  });
});
