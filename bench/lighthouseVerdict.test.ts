import { FIT_PAGE_MICROS, lighthouseVerdict, type VerdictInput } from './lighthouseVerdict';

const passing = { performance: 99, tbtMs: 10, accessibility: 100, bestPractices: 100 };
const input = (overrides: Partial<VerdictInput>): VerdictInput => ({
  path: '/login',
  figures: passing,
  runs: 9,
  pageMicros: 1,
  enforce: true,
  except: new Set(),
  ...overrides,
});

describe('the Lighthouse verdict', () => {
  it('passes a page within every budget and prints each one', () => {
    const verdict = lighthouseVerdict(input({}));
    expect(verdict).toEqual({
      ok: true,
      lines: [
        'ok   lighthouse /login performance 99 (budget ≥ 98; median of 9)',
        'ok   lighthouse /login tbtMs 10 (budget < 100 ms; median of 9)',
        'ok   lighthouse /login accessibility 100 (budget ≥ 100; median of 9)',
        'ok   lighthouse /login bestPractices 100 (budget ≥ 95; median of 9)',
      ],
      hostNote: null,
    });
  });

  it('fails on blocking time over budget on a host with ordinary memory', () => {
    const verdict = lighthouseVerdict(
      input({ figures: { ...passing, performance: 92, tbtMs: 274 }, pageMicros: FIT_PAGE_MICROS }),
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.slice(0, 2)).toEqual([
      'OVER lighthouse /login performance 92 (budget ≥ 98; median of 9)',
      'OVER lighthouse /login tbtMs 274 (budget < 100 ms; median of 9)',
    ]);
  });

  it('prints the times without judging them where a fresh page costs the host too much', () => {
    const verdict = lighthouseVerdict(
      input({
        path: '/kla-klouk-game',
        figures: { ...passing, performance: 82, tbtMs: 652 },
        pageMicros: 13.6,
      }),
    );
    expect(verdict.ok).toBe(true);
    expect(verdict.lines.slice(0, 2)).toEqual([
      'OVER lighthouse /kla-klouk-game performance 82 (budget ≥ 95; median of 9, reported only: host unfit)',
      'OVER lighthouse /kla-klouk-game tbtMs 652 (budget < 100 ms; median of 9, reported only: host unfit)',
    ]);
    expect(verdict.hostNote).toBe(
      '     lighthouse /kla-klouk-game: performance and TBT not judged here: a fresh memory page costs ' +
        'this host 13.6 µs (judged up to 4 µs); run it on an ordinary host',
    );
  });

  it('judges the times when the host could not be measured', () => {
    const verdict = lighthouseVerdict(input({ figures: { ...passing, tbtMs: 274 }, pageMicros: Number.NaN }));
    expect(verdict.ok).toBe(false);
    expect(verdict.hostNote).toBeNull();
  });

  it('still judges accessibility and best practices on such a host', () => {
    const verdict = lighthouseVerdict(
      input({ figures: { ...passing, accessibility: 96, bestPractices: 100 }, pageMicros: 13.6 }),
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[2]).toBe('OVER lighthouse /login accessibility 96 (budget ≥ 100; median of 9)');
  });

  it('leaves a figure named in --except, or every figure without --enforce, unjudged', () => {
    const over = { ...passing, tbtMs: 180 };
    expect(lighthouseVerdict(input({ figures: over, except: new Set(['/login:tbtMs']) })).ok).toBe(true);
    expect(lighthouseVerdict(input({ figures: over, enforce: false })).lines[1]).toBe(
      'OVER lighthouse /login tbtMs 180 (budget < 100 ms; median of 9, reported only)',
    );
    expect(lighthouseVerdict(input({ figures: over, enforce: false })).ok).toBe(true);
  });
});
