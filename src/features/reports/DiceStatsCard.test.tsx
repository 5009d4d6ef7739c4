import { screen } from '@testing-library/react';
import { DiceStatsCard } from '@/features/reports/DiceStatsCard';
import { renderWithProviders } from '@/testing/renderWithProviders';

const round = { dice: ['TIGER', 'CRAB', 'FISH'] };

describe('the dice statistics wording', () => {
  it('says "1 round" for one round and "2 rounds" for two', () => {
    const { unmount } = renderWithProviders(<DiceStatsCard rounds={[round]} />);
    expect(screen.getByText(/^Over the 1 round above \(3 dice\)/)).toBeInTheDocument();
    expect(screen.getByText(/^With only 1 round, gaps/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<DiceStatsCard rounds={[round, round]} />);
    expect(screen.getByText(/^Over the 2 rounds above \(6 dice\)/)).toBeInTheDocument();
    expect(screen.getByText(/^With only 2 rounds, gaps/)).toBeInTheDocument();
  });

  // The app's Khmer code is "kh", which Intl does not know: i18next then picks the plural form by the
  // runtime's default locale ("one" for 1 in an English browser), so Khmer needs its _one key as well.
  it.each([1, 2])('reads the same Khmer sentence for %i round(s), never a key', (count) => {
    renderWithProviders(<DiceStatsCard rounds={Array.from({ length: count }, () => round)} />, {
      language: 'kh',
    });
    expect(
      screen.getByText(`លើជុំទាំង ${count} ខាងលើ (${count * 3} គ្រាប់) ធៀបនឹងឱកាស ១ ក្នុង ៦ នៃគ្រាប់ឡុកឡាក់ដែលយុត្តិធម៌។`),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^ជាមួយតែ ${count} ជុំ `))).toBeInTheDocument();
  });
});
