/*
 * How tabs agree on one session (docs/architecture.md, "Session, refresh and tabs"):
 * - one tab at a time refreshes: the Web Locks API where the browser has it; elsewhere each tab's own
 *   mutex still queues its requests, and the server's refresh grace window absorbs the rare overlap;
 * - the refreshing tab leaves the new tokens, sealed, under HANDOFF_KEY before it lets go of the lock,
 *   so the next tab in line adopts them instead of spending the rotated refresh token again;
 * - events (refreshed, ended) go to the other tabs over a BroadcastChannel; a browser without one
 *   (Safari before 15.4) hears them from the storage events of the keys they follow (HANDOFF_KEY,
 *   ENDED_KEY);
 * - the last ENDED_KEPT sessions that ended are remembered, sealed, under ENDED_KEY, so that a tab that
 *   wrote its old state back a moment before hearing of the logout cannot resurrect the session on the
 *   next load, nor can an old copy of the storage put back later (a profile restore);
 * - one session per browser: the newest sign-in is kept, sealed, under SIGN_IN_KEY; every other tab
 *   follows it when the key changes (the storage event, which comes once the new value is readable
 *   there — a channel message can overtake the write), and a tab whose session is not that one never
 *   writes the stored state; each sign-in carries `signedInAt`, so a tab that finds an older sign-in
 *   than its own under the key (written back by a tab that read the key stale) puts its own back.
 */
export * from '@/session/crossTab/channel';
export * from '@/session/crossTab/endedSessions';
export * from '@/session/crossTab/handoff';
export * from '@/session/crossTab/newestSignIn';
