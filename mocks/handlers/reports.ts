import type { HttpHandler } from 'msw';
import * as z from 'zod';
import { CURRENCY_RULES } from '../domain/money';
import { accountInReach } from '../http/access';
import type { SimContext } from '../http/context';
import { id, limit, looseId, page0, page1 } from '../http/fields';
import { pageOf } from '../http/paging';
import { authedPost } from '../http/route';

export const REPORT_PATHS = {
  play: '/api/app/report/play/klaklouk/byAccountId',
  playV1: '/api/app/v1/report/play/klaklouk/byAccountId',
  playV2: '/api/app/v2/report/play/klaklouk/byAccountId',
  results: '/api/app/report/play/klaklouk/result',
  winByParent: '/api/app/report/win/getByParentId',
} as const;

const caller = { loginId: looseId.optional(), deviceId: looseId.optional() };
const playBody = z.object({ ...caller, accountId: id, pageSize: page1, limit });
const headerBody = z.object({ ...caller, accountId: id, pageSize: page0, limit });
const resultsBody = z.object({ ...caller, accountId: id.optional(), pageSize: page1, limit });
const winBody = z.object({ parentId: id, pageSize: page1, limit });

export function reportHandlers(ctx: SimContext): HttpHandler[] {
  const withHeader = (path: string): HttpHandler =>
    authedPost(ctx, path, headerBody, ({ body, world, caller: who }) => {
      const account = accountInReach(world, who, body.accountId);
      const totals = world.reports.totals(account.id);
      const { items, total } = world.reports.page(account.id, body.pageSize, body.limit);
      return {
        header: {
          ...totals,
          net: totals.totalPayout - totals.totalStake,
          currency: account.currency,
          scale: CURRENCY_RULES[account.currency].scale,
        },
        items,
        page: body.pageSize,
        limit: body.limit,
        total,
      };
    });

  return [
    authedPost(ctx, REPORT_PATHS.play, playBody, ({ body, world, caller: who }) => {
      const account = accountInReach(world, who, body.accountId);
      const { items, total } = world.reports.page(account.id, body.pageSize - 1, body.limit);
      return { items, page: body.pageSize, limit: body.limit, total };
    }),
    withHeader(REPORT_PATHS.playV1),
    withHeader(REPORT_PATHS.playV2),
    authedPost(ctx, REPORT_PATHS.results, resultsBody, ({ body, world, caller: who }) => {
      if (body.accountId !== undefined) accountInReach(world, who, body.accountId);
      const { items, total } = world.engine.resultsPage(body.pageSize - 1, body.limit);
      return { items, page: body.pageSize, limit: body.limit, total };
    }),
    authedPost(ctx, REPORT_PATHS.winByParent, winBody, ({ body, world, caller: who }) => {
      const parent = accountInReach(world, who, body.parentId);
      const rows = world.accounts.children(parent.id).map((child) => {
        const totals = world.reports.totals(child.id);
        return {
          accountId: child.id,
          loginId: child.loginId,
          ...totals,
          net: totals.totalPayout - totals.totalStake,
          currency: child.currency,
          scale: CURRENCY_RULES[child.currency].scale,
        };
      });
      return pageOf(rows, body.pageSize - 1, body.limit, body.pageSize);
    }),
  ];
}
