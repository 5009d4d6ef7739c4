import type { AccountRecord } from '../domain/accounts';
import { SimError } from '../domain/errors';
import type { World } from '../domain/world';
import type { Caller } from './route';

/** The account, if the caller is it or sits above it in the hierarchy; 404 / 403 otherwise. */
export function accountInReach(world: World, caller: Caller, accountId: number): AccountRecord {
  const account = world.accounts.require(accountId);
  if (!world.accounts.isWithin(account.id, caller.account.id)) {
    throw new SimError(403, 'FORBIDDEN', `Account ${accountId} is outside your hierarchy`);
  }
  return account;
}

/** Only the caller's own account (e.g. to bet). */
export function ownAccount(caller: Caller, accountId: number): AccountRecord {
  if (accountId !== caller.account.id)
    throw new SimError(403, 'FORBIDDEN', 'You can only act on your own account');
  return caller.account;
}
