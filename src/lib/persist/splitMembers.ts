import type { Storage } from 'redux-persist';

// Splits the persisted root between localStorage and the tab's sessionStorage: each tab's game is its
// own (docs/decisions/0002-per-tab-game.md).

type Members = Record<string, unknown>;

function membersOf(text: string | null): Members | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Members)
      : null;
  } catch {
    return null;
  }
}

function partition(members: Members, own: ReadonlySet<string>): [Members, Members] {
  const shared: Members = {};
  const tab: Members = {};
  for (const [name, value] of Object.entries(members)) (own.has(name) ? tab : shared)[name] = value;
  return [shared, tab];
}

/**
 * redux-persist stores a persisted store as one JSON object of serialized members. This storage keeps
 * the members named in `tabMembers` in the tab's own storage (sessionStorage: a reload of this tab
 * finds them, no other tab reads or overwrites them) and the rest in the storage all tabs share.
 * A tab member found in the shared storage (written before the split) is ignored. A write that would
 * put the same text again is skipped, so a tab whose shared members did not change does not write its
 * copy over another tab's newer one. A shared entry that is not such an object is handed on as it is,
 * for redux-persist to refuse.
 */
export function splitMembers(shared: Storage, tab: Storage, tabMembers: readonly string[]): Storage {
  const own = new Set(tabMembers);
  const lastWritten = new Map<string, string>();
  const write = async (storage: Storage, slot: string, key: string, text: string) => {
    if (lastWritten.get(slot) === text) return;
    await storage.setItem(key, text);
    lastWritten.set(slot, text);
  };
  return {
    getItem: async (key: string) => {
      const [sharedText, tabText] = await Promise.all([shared.getItem(key), tab.getItem(key)]);
      const sharedMembers = membersOf(sharedText);
      if (sharedMembers === null) return sharedText;
      const [fromShared] = partition(sharedMembers, own);
      const [, fromTab] = partition(membersOf(tabText) ?? {}, own);
      return JSON.stringify({ ...fromShared, ...fromTab });
    },
    setItem: async (key: string, value: string) => {
      const [sharedPart, tabPart] = partition(membersOf(value) ?? {}, own);
      await Promise.all([
        write(shared, `shared:${key}`, key, JSON.stringify(sharedPart)),
        write(tab, `tab:${key}`, key, JSON.stringify(tabPart)),
      ]);
    },
    removeItem: async (key: string) => {
      lastWritten.delete(`shared:${key}`);
      lastWritten.delete(`tab:${key}`);
      await Promise.all([shared.removeItem(key), tab.removeItem(key)]);
    },
  };
}
