import { useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { getConfig } from '@/config/env';
import { isPlayLimitsKey, writePlayRecord } from '@/features/limits/limitsStorage';
import { holdsPlayRecord, loadPlayRecord } from '@/features/limits/loadPlayRecord';
import { selectSessionUser } from '@/session/authSlice';
import type { PlayRecord } from '@/session/play/playSlice';

/**
 * Loads the signed-in account's play record from the browser into the store, keeps every change to it,
 * and follows another tab's changes (the storage event). In the signed-in frame, so the limits hold on
 * every screen. Nothing is written while the record is unreadable: the damaged copies stay until the
 * member sets the limits again, so a reload still finds them unreadable rather than empty.
 */
export function PlayKeeper() {
  const store = useAppStore();
  const user = useAppSelector(selectSessionUser);
  const accountId = user?.id ?? null;
  const sessionId = user?.sessionId ?? null;
  const status = useAppSelector((state) => state.play.status);
  const record = useAppSelector((state) => state.play.record);
  const loaded = useRef<PlayRecord | null>(null);

  useEffect(() => {
    if (accountId === null || sessionId === null) return undefined;
    const load = () => {
      loadPlayRecord(store);
      // What was just read is not written back: a write would wake the other tabs, which would read and
      // write in turn.
      loaded.current = store.getState().play.record;
    };
    // Read already at the boot (the frame's preparation): not again in the mount's task. A change
    // another tab made in between shows at its next write, which merges with this tab's.
    if (holdsPlayRecord(store.getState())) loaded.current = store.getState().play.record;
    else load();
    const onStorage = (event: StorageEvent) => {
      if (isPlayLimitsKey(event.key, accountId)) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [accountId, sessionId, store]);

  useEffect(() => {
    if (status !== 'ready' || accountId === null || record === loaded.current) return;
    if (store.getState().play.accountId !== accountId) return;
    writePlayRecord(accountId, record, getConfig().secretKey, Date.now());
  }, [status, record, accountId, store]);

  return null;
}
