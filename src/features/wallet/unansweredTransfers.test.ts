import { getConfig } from '@/config/env';
import {
  createUnansweredTransfers,
  UNANSWERED_KEPT,
  UNANSWERED_KEPT_MS,
  UNANSWERED_KEY,
  type UnansweredTransfers,
} from '@/features/wallet/unansweredTransfers';

const secret = getConfig().secretKey;
const deposit = (amount: number, accountId = 1001) =>
  ({ accountId, kind: 'deposit', amount, currency: 'USD', scale: 2 }) as const;

/** A new page's (a reload, another tab): the same storage, nothing in memory. */
const inANewPage = (): UnansweredTransfers => createUnansweredTransfers();

/** This page's. */
let page = createUnansweredTransfers();
beforeEach(() => {
  page = createUnansweredTransfers();
});

describe('unanswered transfers', () => {
  it('lists a request on its way in another page (one reloaded or closed before the answer), not in its own', () => {
    page.noteTransferSent(deposit(2500), secret, 1_000);
    expect(page.unansweredTransfersOf(1001, secret, 2_000)).toEqual([]);
    expect(inANewPage().unansweredTransfersOf(1001, secret, 2_000)).toEqual([
      expect.objectContaining({ kind: 'deposit', amount: 2500, currency: 'USD', scale: 2, sentAt: 1_000 }),
    ]);
  });

  it('crosses off a request answered yes or no, and keeps one without a definite answer', () => {
    const yes = page.noteTransferSent(deposit(100), secret, 1_000);
    const unknown = page.noteTransferSent(deposit(200), secret, 1_000);
    page.noteTransferAnswered(yes, true, secret, 2_000);
    page.noteTransferAnswered(unknown, false, secret, 2_000);
    expect(page.unansweredTransfersOf(1001, secret, 3_000).map((entry) => entry.amount)).toEqual([200]);
    expect(
      inANewPage()
        .unansweredTransfersOf(1001, secret, 3_000)
        .map((entry) => entry.amount),
    ).toEqual([200]);
  });

  it("shows an account only its own, and forgets them when its member has checked, not another's", () => {
    page.noteTransferAnswered(page.noteTransferSent(deposit(100, 1001), secret, 1_000), false, secret, 1_000);
    page.noteTransferAnswered(page.noteTransferSent(deposit(300, 1002), secret, 1_000), false, secret, 1_000);
    expect(page.unansweredTransfersOf(1001, secret, 2_000).map((entry) => entry.amount)).toEqual([100]);
    page.forgetUnansweredTransfers(1001, secret, 2_000);
    expect(page.unansweredTransfersOf(1001, secret, 2_000)).toEqual([]);
    expect(page.unansweredTransfersOf(1002, secret, 2_000).map((entry) => entry.amount)).toEqual([300]);
  });

  it('keeps a day and the last ten at most', () => {
    for (let amount = 1; amount <= UNANSWERED_KEPT + 2; amount += 1) {
      page.noteTransferAnswered(
        page.noteTransferSent(deposit(amount), secret, amount),
        false,
        secret,
        amount,
      );
    }
    const kept = page.unansweredTransfersOf(1001, secret, 100);
    expect(kept.map((entry) => entry.amount)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(page.unansweredTransfersOf(1001, secret, 3 + UNANSWERED_KEPT_MS)).toHaveLength(
      UNANSWERED_KEPT - 1,
    );
  });

  it('is sealed: no amount in plain text, and a key tampered with, or sealed with another key, reads as none', () => {
    page.noteTransferAnswered(page.noteTransferSent(deposit(98765), secret, 1_000), false, secret, 1_000);
    const stored = localStorage.getItem(UNANSWERED_KEY) ?? '';
    expect(stored).toMatch(/^kk1\./);
    expect(stored).not.toContain('98765');
    localStorage.setItem(UNANSWERED_KEY, `${stored.slice(0, -4)}AAAA`);
    expect(page.unansweredTransfersOf(1001, secret, 2_000)).toEqual([]);
    localStorage.setItem(UNANSWERED_KEY, stored);
    expect(page.unansweredTransfersOf(1001, 'another key', 2_000)).toEqual([]);
    localStorage.setItem(UNANSWERED_KEY, 'not sealed at all');
    expect(page.unansweredTransfersOf(1001, secret, 2_000)).toEqual([]);
    // And a note still goes down over what could not be read.
    page.noteTransferAnswered(page.noteTransferSent(deposit(5), secret, 3_000), false, secret, 3_000);
    expect(page.unansweredTransfersOf(1001, secret, 4_000).map((entry) => entry.amount)).toEqual([5]);
  });
});
