import { useEffect } from 'react';

interface MutationState {
  isUninitialized: boolean;
  isLoading: boolean;
  reset: () => void;
}

/**
 * RTK Query's mutation hooks keep the last request's arguments (`originalArgs`, shown by React
 * DevTools) until reset: a form whose request carries a password forgets them once it is answered
 * (docs/security.md). The reset runs from a render after the answer: the `reset` a submit handler
 * captured before it triggered the call is stale and does nothing.
 */
export function useForgetArgsOnceAnswered({ isUninitialized, isLoading, reset }: MutationState): void {
  useEffect(() => {
    if (!isUninitialized && !isLoading) reset();
  }, [isUninitialized, isLoading, reset]);
}
