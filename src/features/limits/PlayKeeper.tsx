import { useEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { getConfig } from '@/config/env';
import { isPlayLimitsKey, writePlayRecord } from '@/features/limits/limitsStorage';
import { holdsPlayRecord, loadPlayRecord } from '@/features/limits/loadPlayRecord';
import { selectSessionUser } from '@/session/authSlice';
import type { PlayRecord } from '@/session/play/playSlice';
import { playNow, selectPlayClockKnown } from '@/session/play/playClock';

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
    // Read at the boot already (the frame's preparation): read again in a task of its own, not in
    // the mount's, for what another tab wrote before this listener was there.
    let again: ReturnType<typeof setTimeout> | undefined;
    if (holdsPlayRecord(store.getState())) {
      loaded.current = store.getState().play.record;
      again = setTimeout(load, 0);
    } else load();
    const onStorage = (event: StorageEvent) => {
      if (isPlayLimitsKey(event.key, accountId)) load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(again);
      window.removeEventListener('storage', onStorage);
    };
  }, [accountId, sessionId, store]);

  useEffect(() => {
    if (status !== 'ready' || accountId === null || record === loaded.current) return;
    const state = store.getState();
    if (state.play.accountId !== accountId) return;
    writePlayRecord(accountId, record, getConfig().secretKey, playNow(state), selectPlayClockKnown(state));
  }, [status, record, accountId, store]);

  return null;
}
