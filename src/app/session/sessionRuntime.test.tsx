import { waitFor } from '@testing-library/react';
import { PERSIST_KEY, persistStorage } from '@/app/persist';
import { startSession } from '@/app/session/sessionRuntime';
import { getConfig } from '@/config/env';
import { chipSelected, submissionStarted, type Submission } from '@/features/game/gameSlice';
import {
  clearPendingSubmission,
  readPendingSubmission,
  writePendingSubmission,
} from '@/features/game/pendingLedger';
import { closeSessionChannel, writeNewestSignIn } from '@/session/crossTab';
import { signedIn } from '@/session/authSlice';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { startPersistence } from '@/testing/persistence';
import { createTestI18n } from '@/testing/testI18n';
import { sessionUser } from '@/testing/sessionUser';
import { pendingSubmission } from '@/testing/pendingSubmission';

const secret = getConfig().secretKey;
const user = sessionUser({ accessToken: 'a' });
const chips: Submission['chips'] = [{ symbol: 'FISH', amount: 100 }];

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  closeSessionChannel();
});

describe('starting the session', () => {
  it("restores a pending submission without taking it for this tab's new one", async () => {
    // The stored state (this tab's, from before the reload) holds pending P0 ...
    const shared = createMemoryStorage();
    const tab = createMemoryStorage();
    const { store: before, persistor } = await startPersistence(persistStorage(shared.storage, tab.storage));
    before.dispatch(signedIn({ user, refreshToken: 'r' }));
    before.dispatch(submissionStarted({ roundId: 3, chips }, 'P0'));
    await persistor.flush();
    const key = `persist:${PERSIST_KEY}`;
    localStorage.setItem(key, shared.items.get(key) ?? '');
    sessionStorage.setItem(key, tab.items.get(key) ?? '');
    // ... while the key holds only P1, which another tab has since confirmed (this tab's own copy of P0
    // is taken out, to see whether the restore writes P0 again).
    clearPendingSubmission('P0', secret);
    writePendingSubmission(user.sessionId, pendingSubmission({ requestId: 'P1', chips }), secret);

    const { store } = await startSession(createTestI18n('en'));

    expect(store.getState().game.submission?.requestId).toBe('P0');
    expect(readPendingSubmission(user.sessionId, secret)?.requestId).toBe('P1');
  });

  it('writes the restored session after the delay, not again inside the restore', async () => {
    const key = `persist:${PERSIST_KEY}`;
    const stored = await storedSession();
    localStorage.setItem(key, stored);
    writeNewestSignIn({ user, refreshToken: 'r' }, secret);

    await startSession(createTestI18n('en'));

    // Sealed again at once, the session would carry a new IV and the tab's half would be written.
    expect(localStorage.getItem(key)).toBe(stored);
    expect(sessionStorage.getItem(key)).toBeNull();
    await waitFor(() => expect(sessionStorage.getItem(key)).not.toBeNull());
  });

  it('writes a change at once when the page is left, not only after its delay', async () => {
    const { store, key, before } = await signedInTab();

    store.dispatch(chipSelected(100));
    window.dispatchEvent(new Event('pagehide'));

    // Synchronously: the page is being unloaded, nothing after this handler runs.
    expect(sessionStorage.getItem(key)).not.toBe(before);
  });

  it('writes a Confirm at once, so the draft it sent never comes back as a draft', async () => {
    const { store, key, before } = await signedInTab();

    store.dispatch(submissionStarted({ roundId: 3, chips }, 'P2'));

    // Not 100 ms later: a crash in between would restore the draft beside its pending bet.
    expect(sessionStorage.getItem(key)).not.toBe(before);
  });
});

/** A tab started on a stored session, once it has written its own game: what it wrote, and where. */
async function signedInTab() {
  localStorage.setItem(`persist:${PERSIST_KEY}`, await storedSession());
  writeNewestSignIn({ user, refreshToken: 'r' }, secret);
  const { store } = await startSession(createTestI18n('en'));
  const key = `persist:${PERSIST_KEY}`;
  await waitFor(() => expect(sessionStorage.getItem(key)).not.toBeNull());
  return { store, key, before: sessionStorage.getItem(key) };
}

/** What a signed-in tab left in localStorage: the shared half of the persisted root. */
async function storedSession(): Promise<string> {
  const shared = createMemoryStorage();
  const tab = createMemoryStorage();
  const { store, persistor } = await startPersistence(persistStorage(shared.storage, tab.storage));
  store.dispatch(signedIn({ user, refreshToken: 'r' }));
  await persistor.flush();
  return shared.items.get(`persist:${PERSIST_KEY}`) ?? '';
}
