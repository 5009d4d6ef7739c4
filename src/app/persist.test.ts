import { newestSessionOnly, PERSIST_KEY, persistStorage } from '@/app/persist';
import { getConfig } from '@/config/env';
import {
  chipPlaced,
  chipSelected,
  submissionConfirmed,
  submissionFailed,
  submissionStarted,
} from '@/features/game/gameSlice';
import { PENDING_KEY, writePendingSubmission } from '@/features/game/pendingLedger';
import { seal } from '@/lib/crypto/sealedBox';
import { initialAuthState, signedIn } from '@/session/authSlice';
import { rememberEndedSession, SIGN_IN_KEY } from '@/session/crossTab';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { startPersistence } from '@/testing/persistence';
import { sessionUser } from '@/testing/sessionUser';
import { pendingSubmission } from '@/testing/pendingSubmission';

const STORAGE_KEY = `persist:${PERSIST_KEY}`;
const user = sessionUser({ accessToken: 'access-token-123', id: 11 });

async function rehydrate(items: Record<string, string>) {
  return (await startPersistence(createMemoryStorage(items).storage)).store;
}

async function persistedItems() {
  const { storage, items } = createMemoryStorage();
  const { store, persistor } = await startPersistence(storage);
  store.dispatch(signedIn({ user, refreshToken: 'refresh-token-456' }));
  store.dispatch(chipPlaced({ roundId: 7, chip: { symbol: 'CRAB', amount: 500 } }));
  await persistor.flush();
  return Object.fromEntries(items);
}

describe('encrypted persistence', () => {
  it('writes no token, id or draft in plaintext and restores them', async () => {
    const items = await persistedItems();
    const text = JSON.stringify(items);
    for (const secret of ['access-token-123', 'refresh-token-456', 'session-1', 'CRAB', '010000001']) {
      expect(text).not.toContain(secret);
    }
    const store = await rehydrate(items);
    expect(store.getState().auth.user).toEqual(user);
    expect(store.getState().auth.refreshToken).toBe('refresh-token-456');
    expect(store.getState().game.placedChips).toEqual([{ symbol: 'CRAB', amount: 500 }]);
  });

  it.each([
    ['garbage', 'not json at all'],
    ['empty object', '{}'],
    [
      'plain JSON auth',
      JSON.stringify({ auth: JSON.stringify({ user, refreshToken: 'x', expired: false }) }),
    ],
    ['foreign sealed text', JSON.stringify({ auth: JSON.stringify('kk1.AAAA.BBBB.CCCC') })],
  ])('restores signed out from %s', async (_name, raw) => {
    const store = await rehydrate({ [STORAGE_KEY]: raw });
    expect(store.getState().auth).toEqual(initialAuthState);
  });

  it('restores signed out when the sealed auth was tampered with, and drops the draft with it', async () => {
    const items = await persistedItems();
    const outer = JSON.parse(items[STORAGE_KEY] ?? '{}') as Record<string, string>;
    const sealedAuth = JSON.parse(outer.auth ?? '""') as string;
    outer.auth = JSON.stringify(
      sealedAuth.slice(0, 20) + (sealedAuth[20] === 'A' ? 'B' : 'A') + sealedAuth.slice(21),
    );
    const store = await rehydrate({ [STORAGE_KEY]: JSON.stringify(outer) });
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(store.getState().game.placedChips).toEqual([]);
  });

  it('restores signed out when the sealed data does not match the schema', async () => {
    const secret = getConfig().secretKey;
    const badUser = JSON.stringify({ user: { ...user, id: 'eleven' }, refreshToken: 'r', expired: false });
    const raw = JSON.stringify({ auth: JSON.stringify(seal(badUser, secret)) });
    const store = await rehydrate({ [STORAGE_KEY]: raw });
    expect(store.getState().auth).toEqual(initialAuthState);
  });

  it('does not resurrect a session another tab has ended', async () => {
    const items = await persistedItems();
    rememberEndedSession(user.sessionId, 'logout', getConfig().secretKey);
    const store = await rehydrate(items);
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().game.placedChips).toEqual([]);
  });

  it('a session that ended by expiry restores signed out with the expiry flag, even if the store still held it', async () => {
    // The refreshing page wrote the marker, then was reloaded before its signed-out state was persisted.
    const items = await persistedItems();
    rememberEndedSession(user.sessionId, 'expired', getConfig().secretKey);
    const store = await rehydrate(items);
    expect(store.getState().auth).toEqual({ ...initialAuthState, expired: true });
    expect(store.getState().game.placedChips).toEqual([]);
  });

  describe("a pending submission under its own key (another tab's write left it out)", () => {
    const pending = pendingSubmission({ roundId: 7 });
    afterEach(() => localStorage.clear());

    it('comes back into the restored state, to be settled', async () => {
      const items = await persistedItems();
      writePendingSubmission(user.sessionId, pending, getConfig().secretKey);
      const store = await rehydrate(items);
      expect(store.getState().game.submission).toEqual({ ...pending, adopted: true });
      expect(store.getState().game.placedChips).toEqual([{ symbol: 'CRAB', amount: 500 }]);
    });

    // Its owner may still be open: refused, the chips go back to that tab's draft, not to both.
    it('refused, leaves the draft as it was', async () => {
      const items = await persistedItems();
      writePendingSubmission(user.sessionId, pending, getConfig().secretKey);
      const store = await rehydrate(items);
      const draft = store.getState().game.placedChips;
      store.dispatch(submissionFailed({ requestId: pending.requestId, reason: 'bettingClosed' }));
      expect(store.getState().game.submission).toMatchObject({ status: 'failed', adopted: true });
      expect(store.getState().game.placedChips).toEqual(draft);
    });

    it('a storage that refuses to give it back restores the rest as usual', async () => {
      const items = await persistedItems();
      const getItem = Storage.prototype.getItem;
      const refuse = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (
        this: Storage,
        key,
      ) {
        if (key === PENDING_KEY) throw new DOMException('denied', 'SecurityError');
        return getItem.call(this, key);
      });
      const store = await rehydrate(items);
      refuse.mockRestore();
      expect(store.getState().auth.user).toEqual(user);
      expect(store.getState().game.submission).toBeNull();
    });

    it("a storage that refuses every read of the tabs' keys still starts, from the store", async () => {
      const items = await persistedItems();
      const refuse = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError');
      });
      const store = await rehydrate(items);
      refuse.mockRestore();
      expect(store.getState().auth.user).toEqual(user);
    });

    it('is forgotten with a session that ended while its tab was away', async () => {
      const items = await persistedItems();
      writePendingSubmission(user.sessionId, pending, getConfig().secretKey);
      rememberEndedSession(user.sessionId, 'logout', getConfig().secretKey);
      const store = await rehydrate(items);
      expect(store.getState().game.submission).toBeNull();
      expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    });

    it('does not override what the store knows of it, nor come back into another session', async () => {
      const { storage, items } = createMemoryStorage();
      const { store: first, persistor } = await startPersistence(storage);
      first.dispatch(signedIn({ user, refreshToken: 'refresh-token-456' }));
      first.dispatch(submissionStarted({ roundId: 7, chips: pending.chips }, pending.requestId));
      first.dispatch(submissionConfirmed({ requestId: pending.requestId }));
      await persistor.flush();
      writePendingSubmission(user.sessionId, pending, getConfig().secretKey);
      expect((await rehydrate(Object.fromEntries(items))).getState().game.submission?.status).toBe(
        'confirmed',
      );

      writePendingSubmission('another-session', pending, getConfig().secretKey);
      expect((await rehydrate(await persistedItems())).getState().game.submission).toBeNull();
    });
  });

  describe("each tab's game is its own; the session is shared", () => {
    const tiger = { symbol: 'TIGER', amount: 1000 } as const;
    type Memory = ReturnType<typeof createMemoryStorage>;
    /** A tab (or its reload, given the tab's own storage back) on the browser's shared storage. */
    async function openTab(shared: Memory, own: Memory = createMemoryStorage()) {
      return { ...(await startPersistence(persistStorage(shared.storage, own.storage))), own };
    }

    it('a draft confirmed in one tab comes back neither in another tab nor on its reload after the other wrote', async () => {
      const shared = createMemoryStorage();
      const a = await openTab(shared);
      a.store.dispatch(signedIn({ user, refreshToken: 'refresh-token-456' }));
      a.store.dispatch(chipPlaced({ roundId: 7, chip: tiger }));
      await a.persistor.flush();

      const b = await openTab(shared);
      expect(b.store.getState().auth.user).toEqual(user);
      expect(b.store.getState().game.placedChips).toEqual([]);

      a.store.dispatch(submissionStarted({ roundId: 7, chips: [tiger] }, 'R1'));
      a.store.dispatch(submissionConfirmed({ requestId: 'R1' }));
      await a.persistor.flush();
      b.store.dispatch(chipSelected(500));
      await b.persistor.flush();

      const reloaded = await openTab(shared, a.own);
      expect(reloaded.store.getState().game).toMatchObject({
        placedChips: [],
        submission: { requestId: 'R1', status: 'confirmed' },
      });
      expect((await openTab(shared, b.own)).store.getState().game.selectedChip).toBe(500);
    });

    it('a tab that follows the same account into a new session keeps its game across a reload', async () => {
      const shared = createMemoryStorage();
      const a = await openTab(shared);
      a.store.dispatch(signedIn({ user, refreshToken: 'refresh-token-456' }));
      a.store.dispatch(chipPlaced({ roundId: 7, chip: tiger }));
      await a.persistor.flush();

      // Another tab signed in again as the same member; this one follows and keeps its draft.
      a.store.dispatch(signedIn({ user: { ...user, sessionId: 'session-2' }, refreshToken: 'refresh-2' }));
      await a.persistor.flush();

      const reloaded = await openTab(shared, a.own);
      expect(reloaded.store.getState().auth.user?.sessionId).toBe('session-2');
      expect(reloaded.store.getState().game.placedChips).toEqual([tiger]);
    });

    it("a tab's game restored next to another session (signed in again while it was away) starts empty", async () => {
      const shared = createMemoryStorage();
      const a = await openTab(shared);
      a.store.dispatch(signedIn({ user, refreshToken: 'refresh-token-456' }));
      a.store.dispatch(chipPlaced({ roundId: 7, chip: tiger }));
      await a.persistor.flush();
      expect((await openTab(shared, a.own)).store.getState().game.placedChips).toEqual([tiger]);

      const b = await openTab(shared);
      b.store.dispatch(signedIn({ user: { ...user, sessionId: 'session-2' }, refreshToken: 'refresh-2' }));
      await b.persistor.flush();

      const reloaded = await openTab(shared, a.own);
      expect(reloaded.store.getState().auth.user?.sessionId).toBe('session-2');
      expect(reloaded.store.getState().game.placedChips).toEqual([]);
    });
  });

  // A session signed in before the build that keeps the newest sign-in, or whose write of it was
  // refused (a full storage): the guard has no newer session to defer to.
  it('writes through the one-session guard when no newest sign-in is kept, so a reload restores the session', async () => {
    expect(localStorage.getItem(SIGN_IN_KEY)).toBeNull();
    const { storage, items } = createMemoryStorage();
    const follow = jest.fn();
    const guarded = newestSessionOnly(storage, () => user.sessionId, follow, getConfig().secretKey);
    const { store, persistor } = await startPersistence(guarded);
    store.dispatch(signedIn({ user, refreshToken: 'refresh-token-456' }));
    store.dispatch(chipPlaced({ roundId: 7, chip: { symbol: 'CRAB', amount: 500 } }));
    await persistor.flush();

    expect(follow).not.toHaveBeenCalled();
    const reloaded = await rehydrate(Object.fromEntries(items));
    expect(reloaded.getState().auth).toMatchObject({ user, refreshToken: 'refresh-token-456' });
    expect(reloaded.getState().game.placedChips).toEqual([{ symbol: 'CRAB', amount: 500 }]);
  });

  it('does not persist the RTK Query cache or the language mirror', async () => {
    const items = await persistedItems();
    const outer = JSON.parse(items[STORAGE_KEY] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(outer).sort()).toEqual(['_persist', 'auth', 'game']);
  });
});
