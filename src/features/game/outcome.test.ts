import { formatMoney } from '@/lib/format/money';
import { roundOutcome } from '@/features/game/outcome';

const usd = (minor: number) => formatMoney(minor, 'USD', 2);
const khr = (minor: number) => formatMoney(minor, 'KHR', 0);

describe('the outcome the bowl shows at the result', () => {
  it('a win: the net with a plus sign', () => {
    expect(roundOutcome({ net: 2000 }, usd, 'No bets this round')).toEqual({
      tone: 'win',
      headline: '+\u2060$20.00',
    });
  });

  it('a loss: the net with a minus sign (U+2212), not a hyphen', () => {
    const outcome = roundOutcome({ net: -1000 }, usd, 'No bets this round');
    expect(outcome).toEqual({ tone: 'loss', headline: '\u2212\u2060$10.00' });
    expect(outcome.headline.startsWith('\u2212')).toBe(true);
    expect(outcome.headline).not.toContain('-');
  });

  it('even: the stake back, no sign', () => {
    expect(roundOutcome({ net: 0 }, usd, 'No bets this round')).toEqual({ tone: 'even', headline: '$0.00' });
  });

  it('no bets this round: the words given, in the member’s language', () => {
    expect(roundOutcome(null, usd, 'No bets this round')).toEqual({
      tone: 'none',
      headline: 'No bets this round',
    });
    expect(roundOutcome(null, khr, 'អ្នកមិនបានភ្នាល់ក្នុងជុំនេះទេ').headline).toBe('អ្នកមិនបានភ្នាល់ក្នុងជុំនេះទេ');
  });

  it('in riel too', () => {
    expect(roundOutcome({ net: 4000 }, khr, '').headline).toBe('+\u2060៛4,000');
    expect(roundOutcome({ net: -12_000 }, khr, '').headline).toBe('\u2212\u2060៛12,000');
  });
});
