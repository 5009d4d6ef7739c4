// Prints `jest: N passed, N failed` and `e2e: N passed, N failed` from the runners' JSON reports.
// A missing or unreadable report counts as a failure of that runner.
import { readFileSync } from 'node:fs';

const [jestPath, e2ePath] = process.argv.slice(2);
let ok = true;

function read(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const jest = read(jestPath);
if (jest) {
  console.log(`jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
  if (jest.numFailedTests > 0 || jest.numPassedTests === 0 || !jest.success) ok = false;
} else {
  console.log('jest: 0 passed, 1 failed');
  ok = false;
}

const e2e = read(e2ePath);
if (e2e?.stats) {
  const passed = e2e.stats.expected + (e2e.stats.flaky ?? 0);
  const failed = e2e.stats.unexpected;
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  if (e2e.stats.flaky)
    console.log(`e2e warning: ${e2e.stats.flaky} test(s) passed only on retry (flaky): see the list above`);
  if (failed > 0 || passed === 0 || (e2e.errors?.length ?? 0) > 0) ok = false;
} else {
  console.log('e2e: 0 passed, 1 failed');
  ok = false;
}

process.exit(ok ? 0 : 1);
