/** What a screen knows of a past round, for its details (the dialog works out the rest). */
export interface RoundFacts {
  roundId: number;
  dice: readonly string[];
  seed?: string | null;
  /** The fingerprint that came with the seed (betting data at RESULT, or a results or report row). */
  publishedHash?: string | null;
  /** The fingerprint this browser showed while the round took bets (game.fairRounds), or null. */
  seenHash: string | null;
  seenAt?: number | null;
  times: { openedAt?: number; closesAt?: number; resultAt?: number; settledAt?: number };
}
