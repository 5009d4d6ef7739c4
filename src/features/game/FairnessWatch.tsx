import { useEffect, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { fingerprintSeen, roundChecked } from '@/features/game/gameSlice';
import { selectFairRound, selectTableRoundFacts } from '@/features/game/fairnessSelectors';
import { selectClockOffset } from '@/features/game/gameSelectors';
import { KEPT_HASH_CHARS } from '@/lib/fairness/fairRounds';
import { afterIdle } from '@/lib/schedule/afterIdle';
import { afterNextPaint } from '@/lib/schedule/afterNextPaint';
import { logger } from '@/lib/logger';

/**
 * docs/fairness.md: keeps the fingerprint the table shows while a round takes bets, and checks every
 * result on the table against it — after the dice have painted and the page is idle, with the
 * verifier's chunk imported then. The outcome goes to the game slice (FairnessLine, FairnessAlerts show it) and to the log.
 * Renders nothing.
 */
export function FairnessWatch() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const round = useAppSelector(selectTableRoundFacts, shallowEqual);
  // The check under way (round, seed, dice), so that a re-render does not start it twice.
  const underWay = useRef<string | null>(null);

  useEffect(() => {
    if (!round) return;
    const kept = selectFairRound(store.getState(), round.id);
    if (round.phase === 'BETTING') {
      // A round seen taking bets with no fingerprint is kept as such (''): its result cannot be
      // checked against a hash published only with it (docs/fairness.md).
      const unseen = round.seedHash === '' ? kept === undefined : !kept?.seenHash;
      if (unseen && !kept?.check) {
        // On the server's clock, as the round's own times are: the details list them together.
        const seenAt = Date.now() + selectClockOffset(store.getState());
        dispatch(
          fingerprintSeen({ roundId: round.id, seedHash: round.seedHash.slice(0, KEPT_HASH_CHARS) }, seenAt),
        );
      }
      return;
    }
    if (round.phase !== 'RESULT' || round.dice === '') return;
    // One check a round; again only if the seed it lacked has come since.
    if (kept?.check && !(kept.check.problem === 'seedMissing' && round.seed)) return;
    const key = `${round.id}|${round.seed ?? ''}|${round.dice}`;
    if (underWay.current === key) return;
    underWay.current = key;
    const seenHash = kept?.seenHash ?? null;
    // After the frame that reveals the dice, and then once the page is idle (at most 2 s later): the
    // import, the hashing and the line it updates stay out of the reveal's frames.
    void afterNextPaint()
      .then(() => new Promise<void>((resolve) => afterIdle(resolve, 2000)))
      .then(() => import('@/lib/fairness/verifier'))
      .then(({ checkRound }) =>
        checkRound({
          roundId: round.id,
          seed: round.seed,
          publishedHash: round.seedHash,
          seenHash,
          dice: round.dice.split(','),
        }),
      )
      .then(
        (verification) => {
          const problem = verification.problems[0] ?? null;
          dispatch(
            roundChecked({
              roundId: round.id,
              outcome: verification.outcome,
              problem,
              reference: verification.reference,
            }),
          );
          if (verification.outcome === 'verified') {
            logger.info(
              `Round ${round.id}: dice verified against the ${verification.reference ?? ''} fingerprint`,
            );
          } else {
            logger.warn(
              `Round ${round.id}: fairness check ${verification.outcome} (${verification.problems.join(', ')})`,
              {
                seed: verification.seed,
                seenHash: verification.seenHash,
                publishedHash: verification.publishedHash,
                computedHash: verification.computedHash,
                shownDice: verification.shownDice,
                derivedDice: verification.derivedDice,
              },
            );
          }
        },
        (error: unknown) => {
          logger.error(`Round ${round.id}: the fairness check could not run`, error);
          dispatch(
            roundChecked({
              roundId: round.id,
              outcome: 'unchecked',
              problem: 'checkFailed',
              reference: null,
            }),
          );
        },
      );
  }, [round, dispatch, store]);

  return null;
}
