import { skipToken } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { httpStatusOf } from '@/api/errors';
import {
  useGameReportHeaderV1Query,
  useGameReportHeaderV2Query,
  type ReportRequest,
} from '@/features/reports/reportsApi';
import { SCREEN_QUERY } from '@/api/screenQuery';

/**
 * A server without the v2 path answers 404 (docs/api.md NOT_FOUND; a proxy's may be an HTML page): then
 * v1, the same report, is asked.
 */
function isMissingPath(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return error !== undefined && 'status' in error && httpStatusOf(error) === 404;
}

/** The report header: v2 first, v1 as the fallback (docs/screens.md "My bets"). */
export function useReportHeader(request: ReportRequest | typeof skipToken) {
  const v2 = useGameReportHeaderV2Query(request, SCREEN_QUERY);
  const fallBack = isMissingPath(v2.error);
  const v1 = useGameReportHeaderV1Query(fallBack ? request : skipToken, SCREEN_QUERY);
  return fallBack ? v1 : v2;
}
