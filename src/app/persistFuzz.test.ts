import { PERSIST_KEY, persistStorage } from '@/app/persist';
import { getConfig } from '@/config/env';
import { chipPlaced } from '@/features/game/gameSlice';
import {
  forgetPendingSubmissionOf,
  PENDING_KEY,
  readPendingSubmission,
  writePendingSubmission,
} from '@/features/game/pendingLedger';
import { createUnansweredTransfers, UNANSWERED_KEY } from '@/features/wallet/unansweredTransfers';
import { logger } from '@/lib/logger';
import { initialAuthState, signedIn } from '@/session/authSlice';
import {
  ENDED_KEY,
  endedSessionReason,
  HANDOFF_KEY,
  newestSignInSessionId,
  readHandoff,
  readNewestSignIn,
  rememberEndedSession,
  rememberRefreshedTokens,
  SIGN_IN_KEY,
  writeHandoff,
  writeNewestSignIn,
} from '@/session/crossTab';
import { persistedAuthSchema } from '@/session/persistedAuth';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { startPersistence } from '@/testing/persistence';
import { sessionUser } from '@/testing/sessionUser';
import { pendingSubmission } from '@/testing/pendingSubmission';

/* 1,000 random mutations of the persisted state — the session's part in localStorage, the tab's game
   in sessionStorage — and of the pending submission's own key never crash a start-up, and always end
   signed out or in a state that passes the slice's schema; mutations of every sealed side key never
   make what reads or writes them throw. Invalid Unicode (lone surrogates, noncharacters, NUL) is among
   the mutations. Seeded, so a failure is reproducible. */

const STORAGE_KEY = `persist:${PERSIST_KEY}`;
const secret = getConfig().secretKey;
const RUNS = 1000;
const SIDE_RUNS = 300;
const SIDE_KEYS = [HANDOFF_KEY, SIGN_IN_KEY, ENDED_KEY, PENDING_KEY, UNANSWERED_KEY];

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

/** Text no well-formed UTF-16 holds, or that decoders treat specially. */
const oddCharacters = [
  '\uD800', // a lone high surrogate
  '\uDBFF',
  '\uDC00', // a lone low surrogate
  '\uDFFF',
  '\uDC00\uD800', // a pair in the wrong order
  '\uFFFE', // noncharacters
  '\uFFFF',
  '\uFEFF', // a byte-order mark
  '\u0000',
  '\u00C0\u0080', // what an overlong UTF-8 NUL reads as in Latin-1
  '\u00ED\u00A0\u0080', // a surrogate encoded as UTF-8, read as Latin-1
];

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
  (value, random) => {
    const i = at(value, random);
    return value.slice(0, i) + pick(oddCharacters, random) + value.slice(i + 1);
  },
  (value, random) => {
    const i = at(value, random);
    return value.slice(0, i) + pick(oddCharacters, random) + value.slice(i);
  },
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
        expect(game.submission).toEqual({ ...ledgerSubmission, adopted: true });
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

  it(`${SIDE_RUNS} mutations of the sealed side keys never make their readers or writers throw`, () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { forgetUnansweredTransfers, noteTransferAnswered, noteTransferSent, unansweredTransfersOf } =
      createUnansweredTransfers();
    const handoff = { sessionId: user.sessionId, previousAccessToken: 'old', accessToken: 'new' };
    const signIn = { user, refreshToken: 'refresh' };
    const transfer = {
      accountId: user.id,
      kind: 'deposit',
      amount: 2500,
      currency: 'USD',
      scale: 2,
    } as const;
    writeHandoff(handoff, secret);
    writeNewestSignIn(signIn, secret);
    rememberEndedSession('an-older-session', 'logout', secret);
    writePendingSubmission(user.sessionId, ledgerSubmission, secret);
    noteTransferAnswered(noteTransferSent(transfer, secret, 1_000), false, secret, 1_000);
    const valid = new Map(SIDE_KEYS.map((key) => [key, localStorage.getItem(key) ?? ''] as const));
    const random = prng(20261128);

    /** Every read: what it gives is what was written, or nothing; never something else. */
    const readAll = () => {
      expect([null, handoff]).toContainEqual(readHandoff(user.sessionId, secret));
      expect([null, signIn]).toContainEqual(readNewestSignIn(secret));
      expect([null, user.sessionId]).toContain(newestSignInSessionId(secret));
      expect(endedSessionReason(user.sessionId, secret)).toBeNull();
      expect([null, ledgerSubmission]).toContainEqual(readPendingSubmission(user.sessionId, secret));
      const amounts = unansweredTransfersOf(user.id, secret, 2_000).map(({ amount }) => amount);
      expect([[], [2500]]).toContainEqual(amounts);
    };

    for (let run = 0; run < SIDE_RUNS; run += 1) {
      localStorage.clear();
      for (const [key, text] of valid) {
        if (random() < 0.5) localStorage.setItem(key, pick(mutations, random)(text, random));
        else if (random() < 0.8) localStorage.setItem(key, text);
      }
      readAll();
      // What could not be read is gone: a second read finds each key readable or absent, and says nothing.
      warn.mockClear();
      readAll();
      expect(warn).not.toHaveBeenCalled();
      // And each writer works over whatever the first read left.
      rememberRefreshedTokens(user.sessionId, 'newer', undefined, secret);
      writePendingSubmission(user.sessionId, ledgerSubmission, secret);
      noteTransferAnswered(noteTransferSent(transfer, secret, 2_000), true, secret, 2_000);
      forgetUnansweredTransfers(user.id, secret, 2_000);
      forgetPendingSubmissionOf(user.sessionId, secret);
      rememberEndedSession(user.sessionId, 'logout', secret);
      expect(endedSessionReason(user.sessionId, secret)).toBe('logout');
      expect(readNewestSignIn(secret)).toBeNull();
      expect(readHandoff(user.sessionId, secret)).toBeNull();
    }
    localStorage.clear();
  }, 60_000);
});
