import type { Account } from '@/api/schemas';
import { parseAmount, type AmountProblem } from '@/lib/format/amount';

export type TransferKind = 'deposit' | 'withdrawal';

/** docs/api.md: the server keeps a remark of at most 500 characters. */
export const REMARK_MAX = 500;

export interface TransferFields {
  amount: string;
  remark: string;
}

export interface TransferRules {
  kind: TransferKind;
  scale: number;
  /** Minor units; a withdrawal may not exceed it. */
  balance: number;
}

export interface TransferErrors {
  amount?: string;
  remark?: string;
}

/**
 * The statuses of a created request the app can name (docs/api.md). The spec leaves the answer open and
 * an agent system may take a request for approval later, or turn it down: "approved" is said only when
 * the server says so, and any other word of the server's is "unknown", never shown as it came.
 */
export type TransferStatus = 'APPROVED' | 'PENDING' | 'REJECTED' | 'UNKNOWN';

const NAMED_STATUSES: readonly TransferStatus[] = ['APPROVED', 'PENDING', 'REJECTED'];

export function transferStatusOf(status: string): TransferStatus {
  return NAMED_STATUSES.find((named) => named === status) ?? 'UNKNOWN';
}

const ANSWER_MESSAGES: Record<TransferStatus, string> = {
  APPROVED: 'done',
  PENDING: 'pending',
  REJECTED: 'rejected',
  UNKNOWN: 'unknownStatus',
};

/** What a created request's answer lets the member be told (a translation key). */
export function answerMessageKey(kind: TransferKind, status: TransferStatus): string {
  return `wallet.${kind}.${ANSWER_MESSAGES[status]}`;
}

export type TransferCheck =
  { ok: true; amount: number; remark: string } | { ok: false; errors: TransferErrors };

const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  required: 'wallet.errors.amountRequired',
  format: 'wallet.errors.amountFormat',
  notPositive: 'wallet.errors.amountPositive',
  precision: 'wallet.errors.amountPrecision',
  tooLarge: 'walletConfirm.tooLarge',
};

/**
 * The largest amount a request may carry (minor units). The server keeps amounts and balances as safe
 * integers (docs/api.md: 422 AMOUNT_TOO_LARGE when a balance would leave that range), so a deposit may
 * not take the balance past Number.MAX_SAFE_INTEGER; a withdrawal is bounded by the balance anyway.
 */
export function largestAmount(kind: TransferKind, balance: number): number {
  return kind === 'deposit' ? Math.max(0, Number.MAX_SAFE_INTEGER - Math.max(0, balance)) : balance;
}

/** Client-side checks of a deposit or withdrawal (the server still decides). Messages are translation keys. */
export function checkTransfer(fields: TransferFields, rules: TransferRules): TransferCheck {
  const errors: TransferErrors = {};
  const parsed = parseAmount(fields.amount, rules.scale);
  if (!parsed.ok) {
    errors.amount =
      parsed.problem === 'precision' && rules.scale === 0
        ? 'wallet.errors.amountWhole'
        : AMOUNT_MESSAGES[parsed.problem];
  } else if (rules.kind === 'withdrawal' && parsed.minor > rules.balance) {
    errors.amount = 'wallet.errors.aboveBalance';
  } else if (parsed.minor > largestAmount(rules.kind, rules.balance)) {
    errors.amount = 'walletConfirm.tooLarge';
  }
  const remark = fields.remark.trim();
  if (remark.length > REMARK_MAX) errors.remark = 'wallet.errors.remarkTooLong';
  if (errors.amount || errors.remark || !parsed.ok) return { ok: false, errors };
  return { ok: true, amount: parsed.minor, remark };
}

export interface BalanceRead {
  /** The account as the form shows it. */
  shown: Account;
  /** The last read of the account failed: `shown` is an older read, which may no longer be true. */
  stale: boolean;
  /** Reads the account again; undefined when that read fails. */
  readAgain: () => Promise<Account | undefined>;
}

/**
 * The checks a submit must pass before anything is sent. A withdrawal refused on the balance shown is
 * checked again on a fresh read before saying no (money may have come in elsewhere). A request on a
 * balance whose last read failed waits for a read that succeeds, and for the member to have seen the
 * balance if it has moved: the earlier transfer, whose outcome was unknown, may have gone through, and
 * an old balance must not pass for "the money did not move".
 */
export async function checkBeforeSending(
  fields: TransferFields,
  kind: TransferKind,
  balance: BalanceRead,
): Promise<TransferCheck> {
  const check = (account: Account) =>
    checkTransfer(fields, { kind, scale: account.scale, balance: account.balance });
  const onShown = check(balance.shown);
  const aboveShown = !onShown.ok && onShown.errors.amount === 'wallet.errors.aboveBalance';
  if (!aboveShown && !(onShown.ok && balance.stale)) return onShown;
  const current = await balance.readAgain();
  if (!current) return { ok: false, errors: { amount: 'wallet.errors.balanceUnread' } };
  if (balance.stale && current.balance !== balance.shown.balance)
    return { ok: false, errors: { amount: 'wallet.errors.balanceMoved' } };
  return check(current);
}
