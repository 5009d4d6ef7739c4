import type * as TakingLong from '@/lib/schedule/useTakingLong';

/** What "a long wait" is in tests: 300 ms, not 10 s. The tests wait for the words, not the member. */
export const SHORT_WAIT_MS = 300;

/**
 * A `useTakingLong` module whose waits are short, for `jest.mock`:
 * `jest.mock('@/lib/schedule/useTakingLong', () => jest.requireActual('@/testing/shortWaits').shortTakingLong());`
 */
export function shortTakingLong(): typeof TakingLong {
  const actual = jest.requireActual<typeof TakingLong>('@/lib/schedule/useTakingLong');
  return { ...actual, useTakingLong: (waiting: boolean) => actual.useTakingLong(waiting, SHORT_WAIT_MS) };
}
