import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectSendingRound } from '@/features/game/gameSelectors';

/**
 * What Log out asks first while this tab's bets wait for the server's answer: the session's end stops
 * the table following them, so the member hears where their outcome will show (docs/game.md). Null
 * when nothing is being sent.
 */
export function useLogoutQuestion(): { title: string; text: string } | null {
  const { t } = useTranslation();
  const round = useAppSelector(selectSendingRound);
  return useMemo(
    () =>
      round === null
        ? null
        : { title: t('game.submission.logoutTitle'), text: t('game.submission.logoutText', { round }) },
    [round, t],
  );
}
