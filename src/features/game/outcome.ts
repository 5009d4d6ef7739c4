/** What the bowl says at the result: the member's net for the round in large type, or that they had no bets. */
export type OutcomeTone = 'win' | 'loss' | 'even' | 'none';

export interface RoundOutcome {
  tone: OutcomeTone;
  /** "+$20.00", "−$10.00" (a true minus sign), "$0.00", or the words for no bets. */
  headline: string;
}

/**
 * The outcome of the round for this member, from the server's settlement of it (`null`: no bets were
 * settled in this round). The sign is drawn apart from the amount, so a loss reads "−$10.00" with a
 * minus sign as wide as the plus, not a hyphen.
 */
export function roundOutcome(
  settlement: { net: number } | null,
  money: (minor: number) => string,
  noBets: string,
): RoundOutcome {
  if (settlement === null) return { tone: 'none', headline: noBets };
  const { net } = settlement;
  if (net > 0) return { tone: 'win', headline: `+${money(net)}` };
  if (net < 0) return { tone: 'loss', headline: `\u2212${money(-net)}` };
  return { tone: 'even', headline: money(0) };
}
