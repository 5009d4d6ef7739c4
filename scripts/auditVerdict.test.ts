import { auditVerdict } from './auditVerdict';

// The shape of `npm audit --json` (report version 2), trimmed to what the verdict reads.
const report = (counts: Record<string, number>, vulnerabilities: Record<string, unknown> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe('the npm audit verdict (issue 8)', () => {
  it('passes a report with no high or critical advisory', () => {
    const verdict = auditVerdict(report({ moderate: 2, low: 1 }));
    expect(verdict).toEqual({
      status: 'ok',
      lines: [
        'audit: 0 critical, 0 high, 2 moderate, 1 low (budget: no high or critical, production dependencies)',
      ],
    });
  });

  it('fails on a high or a critical advisory and names the package', () => {
    const verdict = auditVerdict(
      report(
        { high: 1, critical: 1 },
        {
          'crypto-js': { name: 'crypto-js', severity: 'critical', range: '<4.2.0' },
          other: { name: 'other', severity: 'moderate', range: '*' },
          risky: { name: 'risky', severity: 'high', range: '<2' },
        },
      ),
    );
    expect(verdict.status).toBe('over');
    expect(verdict).toMatchObject({
      lines: [
        expect.stringContaining('1 critical, 1 high'),
        'audit: critical crypto-js <4.2.0',
        'audit: high risky <2',
      ],
    });
  });

  it('says "unavailable", never "ok", when the registry has no advisory endpoint', () => {
    const refused = JSON.stringify({ statusCode: 405, message: '405 Method Not Allowed', error: {} });
    expect(auditVerdict(refused)).toEqual({
      status: 'unavailable',
      why: 'HTTP 405 from the advisory endpoint',
    });
    expect(auditVerdict('')).toMatchObject({ status: 'unavailable' });
    expect(auditVerdict('{}')).toMatchObject({ status: 'unavailable' });
  });
});
