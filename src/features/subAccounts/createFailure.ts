import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/api/errorMessage';
import { failureOutcomeOf, serverReasonOf } from '@/api/errors';
import { useAppSelector, useStoreServices } from '@/app/hooks';
import { dismissToast, toast } from '@/lib/notify';
import { selectSessionUser } from '@/session/authSlice';

type CreateError = FetchBaseQueryError | SerializedError | undefined;
type CreateResult = { data: unknown; error?: undefined } | { data?: undefined; error: CreateError };

/**
 * Sends a create (`send`) and tells the agent what a failure means; the caller handles the created
 * account. A refusal created nothing: its reason is shown, until an account is created (the success
 * toast would otherwise sit under a "not created" still on screen for its 5 s). Without a definite answer (no answer, a 5xx,
 * an answer the app cannot read) the account may well exist, so "not created" would be untrue: the
 * agent is asked to look at the list first.
 *
 * A second try with the same phone number after such an answer, or while the first is still on its
 * way (no request timeout, spec §9: an agent who left the form and came back finds it ready again), is
 * refused as taken (the server cannot create two), most likely by the account the first try made:
 * "another account already uses this phone number" would send the agent looking for a stranger's
 * account, so the notice says so instead.
 */
export function useTrackedCreate(): <R extends CreateResult>(
  phoneNumber: string,
  send: () => Promise<R>,
) => Promise<R> {
  const { t } = useTranslation();
  const agentId = useAppSelector(selectSessionUser)?.id;
  const { subAccountCreates } = useStoreServices();
  const failureToasts = useRef<number[]>([]);
  return async (phoneNumber, send) => {
    const memory = subAccountCreates.of(agentId);
    memory.onTheirWay.set(phoneNumber, (memory.onTheirWay.get(phoneNumber) ?? 0) + 1);
    const result = await send();
    const others = (memory.onTheirWay.get(phoneNumber) ?? 1) - 1;
    if (others > 0) memory.onTheirWay.set(phoneNumber, others);
    else memory.onTheirWay.delete(phoneNumber);

    if (result.data !== undefined) {
      memory.unconfirmed.delete(phoneNumber);
      failureToasts.current.splice(0).forEach(dismissToast);
    } else if (failureOutcomeOf(result.error) !== 'refused') {
      memory.unconfirmed.add(phoneNumber);
      toast.warning(t('subAccounts.createUnconfirmed'));
    } else if (isPhoneTaken(result.error) && (memory.unconfirmed.has(phoneNumber) || others > 0)) {
      toast.warning(t('subAccounts.createProbablyDone', { phoneNumber }));
    } else {
      failureToasts.current.push(
        toast.error(`${t('subAccounts.createFailed')} ${t(errorMessageKey(result.error))}`),
      );
    }
    return result;
  };
}

const isPhoneTaken = (error: CreateError) => serverReasonOf(error) === 'PHONE_TAKEN';
