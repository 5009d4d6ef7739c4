import * as z from 'zod/mini';
import { api } from '@/api/api';
import { envelope, unwrap } from '@/api/envelope';
import { DEPOSIT_CREATE_PATH, WITHDRAWAL_CREATE_PATH } from '@/api/paths';
import { minorUnits } from '@/api/schemas';

/** Spec §3/§7 create payload: id (0 = a new request), accountId, amount (minor units), remark. */
export interface TransferRequest {
  accountId: number;
  amount: number;
  remark: string;
}

/** docs/api.md: the server's record of the request, with the balance after it. */
const transferSchema = z.object({
  id: z.int(),
  accountId: z.int(),
  type: z.string(),
  amount: minorUnits,
  remark: z.optional(z.string()),
  status: z.string(),
  balance: minorUnits,
  createdAt: z.optional(z.number()),
});
export type Transfer = z.infer<typeof transferSchema>;

const transferBody = ({ accountId, amount, remark }: TransferRequest) => ({
  id: 0,
  accountId,
  amount,
  remark,
});

// Success or failure, the balance may have moved (or been stale): the account and the game's betting
// data are fetched again. After a failure whose outcome is unknown (no answer, a 5xx, an unreadable
// answer), the fresh balance is how the member finds out whether the money moved: these calls carry no
// idempotency key (docs/api.md, open point), so the form never sends them again by itself.
const balanceTags = (_result: unknown, _error: unknown, request: TransferRequest) => [
  { type: 'Account' as const, id: request.accountId },
  'Betting' as const,
];

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    deposit: build.mutation<Transfer, TransferRequest>({
      query: (request) => ({ url: DEPOSIT_CREATE_PATH, method: 'POST', body: transferBody(request) }),
      rawResponseSchema: envelope(transferSchema),
      transformResponse: unwrap,
      invalidatesTags: balanceTags,
    }),
    withdraw: build.mutation<Transfer, TransferRequest>({
      query: (request) => ({ url: WITHDRAWAL_CREATE_PATH, method: 'POST', body: transferBody(request) }),
      rawResponseSchema: envelope(transferSchema),
      transformResponse: unwrap,
      invalidatesTags: balanceTags,
    }),
  }),
});

export const { useDepositMutation, useWithdrawMutation } = walletApi;
