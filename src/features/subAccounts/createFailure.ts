import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errorMessage';
import { failureOutcomeOf, serverReasonOf } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { toast } from '@/lib/notify';
import { selectSessionUser } from '@/session/authSlice';

type CreateError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Tells the agent what a failed create means. A refusal created nothing: its reason is shown. Without
 * a definite answer (no answer, a 5xx, an answer the app cannot read) the account may well exist, so
 * "not created" would be untrue: the agent is asked to look at the list first.
 *
 * A second try with the same phone number after such an answer is refused as taken (the server
 * cannot create two), most likely by the account the first try made: "another account already uses
 * this phone number" would send the agent looking for a stranger's account, so the phone numbers a
 * create could not confirm are remembered and the notice says so instead.
 */
export function useCreateFailureNotice(): (error: CreateError, phoneNumber: string) => void {
  const { t } = useTranslation();
  const agentId = useAppSelector(selectSessionUser)?.id;
  return (error, phoneNumber) => {
    const unconfirmed = unconfirmedCreatesOf(agentId);
    if (failureOutcomeOf(error) !== 'refused') {
      unconfirmed.add(phoneNumber);
      toast.warning(t('subAccounts.createUnconfirmed'));
    } else if (unconfirmed.has(phoneNumber) && isPhoneTaken(error)) {
      toast.warning(t('subAccounts.createProbablyDone', { phoneNumber }));
    } else {
      toast.error(`${t('subAccounts.createFailed')} ${t(errorMessageKey(error))}`);
    }
  };
}

const isPhoneTaken = (error: CreateError) => serverReasonOf(error) === 'PHONE_TAKEN';

/**
 * The phone numbers each agent's creates could not confirm, for the tab's life: the agent sent to check
 * the list often leaves the form and comes back to try again. Kept per agent, so another account
 * signed in on the tab does not inherit them; not stored, as nothing here is worth a stored copy of
 * phone numbers. Remembering too long costs nothing: a number refused as taken after its own
 * unconfirmed create most likely is that create's account.
 */
const unconfirmedCreates = new Map<number | undefined, Set<string>>();

function unconfirmedCreatesOf(agentId: number | undefined): Set<string> {
  let phoneNumbers = unconfirmedCreates.get(agentId);
  if (!phoneNumbers) {
    phoneNumbers = new Set();
    unconfirmedCreates.set(agentId, phoneNumbers);
  }
  return phoneNumbers;
}
