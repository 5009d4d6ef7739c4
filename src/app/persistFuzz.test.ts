import { PERSIST_KEY, persistStorage } from '@/app/persist';
import { getConfig } from '@/config/env';
import { chipPlaced } from '@/features/game/gameSlice';
import { PENDING_KEY, writePendingSubmission } from '@/features/game/pendingLedger';
import { initialAuthState, signedIn } from '@/session/authSlice';
import { ENDED_KEY, rememberEndedSession } from '@/session/crossTab';
import { persistedAuthSchema } from '@/session/persistedAuth';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { startPersistence } from '@/testing/persistence';
import { sessionUser } from '@/testing/sessionUser';
import { pendingSubmission } from '@/testing/pendingSubmission';

/* Issue 8: 1,000 random mutations of the persisted state — the session's part in localStorage, the
   tab's game in sessionStorage — and of the pending submission's own key never crash a start-up, and
   always end signed out or in a state that passes the slice's schema. Seeded, so a failure is
   reproducible. */

const STORAGE_KEY = `persist:${PERSIST_KEY}`;
const secret = getConfig().secretKey;
const RUNS = 1000;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const user = sessionUser({ sessionId: 'session' });

const fish = { symbol: 'FISH', amount: 100 } as const;

/** The two stored parts: the shared one (auth, _persist) and the tab's own (game). */
async function validPersistedValues(): Promise<{ shared: string; tab: string }> {
  const shared = createMemoryStorage();
  const tab = createMemoryStorage();
  const { store, persistor } = await startPersistence(persistStorage(shared.storage, tab.storage));
  store.dispatch(signedIn({ user, refreshToken: 'refresh' }));
  store.dispatch(chipPlaced({ roundId: 3, chip: fish }));
  await persistor.flush();
  return { shared: shared.items.get(STORAGE_KEY) ?? '', tab: tab.items.get(STORAGE_KEY) ?? '' };
}

const ledgerSubmission = pendingSubmission();

type Mutation = (value: string, random: () => number) => string;
const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;
const at = (value: string, random: () => number) => Math.floor(random() * Math.max(1, value.length));

const mutations: Mutation[] = [
  (value, random) => {
    const i = at(value, random);
    return value.slice(0, i) + String.fromCharCode(32 + Math.floor(random() * 95)) + value.slice(i + 1);
  },
  (value, random) => value.slice(0, at(value, random)),
  (value, random) => {
    const i = at(value, random);
    return (
      value.slice(0, i) + pick(['"', '{', '}', '.', '\\', '\u0000', 'kk1.', 'null'], random) + value.slice(i)
    );
  },
  (value, random) => value.slice(at(value, random)),
  (_value, random) =>
    pick(['', 'null', '{}', '[]', '"x"', '42', 'true', '{"auth":null}', '{"auth":"{}"}'], random),
  (value) => value.split('').reverse().join(''),
];

/** Mutates the outer JSON, one of its members (auth, game, _persist), or the member's sealed text. */
function mutate(persisted: string, random: () => number): string {
  const target = random();
  if (target < 0.3) return pick(mutations, random)(persisted, random);
  const outer = JSON.parse(persisted) as Record<string, string>;
  const member = pick(Object.keys(outer), random);
  const memberValue = outer[member] ?? '';
  if (target < 0.6) {
    outer[member] = pick(mutations, random)(memberValue, random);
  } else {
    // Mutate inside the sealed string (keeping it a JSON string), where the MAC must catch it.
    const sealed = JSON.parse(memberValue) as unknown;
    outer[member] = JSON.stringify(
      typeof sealed === 'string' ? pick(mutations, random)(sealed, random) : sealed,
    );
  }
  return JSON.stringify(outer);
}

/** Valid ciphertext in the wrong place: the session's sealed auth and the tab's sealed game swapped. */
function swapAuthAndGame(parts: { shared: string; tab: string }) {
  const shared = JSON.parse(parts.shared) as Record<string, string>;
  const tab = JSON.parse(parts.tab) as Record<string, string>;
  [shared.auth, tab.game] = [tab.game ?? '', shared.auth ?? ''];
  return { shared: JSON.stringify(shared), tab: JSON.stringify(tab) };
}

describe('fuzzing the persisted state', () => {
  it(`${RUNS} mutations never crash start-up and end signed out or valid`, async () => {
    const valid = await validPersistedValues();
    // The pending submission's own key (pendingLedger.ts), valid, and mutated in some runs.
    writePendingSubmission(user.sessionId, ledgerSubmission, secret);
    const ledger = localStorage.getItem(PENDING_KEY) ?? '';
    const random = prng(20261122);
    const outcomes = { signedOut: 0, restored: 0, fromKey: 0, withDraft: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const parts = random() < 0.1 ? swapAuthAndGame(valid) : valid;
      const shared = random() < 0.7 ? mutate(parts.shared, random) : parts.shared;
      const tab = random() < 0.7 ? mutate(parts.tab, random) : parts.tab;
      const storage = persistStorage(
        createMemoryStorage({ [STORAGE_KEY]: shared }).storage,
        createMemoryStorage({ [STORAGE_KEY]: tab }).storage,
      );
      localStorage.clear();
      // The session-ended marker (read from localStorage, like the key below): valid, or garbage.
      const marker = random();
      if (marker < 0.1) rememberEndedSession(user.sessionId, random() < 0.5 ? 'logout' : 'expired', secret);
      else if (marker < 0.2) localStorage.setItem(ENDED_KEY, mutate(valid.shared, random));
      if (random() < 0.3) localStorage.setItem(PENDING_KEY, pick(mutations, random)(ledger, random));
      else if (random() < 0.2) localStorage.setItem(PENDING_KEY, ledger);
      const { store } = await startPersistence(storage);
      const { auth, game } = store.getState();
      // The persisted draft holds no submission: one restored can only be the key's, and only signed in.
      if (game.submission !== null) {
        expect(auth.user).not.toBeNull();
        expect(game.submission).toEqual(ledgerSubmission);
        outcomes.fromKey += 1;
      }
      if (auth.user === null) {
        expect(auth).toEqual(auth.expired ? { ...initialAuthState, expired: true } : initialAuthState);
        expect(game.placedChips).toEqual([]);
        outcomes.signedOut += 1;
      } else {
        expect(persistedAuthSchema.safeParse(auth).success).toBe(true);
        expect(auth.user).toEqual(user);
        expect([[], [fish]]).toContainEqual(game.placedChips);
        outcomes.restored += 1;
        if (game.placedChips.length > 0) outcomes.withDraft += 1;
      }
    }
    // Both outcomes occur: mutations of the outer JSON that leave `auth` intact restore it.
    expect(outcomes.signedOut).toBeGreaterThan(RUNS / 2);
    expect(outcomes.restored + outcomes.signedOut).toBe(RUNS);
    expect(outcomes.fromKey).toBeGreaterThan(0);
    expect(outcomes.withDraft).toBeGreaterThan(0);
    localStorage.clear();
  }, 60_000);
});
