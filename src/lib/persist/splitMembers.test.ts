import { splitMembers } from '@/lib/persist/splitMembers';
import { createMemoryStorage } from '@/testing/memoryStorage';

const KEY = 'persist:test';
const stored = (members: Record<string, string>) => JSON.stringify(members);

function tabs() {
  const shared = createMemoryStorage();
  const tabA = createMemoryStorage();
  const tabB = createMemoryStorage();
  return {
    shared,
    tabA,
    tabB,
    a: splitMembers(shared.storage, tabA.storage, ['game']),
    b: splitMembers(shared.storage, tabB.storage, ['game']),
  };
}

describe('splitMembers', () => {
  it("keeps the tab's members in its own storage and the rest in the shared one, and reads them back as one", async () => {
    const { shared, tabA, a } = tabs();
    await a.setItem(KEY, stored({ auth: 'A1', game: 'G1', _persist: 'P' }));

    expect(shared.items.get(KEY)).toBe(stored({ auth: 'A1', _persist: 'P' }));
    expect(tabA.items.get(KEY)).toBe(stored({ game: 'G1' }));
    expect(JSON.parse((await a.getItem(KEY)) ?? '')).toEqual({ auth: 'A1', game: 'G1', _persist: 'P' });
  });

  it("never reads another tab's members, and its writes leave the other tab's alone", async () => {
    const { a, b } = tabs();
    await a.setItem(KEY, stored({ auth: 'A1', game: 'draft of A' }));
    expect(JSON.parse((await b.getItem(KEY)) ?? '')).toEqual({ auth: 'A1' });

    await b.setItem(KEY, stored({ auth: 'A2', game: 'draft of B' }));
    expect(JSON.parse((await a.getItem(KEY)) ?? '')).toEqual({ auth: 'A2', game: 'draft of A' });
  });

  it('ignores a tab member found in the shared storage (written before the split)', async () => {
    const { shared, a } = tabs();
    shared.items.set(KEY, stored({ auth: 'A1', game: 'shared draft' }));
    expect(JSON.parse((await a.getItem(KEY)) ?? '')).toEqual({ auth: 'A1' });
  });

  it("does not write its unchanged shared part over another tab's newer one", async () => {
    const { shared, a, b } = tabs();
    await a.setItem(KEY, stored({ auth: 'A1', game: 'G1' }));
    await b.setItem(KEY, stored({ auth: 'A2', game: 'H1' }));
    await a.setItem(KEY, stored({ auth: 'A1', game: 'G2' }));

    expect(shared.items.get(KEY)).toBe(stored({ auth: 'A2' }));
    expect(JSON.parse((await a.getItem(KEY)) ?? '')).toEqual({ auth: 'A2', game: 'G2' });
  });

  it('restores nothing without a shared entry, whatever the tab kept', async () => {
    const { shared, a } = tabs();
    await a.setItem(KEY, stored({ auth: 'A1', game: 'G1' }));
    shared.items.delete(KEY);
    expect(await a.getItem(KEY)).toBeNull();
  });

  it.each(['not json', '[1,2]', '"text"', 'null'])(
    'hands a shared entry that is not an object (%s) on as it is',
    async (text) => {
      const { shared, tabA, a } = tabs();
      shared.items.set(KEY, text);
      tabA.items.set(KEY, stored({ game: 'G1' }));
      expect(await a.getItem(KEY)).toBe(text);
    },
  );

  it("reads the shared part alone when the tab's entry is damaged", async () => {
    const { shared, tabA, a } = tabs();
    shared.items.set(KEY, stored({ auth: 'A1' }));
    tabA.items.set(KEY, '{"game":');
    expect(JSON.parse((await a.getItem(KEY)) ?? '')).toEqual({ auth: 'A1' });
  });

  it('removes both parts, and writes again after a removal', async () => {
    const { shared, tabA, a } = tabs();
    await a.setItem(KEY, stored({ auth: 'A1', game: 'G1' }));
    await a.removeItem(KEY);
    expect(shared.items.has(KEY)).toBe(false);
    expect(tabA.items.has(KEY)).toBe(false);

    await a.setItem(KEY, stored({ auth: 'A1', game: 'G1' }));
    expect(shared.items.get(KEY)).toBe(stored({ auth: 'A1' }));
    expect(tabA.items.get(KEY)).toBe(stored({ game: 'G1' }));
  });
});
