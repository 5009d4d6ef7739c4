import { browserPrimitives } from '@/lib/fairness/primitives';
import { verifyRound, type RoundToCheck, type Verification } from '@/lib/fairness/verifyRound';

/*
 * The verifier's chunk: the table and the round details import it dynamically, once a result is on
 * screen, so neither SHA-256 nor the derivation weighs on the game route's first load.
 */
export { proofOf, type RoundProof } from '@/lib/fairness/proof';
export type { RoundToCheck, Verification } from '@/lib/fairness/verifyRound';

/** The round checked with the browser's own crypto (Web Crypto, or crypto-js outside a secure context). */
export function checkRound(round: RoundToCheck): Promise<Verification> {
  return verifyRound(round, browserPrimitives());
}
