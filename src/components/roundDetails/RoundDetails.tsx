import { Suspense, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { retryingImport } from '@/lib/chunks/retryingImport';
import { useRenewableLazy } from '@/lib/chunks/useRenewableLazy';
import type { RoundFacts } from '@/components/roundDetails/roundFacts';
import type { Verification } from '@/lib/fairness/verifier';
import { toast } from '@/lib/notify';

export type { RoundFacts } from '@/components/roundDetails/roundFacts';

// A chunk of its own with the verifier: nothing of it is downloaded before a member opens a round.
const loadDialog = retryingImport(() => import('@/components/roundDetails/RoundDetailsDialog'));

/**
 * A dialog that could not be shown, most often because its download failed on a lost connection (a
 * render error lands here too, and the toast's words fit both): closed, with a toast that says so.
 */
function DetailsUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const told = useRef(false);
  const tell = useEffectEvent(() => {
    toast.error(t('fairness.detailsFailed'));
    onClose();
  });
  useEffect(() => {
    // Once, though StrictMode runs a first effect twice.
    if (told.current) return;
    told.current = true;
    tell();
  }, []);
  return null;
}

/**
 * The details and proof of `round` in a modal dialog while it is not null (docs/fairness.md). A dialog
 * that cannot be downloaded takes nothing else with it: the screen under it (the table, mid-round)
 * stays, and the next opening downloads it again (a lazy component renewed after each failure).
 */
export function RoundDetails({
  round,
  onClose,
  onChecked,
}: {
  round: RoundFacts | null;
  onClose: () => void;
  /** The outcome of the check the dialog runs, for a screen that keeps one per round. */
  onChecked?: (verification: Verification) => void;
}) {
  const [Dialog, renewDialog] = useRenewableLazy(loadDialog);
  if (round === null) return null;
  return (
    <ErrorBoundary
      fallback={() => (
        <DetailsUnavailable
          onClose={() => {
            renewDialog();
            onClose();
          }}
        />
      )}
    >
      <Suspense fallback={null}>
        <Dialog key={round.roundId} round={round} onClose={onClose} onChecked={onChecked} />
      </Suspense>
    </ErrorBoundary>
  );
}
