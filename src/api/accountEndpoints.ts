import { api } from '@/api/api';
import { envelope, unwrap } from '@/api/envelope';
import { accountSchema, type Account } from '@/api/schemas';
import { getConfig } from '@/config/env';
import type { SessionUser } from '@/session/authSlice';

/** Spec §7 "get account": loginId, deviceId, accountId. */
export interface AccountRequest {
  loginId: string;
  deviceId: string;
  accountId: number;
}

/**
 * The signed-in member's own account request. deviceId is the session's device id: spec §3 makes one
 * UUID the device token, the imei and the session id.
 */
export function ownAccountRequest(user: SessionUser | null): AccountRequest | null {
  if (!user) return null;
  return { loginId: user.loginId, deviceId: user.sessionId, accountId: user.id };
}

/*
 * Shared, not in a feature: the account screen shows it and the deposit and withdrawal screens need
 * its currency, scale and balance. Deposits and withdrawals invalidate the 'Account' tag, so every
 * screen showing the balance refetches it.
 */
export const accountEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, AccountRequest>({
      query: (body) => ({ url: getConfig().endpoints.getAccountById, method: 'POST', body }),
      rawResponseSchema: envelope(accountSchema),
      transformResponse: unwrap,
      providesTags: (_result, _error, request) => [{ type: 'Account', id: request.accountId }],
    }),
  }),
});

export const { useGetAccountQuery } = accountEndpoints;
