import type { HttpHandler } from 'msw';
import * as z from 'zod';
import { viewOf, type AccountRecord } from '../domain/accounts';
import { SimError } from '../domain/errors';
import { LEVELS } from '../domain/hierarchy';
import { CURRENCIES } from '../domain/money';
import { hashPassword } from '../domain/password';
import type { World } from '../domain/world';
import { accountInReach } from '../http/access';
import type { SimContext } from '../http/context';
import { id, limit, looseId, page1, password, phoneNumber } from '../http/fields';
import { pageOf } from '../http/paging';
import { authedPost, type Caller } from '../http/route';

export const ACCOUNT_PATHS = {
  games: '/api/app/accounts/games/getByAccountId',
  account: '/api/app/accounts/getByAccountId',
  createOrUpdate: '/api/app/accounts/create',
  list: '/api/app/accounts/list',
  subCreate: '/api/app/accounts/subAccountList/create',
  subList: '/api/app/accounts/subAccountList',
  subById: '/api/app/accounts/subAccountList/getById',
} as const;

const gamesBody = z.object({ accountId: id, gameId: z.number().int().optional() });
const accountBody = z.object({ accountId: id, loginId: looseId.optional(), deviceId: looseId.optional() });
const listBody = z.object({ accountId: id, pageSize: page1, limit });
const subCreateBody = z.object({
  parentId: id,
  phoneNumber,
  password,
  currency: z.enum(CURRENCIES),
  levelName: z.enum(LEVELS).optional(),
});
const subListBody = z.object({ parentId: id, pageSize: page1, limit });
const subByIdBody = z.object({ parentId: id, id });
const createOrUpdateBody = z.object({
  id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  parentId: id.optional(),
  phoneNumber: phoneNumber.optional(),
  password: password.optional(),
  currency: z.enum(CURRENCIES).optional(),
  levelName: z.enum(LEVELS).optional(),
  status: z.enum(['ACT', 'INA']).optional(),
});

interface NewSubAccount {
  readonly parentId: number;
  readonly phoneNumber: string;
  readonly password: string;
  readonly currency: (typeof CURRENCIES)[number];
  readonly levelName?: (typeof LEVELS)[number] | undefined;
}

function createSub(world: World, caller: Caller, input: NewSubAccount, salt: string): AccountRecord {
  const parent = accountInReach(world, caller, input.parentId);
  const levelName = world.accounts.childLevel(parent, input.levelName);
  return world.accounts.create({
    phoneNumber: input.phoneNumber,
    password: hashPassword(input.password, salt),
    levelName,
    parentId: parent.id,
    currency: input.currency,
  });
}

export function accountHandlers(ctx: SimContext, randomHex: () => string): HttpHandler[] {
  return [
    authedPost(ctx, ACCOUNT_PATHS.games, gamesBody, ({ body, world, caller }) =>
      accountInReach(world, caller, body.accountId).games.map((g) => ({
        id: g.id,
        name: g.name,
        status: g.status,
      })),
    ),

    authedPost(ctx, ACCOUNT_PATHS.account, accountBody, ({ body, world, caller }) =>
      viewOf(accountInReach(world, caller, body.accountId)),
    ),

    authedPost(ctx, ACCOUNT_PATHS.createOrUpdate, createOrUpdateBody, ({ body, world, caller }) => {
      if (body.id === 0) {
        if (body.phoneNumber === undefined || body.password === undefined || body.currency === undefined) {
          throw new SimError(
            400,
            'VALIDATION_ERROR',
            'phoneNumber, password and currency are required to create',
          );
        }
        const input = {
          ...body,
          parentId: body.parentId ?? caller.account.id,
          phoneNumber: body.phoneNumber,
          password: body.password,
          currency: body.currency,
        };
        return viewOf(createSub(world, caller, input, randomHex()));
      }
      const account = accountInReach(world, caller, body.id);
      if (body.status !== undefined && account.id === caller.account.id) {
        throw new SimError(403, 'FORBIDDEN', 'You cannot change the status of your own account');
      }
      if (body.currency !== undefined && body.currency !== account.currency) {
        throw new SimError(400, 'VALIDATION_ERROR', 'currency cannot be changed');
      }
      if (body.phoneNumber !== undefined) world.accounts.changePhoneNumber(account, body.phoneNumber);
      if (body.password !== undefined) account.password = hashPassword(body.password, randomHex());
      if (body.status !== undefined) account.status = body.status;
      return viewOf(account);
    }),

    authedPost(ctx, ACCOUNT_PATHS.list, listBody, ({ body, world, caller }) => {
      const root = accountInReach(world, caller, body.accountId);
      return pageOf(
        world.accounts.descendants(root.id).map(viewOf),
        body.pageSize - 1,
        body.limit,
        body.pageSize,
      );
    }),

    authedPost(ctx, ACCOUNT_PATHS.subCreate, subCreateBody, ({ body, world, caller }) =>
      viewOf(createSub(world, caller, body, randomHex())),
    ),

    authedPost(ctx, ACCOUNT_PATHS.subList, subListBody, ({ body, world, caller }) => {
      const parent = accountInReach(world, caller, body.parentId);
      return pageOf(
        world.accounts.children(parent.id).map(viewOf),
        body.pageSize - 1,
        body.limit,
        body.pageSize,
      );
    }),

    authedPost(ctx, ACCOUNT_PATHS.subById, subByIdBody, ({ body, world, caller }) => {
      const parent = accountInReach(world, caller, body.parentId);
      const account = world.accounts.get(body.id);
      if (
        account === undefined ||
        account.id === parent.id ||
        !world.accounts.isWithin(account.id, parent.id)
      ) {
        throw new SimError(
          404,
          'ACCOUNT_NOT_FOUND',
          `Account ${body.id} is not a sub-account of ${parent.id}`,
        );
      }
      return viewOf(account);
    }),
  ];
}
