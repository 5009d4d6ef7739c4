/** What `npm audit --json` printed, judged against issue 8's budget: no high or critical advisory. */
export type AuditVerdict =
  { status: 'unavailable'; why: string } | { status: 'ok' | 'over'; lines: string[] };

interface Counts {
  low?: number;
  moderate?: number;
  high?: number;
  critical?: number;
}

interface Report {
  statusCode?: number;
  metadata?: { vulnerabilities?: Counts };
  vulnerabilities?: Record<string, { severity?: string; range?: string }>;
}

const SERIOUS = new Set(['high', 'critical']);

export function auditVerdict(stdout: string): AuditVerdict {
  let report: Report;
  try {
    report = JSON.parse(stdout) as Report;
  } catch {
    return { status: 'unavailable', why: 'npm printed no report' };
  }
  // npm prints the registry's HTTP error as JSON when the advisory endpoint refuses: nothing was judged.
  if (report.statusCode)
    return { status: 'unavailable', why: `HTTP ${report.statusCode} from the advisory endpoint` };
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { status: 'unavailable', why: 'the report has no counts' };

  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  const lines = [
    `audit: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ` +
      `${counts.low ?? 0} low (budget: no high or critical, production dependencies)`,
    ...Object.entries(report.vulnerabilities ?? {})
      .filter(([, finding]) => SERIOUS.has(finding.severity ?? ''))
      .map(([name, finding]) => `audit: ${finding.severity} ${name} ${finding.range ?? ''}`.trim()),
  ];
  return { status: serious === 0 ? 'ok' : 'over', lines };
}
