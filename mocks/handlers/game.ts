import type { HttpHandler } from 'msw';
import * as z from 'zod';
import { stakesList } from '../domain/betBook';
import { SimError } from '../domain/errors';
import { CURRENCY_RULES } from '../domain/money';
import { placeBets } from '../domain/placeBets';
import { accountInReach, ownAccount } from '../http/access';
import type { SimContext } from '../http/context';
import { amount, id, symbol } from '../http/fields';
import { authedPost } from '../http/route';

export const GAME_PATHS = {
  betting: '/api/app/accounts/betting/getByAccountId',
  join: '/api/app/play/game/join',
  joinStatus: '/api/app/play/game/join/status',
} as const;

const requestId = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'must be a UUID');
const bettingBody = z.object({ accountId: id });
const joinBody = z.object({
  accountId: id,
  gameId: z.number().int(),
  roundId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  requestId,
  bets: z
    .array(z.object({ symbol, stake: amount }))
    .min(1)
    .max(6),
});
const joinStatusBody = z.object({ accountId: id, requestId });

export function gameHandlers(ctx: SimContext): HttpHandler[] {
  return [
    authedPost(ctx, GAME_PATHS.betting, bettingBody, ({ body, world, caller, now }) => {
      const account = accountInReach(world, caller, body.accountId);
      const round = world.engine.current(now);
      const rule = CURRENCY_RULES[account.currency];
      const mine = world.book.of(round.id, account.id);
      const last = world.reports.latest(account.id);
      return {
        round: {
          id: round.id,
          phase: round.phase,
          openedAt: round.openedAt,
          closesAt: round.closesAt,
          resultAt: round.resultAt,
          endsAt: round.endsAt,
          seedHash: round.seedHash,
          dice: round.dice,
          seed: round.seed,
        },
        timing: world.engine.timing(now),
        account: { id: account.id, currency: account.currency, scale: rule.scale, balance: account.balance },
        limits: rule.limits,
        myBets: {
          roundId: round.id,
          bets: stakesList(mine),
          totalStake: mine?.total ?? 0,
          requestIds: mine?.requestIds ?? [],
        },
        lastSettlement:
          last === undefined
            ? null
            : {
                roundId: last.roundId,
                dice: last.dice,
                bets: last.bets,
                totalStake: last.totalStake,
                totalPayout: last.totalPayout,
                net: last.net,
                balanceAfter: last.balanceAfter,
              },
      };
    }),

    authedPost(ctx, GAME_PATHS.join, joinBody, ({ body, world, caller, now }) => {
      ownAccount(caller, body.accountId);
      return placeBets(world, world.engine.current(now), body);
    }),

    authedPost(ctx, GAME_PATHS.joinStatus, joinStatusBody, ({ body, world, caller }) => {
      const account = accountInReach(world, caller, body.accountId);
      const answer = world.joins.find(account.id, body.requestId);
      if (answer === undefined)
        throw new SimError(404, 'UNKNOWN_REQUEST', 'No bet was accepted under this requestId');
      return answer;
    }),
  ];
}
