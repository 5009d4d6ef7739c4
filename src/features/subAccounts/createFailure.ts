import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errorMessage';
import { failureOutcomeOf, serverReasonOf } from '@/api/errors';
import { toast } from '@/lib/notify';

type CreateError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Tells the agent what a failed create means. A refusal created nothing: its reason is shown. Without
 * a definite answer (no answer, a 5xx, an answer the app cannot read) the account may well exist, so
 * "not created" would be untrue: the agent is asked to look at the list first.
 *
 * A second try with the same phone number after such an answer is refused as taken (the server
 * cannot create two), most likely by the account the first try made: "another account already uses
 * this phone number" would send the agent looking for a stranger's account, so the form remembers the
 * phone numbers it could not confirm, for as long as it is open, and says so instead.
 */
export function useCreateFailureNotice(): (error: CreateError, phoneNumber: string) => void {
  const { t } = useTranslation();
  const unconfirmed = useRef(new Set<string>());
  return (error, phoneNumber) => {
    if (failureOutcomeOf(error) !== 'refused') {
      unconfirmed.current.add(phoneNumber);
      toast.warning(t('subAccounts.createUnconfirmed'));
    } else if (unconfirmed.current.has(phoneNumber) && isPhoneTaken(error)) {
      toast.warning(t('subAccounts.createProbablyDone', { phoneNumber }));
    } else {
      toast.error(`${t('subAccounts.createFailed')} ${t(errorMessageKey(error))}`);
    }
  };
}

const isPhoneTaken = (error: CreateError) => serverReasonOf(error) === 'PHONE_TAKEN';
