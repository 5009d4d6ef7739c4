import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';
import { envelope, unwrap } from '@/api/envelope';
import { PAGE_LIMIT, type Page } from '@/api/schemas';
import { getConfig, type EndpointName } from '@/config/env';
import type { SessionUser } from '@/session/authSlice';
import {
  headerReportSchema,
  roundReportPage,
  roundResultPage,
  type HeaderReport,
  type RoundReport,
  type RoundResult,
} from '@/features/reports/reportSchemas';

/** Spec §7: every report call sends loginId, deviceId, accountId, pageSize, limit. */
export interface ReportRequest {
  loginId: string;
  deviceId: string;
  accountId: number;
  /** The page number (spec's name): 1-based for the plain report and results, 0-based for header reports. */
  pageSize: number;
  limit: number;
}

/** Spec §9: limit 10; the plain report and results start at pageSize 1, header reports at 0. */
export const FIRST_PAGE = { plain: 1, header: 0 } as const;

/** A report request of the signed-in member; deviceId is the session's device id (spec §3). */
export function reportRequest(user: SessionUser | null, pageSize: number): ReportRequest | typeof skipToken {
  if (!user) return skipToken;
  return { loginId: user.loginId, deviceId: user.sessionId, accountId: user.id, pageSize, limit: PAGE_LIMIT };
}

const post = (endpoint: EndpointName) => (body: ReportRequest) => ({
  url: getConfig().endpoints[endpoint],
  method: 'POST',
  body,
});

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member's settled rounds, newest first (spec "game report"). */
    gameReport: build.query<Page<RoundReport>, ReportRequest>({
      query: post('gameReport'),
      rawResponseSchema: envelope(roundReportPage),
      transformResponse: unwrap,
      providesTags: ['Reports'],
    }),
    /** Report with header v2: the totals over every round played (the screen uses its header). */
    gameReportHeaderV2: build.query<HeaderReport, ReportRequest>({
      query: post('gameReportHeaderV2'),
      rawResponseSchema: envelope(headerReportSchema),
      transformResponse: unwrap,
      providesTags: ['Reports'],
    }),
    /** Report with header v1: same answer; asked only when a server does not have v2 (404). */
    gameReportHeaderV1: build.query<HeaderReport, ReportRequest>({
      query: post('gameReportV1'),
      rawResponseSchema: envelope(headerReportSchema),
      transformResponse: unwrap,
      providesTags: ['Reports'],
    }),
    /** Every player's round results, newest first (spec "all game results"). */
    allGameResults: build.query<Page<RoundResult>, ReportRequest>({
      query: post('allGameResults'),
      rawResponseSchema: envelope(roundResultPage),
      transformResponse: unwrap,
      providesTags: ['Results'],
    }),
  }),
});

export const {
  useGameReportQuery,
  useGameReportHeaderV2Query,
  useGameReportHeaderV1Query,
  useAllGameResultsQuery,
} = reportsApi;
