import type { Submission } from '@/features/game/gameSlice';

/** A submission still waiting for its answer (one FISH chip); tests override what they test. */
export function pendingSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    requestId: 'request-1',
    roundId: 3,
    chips: [{ symbol: 'FISH', amount: 100 }],
    status: 'pending',
    reason: null,
    ...overrides,
  };
}
