/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import {
  insertTaskBoundary,
  insertTaskBoundaryBeforeStatement,
  NEW_TASK,
  taskBoundaryBefore,
  taskBoundaryWithinFirstScreen,
} from './taskBoundary';

const chunk = (...modules: string[]) =>
  modules.map((module) => `\n// ${module}\nglobalThis.order.push(${JSON.stringify(module)});`).join('\n');

/** Evaluates `code` as an ES module in Node, with a timer queued before it: what ran, in order. */
function evaluationOrder(code: string): string[] {
  const program = `
    globalThis.order = [];
    setTimeout(() => globalThis.order.push('a task queued before'), 0);
    await import('data:text/javascript,' + encodeURIComponent(${JSON.stringify(code)}));
    await new Promise((resolve) => setTimeout(resolve, 10));
    console.log(JSON.stringify(globalThis.order));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

describe('a task boundary before a module of a chunk', () => {
  it('awaits a new task right before the module', () => {
    const code = chunk('node_modules/library/index.js', 'src/api/api.ts', 'src/api/after.ts');
    const bounded = insertTaskBoundary(code, 'src/api/api.ts');
    expect(bounded).toBe(
      `${chunk('node_modules/library/index.js')}\n\n${NEW_TASK}${chunk('src/api/api.ts', 'src/api/after.ts')}`,
    );
  });

  it('evaluates what comes before it in one task, the module and what follows in a later one', () => {
    const code = chunk('src/lib/before.ts', 'src/api/api.ts', 'src/api/after.ts');
    expect(evaluationOrder(code)).toEqual([
      'src/lib/before.ts',
      'src/api/api.ts',
      'src/api/after.ts',
      'a task queued before',
    ]);
    expect(evaluationOrder(insertTaskBoundary(code, 'src/api/api.ts'))).toEqual([
      'src/lib/before.ts',
      'a task queued before',
      'src/api/api.ts',
      'src/api/after.ts',
    ]);
  });

  it('stops the build when the module has no region in the chunk, or two', () => {
    expect(() => insertTaskBoundary(chunk('src/api/other.ts'), 'src/api/api.ts')).toThrow(
      'task boundary: no region for src/api/api.ts in its chunk',
    );
    expect(() => insertTaskBoundary(chunk('src/api/api.ts', 'src/api/api.ts'), 'src/api/api.ts')).toThrow(
      'task boundary: two regions for src/api/api.ts',
    );
    // A module whose name only ends like it is not it.
    expect(() => insertTaskBoundary(chunk('src/old/src/api/api.tsx'), 'src/api/api.ts')).toThrow('no region');
  });
});

describe("the task boundary's check of the built chunks", () => {
  interface Chunk {
    type: 'chunk';
    fileName: string;
    isEntry: boolean;
    facadeModuleId: string | null;
    moduleIds: string[];
    imports: string[];
  }
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): Chunk => ({
    type: 'chunk',
    fileName,
    isEntry,
    facadeModuleId: moduleIds[0] ?? null,
    moduleIds,
    imports,
  });
  /** Runs the plugin's generateBundle on `chunks`; the build's error, if it stops it. */
  function check(chunks: Chunk[]): string | null {
    const plugin = taskBoundaryBefore('src/api/api.ts', ['/src/app/bootstrap.tsx']);
    const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]));
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    try {
      generate.call(
        {
          error: (message: string) => {
            throw new Error(message);
          },
        },
        {},
        bundle,
      );
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }
  const entry = (imports: string[]) => chunk('index.js', ['/root/src/main.tsx'], imports, true);
  const api = chunk('api.js', ['/root/node_modules/x/index.js', '/root/src/api/api.ts']);

  it('lets a build through whose API chunk only phase two reaches', () => {
    const bootstrap = chunk('bootstrap.js', ['/root/src/app/bootstrap.tsx'], ['shell.js']);
    const session = chunk('sessionRuntime.js', ['/root/src/app/session/sessionRuntime.tsx'], ['api.js']);
    expect(
      check([entry([]), bootstrap, chunk('shell.js', ['/root/node_modules/react/index.js']), api, session]),
    ).toBeNull();
  });

  it("stops a build whose API chunk the entry or the first screen imports: the page's start would wait", () => {
    expect(check([entry(['api.js']), api])).toBe(
      "task boundary: src/api/api.ts's chunk is on the first screen's way",
    );
    const bootstrap = chunk('bootstrap.js', ['/root/src/app/bootstrap.tsx'], ['shell.js']);
    const shell = chunk('shell.js', ['/root/node_modules/react/index.js'], ['api.js']);
    expect(check([entry([]), bootstrap, shell, api])).toBe(
      "task boundary: src/api/api.ts's chunk is on the first screen's way",
    );
  });

  it('stops a build where no chunk holds the module', () => {
    expect(check([entry([])])).toBe('task boundary: src/api/api.ts is in no chunk');
  });
});

describe("a task boundary inside the first screen's code", () => {
  const statement = 'var import_client = ';
  const code = [
    '// node_modules/react-dom/client.js',
    "globalThis.order.push('the shell');",
    `${statement}globalThis.order.push('react-dom/client');`,
    "globalThis.order.push('the app');",
  ].join('\n');

  it('evaluates the code before the statement in one task, the statement and what follows in a later one', () => {
    expect(evaluationOrder(insertTaskBoundaryBeforeStatement(code, statement))).toEqual([
      'the shell',
      'a task queued before',
      'react-dom/client',
      'the app',
    ]);
  });

  it('stops the build when the statement is not there, or twice', () => {
    expect(() => insertTaskBoundaryBeforeStatement(code, 'var import_dom = ')).toThrow(
      'task boundary: no statement "var import_dom = " in its chunk',
    );
    expect(() => insertTaskBoundaryBeforeStatement(`${code}\n${statement}1;`, statement)).toThrow(
      'task boundary: two statements "var import_client = "',
    );
    // Only at the start of a line: a mention inside other code is not the statement.
    expect(() => insertTaskBoundaryBeforeStatement(`x(); ${statement}1;`, statement)).toThrow('no statement');
  });

  it('is put in the chunk that holds the module only, and stops a build where none does', () => {
    const plugin = taskBoundaryWithinFirstScreen('src/app/bootstrap.tsx', statement);
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const call = (hook: unknown, ...args: unknown[]) =>
      (hook as (this: unknown, ...rest: unknown[]) => unknown).call(context, ...args);
    call(plugin.buildStart);
    expect(call(plugin.renderChunk, code, { moduleIds: ['/root/src/app/other.tsx'] })).toBeNull();
    expect(() => call(plugin.generateBundle, {}, {})).toThrow(
      'task boundary: src/app/bootstrap.tsx is in no chunk',
    );
    call(plugin.buildStart);
    expect(call(plugin.renderChunk, code, { moduleIds: ['/root/src/app/bootstrap.tsx'] })).toEqual({
      code: insertTaskBoundaryBeforeStatement(code, statement),
      map: null,
    });
    expect(() => call(plugin.generateBundle, {}, {})).not.toThrow();
  });
});
