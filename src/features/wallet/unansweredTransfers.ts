import { v4 as uuidv4 } from 'uuid';
import * as z from 'zod/mini';
import { moneyScale, positiveMinorUnits } from '@/api/schemas';
import { sealedKey } from '@/lib/storage/sealedKey';
import type { TransferKind } from '@/features/wallet/transferRules';

/*
 * Deposits and withdrawals that got no answer (docs/storage.md, docs/screens.md "Deposit /
 * Withdrawal"). These calls carry no idempotency key and the spec sets no request timeout: a request
 * may wait for ever, and a member who reloads or closes the tab meanwhile used to find a clean form
 * and send the same transfer again. Each request is written down before it is sent and crossed off
 * when the server answers yes or no; what is left is a transfer that may have gone through, shown on
 * the form (in any tab, after a reload) until the member says the balance has been checked.
 */
export const UNANSWERED_KEY = 'klaklouk:unanswered-transfers';

/** Bounds the key: a day is long past any answer, and ten is more than anyone sends unanswered. */
export const UNANSWERED_KEPT = 10;
export const UNANSWERED_KEPT_MS = 24 * 60 * 60 * 1000;

/** Bounded as the network's answers are (api/schemas.ts): an entry out of bounds is dropped on read. */
const entrySchema = z.object({
  id: z.string(),
  accountId: z.int(),
  kind: z.enum(['deposit', 'withdrawal']),
  amount: positiveMinorUnits,
  currency: z.string(),
  scale: moneyScale,
  // A time a Date can hold (it is shown with its date and time).
  sentAt: z.int().check(z.minimum(0), z.maximum(8.64e15)),
});
export type UnansweredTransfer = z.infer<typeof entrySchema>;

const stored = sealedKey(UNANSWERED_KEY, entrySchema, { keep: UNANSWERED_KEPT });

function readAll(secret: string, now: number): UnansweredTransfer[] {
  return stored.read(secret).filter((entry) => now - entry.sentAt < UNANSWERED_KEPT_MS);
}

function writeAll(entries: UnansweredTransfer[], secret: string): void {
  stored.write(entries, secret);
}

/** The transfers that got no answer, as one store sees them (a per-store service, app/store.ts). */
export interface UnansweredTransfers {
  /** The account's transfers that got no answer, oldest first (none on their way from this store). */
  unansweredTransfersOf(accountId: number, secret: string, now?: number): UnansweredTransfer[];
  /** Writes the request down before it is sent; returns its id, to cross it off once answered. */
  noteTransferSent(
    transfer: { accountId: number; kind: TransferKind; amount: number; currency: string; scale: number },
    secret: string,
    now?: number,
  ): string;
  /**
   * The request's answer came. A yes or a no crosses it off. Without a definite answer (no connection, a
   * 5xx, an answer the app cannot read) it stays, now shown as unanswered.
   */
  noteTransferAnswered(id: string, definite: boolean, secret: string, now?: number): void;
  /** The member has checked the balance: the account's unanswered transfers are no longer shown. */
  forgetUnansweredTransfers(accountId: number, secret: string, now?: number): void;
}

export function createUnansweredTransfers(): UnansweredTransfers {
  /** Requests of this store still waiting for their answer: not "unanswered" yet, only on their way. */
  const onTheirWay = new Set<string>();
  return {
    unansweredTransfersOf(accountId, secret, now = Date.now()) {
      return readAll(secret, now).filter(
        (entry) => entry.accountId === accountId && !onTheirWay.has(entry.id),
      );
    },
    noteTransferSent(transfer, secret, now = Date.now()) {
      const entry = { ...transfer, id: uuidv4(), sentAt: now };
      onTheirWay.add(entry.id);
      writeAll([...readAll(secret, now), entry], secret);
      return entry.id;
    },
    noteTransferAnswered(id, definite, secret, now = Date.now()) {
      onTheirWay.delete(id);
      if (definite)
        writeAll(
          readAll(secret, now).filter((entry) => entry.id !== id),
          secret,
        );
    },
    forgetUnansweredTransfers(accountId, secret, now = Date.now()) {
      writeAll(
        readAll(secret, now).filter((entry) => entry.accountId !== accountId || onTheirWay.has(entry.id)),
        secret,
      );
    },
  };
}
