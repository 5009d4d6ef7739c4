import { signedMoney } from '@/lib/format/money';

/** What the bowl says at the result: the member's net for the round in large type, or that they had no bets. */
export type OutcomeTone = 'win' | 'loss' | 'even' | 'none';

export interface RoundOutcome {
  tone: OutcomeTone;
  /** "+$20.00", "−$10.00" (a true minus sign), "$0.00", or the words for no bets. */
  headline: string;
}

/**
 * The outcome of the round for this member, from the server's settlement of it (`null`: no bets were
 * settled in this round), signed as every gain or loss is (`signedMoney`).
 */
export function roundOutcome(
  settlement: { net: number } | null,
  money: (minor: number) => string,
  noBets: string,
): RoundOutcome {
  if (settlement === null) return { tone: 'none', headline: noBets };
  const { net } = settlement;
  return { tone: net > 0 ? 'win' : net < 0 ? 'loss' : 'even', headline: signedMoney(net, money) };
}
