import { makeStore, type AppStore, type StoreOptions } from '@/app/store';
import { authApi } from '@/features/auth/authApi';
import { getConfig } from '@/config/env';
import { DEPOSIT_CREATE_PATH, WITHDRAWAL_CREATE_PATH } from '@/api/paths';

/** A store signed in through the real login flow against the test's simulator. */
export async function signedInStore(
  credentials: { phoneNumber: string; password: string },
  options?: StoreOptions,
): Promise<AppStore> {
  const store = makeStore(undefined, options);
  await loginOn(store, credentials);
  return store;
}

/**
 * Signs `credentials` in on a store that may already hold a session: what a tab does when it follows
 * another tab's sign-in (the previous account's session is ended, as by a logout).
 */
export async function loginOn(
  store: AppStore,
  credentials: { phoneNumber: string; password: string },
): Promise<void> {
  const result = await store.dispatch(authApi.endpoints.login.initiate(credentials));
  if (!('data' in result) || !result.data) throw new Error(`login of ${credentials.phoneNumber} failed`);
}

/** The signed-in user of a store (throws when there is none, so tests read plainly). */
export function userOf(store: AppStore) {
  const user = store.getState().auth.user;
  if (!user) throw new Error('userOf: not signed in');
  return user;
}

/**
 * Plays one round for the store's member straight against the simulator (the game screen is not
 * under test here): waits for BETTING, places the bets with the member's own token, then moves the
 * simulated clock to the result so the round is settled and in the reports.
 */
export async function playRound(
  store: AppStore,
  sim: { control: { skipTo(phase: 'BETTING' | 'RESULT'): number; state(): { round: { id: number } } } },
  bets: { symbol: string; stake: number }[],
): Promise<number> {
  const { accessToken, id } = userOf(store);
  sim.control.skipTo('BETTING');
  const roundId = sim.control.state().round.id;
  const response = await fetch(`${getConfig().apiBaseUrl}${getConfig().endpoints.joinGame}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ accountId: id, gameId: 2, roundId, requestId: crypto.randomUUID(), bets }),
  });
  if (!response.ok) throw new Error(`playRound: join answered ${response.status}`);
  sim.control.skipTo('RESULT');
  return roundId;
}

/** The member's own deposit or withdrawal made on another device (the simulator's wallet calls). */
async function transferElsewhere(store: AppStore, path: string, amount: number): Promise<void> {
  const { accessToken, id } = userOf(store);
  const response = await fetch(`${getConfig().apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ accountId: id, amount }),
  });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
}

export const withdrawElsewhere = (store: AppStore, amount: number) =>
  transferElsewhere(store, WITHDRAWAL_CREATE_PATH, amount);

export const depositElsewhere = (store: AppStore, amount: number) =>
  transferElsewhere(store, DEPOSIT_CREATE_PATH, amount);
