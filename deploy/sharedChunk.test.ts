/**
 * @jest-environment node
 */
import { sharedChunkGroup, sharedModules, type ModuleGraph } from './sharedChunk';

/** A module graph from `id: [static imports]` and `id: [dynamic imports]`. */
function graphOf(
  imports: Record<string, string[]>,
  dynamicImports: Record<string, string[]> = {},
): ModuleGraph {
  const ids = new Set([...Object.keys(imports), ...Object.keys(dynamicImports)]);
  const infos = new Map(
    [...ids].map((id) => [
      id,
      { importedIds: imports[id] ?? [], dynamicallyImportedIds: dynamicImports[id] ?? [] },
    ]),
  );
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

// main → bootstrap (first screen) → login, and → runtime, frame, table, report (later screens).
const APP_IMPORTS: Record<string, string[]> = {
  main: ['config'],
  bootstrap: ['react', 'routes'],
  login: ['react', 'form'],
  runtime: ['store', 'api'],
  frame: ['react', 'store', 'menu'],
  table: ['store', 'board', 'money', 'routes'],
  report: ['money', 'api', 'pager'],
  store: ['immer'],
  api: ['store', 'schemas'],
};
const APP_DYNAMIC_IMPORTS = {
  main: ['bootstrap'],
  bootstrap: ['login', 'runtime', 'frame', 'table', 'report'],
};
const app = graphOf(APP_IMPORTS, APP_DYNAMIC_IMPORTS);
const options = {
  entry: 'main',
  firstScreen: ['bootstrap', 'login'],
  screen: ['runtime', 'frame', 'table'],
};

describe('the modules a screen shares with other screens', () => {
  it('are those two dynamic imports reach, less what the first screen loaded', () => {
    expect([...sharedModules(app, options)].sort()).toEqual(['api', 'immer', 'money', 'schemas', 'store']);
  });

  it('leave what only one import reaches in its own chunk', () => {
    const shared = sharedModules(app, options);
    for (const own of ['runtime', 'frame', 'table', 'board', 'menu', 'pager', 'report']) {
      expect(shared.has(own)).toBe(false);
    }
  });

  it('leave the first screen its modules, even those the screen reaches too', () => {
    const shared = sharedModules(app, options);
    for (const first of ['react', 'routes', 'config', 'form']) expect(shared.has(first)).toBe(false);
  });

  it('are closed under static imports but for what the first screen loaded', () => {
    const shared = sharedModules(app, options);
    const loadedBefore = new Set(['main', 'config', 'bootstrap', 'react', 'routes', 'login', 'form']);
    for (const id of shared) {
      for (const imported of app.getModuleInfo(id)?.importedIds ?? []) {
        expect(shared.has(imported) || loadedBefore.has(imported)).toBe(true);
      }
    }
  });

  it('include what a lazy part of the first screen shares with the screen', () => {
    const lazyNotice = graphOf(
      { main: [], login: [], notice: ['store'], runtime: ['store'], store: [] },
      { main: ['login'], login: ['notice', 'runtime'] },
    );
    const shared = sharedModules(lazyNotice, { entry: 'main', firstScreen: ['login'], screen: ['runtime'] });
    expect([...shared]).toEqual(['store']);
  });

  it('include a module shared with a screen loaded later through a dynamic import of a screen', () => {
    const deeper = graphOf(
      { table: ['dice'], details: ['dice', 'copy'] },
      { main: ['table'], table: ['details'] },
    );
    expect([...sharedModules(deeper, { entry: 'main', firstScreen: [], screen: ['table'] })]).toEqual([
      'dice',
    ]);
  });
});

describe('the bundler group', () => {
  it('names the shared modules and nothing else', () => {
    const group = sharedChunkGroup('signedIn', options);
    expect(group.name('money', app)).toBe('signedIn');
    expect(group.name('board', app)).toBeNull();
    expect(group.name('react', app)).toBeNull();
  });

  it('works the set out once per chunking pass', () => {
    const getModuleInfo = jest.fn(app.getModuleInfo);
    const group = sharedChunkGroup('signedIn', options);
    group.name('money', { getModuleInfo });
    const callsForOnePass = getModuleInfo.mock.calls.length;
    group.name('store', { getModuleInfo });
    group.name('board', { getModuleInfo });
    // One look-up of the entry per call (the pass's key), no second walk of the graph.
    expect(getModuleInfo.mock.calls.length).toBe(callsForOnePass + 2);
  });

  it('works the set out again for another pass', () => {
    const group = sharedChunkGroup('signedIn', options);
    expect(group.name('money', app)).toBe('signedIn');
    // The next build: the table no longer uses money, so only the report does.
    const next = graphOf({ ...APP_IMPORTS, table: ['store', 'board', 'routes'] }, APP_DYNAMIC_IMPORTS);
    expect(group.name('money', next)).toBeNull();
  });

  it('stops the build when the entry or a named import is not in the graph', () => {
    const moved = sharedChunkGroup('signedIn', { ...options, entry: 'elsewhere' });
    expect(() => moved.name('money', app)).toThrow(/elsewhere is not in the build/);
    const renamed = sharedChunkGroup('signedIn', { ...options, screen: ['runtime', 'tableV2'] });
    expect(() => renamed.name('money', app)).toThrow(/tableV2 is not in the build/);
  });
});
