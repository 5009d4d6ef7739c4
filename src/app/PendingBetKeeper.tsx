import { Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { lazyScreen, renewFailedScreens } from '@/app/lazyScreen';
import type { RootState } from '@/app/store';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ROUTES } from '@/lib/routes';

const OffTableWatch = lazyScreen(() => import('@/features/game/OffTableWatch'), { shown: false });

const selectSubmissionPending = (state: RootState) => state.game.submission?.status === 'pending';

const nothing = () => null;

/**
 * A bet confirmed on the table stays watched when the member goes to another screen before it is
 * settled: a join lost on its way is sent again (docs/game.md "Submission lifecycle"), and one
 * restored by a reload on another screen is settled there. Left to the game screen, a member who
 * pressed Confirm and at once opened My bets lost the bet if its join was lost: nothing sent it again
 * before betting closed. The game screen runs its own watch; this one runs only elsewhere, and only
 * while a bet is pending, since it polls betting data. Its code is the game's, downloaded when needed
 * (already in after a visit to the table); a failed download is tried again on another path or back
 * online, with nothing shown.
 */
export function PendingBetKeeper() {
  const { pathname } = useLocation();
  const pending = useAppSelector(selectSubmissionPending);
  if (!pending || matchPath(ROUTES.game, pathname)) return null;
  return (
    <ErrorBoundary resetKey={pathname} onRetry={renewFailedScreens} fallback={nothing}>
      <Suspense fallback={null}>
        <OffTableWatch />
      </Suspense>
    </ErrorBoundary>
  );
}
