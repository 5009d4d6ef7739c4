import type { Plugin } from 'vite';

/** What the boundary awaits: a new task (`scheduler.yield()` where there is one; src/lib/schedule/yieldToMain.ts). */
export const NEW_TASK =
  'await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0)));';

/** Where a module's code starts in a chunk, before minification: the bundler's region comment. */
const regionOf = (module: string) => `\n// ${module}\n`;

/**
 * Inserts a top-level await of a new task before `module`'s code in the chunk that holds it.
 * `module` is a path from the project's root, as the bundler names it in its comments.
 */
export function insertTaskBoundary(code: string, module: string): string {
  const region = regionOf(module);
  const at = code.indexOf(region);
  if (at === -1) throw new Error(`task boundary: no region for ${module} in its chunk`);
  if (code.indexOf(region, at + 1) !== -1) throw new Error(`task boundary: two regions for ${module}`);
  return `${code.slice(0, at)}\n${NEW_TASK}${code.slice(at)}`;
}

/** Inserts the same await before `statement`, which starts a line of the chunk exactly once. */
export function insertTaskBoundaryBeforeStatement(code: string, statement: string): string {
  const line = `\n${statement}`;
  const at = code.indexOf(line);
  if (at === -1) throw new Error(`task boundary: no statement "${statement}" in its chunk`);
  if (code.indexOf(line, at + 1) !== -1) throw new Error(`task boundary: two statements "${statement}"`);
  return `${code.slice(0, at)}\n${NEW_TASK}${code.slice(at)}`;
}

/** Whether a chunk holds `module` (a path from the project's root). */
const holdsModule =
  (module: string) =>
  (chunk: { moduleIds: readonly string[] }): boolean =>
    chunk.moduleIds.some((id) => id.endsWith(`/${module}`));

/**
 * A task boundary in the browser build: the chunk's code before `module` is evaluated in one task;
 * `module`, what follows it in its chunk and every chunk that imports that chunk, in the next
 * (docs/quality.md "What keeps the first screen small and quick"). Added after the bundler has chunked: a top-level await
 * in the sources turns rolldown's chunk merging off for the whole build (rolldown#8935): index.html
 * then preloaded 17 scripts instead of 5.
 */
export function taskBoundaryBefore(module: string, firstScreen: readonly string[]): Plugin {
  const holds = holdsModule(module);
  return {
    name: 'kla-klouk:task-boundary',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!holds(chunk)) return null;
      return { code: insertTaskBoundary(code, module), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const bounded = chunks.find(holds);
      if (!bounded) return this.error(`task boundary: ${module} is in no chunk`);
      // Never on the first screen's way: the login form would wait a task for an API it does not use.
      const starts = chunks.filter(
        (chunk) => chunk.isEntry || firstScreen.some((first) => chunk.facadeModuleId?.endsWith(first)),
      );
      if (staticallyReached(starts, chunks).has(bounded.fileName)) {
        this.error(`task boundary: ${module}'s chunk is on the first screen's way`);
      }
    },
  };
}

/**
 * A task boundary inside the first screen's own code: before `statement` in the chunk that holds
 * `module`. Unlike taskBoundaryBefore it may sit on the first screen's way, because the code on both
 * sides is code the first screen runs anyway: the screen waits for no extra download or evaluation,
 * only for the switch to a new task, which `scheduler.yield()` resumes ahead of other queued tasks.
 */
export function taskBoundaryWithinFirstScreen(module: string, statement: string): Plugin {
  const holds = holdsModule(module);
  let inserted = false;
  return {
    name: 'kla-klouk:task-boundary-first-screen',
    apply: 'build',
    buildStart() {
      inserted = false;
    },
    renderChunk(code, chunk) {
      if (!holds(chunk)) return null;
      inserted = true;
      return { code: insertTaskBoundaryBeforeStatement(code, statement), map: null };
    },
    generateBundle() {
      if (!inserted) this.error(`task boundary: ${module} is in no chunk`);
    },
  };
}

/** A built chunk as far as its static imports go. */
interface LinkedChunk {
  fileName: string;
  imports: readonly string[];
}

/** The files `starts` import statically, themselves included. */
function staticallyReached(starts: readonly LinkedChunk[], chunks: readonly LinkedChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Set<string>();
  const visit = (chunk: LinkedChunk | undefined) => {
    if (!chunk || reached.has(chunk.fileName)) return;
    reached.add(chunk.fileName);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  starts.forEach(visit);
  return reached;
}
