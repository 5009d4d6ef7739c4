import { lazy, Suspense } from 'react';
import type { RoundFacts } from '@/components/roundDetails/roundFacts';

export type { RoundFacts } from '@/components/roundDetails/roundFacts';

// A chunk of its own with the verifier: nothing of it is downloaded before a member opens a round.
const RoundDetailsDialog = lazy(() => import('@/components/roundDetails/RoundDetailsDialog'));

/** The details and proof of `round` in a modal dialog while it is not null (docs/fairness.md). */
export function RoundDetails({ round, onClose }: { round: RoundFacts | null; onClose: () => void }) {
  if (round === null) return null;
  return (
    <Suspense fallback={null}>
      <RoundDetailsDialog key={round.roundId} round={round} onClose={onClose} />
    </Suspense>
  );
}
