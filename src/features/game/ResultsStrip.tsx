import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import { RESULTS_LIMIT, useAllResultsQuery } from '@/features/game/gameApi';
import { selectBetting } from '@/features/game/gameSelectors';

/**
 * The last 10 results (all-results call, limit 10), newest first. Read once, then again whenever a new
 * result is out (the round on the table reaches RESULT), not on a timer.
 */
export const ResultsStrip = memo(function ResultsStrip() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const settledRound = useAppSelector((state) => {
    const round = selectBetting(state)?.round;
    return round?.phase === 'RESULT' ? round.id : null;
  });
  const { data, refetch, isUninitialized } = useAllResultsQuery(
    { loginId: user?.loginId ?? '', deviceId: user?.sessionId ?? '', accountId: user?.id ?? 0 },
    { skip: !user },
  );
  const lastSeen = useRef(settledRound);
  useEffect(() => {
    if (settledRound === lastSeen.current) return;
    lastSeen.current = settledRound;
    if (settledRound !== null && !isUninitialized) void refetch();
  }, [settledRound, isUninitialized, refetch]);

  const items = data?.items.slice(0, RESULTS_LIMIT) ?? [];
  return (
    <section className="results" aria-labelledby="results-title">
      <h2 id="results-title" className="results__title">
        {t('game.results.title')}
      </h2>
      {items.length === 0 ? (
        <p>{t('game.results.empty')}</p>
      ) : (
        <ol className="results__list" data-testid="results">
          {items.map((item, index) => {
            const names = item.dice.map((face) => t(`game.symbols.${face}`)).join(', ');
            return (
              <li key={item.roundId} className={index === 0 ? 'result result--latest' : 'result'}>
                <span className="visually-hidden">
                  {t('game.results.item', { id: item.roundId, dice: names })}
                </span>
                <span className="result__dice" aria-hidden="true">
                  {item.dice.map((face, dieIndex) => (
                    <SymbolArt key={dieIndex} symbol={face} className="result__die" />
                  ))}
                </span>
                <span className="result__round" aria-hidden="true">
                  #{item.roundId}
                  {index === 0 ? ` · ${t('game.results.latest')}` : ''}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});
