import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { RoundDetails, type RoundFacts } from '@/components/roundDetails/RoundDetails';
import { roundDetailsOf } from '@/features/game/fairnessSelectors';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import { RESULTS_LIMIT, useAllResultsQuery } from '@/features/game/gameApi';
import { diceKey, selectBetting } from '@/features/game/gameSelectors';
import { DICE_OUT_MS } from '@/features/game/reveal';
import { isGameSymbol } from '@/api/symbols';
import { useSymbolNames, type SymbolNames } from '@/features/game/useSymbolNames';
import { useCheckFromDetails } from '@/features/game/useCheckFromDetails';
import { useAfterIdle } from '@/lib/schedule/useAfterIdle';
import './Fairness.css';

interface ItemProps {
  roundId: number;
  /** The dice as one string ("TIGER,CRAB,CRAB"): a refetch brings new arrays for the same dice. */
  dice: string;
  latest: boolean;
  names: SymbolNames;
  /** Opens the round's details and proof (docs/fairness.md). */
  onOpen: (roundId: number) => void;
}

/** The round on the table as one number: twice its id, plus one in its result; null before an answer. */
function selectRoundKey(state: Parameters<typeof selectBetting>[0]): number | null {
  const round = selectBetting(state)?.round;
  return round ? round.id * 2 + (round.phase === 'RESULT' ? 1 : 0) : null;
}

/** One past result. Memoized: a new result renders itself and the previous latest, not all ten. */
const ResultItem = memo(function ResultItem({ roundId, dice: key, latest, names, onOpen }: ItemProps) {
  const { t } = useTranslation();
  const dice = key.split(',').filter(isGameSymbol);
  return (
    <li className={latest ? 'result result--latest' : 'result'}>
      <button
        type="button"
        className="result__open"
        data-details-of={roundId}
        onClick={() => onOpen(roundId)}
      >
        <span className="visually-hidden">
          {t('game.results.item', { id: roundId, dice: dice.map((face) => names[face]).join(', ') })}
        </span>
        <span className="result__dice" aria-hidden="true">
          {dice.map((face, dieIndex) => (
            <SymbolArt key={dieIndex} symbol={face} className="result__die" />
          ))}
        </span>
        <span className="result__round" aria-hidden="true">
          #{roundId}
          {latest ? ` · ${t('game.results.latest')}` : ''}
        </span>
        <span className="visually-hidden">{t('fairness.details')}</span>
      </button>
    </li>
  );
});

/**
 * The last 10 results (all-results call, limit 10), newest first. Read once, then again whenever a new
 * result is out (the round on the table reaches RESULT) and its dice are out in the bowl, or when the
 * table moves on to a round whose previous result the strip lacks (a result the table never showed:
 * a hidden tab, a lost connection); not polled.
 */
export const ResultsStrip = memo(function ResultsStrip() {
  const { t } = useTranslation();
  const names = useSymbolNames();
  const user = useAppSelector((state) => state.auth.user);
  const idle = useAfterIdle();
  // Deferred: the strip has no part in the render that reveals the dice. One selector of a primitive
  // (every dispatch runs it, a tap's included): the round on the table and whether it is in its result.
  const roundOnTable = useDeferredValue(useAppSelector(selectRoundKey));
  const settledRound = roundOnTable !== null && roundOnTable % 2 === 1 ? (roundOnTable - 1) / 2 : null;
  const openRound = roundOnTable !== null && roundOnTable % 2 === 0 ? roundOnTable / 2 : null;
  const { data, refetch, isUninitialized, failed } = useAllResultsQuery(
    { loginId: user?.loginId ?? '', deviceId: user?.sessionId ?? '', accountId: user?.id ?? 0 },
    // Only the answer and whether there is one: fetching flags toggle twice a refetch and show nothing.
    // Asked for once the table has painted (below it on a phone), not in the render that mounts it.
    {
      skip: !user || !idle,
      // The error, not isError: RTK Query keeps the error while a retry is under way, and resets isError.
      selectFromResult: ({ data, isUninitialized, error }) => ({
        data,
        isUninitialized,
        failed: error !== undefined,
      }),
    },
  );
  const latestListed = data?.items[0]?.roundId ?? null;
  const askedBehind = useRef<number | null>(null);
  useEffect(() => {
    if (openRound === null || latestListed === null || latestListed >= openRound - 1) return;
    if (askedBehind.current === openRound) return;
    askedBehind.current = openRound;
    void refetch();
  }, [openRound, latestListed, refetch]);
  const lastSeen = useRef(settledRound);
  const asking = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (settledRound === lastSeen.current) return;
    lastSeen.current = settledRound;
    const wasAsking = asking.current !== null;
    if (asking.current !== null) clearTimeout(asking.current);
    asking.current = null;
    if (isUninitialized) return;
    if (settledRound !== null) {
      // The new entry shows the dice: it is asked for once the bowl has shown them (reveal.ts).
      asking.current = setTimeout(() => {
        asking.current = null;
        void refetch();
      }, DICE_OUT_MS);
    } else if (wasAsking) {
      // The table left the result before the dice were out (a late answer): the reveal is over.
      void refetch();
    }
  }, [settledRound, isUninitialized, refetch]);
  useEffect(
    () => () => {
      if (asking.current !== null) clearTimeout(asking.current);
    },
    [],
  );

  // Deferred: ten items of dice art mount in a render that yields to the browser, not in the task that
  // brought the answer (docs/quality.md "What keeps the first screen small and quick").
  const shownData = useDeferredValue(data);
  const items = useMemo(() => shownData?.items.slice(0, RESULTS_LIMIT) ?? [], [shownData]);
  const store = useAppStore();
  const [details, setDetails] = useState<RoundFacts | null>(null);
  const openDetails = useCallback(
    (roundId: number) => setDetails(roundDetailsOf(store.getState(), roundId)),
    [store],
  );
  const closeDetails = useCallback(() => setDetails(null), []);
  const checkFromDetails = useCheckFromDetails();
  return (
    <section className="results" aria-labelledby="results-title">
      <h2 id="results-title" className="results__title">
        {t('game.results.title')}
      </h2>
      {items.length === 0 ? (
        // A failed read is not "no results": the member would take the strip for the truth.
        <p>{failed ? t('game.results.unavailable') : t('game.results.empty')}</p>
      ) : (
        <ol className="results__list" data-testid="results">
          {items.map((item, index) => (
            <ResultItem
              key={item.roundId}
              roundId={item.roundId}
              dice={diceKey(item.dice)}
              latest={index === 0}
              names={names}
              onOpen={openDetails}
            />
          ))}
        </ol>
      )}
      <RoundDetails round={details} onClose={closeDetails} onChecked={checkFromDetails} />
    </section>
  );
});
