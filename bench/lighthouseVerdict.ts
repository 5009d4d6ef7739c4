/** One page's Lighthouse figures (medians of its runs), judged against docs/quality.md's budgets. */
export interface LighthouseFigures {
  performance: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
}

export type Figure = keyof LighthouseFigures;

export const BUDGETS: Record<string, LighthouseFigures> = {
  '/login': { performance: 98, tbtMs: 100, accessibility: 100, bestPractices: 95 },
  '/kla-klouk-game': { performance: 95, tbtMs: 100, accessibility: 100, bestPractices: 95 },
};

/**
 * The most a fresh 4 KB page of memory may cost a host whose blocking time is judged, in µs (an
 * ordinary machine: about 1). Above it Lighthouse's times measure the host's kernel, not the page,
 * so they are printed and not judged (docs/decisions/0038-lighthouse-times-judged-on-a-fit-host.md).
 */
export const FIT_PAGE_MICROS = 4;

/** The figures that are times, or scored from times, and so move with the host. */
const TIMED: ReadonlySet<Figure> = new Set(['performance', 'tbtMs']);

export interface VerdictInput {
  path: string;
  figures: LighthouseFigures;
  runs: number;
  /** What a fresh page of memory costs this host, in µs of CPU time (bench/lighthouse.mjs measures it). */
  pageMicros: number;
  enforce: boolean;
  /** `path:figure` names printed without being judged (`--except`). */
  except: ReadonlySet<string>;
}

export interface Verdict {
  ok: boolean;
  /** One line per budget. */
  lines: string[];
  /** Why the timed figures were not judged, on a host unfit for them. */
  hostNote: string | null;
}

export function lighthouseVerdict(input: VerdictInput): Verdict {
  const { path, figures, runs, pageMicros, enforce, except } = input;
  const budget = BUDGETS[path];
  if (!budget) throw new Error(`no Lighthouse budget for ${path}`);
  // A reading that is not a number judges the times: the host is unfit only when measured so.
  const hostFit = !(pageMicros > FIT_PAGE_MICROS);
  const checks: [Figure, boolean, string][] = [
    ['performance', figures.performance >= budget.performance, `≥ ${budget.performance}`],
    ['tbtMs', figures.tbtMs < budget.tbtMs, `< ${budget.tbtMs} ms`],
    ['accessibility', figures.accessibility >= budget.accessibility, `≥ ${budget.accessibility}`],
    ['bestPractices', figures.bestPractices >= budget.bestPractices, `≥ ${budget.bestPractices}`],
  ];
  let ok = true;
  const lines = checks.map(([name, pass, limit]) => {
    const unfit = TIMED.has(name) && !hostFit;
    const judged = enforce && !except.has(`${path}:${name}`) && !unfit;
    if (judged) ok &&= pass;
    const note = unfit ? ', reported only: host unfit' : judged ? '' : ', reported only';
    return `${pass ? 'ok  ' : 'OVER'} lighthouse ${path} ${name} ${figures[name]} (budget ${limit}; median of ${runs}${note})`;
  });
  const hostNote = hostFit
    ? null
    : `     lighthouse ${path}: performance and TBT not judged here: a fresh memory page costs this host ` +
      `${pageMicros.toFixed(1)} µs (judged up to ${FIT_PAGE_MICROS} µs); run it on an ordinary host`;
  return { ok, lines, hostNote };
}
