import type { HttpHandler } from 'msw';
import { MAX_PAYOUT_FACTOR } from '../domain/money';
import * as z from 'zod';
import { accountInReach } from '../http/access';
import type { SimContext } from '../http/context';
import { amount, id, text } from '../http/fields';
import { authedPost } from '../http/route';

export const WALLET_PATHS = {
  deposit: '/api/app/accounts/deposits/create',
  withdrawal: '/api/app/accounts/withdrawals/create',
} as const;

const transferBody = z.object({
  id: z.literal(0).optional(),
  accountId: id,
  amount,
  remark: text(500).optional(),
});

type TransferType = 'DEPOSIT' | 'WITHDRAWAL';

export function walletHandlers(ctx: SimContext): HttpHandler[] {
  const transfer = (type: TransferType, path: string): HttpHandler =>
    authedPost(ctx, path, transferBody, ({ body, world, caller, now }) => {
      const account = accountInReach(world, caller, body.accountId);
      if (type === 'DEPOSIT') {
        const reserved = MAX_PAYOUT_FACTOR * world.book.pendingStake(account.id);
        world.accounts.credit(account, body.amount, reserved);
      } else world.accounts.debit(account, body.amount);
      return {
        id: world.nextTransactionId(),
        accountId: account.id,
        type,
        amount: body.amount,
        remark: body.remark ?? '',
        status: 'APPROVED',
        balance: account.balance,
        createdAt: now,
      };
    });
  return [transfer('DEPOSIT', WALLET_PATHS.deposit), transfer('WITHDRAWAL', WALLET_PATHS.withdrawal)];
}
