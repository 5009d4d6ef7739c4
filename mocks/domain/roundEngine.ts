import { BoundedList } from './boundedList';
import { SEED_BYTES, diceFromSeed, seedHashOf, toHex } from './commitReveal';
import {
  phaseAt,
  rescheduled,
  roundAt,
  roundById,
  type Phase,
  type RoundTiming,
  type RoundWindow,
  type Schedule,
} from './roundClock';
import type { Dice } from './symbols';

export interface RoundResult {
  readonly roundId: number;
  readonly dice: Dice;
  readonly seed: string;
  readonly seedHash: string;
  /** When the RESULT phase of the round began. */
  readonly settledAt: number;
}

export interface RoundView extends RoundWindow {
  readonly phase: Phase;
  readonly seedHash: string;
  readonly dice: Dice | null;
  readonly seed: string | null;
}

export interface RoundEngineOptions {
  readonly randomBytes: (n: number) => Uint8Array;
  readonly schedules: readonly Schedule[];
  readonly historyLimit: number;
  /** Rounds already settled when the engine starts, so the results board is not empty. */
  readonly prefilledRounds: number;
  readonly startedAt: number;
}

/**
 * Owns round seeds and results. `advance(now)` settles, once and in order, every round whose RESULT
 * phase has started; the caller credits the bets of each returned result.
 */
export class RoundEngine {
  private schedules: Schedule[];
  private readonly seeds = new Map<number, string>();
  private readonly results: BoundedList<RoundResult>;
  private lastSettledId: number;

  constructor(private readonly options: RoundEngineOptions) {
    this.schedules = [...options.schedules];
    this.results = new BoundedList(options.historyLimit);
    this.lastSettledId = this.lastDueId(options.startedAt) - options.prefilledRounds;
  }

  timing(now: number): RoundTiming {
    return this.scheduleFor(roundAt(this.schedules, now).id).timing;
  }

  currentSchedules(): readonly Schedule[] {
    return this.schedules;
  }

  /** Settles every due round; returns the new results, oldest first. */
  advance(now: number): RoundResult[] {
    const due = this.lastDueId(now);
    if (due <= this.lastSettledId) return [];
    // Rounds that nobody could have seen are not worth computing beyond the kept history.
    const from = Math.max(this.lastSettledId + 1, due - this.options.historyLimit + 1);
    const settled: RoundResult[] = [];
    for (let id = from; id <= due; id += 1) settled.push(this.settle(id));
    for (const id of this.seeds.keys()) if (id <= due) this.seeds.delete(id);
    this.lastSettledId = due;
    return settled;
  }

  /** The round running at `now` (call advance(now) first). */
  current(now: number): RoundView {
    const round = roundAt(this.schedules, now);
    const phase = phaseAt(round, now);
    const result = phase === 'RESULT' ? this.results.first() : undefined;
    if (result !== undefined && result.roundId === round.id) {
      return { ...round, phase, seedHash: result.seedHash, dice: result.dice, seed: result.seed };
    }
    return { ...round, phase, seedHash: seedHashOf(this.seedOf(round.id)), dice: null, seed: null };
  }

  resultsPage(pageIndex: number, limit: number): { items: RoundResult[]; total: number } {
    return { items: this.results.page(pageIndex, limit), total: this.results.size };
  }

  /** New timing from the next round on (settle first: old rounds keep their windows). */
  setTiming(now: number, timing: RoundTiming): void {
    this.advance(now);
    this.schedules = rescheduled(this.schedules, now, timing);
  }

  private lastDueId(now: number): number {
    const round = roundAt(this.schedules, now);
    return phaseAt(round, now) === 'RESULT' ? round.id : round.id - 1;
  }

  private scheduleFor(id: number): Schedule {
    let found = this.schedules[0];
    for (const s of this.schedules) if (s.firstRoundId <= id) found = s;
    if (found === undefined) throw new Error('no schedule');
    return found;
  }

  private seedOf(roundId: number): string {
    let seed = this.seeds.get(roundId);
    if (seed === undefined) {
      seed = toHex(this.options.randomBytes(SEED_BYTES));
      this.seeds.set(roundId, seed);
    }
    return seed;
  }

  private settle(roundId: number): RoundResult {
    const seed = this.seedOf(roundId);
    const result: RoundResult = {
      roundId,
      dice: diceFromSeed(seed, roundId),
      seed,
      seedHash: seedHashOf(seed),
      settledAt: roundById(this.schedules, roundId).resultAt,
    };
    this.results.add(result);
    return result;
  }
}
