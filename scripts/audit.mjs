// Issue 8: `npm audit --omit=dev` must report no high or critical advisory; exits 1 on such a finding.
// Where the registry has no advisory endpoint (this workplace's network answers installs only), the run
// is printed as "unavailable", not as a pass, and does not fail (nothing was judged).
// Usage: npx tsx scripts/audit.mjs   (the verdict: scripts/auditVerdict.ts, with its tests)
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './auditVerdict.ts';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const verdict = auditVerdict(result.stdout ?? '');
if (verdict.status === 'unavailable') {
  console.log(`audit: unavailable here (${verdict.why}); run it where the registry's advisories answer`);
  process.exit(0);
}
verdict.lines.forEach((line, index) =>
  console.log(`${index > 0 ? '    ' : verdict.status === 'ok' ? 'ok  ' : 'OVER'} ${line}`),
);
process.exit(verdict.status === 'ok' ? 0 : 1);
