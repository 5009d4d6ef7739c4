import { useTranslation } from 'react-i18next';
import './reports.css';

/** The three dice of a round, named (not only drawn): readable by screen readers and in both languages. */
export function Dice({ dice }: { dice: readonly string[] }) {
  const { t } = useTranslation();
  const names = dice.map((face) => t(`symbols.${face}`, { defaultValue: face }));
  return (
    <ul className="dice" aria-label={t('reports.diceLabel', { dice: names.join(', ') })}>
      {names.map((name, index) => (
        <li key={index} className={`dice__face dice__face--${dice[index]?.toLowerCase() ?? ''}`}>
          {name}
        </li>
      ))}
    </ul>
  );
}
