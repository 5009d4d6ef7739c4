import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import * as z from 'zod/mini';
import { api } from '@/api/api';
import { envelope, unwrap } from '@/api/envelope';
import { accountSchema, minorUnits, pageSchema, type Account, type Page } from '@/api/schemas';
import { failureOutcomeOf } from '@/api/errors';
import { getConfig, type EndpointName } from '@/config/env';

/** docs/api.md: a page of a parent's accounts; pageSize is the 1-based page number. */
export interface ParentPageRequest {
  parentId: number;
  pageSize: number;
  limit: number;
}

export interface AccountListRequest {
  accountId: number;
  pageSize: number;
  limit: number;
}

export interface NewAccount {
  phoneNumber: string;
  password: string;
  currency: string;
  levelName: string;
}

export interface AccountUpdate {
  id: number;
  status?: string;
  password?: string;
}

const winRowSchema = z.object({
  accountId: z.int(),
  loginId: z.string(),
  rounds: z.int(),
  totalStake: minorUnits,
  totalPayout: minorUnits,
  net: minorUnits,
  currency: z.string(),
  scale: z.int().check(z.minimum(0), z.maximum(8)),
});
export type WinRow = z.infer<typeof winRowSchema>;

const accountAnswer = envelope(accountSchema);
const accountPageAnswer = envelope(pageSchema(accountSchema));
/** Read when a call is made: the configuration is checked at start-up, after this module loads. */
const endpoint = (name: EndpointName) => getConfig().endpoints[name];

/** After a create that succeeded or whose outcome is unknown, the lists are read again (they may hold it). */
const accountsMayHaveChanged = (result: unknown, error: FetchBaseQueryError | undefined) =>
  result || failureOutcomeOf(error) === 'unknown' ? (['SubAccounts', 'Reports'] as const) : [];

export const subAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The accounts right below a parent (spec "sub-account list"). */
    subAccountList: build.query<Page<Account>, ParentPageRequest>({
      query: (body) => ({ url: endpoint('subAccountList'), method: 'POST', body }),
      rawResponseSchema: accountPageAnswer,
      transformResponse: unwrap,
      providesTags: ['SubAccounts'],
    }),
    /** One account below a parent, at any depth (spec "sub-account by id"). */
    subAccountById: build.query<Account, { parentId: number; id: number }>({
      query: (body) => ({ url: endpoint('subAccountById'), method: 'POST', body }),
      rawResponseSchema: accountAnswer,
      transformResponse: unwrap,
      providesTags: ['SubAccounts'],
    }),
    /** A new account right below the caller (spec "create sub-account"). */
    createSubAccount: build.mutation<Account, NewAccount & { parentId: number }>({
      query: (body) => ({ url: endpoint('createSubAccount'), method: 'POST', body }),
      rawResponseSchema: accountAnswer,
      transformResponse: unwrap,
      invalidatesTags: accountsMayHaveChanged,
    }),
    /** A new account below any account in reach: the create/update call with id 0. */
    createAccount: build.mutation<Account, NewAccount & { parentId: number }>({
      query: (account) => ({ url: endpoint('createAccount'), method: 'POST', body: { id: 0, ...account } }),
      rawResponseSchema: accountAnswer,
      transformResponse: unwrap,
      invalidatesTags: accountsMayHaveChanged,
    }),
    /** Status or password of an account in reach: the create/update call with its id. */
    updateAccount: build.mutation<Account, AccountUpdate>({
      query: (body) => ({ url: endpoint('updateAccount'), method: 'POST', body }),
      rawResponseSchema: accountAnswer,
      transformResponse: unwrap,
      // Carried out or maybe carried out: the lists and the account's details are read again.
      invalidatesTags: (result, error, update) =>
        result || failureOutcomeOf(error) === 'unknown'
          ? ['SubAccounts', { type: 'Account', id: update.id }]
          : [],
    }),
    /** Every account below one, breadth first (spec "account list"). */
    accountList: build.query<Page<Account>, AccountListRequest>({
      query: (body) => ({ url: endpoint('accountList'), method: 'POST', body }),
      rawResponseSchema: accountPageAnswer,
      transformResponse: unwrap,
      providesTags: ['SubAccounts'],
    }),
    /** Each direct child's play totals (spec "win report by parent"). */
    winReportByParent: build.query<Page<WinRow>, ParentPageRequest>({
      query: (body) => ({ url: endpoint('winReportByParent'), method: 'POST', body }),
      rawResponseSchema: envelope(pageSchema(winRowSchema)),
      transformResponse: unwrap,
      providesTags: ['Reports'],
    }),
  }),
});

export const {
  useSubAccountListQuery,
  useSubAccountByIdQuery,
  useCreateSubAccountMutation,
  useCreateAccountMutation,
  useUpdateAccountMutation,
  useAccountListQuery,
  useWinReportByParentQuery,
} = subAccountsApi;
