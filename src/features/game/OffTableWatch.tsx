import { useAppSelector } from '@/app/hooks';
import { BettingFeed } from '@/features/game/BettingFeed';
import { SubmissionWatch } from '@/features/game/SubmissionWatch';

/**
 * A pending bet's watch while the member is on another screen (app/PendingBetKeeper.tsx): the same
 * watch as on the table, and the betting data it judges by (the round's close on the server's clock,
 * the request ids the round took). Nothing of the table is rendered.
 */
export function OffTableWatch() {
  const accountId = useAppSelector((state) => state.auth.user?.id ?? null);
  return (
    <>
      {accountId !== null && <BettingFeed accountId={accountId} />}
      <SubmissionWatch />
    </>
  );
}
