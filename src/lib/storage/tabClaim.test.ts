import type * as TabClaim from '@/lib/storage/tabClaim';
import { RELOAD_GRACE_MS, TAB_ID_KEY } from '@/lib/storage/tabClaim';

/*
 * jsdom has no Web Locks. This stand-in keeps the one rule the claim relies on: a name is held by one
 * page at a time, until the holder lets go. Chromium's own behaviour (a reload finds its lock free, a
 * duplicated tab finds it held) is checked in e2e/game.spec.ts.
 */
function lockManager() {
  const held = new Map<string, () => void>();
  const waiting = new Map<string, (() => void)[]>();
  const take = (name: string, callback: (lock: { name: string } | null) => unknown) => {
    let letGo: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (letGo = resolve));
    held.set(name, letGo);
    void Promise.resolve(callback({ name }));
    void done.then(() => {
      held.delete(name);
      waiting.get(name)?.shift()?.();
    });
  };
  return {
    held,
    /** Another page (the original tab, or this tab's previous page) holds the name. */
    holdElsewhere: (name: string) => take(name, () => new Promise(() => undefined)),
    release: (name: string) => held.get(name)?.(),
    request(
      name: string,
      options: { ifAvailable?: boolean; signal?: AbortSignal },
      callback: (lock: { name: string } | null) => unknown,
    ): Promise<unknown> {
      if (!held.has(name)) {
        take(name, callback);
        return Promise.resolve();
      }
      if (options.ifAvailable) return Promise.resolve(callback(null));
      return new Promise((resolve, reject) => {
        const queue = waiting.get(name) ?? [];
        const turn = () => {
          take(name, callback);
          resolve(undefined);
        };
        queue.push(turn);
        waiting.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(turn), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

type Locks = ReturnType<typeof lockManager>;

/** A fresh page: the module asks once per page, so each test loads it anew. */
async function pageClaims(locks: Locks): Promise<boolean> {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  let claim: () => Promise<boolean> = () => Promise.resolve(true);
  jest.isolateModules(() => {
    claim = (jest.requireActual('@/lib/storage/tabClaim') as typeof TabClaim).claimTabStorage;
  });
  return claim();
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  jest.useRealTimers();
});

describe('claimTabStorage', () => {
  it("a tab's first page takes an id and holds its lock", async () => {
    const locks = lockManager();
    expect(await pageClaims(locks)).toBe(true);
    const id = sessionStorage.getItem(TAB_ID_KEY);
    expect(id).not.toBeNull();
    expect(locks.held.has(`kla-klouk:tab:${id}`)).toBe(true);
  });

  it('a reload finds the lock free, or let go within the grace: the storage is its own', async () => {
    sessionStorage.setItem(TAB_ID_KEY, 'tab-1');
    expect(await pageClaims(lockManager())).toBe(true);

    const lingering = lockManager();
    lingering.holdElsewhere('kla-klouk:tab:tab-1');
    setTimeout(() => lingering.release('kla-klouk:tab:tab-1'), RELOAD_GRACE_MS / 3);
    expect(await pageClaims(lingering)).toBe(true);
    expect(sessionStorage.getItem(TAB_ID_KEY)).toBe('tab-1');
  });

  it('a copy of a tab whose page is open is not its own: it takes a new id', async () => {
    sessionStorage.setItem(TAB_ID_KEY, 'tab-1');
    const locks = lockManager();
    locks.holdElsewhere('kla-klouk:tab:tab-1');
    expect(await pageClaims(locks)).toBe(false);
    const id = sessionStorage.getItem(TAB_ID_KEY);
    expect(id).not.toBe('tab-1');
    expect(locks.held.has(`kla-klouk:tab:${id}`)).toBe(true);
  });

  it('without Web Locks every page counts as its own', async () => {
    let claim: () => Promise<boolean> = () => Promise.resolve(false);
    jest.isolateModules(() => {
      claim = (jest.requireActual('@/lib/storage/tabClaim') as typeof TabClaim).claimTabStorage;
    });
    expect(await claim()).toBe(true);
  });
});
