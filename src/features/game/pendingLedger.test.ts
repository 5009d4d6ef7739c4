import { getConfig } from '@/config/env';
import { seal } from '@/lib/crypto/sealedBox';
import { signedIn, signedOut } from '@/session/authSlice';
import { makeStore } from '@/app/store';
import { initialGameState, submissionConfirmed, submissionStarted } from '@/features/game/gameSlice';
import {
  clearPendingSubmission,
  forgetPendingSubmissionOf,
  PENDING_KEPT,
  PENDING_KEY,
  readPendingSubmission,
  writePendingSubmission,
} from '@/features/game/pendingLedger';
import { sessionUser } from '@/testing/sessionUser';
import { pendingSubmission } from '@/testing/pendingSubmission';

const secret = getConfig().secretKey;
const REQUEST_ID = '6a1f0c9e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
const pending = pendingSubmission({ requestId: REQUEST_ID, roundId: 9 });
const user = sessionUser({ accessToken: 'a' });

afterEach(() => localStorage.clear());

describe('the pending submission under its own key', () => {
  it("keeps what the server said of it, not a tab's adopted mark", () => {
    writePendingSubmission('session-1', { ...pending, adopted: true, conflicted: true }, secret);
    expect(readPendingSubmission('session-1', secret)).toEqual({ ...pending, conflicted: true });
  });

  it('keeps it sealed and gives it back to its own session only', () => {
    writePendingSubmission('session-1', pending, secret);
    const raw = localStorage.getItem(PENDING_KEY) ?? '';
    expect(raw).not.toContain(REQUEST_ID);
    expect(raw).not.toContain('FISH');
    expect(readPendingSubmission('session-1', secret)).toEqual(pending);
    expect(readPendingSubmission('session-2', secret)).toBeNull();
  });

  it('gives back nothing tampered, foreign, malformed or no longer pending', () => {
    writePendingSubmission('session-1', pending, secret);
    const raw = localStorage.getItem(PENDING_KEY) ?? '';
    localStorage.setItem(PENDING_KEY, `${raw.slice(0, -3)}abc`);
    expect(readPendingSubmission('session-1', secret)).toBeNull();
    writePendingSubmission('session-1', pending, 'another-key');
    expect(readPendingSubmission('session-1', secret)).toBeNull();
    localStorage.setItem(
      PENDING_KEY,
      seal(JSON.stringify({ sessionId: 'session-1', submission: { requestId: 1 } }), secret),
    );
    expect(readPendingSubmission('session-1', secret)).toBeNull();
    localStorage.setItem(PENDING_KEY, seal('not json', secret));
    expect(readPendingSubmission('session-1', secret)).toBeNull();
    writePendingSubmission('session-1', { ...pending, status: 'confirmed' }, secret);
    expect(readPendingSubmission('session-1', secret)).toBeNull();
  });

  it('is cleared only for the submission it holds', () => {
    writePendingSubmission('session-1', pending, secret);
    clearPendingSubmission('another-request', secret);
    expect(readPendingSubmission('session-1', secret)).toEqual(pending);
    clearPendingSubmission(REQUEST_ID, secret);
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('never throws when the storage refuses a write (the Confirm goes on)', () => {
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    // The write itself: a dispatch would not show a throw (the listener middleware catches it).
    expect(() => writePendingSubmission('session-1', pending, secret)).not.toThrow();
    expect(refuse).toHaveBeenCalled();
    // And the Confirm that makes it goes on with the submission in memory.
    const store = makeStore();
    store.dispatch(signedIn({ user, refreshToken: 'r' }));
    store.dispatch(submissionStarted({ roundId: 9, chips: pending.chips }, REQUEST_ID));
    expect(store.getState().game.submission?.status).toBe('pending');
    refuse.mockRestore();
  });

  it('settling its submission does not clear a newer one another tab put in the key', () => {
    writePendingSubmission('session-1', { ...pending, requestId: 'newer-in-another-tab' }, secret);
    const store = makeStore({
      auth: { user, refreshToken: 'r', expired: false },
      game: { ...initialGameState, roundId: 9, submission: pending },
    });
    store.dispatch(submissionConfirmed({ requestId: REQUEST_ID }));
    expect(readPendingSubmission('session-1', secret)?.requestId).toBe('newer-in-another-tab');
  });

  it("another tab's Confirm, started and settled, leaves this tab's pending copy in the key", () => {
    writePendingSubmission('session-1', pending, secret);
    writePendingSubmission('session-1', { ...pending, requestId: 'tab-b' }, secret);
    expect(readPendingSubmission('session-1', secret)).toEqual(pending);
    clearPendingSubmission('tab-b', secret);
    expect(readPendingSubmission('session-1', secret)).toEqual(pending);
  });

  it("holds every tab's pending submission, the oldest given back first, the last PENDING_KEPT only", () => {
    for (let tab = 0; tab <= PENDING_KEPT; tab += 1) {
      writePendingSubmission('session-1', { ...pending, requestId: `tab-${tab}` }, secret);
    }
    expect(readPendingSubmission('session-1', secret)?.requestId).toBe('tab-1');
    clearPendingSubmission('tab-1', secret);
    expect(readPendingSubmission('session-1', secret)?.requestId).toBe('tab-2');
    writePendingSubmission('session-2', { ...pending, requestId: 'other-session' }, secret);
    forgetPendingSubmissionOf('session-1', secret);
    expect(readPendingSubmission('session-1', secret)).toBeNull();
    expect(readPendingSubmission('session-2', secret)?.requestId).toBe('other-session');
  });

  it('reads the key as the build with one slot wrote it', () => {
    localStorage.setItem(
      PENDING_KEY,
      seal(JSON.stringify({ sessionId: 'session-1', submission: pending }), secret),
    );
    expect(readPendingSubmission('session-1', secret)).toEqual(pending);
  });

  it("moves a closed tab's copy with the session when the same member signs in again", () => {
    writePendingSubmission(user.sessionId, { ...pending, requestId: 'closed-tab' }, secret);
    const store = makeStore({
      auth: { user, refreshToken: 'r', expired: false },
      game: initialGameState,
    });
    store.dispatch(signedIn({ user: { ...user, sessionId: 'session-again' }, refreshToken: 'r2' }));
    expect(readPendingSubmission('session-again', secret)?.requestId).toBe('closed-tab');
    expect(readPendingSubmission(user.sessionId, secret)).toBeNull();
  });

  it("follows the tab's submission: written when it starts, cleared when it settles or the session ends", () => {
    const store = makeStore();
    store.dispatch(signedIn({ user, refreshToken: 'r' }));
    store.dispatch(submissionStarted({ roundId: 9, chips: pending.chips }, REQUEST_ID));
    expect(readPendingSubmission('session-1', secret)).toEqual(pending);
    store.dispatch(submissionConfirmed({ requestId: REQUEST_ID }));
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();

    store.dispatch(submissionStarted({ roundId: 10, chips: pending.chips }, 'second-request'));
    expect(readPendingSubmission('session-1', secret)?.requestId).toBe('second-request');
    store.dispatch(signedOut());
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });
});
