import type { HttpHandler } from 'msw';
import * as z from 'zod';
import { accountInReach } from '../http/access';
import type { SimContext } from '../http/context';
import { id, text } from '../http/fields';
import { authedPost } from '../http/route';

export const HEARTBEAT_PATH = '/api/app/heartbeat';

const heartbeatBody = z.object({ accountId: id, sessionId: text(200).optional() });

export function heartbeatHandlers(ctx: SimContext): HttpHandler[] {
  return [
    authedPost(ctx, HEARTBEAT_PATH, heartbeatBody, ({ body, world, caller, now }) => {
      accountInReach(world, caller, body.accountId);
      return { serverTime: now };
    }),
  ];
}
