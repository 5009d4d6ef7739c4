import {
  betRefusal,
  bettingStop,
  COOLING_OFF_MS,
  DAY_MS,
  depositRefusal,
  HOUR_MS,
  largestWin,
  limitAt,
  lossInWindow,
  MINUTE_MS,
  NO_LIMIT,
  NO_LIMITS,
  nextRealityCheck,
  realityCheckDue,
  requestLimit,
  startBreak,
  strictestOf,
  type BetCheck,
  type LimitSetting,
  type SettledRound,
} from '@/session/play/limits';

// A fake clock: every rule takes the time it is asked about.
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const set = (value: number | null, changedAt = T0): LimitSetting => ({ value, pending: null, changedAt });

describe('setting a limit: lower at once, raise or remove 24 hours later', () => {
  it.each`
    from    | asked   | inForce | pending | note
    ${null} | ${1000} | ${1000} | ${null} | ${'a first limit holds at once'}
    ${1000} | ${500}  | ${500}  | ${null} | ${'lowering holds at once'}
    ${1000} | ${1000} | ${1000} | ${null} | ${'the same value changes nothing'}
    ${1000} | ${2000} | ${1000} | ${2000} | ${'raising waits'}
    ${1000} | ${null} | ${1000} | ${null} | ${'removing waits (pending value null)'}
  `('$note', ({ from, asked, inForce, pending }) => {
    const after = requestLimit(set(from), asked, T0);
    expect(limitAt(after, T0)).toBe(inForce);
    if (inForce !== asked) {
      expect(after.pending).toEqual({ value: pending, from: T0 + COOLING_OFF_MS });
    } else {
      expect(after.pending).toBeNull();
    }
  });

  it('a raise takes effect exactly 24 hours after it was asked, not a millisecond before', () => {
    const raised = requestLimit(set(1000), 2000, T0);
    expect(limitAt(raised, T0 + COOLING_OFF_MS - 1)).toBe(1000);
    expect(limitAt(raised, T0 + COOLING_OFF_MS)).toBe(2000);
  });

  it('a removal takes effect 24 hours later', () => {
    const removed = requestLimit(set(1000), null, T0);
    expect(limitAt(removed, T0 + DAY_MS - 1)).toBe(1000);
    expect(limitAt(removed, T0 + DAY_MS)).toBeNull();
  });

  it('asking for the same raise again does not restart the wait', () => {
    const raised = requestLimit(set(1000), 2000, T0);
    const again = requestLimit(raised, 2000, T0 + 10 * HOUR_MS);
    expect(again.pending).toEqual({ value: 2000, from: T0 + DAY_MS });
  });

  it('asking for another raise restarts the wait from the new request', () => {
    const raised = requestLimit(set(1000), 2000, T0);
    const other = requestLimit(raised, 3000, T0 + 10 * HOUR_MS);
    expect(other.pending).toEqual({ value: 3000, from: T0 + 10 * HOUR_MS + DAY_MS });
    expect(limitAt(other, T0 + DAY_MS)).toBe(1000);
  });

  it('lowering drops a pending raise', () => {
    const raised = requestLimit(set(1000), 5000, T0);
    const lowered = requestLimit(raised, 800, T0 + HOUR_MS);
    expect(lowered).toEqual({ value: 800, pending: null, changedAt: T0 + HOUR_MS });
    expect(limitAt(lowered, T0 + 2 * DAY_MS)).toBe(800);
  });

  it('a raise asked after an earlier one took effect starts from the new value', () => {
    const raised = requestLimit(set(1000), 2000, T0);
    const next = requestLimit(raised, 1500, T0 + DAY_MS + 1);
    expect(next).toEqual({ value: 1500, pending: null, changedAt: T0 + DAY_MS + 1 });
  });
});

describe('two copies of a setting that disagree keep the strictest', () => {
  it.each`
    a       | b       | kept
    ${1000} | ${2000} | ${1000}
    ${null} | ${500}  | ${500}
    ${null} | ${null} | ${null}
  `('$a and $b → $kept, with no loosening pending', ({ a, b, kept }) => {
    const raising = { ...set(a), pending: { value: 99_999, from: T0 + DAY_MS } };
    const merged = strictestOf(raising, set(b), T0);
    expect(merged.value).toBe(kept);
    expect(merged.pending).toBeNull();
  });
});

describe('a break cannot be shortened', () => {
  it.each`
    current             | length     | until
    ${null}             | ${'day'}   | ${T0 + DAY_MS}
    ${null}             | ${'week'}  | ${T0 + 7 * DAY_MS}
    ${null}             | ${'month'} | ${T0 + 30 * DAY_MS}
    ${T0 + 7 * DAY_MS}  | ${'day'}   | ${T0 + 7 * DAY_MS}
    ${T0 + 2 * HOUR_MS} | ${'day'}   | ${T0 + DAY_MS}
  `('from $current, a $length break lasts until $until', ({ current, length, until }) => {
    expect(startBreak(current, length, T0)).toBe(until);
  });
});

describe('the rolling 24-hour loss window', () => {
  const round = (roundId: number, hoursAgo: number, stake: number, payout: number): SettledRound => ({
    roundId,
    at: T0 - hoursAgo * HOUR_MS,
    stake,
    payout,
  });
  it.each`
    rounds                                               | loss    | note
    ${[]}                                                | ${0}    | ${'nothing played'}
    ${[round(1, 1, 1000, 0)]}                            | ${1000} | ${'one lost round'}
    ${[round(1, 1, 1000, 0), round(2, 0.5, 1000, 4000)]} | ${0}    | ${'a win offsets the losses, never below zero'}
    ${[round(1, 1, 1000, 0), round(2, 0.5, 1000, 1500)]} | ${500}  | ${'net of wins and losses'}
    ${[round(1, 24, 5000, 0), round(2, 23.99, 1000, 0)]} | ${1000} | ${'a round exactly 24 hours old has left the window'}
    ${[round(1, 25, 5000, 0)]}                           | ${0}    | ${'older rounds do not count'}
    ${[round(1, -0.17, 1000, 0), round(2, 1, 500, 0)]}   | ${1500} | ${'a round that looks later than now (a clock set back) counts'}
  `('$note', ({ rounds, loss }) => {
    expect(lossInWindow(rounds, T0)).toBe(loss);
  });
});

describe('a bet against the limits', () => {
  const base: BetCheck = {
    limits: NO_LIMITS,
    breakUntil: null,
    signedInAt: T0 - HOUR_MS,
    realityCheckOpen: false,
    rounds: [],
    committed: 0,
    unreadable: false,
  };
  const limits = (stake: number | null, loss: number | null, session: number | null) => ({
    ...NO_LIMITS,
    stake: set(stake),
    loss: set(loss),
    session: set(session),
  });
  it.each`
    check                                                                                                 | stake   | refusal
    ${{}}                                                                                                 | ${5000} | ${null}
    ${{ limits: limits(1000, null, null) }}                                                               | ${1000} | ${null}
    ${{ limits: limits(1000, null, null) }}                                                               | ${1001} | ${'stakeLimit'}
    ${{ limits: limits(1000, null, null), committed: 600 }}                                               | ${500}  | ${'stakeLimit'}
    ${{ limits: limits(null, 2000, null), rounds: [{ roundId: 1, at: T0 - 1, stake: 1500, payout: 0 }] }} | ${500}  | ${null}
    ${{ limits: limits(null, 2000, null), rounds: [{ roundId: 1, at: T0 - 1, stake: 1500, payout: 0 }] }} | ${501}  | ${'lossLimit'}
    ${{ limits: limits(null, 2000, null), committed: 1800 }}                                              | ${300}  | ${'lossLimit'}
    ${{ limits: limits(null, null, 60) }}                                                                 | ${100}  | ${'sessionTimeUp'}
    ${{ limits: limits(null, null, 61) }}                                                                 | ${100}  | ${null}
    ${{ breakUntil: T0 + 1 }}                                                                             | ${100}  | ${'onBreak'}
    ${{ breakUntil: T0 }}                                                                                 | ${100}  | ${null}
    ${{ realityCheckOpen: true }}                                                                         | ${100}  | ${'realityCheck'}
    ${{ unreadable: true }}                                                                               | ${100}  | ${'limitsUnreadable'}
  `('$check, $stake more → $refusal', ({ check, stake, refusal }) => {
    expect(betRefusal({ ...base, ...check }, stake, T0)).toBe(refusal);
  });

  it('a raised stake limit still refuses until its 24 hours are over', () => {
    const stake = requestLimit(set(1000), 5000, T0);
    const check = { ...base, limits: { ...NO_LIMITS, stake } };
    expect(betRefusal(check, 2000, T0 + DAY_MS - 1)).toBe('stakeLimit');
    expect(betRefusal(check, 2000, T0 + DAY_MS)).toBeNull();
  });

  it('betting stops for the session, a break or a reality check, not for a stake that is too large', () => {
    expect(bettingStop({ ...base, limits: limits(100, 100, null), committed: 5000 }, T0)).toBeNull();
    expect(bettingStop({ ...base, limits: limits(null, null, 30) }, T0)).toBe('sessionTimeUp');
  });
});

describe('the 24-hour deposit limit', () => {
  it.each`
    deposits                               | amount  | refusal
    ${[]}                                  | ${1000} | ${null}
    ${[]}                                  | ${1001} | ${'depositLimit'}
    ${[{ at: T0 - HOUR_MS, amount: 600 }]} | ${400}  | ${null}
    ${[{ at: T0 - HOUR_MS, amount: 600 }]} | ${401}  | ${'depositLimit'}
    ${[{ at: T0 - DAY_MS, amount: 600 }]}  | ${1000} | ${null}
    ${[{ at: T0 + HOUR_MS, amount: 600 }]} | ${401}  | ${'depositLimit'}
  `('$deposits then $amount → $refusal', ({ deposits, amount, refusal }) => {
    expect(depositRefusal(set(1000), deposits, amount, T0)).toBe(refusal);
  });

  it('no deposit limit refuses nothing', () => {
    expect(depositRefusal(NO_LIMIT, [], Number.MAX_SAFE_INTEGER, T0)).toBeNull();
  });
});

describe('reality checks, timed from the sign-in', () => {
  it.each`
    minutesIn | interval | answered               | due
    ${0}      | ${30}    | ${0}                   | ${null}
    ${29.99}  | ${30}    | ${0}                   | ${null}
    ${30}     | ${30}    | ${0}                   | ${T0 + 30 * MINUTE_MS}
    ${45}     | ${30}    | ${T0 + 30 * MINUTE_MS} | ${null}
    ${60}     | ${30}    | ${T0 + 30 * MINUTE_MS} | ${T0 + 60 * MINUTE_MS}
    ${95}     | ${30}    | ${0}                   | ${T0 + 90 * MINUTE_MS}
    ${15}     | ${15}    | ${0}                   | ${T0 + 15 * MINUTE_MS}
    ${59}     | ${60}    | ${0}                   | ${null}
  `(
    '$minutesIn min after sign-in, every $interval min, answered up to $answered → $due',
    ({ minutesIn, interval, answered, due }) => {
      expect(realityCheckDue(T0, interval, answered, T0 + minutesIn * MINUTE_MS)).toBe(due);
    },
  );

  it('is shown once per interval: after an answer, not again until the next', () => {
    const first = realityCheckDue(T0, 15, 0, T0 + 16 * MINUTE_MS);
    expect(first).toBe(T0 + 15 * MINUTE_MS);
    expect(realityCheckDue(T0, 15, first ?? 0, T0 + 29 * MINUTE_MS)).toBeNull();
    expect(nextRealityCheck(T0, 15, T0 + 16 * MINUTE_MS)).toBe(T0 + 30 * MINUTE_MS);
  });
});

describe('the largest win of a round', () => {
  it.each`
    perSymbol | perRound   | own     | stake     | win
    ${50_000} | ${100_000} | ${null} | ${50_000} | ${150_000}
    ${50_000} | ${30_000}  | ${null} | ${30_000} | ${90_000}
    ${50_000} | ${100_000} | ${2000} | ${2000}   | ${6000}
  `(
    'per symbol $perSymbol, per round $perRound, own limit $own → $win',
    ({ perSymbol, perRound, own, stake, win }) => {
      expect(largestWin(perSymbol, perRound, own)).toEqual({ stake, win, payout: stake + win });
    },
  );
});
