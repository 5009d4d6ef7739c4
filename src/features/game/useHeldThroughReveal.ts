import { useEffect, useState } from 'react';
import { OUTCOME_TOLD_MS } from '@/features/game/reveal';

/**
 * `value` as the table shows it through a reveal: when `settledRound` turns to a round newly settled,
 * the value shown before it stays for OUTCOME_TOLD_MS (until the bowl has told the outcome), then the
 * current one comes in. A value first seen with the round already settled, or the settlement of
 * `toldAtOnce` (the round the table opened in the result of, useRoundOpenedInResult), is shown at once.
 * `holding` says whether the shown value is the one from before.
 */
export function useHeldThroughReveal<T>(
  value: T,
  settledRound: number | null,
  toldAtOnce: number | null = null,
): { shown: T; holding: boolean } {
  const [view, setView] = useState({ value, settledRound, held: null as { value: T } | null });
  if (view.value !== value || view.settledRound !== settledRound) {
    const starts =
      settledRound !== null &&
      settledRound !== view.settledRound &&
      settledRound !== toldAtOnce &&
      view.value !== null;
    setView({ value, settledRound, held: starts ? { value: view.value } : view.held });
  }
  const held = view.held;
  useEffect(() => {
    if (held === null) return undefined;
    const timer = setTimeout(() => setView((current) => ({ ...current, held: null })), OUTCOME_TOLD_MS);
    return () => clearTimeout(timer);
  }, [held]);
  return held === null ? { shown: value, holding: false } : { shown: held.value, holding: true };
}
