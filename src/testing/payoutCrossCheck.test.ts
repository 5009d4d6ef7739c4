import { payoutOf as serverPayoutOf, SYMBOLS as SERVER_SYMBOLS } from '../../mocks/index';
import { payoutOf } from '@/features/game/rules';
import { SYMBOLS } from '@/api/symbols';

/*
 * The client's payout rule against the simulator's own (the oracle): every one of the 6³ = 216 dice
 * outcomes, every symbol, two stakes. The client never imports mocks/; this test is the one bridge.
 */
describe('payout cross-check with the simulator', () => {
  it('uses the same symbols in the same board order', () => {
    expect([...SYMBOLS]).toEqual([...SERVER_SYMBOLS]);
  });

  it('agrees on all 216 outcomes', () => {
    let outcomes = 0;
    for (const a of SYMBOLS)
      for (const b of SYMBOLS)
        for (const c of SYMBOLS) {
          outcomes += 1;
          for (const symbol of SYMBOLS)
            for (const stake of [100, 123_457]) {
              expect(payoutOf(stake, symbol, [a, b, c])).toBe(serverPayoutOf(stake, symbol, [a, b, c]));
            }
        }
    expect(outcomes).toBe(216);
  });
});
