import { act, waitFor } from '@testing-library/react';
import { signedOut } from '@/session/authSlice';
import { PlayKeeper } from '@/features/limits/PlayKeeper';
import { playLimitsKey, writePlayRecord } from '@/features/limits/limitsStorage';
import { loadPlayRecord } from '@/features/limits/loadPlayRecord';
import { getConfig } from '@/config/env';
import { limitAt } from '@/session/play/limits';
import { breakTaken, limitsRequested } from '@/session/play/playSlice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { loginOn, signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

setupSimulator();

const noLimits = { stake: null, loss: null, session: null, deposit: null };

describe('the play record in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('is kept sealed for the account and comes back after a logout and a new sign-in', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const { unmount } = renderWithProviders(<PlayKeeper />, { store });
    expect(store.getState().play.status).toBe('ready');
    act(() => {
      store.dispatch(limitsRequested({ ...noLimits, stake: 500 }));
      store.dispatch(breakTaken('day'));
    });
    const key = playLimitsKey(userOf(store).id);
    expect(localStorage.getItem(key)).toMatch(/^kk1\./);

    act(() => void store.dispatch(signedOut()));
    expect(store.getState().play.status).toBe('idle');
    expect(localStorage.getItem(key)).not.toBeNull();
    unmount();

    await loginOn(store, DEMO_MEMBER);
    renderWithProviders(<PlayKeeper />, { store });
    const { record } = store.getState().play;
    expect(limitAt(record.limits.stake, Date.now())).toBe(500);
    expect(record.breakUntil).toBeGreaterThan(Date.now());
  });

  it('tells the member and keeps betting paused when the stored limits cannot be read, until they are set again', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const key = playLimitsKey(userOf(store).id);
    localStorage.setItem(key, 'kk1.tampered');
    localStorage.setItem(`${key}:copy`, 'kk1.tampered');
    renderWithProviders(<PlayKeeper />, { store });
    expect(store.getState().play.status).toBe('unreadable');
    // Nothing is written over the damaged copies while they stand: a reload finds them unreadable still.
    expect(localStorage.getItem(key)).toBe('kk1.tampered');

    act(() => void store.dispatch(limitsRequested({ ...noLimits, loss: 10_000 })));
    expect(store.getState().play.status).toBe('ready');
    expect(localStorage.getItem(key)).toMatch(/^kk1\./);
    expect(localStorage.getItem(key)).not.toBe('kk1.tampered');
  });

  it("mounts on a record the boot already read: read again in a task of its own, not in the mount's, so another tab's change made meanwhile shows; and follows another tab", async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const accountId = userOf(store).id;
    const secret = getConfig().secretKey;
    loadPlayRecord(store);
    expect(store.getState().play.status).toBe('ready');
    // Another tab takes a break between the boot's read and the keeper's mount: no event reaches this one.
    const breakUntil = Date.now() + 60 * 60_000;
    writePlayRecord(accountId, { ...store.getState().play.record, breakUntil }, secret, Date.now(), true);
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const limitReads = () =>
      getItem.mock.calls.filter(([key]) => key.startsWith(playLimitsKey(accountId))).length;
    try {
      renderWithProviders(<PlayKeeper />, { store });
      expect(limitReads()).toBe(0);
      await waitFor(() => expect(store.getState().play.record.breakUntil).toBe(breakUntil));

      // A later change in another tab wakes this one through the storage event.
      const longer = breakUntil + 60 * 60_000;
      writePlayRecord(
        accountId,
        { ...store.getState().play.record, breakUntil: longer },
        secret,
        Date.now(),
        true,
      );
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key: playLimitsKey(accountId) })));
      expect(store.getState().play.record.breakUntil).toBe(longer);
    } finally {
      getItem.mockRestore();
    }
  });
});
