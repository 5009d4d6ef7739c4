import { parseAmount, type AmountProblem } from '@/features/wallet/amount';

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
 * What a created request's answer lets the member be told. The spec leaves the answer open and an agent
 * system may take a request for approval later: "approved" is said only when the server says so.
 */
export function answerMessageKey(kind: TransferKind, status: string): string {
  if (status === 'APPROVED') return `wallet.${kind}.done`;
  if (status === 'PENDING') return `wallet.${kind}.pending`;
  return `wallet.${kind}.received`;
}

export type TransferCheck =
  { ok: true; amount: number; remark: string } | { ok: false; errors: TransferErrors };

const AMOUNT_MESSAGES: Record<AmountProblem, string> = {
  required: 'wallet.errors.amountRequired',
  format: 'wallet.errors.amountFormat',
  notPositive: 'wallet.errors.amountPositive',
  precision: 'wallet.errors.amountPrecision',
  tooLarge: 'wallet.errors.amountTooLarge',
};

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
  }
  const remark = fields.remark.trim();
  if (remark.length > REMARK_MAX) errors.remark = 'wallet.errors.remarkTooLong';
  if (errors.amount || errors.remark || !parsed.ok) return { ok: false, errors };
  return { ok: true, amount: parsed.minor, remark };
}
