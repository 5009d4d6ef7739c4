import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { TFunction } from 'i18next';
import { errorMessageKey } from '@/api/errorMessage';
import { failureOutcomeOf } from '@/api/errors';
import { toast } from '@/lib/notify';

/**
 * Tells the agent what a failed create means. A refusal created nothing: its reason is shown. Without
 * a definite answer (no answer, a 5xx, an answer the app cannot read) the account may well exist, so
 * "not created" would be untrue: the agent is asked to look at the list first (a second try with the
 * same phone number is refused by the server, so it cannot create two).
 */
export function toastCreateFailure(
  t: TFunction,
  error: FetchBaseQueryError | SerializedError | undefined,
): void {
  if (failureOutcomeOf(error) === 'refused') {
    toast.error(`${t('subAccounts.createFailed')} ${t(errorMessageKey(error))}`);
  } else {
    toast.warning(t('subAccounts.createUnconfirmed'));
  }
}
