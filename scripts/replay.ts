// `npm run replay -- <file> [--quiet]`: replays a Redux DevTools export through the app's reducers and
// compares every step with the recorded state. Exit 0 = no divergence, 1 = divergence, 2 = unusable
// input. See docs/qa-devtools-traces.md.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { endpointModules } from '../src/app/traces/endpointModules';
import { parseTraceFile, TraceFormatError } from '../src/app/traces/liftedTrace';
import { replayTrace, type StepReport } from '../src/app/traces/replay';

const ROOT = resolve(__dirname, '..');
const out = (line: string) => process.stdout.write(`${line}\n`);

function show(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return 'undefined';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function stepLine(step: StepReport): string {
  const label: Record<StepReport['status'], string> = {
    ok: 'ok       ',
    skipped: 'skipped  ',
    adopted: 'adopted  ',
    unchecked: 'unchecked',
    diverged: 'DIVERGED ',
  };
  return `  ${label[step.status]} #${step.index} ${step.type}`;
}

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((arg) => arg !== '--');
  const quiet = args.includes('--quiet');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    process.stderr.write('Usage: npm run replay -- <trace.json> [--quiet]\n');
    return 2;
  }
  let text: string;
  try {
    // npm runs scripts from the repository's root; a path is the one typed, from where it was typed.
    text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  // RTK Query's reducer needs the endpoint definitions: load every module that injects some.
  for (const module of endpointModules(join(ROOT, 'src'))) await import(pathToFileURL(module).href);

  let trace;
  try {
    trace = parseTraceFile(text);
  } catch (error) {
    if (error instanceof TraceFormatError) {
      process.stderr.write(`${file}: ${error.message}\n`);
      return 2;
    }
    throw error;
  }

  const report = replayTrace(trace);
  out(`Replaying ${file}: ${trace.steps.length} actions`);
  if (!quiet) for (const step of report.steps) out(stepLine(step));

  if (report.divergence) {
    const { index, type, difference, error } = report.divergence;
    out('');
    out(`First divergence at step #${index} (${type})`);
    if (difference) {
      out(`  path:     ${difference.path}`);
      out(`  recorded: ${show(difference.recorded)}`);
      out(`  replayed: ${show(difference.replayed)}`);
    }
    if (error) out(`  reducer error: ${error}`);
    return 1;
  }
  if (!report.compared) {
    out(`Replayed ${report.steps.length} actions without an error; the file holds no recorded states`);
    out('(the extension exported actions only), so nothing was compared.');
    return 0;
  }
  out(
    `OK: ${report.steps.length} steps replayed, every state equal to the recorded one (compared sanitized).`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
