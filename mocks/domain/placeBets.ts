import type { AccountRecord, AccountStore } from './accounts';
import { KLA_KLOUK_GAME_ID } from './accounts';
import type { BetBook } from './betBook';
import { SimError } from './errors';
import type { IdempotencyStore } from './idempotency';
import { CURRENCY_RULES, MAX_MINOR_UNITS, MAX_PAYOUT_FACTOR } from './money';
import type { Stake } from './payout';
import type { RoundView } from './roundEngine';

export interface JoinRequest {
  readonly accountId: number;
  readonly gameId: number;
  readonly roundId: number;
  readonly requestId: string;
  readonly bets: readonly Stake[];
}

export interface JoinAnswer {
  readonly requestId: string;
  readonly roundId: number;
  readonly status: 'ACCEPTED';
  readonly bets: readonly Stake[];
  readonly totalStake: number;
  readonly roundTotalStake: number;
  readonly balance: number;
}

export interface BettingDesk {
  readonly accounts: AccountStore;
  readonly book: BetBook;
  readonly joins: IdempotencyStore<JoinAnswer>;
}

/** Same body → same fingerprint, whatever the order of the bets. */
export function joinFingerprint(request: JoinRequest): string {
  const bets = [...request.bets].sort((a, b) => a.symbol.localeCompare(b.symbol));
  return JSON.stringify({ gameId: request.gameId, roundId: request.roundId, bets });
}

function checkRound(round: RoundView, roundId: number): void {
  if (roundId < round.id)
    throw new SimError(409, 'STALE_ROUND', `Round ${roundId} is over; the current round is ${round.id}`);
  if (roundId > round.id) throw new SimError(409, 'ROUND_NOT_OPEN', `Round ${roundId} has not opened yet`);
  if (round.phase !== 'BETTING')
    throw new SimError(409, 'BETTING_CLOSED', `Betting on round ${roundId} is closed`);
}

function checkGame(account: AccountRecord, gameId: number): void {
  const game = account.games.find((g) => g.id === gameId);
  if (game === undefined || gameId !== KLA_KLOUK_GAME_ID)
    throw new SimError(404, 'GAME_NOT_FOUND', `Game ${gameId} is not available`);
  if (game.status !== 'ACT')
    throw new SimError(403, 'GAME_INACTIVE', 'The game is not active for this account');
}

function checkStakes(desk: BettingDesk, account: AccountRecord, request: JoinRequest): number {
  const { limits } = CURRENCY_RULES[account.currency];
  const placed = desk.book.of(request.roundId, account.id);
  const seen = new Set<string>();
  let total = 0;
  for (const bet of request.bets) {
    if (seen.has(bet.symbol)) throw new SimError(400, 'DUPLICATE_SYMBOL', `${bet.symbol} appears twice`);
    seen.add(bet.symbol);
    if (bet.stake < limits.minStake)
      throw new SimError(422, 'STAKE_BELOW_MIN', `The minimum stake is ${limits.minStake}`);
    if ((placed?.stakes.get(bet.symbol) ?? 0) + bet.stake > limits.maxStakePerSymbol) {
      throw new SimError(422, 'STAKE_ABOVE_MAX', `At most ${limits.maxStakePerSymbol} per symbol and round`);
    }
    total += bet.stake;
  }
  if ((placed?.total ?? 0) + total > limits.maxStakePerRound) {
    throw new SimError(422, 'ROUND_LIMIT_EXCEEDED', `At most ${limits.maxStakePerRound} per round`);
  }
  return total;
}

/**
 * A win must fit in the balance: refused when the best outcome of the round's stakes would take the
 * balance past MAX_MINOR_UNITS, so settling the round can never overflow (docs/simulator.md).
 */
function checkHeadroom(account: AccountRecord, totalStake: number, roundTotal: number): void {
  if (totalStake > account.balance) return; // INSUFFICIENT_BALANCE comes first
  if (account.balance - totalStake + MAX_PAYOUT_FACTOR * roundTotal > MAX_MINOR_UNITS) {
    throw new SimError(
      422,
      'AMOUNT_TOO_LARGE',
      `A win on these bets could take the balance past the maximum of ${MAX_MINOR_UNITS} minor units`,
    );
  }
}

/**
 * Checks and takes a bet in one synchronous step, so concurrent submissions cannot overdraw.
 * Order: replay/conflict of the requestId, game, round and phase, stakes and limits, balance, room for a win.
 */
export function placeBets(desk: BettingDesk, round: RoundView, request: JoinRequest): JoinAnswer {
  const account = desk.accounts.require(request.accountId);
  const fingerprint = joinFingerprint(request);
  const previous = desk.joins.lookup(account.id, request.requestId, fingerprint);
  if (previous.kind === 'replay') return previous.answer;
  if (previous.kind === 'conflict') {
    throw new SimError(409, 'IDEMPOTENCY_CONFLICT', 'This requestId was already used with another body');
  }
  checkGame(account, request.gameId);
  checkRound(round, request.roundId);
  const totalStake = checkStakes(desk, account, request);
  checkHeadroom(account, totalStake, (desk.book.of(request.roundId, account.id)?.total ?? 0) + totalStake);
  desk.accounts.debit(account, totalStake);
  const entry = desk.book.add(request.roundId, account.id, request.requestId, request.bets);
  const answer: JoinAnswer = {
    requestId: request.requestId,
    roundId: request.roundId,
    status: 'ACCEPTED',
    bets: request.bets.map((b) => ({ symbol: b.symbol, stake: b.stake })),
    totalStake,
    roundTotalStake: entry.total,
    balance: account.balance,
  };
  desk.joins.save(account.id, request.requestId, fingerprint, answer);
  return answer;
}
