import { v4 as uuidv4 } from 'uuid';

/** sessionStorage key of the id this tab's Web Lock is named after (docs/storage.md). */
export const TAB_ID_KEY = 'klaklouk:tab-id';
const LOCK_PREFIX = 'kla-klouk:tab:';
/**
 * On a reload the old page of the same tab may still hold its lock a moment (Chromium lets go before
 * the new page runs; other engines are not bound to): this long, it counts as letting go.
 */
export const RELOAD_GRACE_MS = 300;

type LockManager = NonNullable<typeof globalThis.navigator>['locks'];

const forever = () => new Promise<never>(() => undefined);

/** Takes the lock for the page's life; false at once if another page holds it. */
function holdIfFree(locks: LockManager, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    void locks.request(name, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock === null ? undefined : forever();
    });
  });
}

/** Takes the lock for the page's life if it is let go within `ms`. */
function holdWithin(locks: LockManager, name: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    locks
      .request(name, { signal: AbortSignal.timeout(ms) }, () => {
        resolve(true);
        return forever();
      })
      .catch(() => resolve(false));
  });
}

async function claim(): Promise<boolean> {
  const locks = globalThis.navigator?.locks;
  let session: Storage;
  try {
    session = globalThis.sessionStorage;
  } catch {
    return true;
  }
  if (!locks || !session) return true;
  const id = session.getItem(TAB_ID_KEY);
  if (id !== null) {
    const name = `${LOCK_PREFIX}${id}`;
    if ((await holdIfFree(locks, name)) || (await holdWithin(locks, name, RELOAD_GRACE_MS))) return true;
  }
  const fresh = uuidv4();
  session.setItem(TAB_ID_KEY, fresh);
  await holdIfFree(locks, `${LOCK_PREFIX}${fresh}`);
  // A tab's first page has nothing of its own to restore either.
  return id === null;
}

// The page's one claim on its tab's storage (a Web Lock held for the page's life), made on first use.
let claimed: Promise<boolean> | null = null;

/**
 * Whether this page's sessionStorage is its own. The browser's "Duplicate tab" (and a link opened
 * from the app into a new tab) copies sessionStorage, and with it the original tab's game: its draft,
 * shown as the copy's own, could be confirmed in both tabs and placed twice. Each page holds a Web
 * Lock named after an id kept in sessionStorage; a page that finds its id's lock held by another page
 * is a copy: it takes a new id and restores nothing of the copied game. Without Web Locks or
 * sessionStorage every page counts as its tab's own. Asked once per page.
 */
export function claimTabStorage(): Promise<boolean> {
  claimed ??= claim().catch(() => true);
  return claimed;
}
