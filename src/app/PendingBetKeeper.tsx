import { useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { OffTableOutcome, OffTableWatch } from '@/features/game/OffTableWatch';
import { useIsTableMounted } from '@/features/game/tablePresence';

const selectSubmissionPending = (state: RootState) => state.game.submission?.status === 'pending';

/**
 * A bet confirmed on the table stays watched when the member goes to another screen before it is
 * settled: a join lost on its way is sent again (docs/game.md "Off the table"), and one restored by a
 * reload on another screen is settled there. Left to the game screen, a member who pressed Confirm and
 * at once opened My bets lost the bet if its join was lost: nothing sent it again before betting
 * closed. Runs while a bet is pending (it polls betting data) and no table is mounted to watch it:
 * not by the path, since the game screen may have failed to download. What becomes of the bet is told
 * there in a toast.
 *
 * In the frame's chunk, not one of its own: a download asked for as the member leaves the table goes
 * out on the network that has just lost the join, and a failed one would leave the bet unwatched.
 */
export function PendingBetKeeper() {
  const pending = useAppSelector(selectSubmissionPending);
  const tableMounted = useIsTableMounted();
  if (tableMounted) return null;
  return (
    <>
      {pending && <OffTableWatch />}
      <OffTableOutcome />
    </>
  );
}
