/*
 * Keys kept beside the persisted store (the cross-tab handoff and ended-session marks, the pending
 * submission's copy: docs/storage.md). They only help, so a storage that refuses — none at all in a
 * locked-down browser, full, or denied — must never break a refresh, a Confirm, a restore or a
 * sign-out: a refused read finds nothing, a refused write or removal is skipped.
 *
 * The persisted store itself does not go through here: redux-persist has its own handling of a
 * failed write, and it needs the failure to see it (src/app/persist.ts).
 */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readSideKey(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSideKey(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Skipped: see above.
  }
}

export function removeSideKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Skipped: see above.
  }
}
