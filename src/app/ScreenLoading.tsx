import { SLOW_START_MS } from '@/app/slowStart';
import { SlowLoading } from '@/app/SlowLoading';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { useTakingLong } from '@/lib/schedule/useTakingLong';

/**
 * The loading screen React shows while a screen's code or the session comes in. The spec sets no
 * request timeout, so a screen's chunk that never arrives left the spinner turning for ever (one that
 * fails is `ScreenLoadFailure`'s): after a while it says so and offers a reload.
 */
export function ScreenLoading() {
  const slow = useTakingLong(true, SLOW_START_MS);
  return <FullScreenSpinner>{slow && <SlowLoading />}</FullScreenSpinner>;
}
