import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from '@/api/baseQuery';
import { invalidAnswerError } from '@/api/errors';
import { logger } from '@/lib/logger';

/**
 * The one RTK Query api. Features inject their own endpoints (api.injectEndpoints) next to the
 * screens that use them; nothing here knows about a feature. Every endpoint declares a
 * rawResponseSchema: an answer that breaks it becomes an ordinary error, never a crash or bad cache.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Betting', 'Account', 'Results', 'Reports', 'SubAccounts'],
  endpoints: () => ({}),
  onSchemaFailure: (error, info) => logger.error(`Invalid answer for ${info.endpoint}`, error.issues),
  catchSchemaFailure: (error) =>
    invalidAnswerError(error.issues.map((issue) => issue.path?.join('.') ?? '').join(', ')),
});
