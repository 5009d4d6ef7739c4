/** What the bundler tells a chunking rule about a module (rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/** Every module `start` reaches through static imports, itself included. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The app's entry and every module it reaches through dynamic imports, in discovery order. */
function dynamicEntries(graph: ModuleGraph, entry: string): string[] {
  const entries = [entry];
  const seen = new Set<string>();
  for (let at = 0; at < entries.length; at += 1) {
    for (const id of staticClosure(graph, entries[at] as string)) {
      if (seen.has(id)) continue;
      seen.add(id);
      for (const target of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (!entries.includes(target)) entries.push(target);
      }
    }
  }
  return entries.slice(1);
}

export interface SharedModulesOptions {
  /** The app's entry (src/main.tsx), as an absolute module id. */
  entry: string;
  /** The first screen's dynamic imports: what they reach is already loaded, and stays where it is. */
  firstScreen: readonly string[];
  /** The dynamic imports one screen loads together (the game route's phase two). */
  screen: readonly string[];
}

/**
 * The modules `screen`'s dynamic imports reach that the bundler would otherwise split into chunks of
 * their own: those that two or more dynamic imports share (two of `screen`'s, or one of them and any
 * other screen's), less the first screen's. What only one import reaches stays in that import's
 * chunk, so its code still evaluates in that import's task, and is not downloaded by a screen that
 * does not use it (docs/decisions/0032-one-chunk-for-the-table-s-shared-code.md).
 */
export function sharedModules(graph: ModuleGraph, options: SharedModulesOptions): Set<string> {
  for (const id of [options.entry, ...options.firstScreen, ...options.screen]) {
    if (!graph.getModuleInfo(id)) throw new Error(`sharedChunkGroup: ${id} is not in the build`);
  }
  const loadedBefore = new Set<string>();
  for (const start of [options.entry, ...options.firstScreen]) {
    for (const id of staticClosure(graph, start)) loadedBefore.add(id);
  }
  const reachedBy = new Map<string, number>();
  for (const entry of dynamicEntries(graph, options.entry)) {
    for (const id of staticClosure(graph, entry)) reachedBy.set(id, (reachedBy.get(id) ?? 0) + 1);
  }
  const shared = new Set<string>();
  for (const start of options.screen) {
    for (const id of staticClosure(graph, start)) {
      if (!loadedBefore.has(id) && (reachedBy.get(id) ?? 0) >= 2) shared.add(id);
    }
  }
  return shared;
}

/**
 * A rolldown `codeSplitting` group that puts `sharedModules` in one chunk named `name`. The set is
 * worked out once per chunking pass: the bundler hands every call the same module info objects.
 */
export function sharedChunkGroup(name: string, options: SharedModulesOptions) {
  const passes = new WeakMap<object, Set<string>>();
  return {
    name(id: string, graph: ModuleGraph): string | null {
      const key = graph.getModuleInfo(options.entry);
      if (!key) throw new Error(`sharedChunkGroup: ${options.entry} is not in the build`);
      let shared = passes.get(key);
      if (!shared) {
        shared = sharedModules(graph, options);
        passes.set(key, shared);
      }
      return shared.has(id) ? name : null;
    },
    // The set is closed under static imports but for the first screen's modules, which are to stay
    // in the first screen's chunks: pulling them in would put this chunk on the login form's way.
    includeDependenciesRecursively: false,
  };
}
