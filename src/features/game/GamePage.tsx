import { useTranslation } from 'react-i18next';
import './GamePage.css';

export default function GamePage() {
  const { t } = useTranslation();
  return (
    <main className="game" aria-label={t('game.table')}>
      <h1 className="visually-hidden">{t('game.title')}</h1>
    </main>
  );
}
