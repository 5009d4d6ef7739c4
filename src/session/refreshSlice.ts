import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accessTokenRefreshed, sessionExpired, signedIn, signedOut } from '@/session/authSlice';

/*
 * What the tab has learnt from its token refreshes, so that a server that gives no usable answer does
 * not get one refresh per poll (docs/architecture.md, "Session, refresh and tabs";
 * docs/decisions/0010-refresh-backoff.md). The base query asks `refreshVerdict` before it refreshes.
 */

/** The first pause after a refresh that got no answer about the token. */
export const REFRESH_BACKOFF_BASE_MS = 2_000;
/** The longest pause: a server that comes back is tried within a minute. */
export const REFRESH_BACKOFF_CAP_MS = 60_000;
/** How many endpoints are remembered as refusing fresh tokens (the API has fewer than this). */
const REFUSING_KEPT = 50;

export interface RefreshState {
  /** Refreshes in a row that got no answer about the token (no answer, a 5xx, a page not the API's). */
  unanswered: number;
  /** Before this time (epoch ms) a 401 starts no refresh: the last one got no answer. */
  quietUntil: number | null;
  /**
   * Endpoints that answered 401 to the retry made with a token just refreshed for them: their 401 is not
   * about the token, and starts no refresh until they answer otherwise.
   */
  refusingFreshTokens: string[];
}

export const initialRefreshState: RefreshState = { unanswered: 0, quietUntil: null, refusingFreshTokens: [] };

/**
 * The pause after the `unanswered`-th refresh in a row without an answer: 2 s, doubling, at most 60 s,
 * and with "equal jitter" (between half of it and all of it, by `jitter` in [0, 1)) so the tabs of many
 * members do not come back at the server in step after an outage.
 */
export function backoffDelay(unanswered: number, jitter: number): number {
  const nominal = Math.min(
    REFRESH_BACKOFF_CAP_MS,
    REFRESH_BACKOFF_BASE_MS * 2 ** Math.max(0, unanswered - 1),
  );
  return Math.round(nominal / 2 + (nominal / 2) * Math.min(1, Math.max(0, jitter)));
}

export type RefreshVerdict = 'refresh' | 'backingOff' | 'notAboutTheToken';

/** Whether a 401 from `endpoint` at `now` may start a refresh of the current token. */
export function refreshVerdict(state: RefreshState, endpoint: string, now: number): RefreshVerdict {
  if (state.refusingFreshTokens.includes(endpoint)) return 'notAboutTheToken';
  if (state.quietUntil !== null && now < state.quietUntil) return 'backingOff';
  return 'refresh';
}

const refreshSlice = createSlice({
  name: 'refresh',
  initialState: initialRefreshState,
  reducers: {
    /** A refresh that started at `startedAt` got no answer about the token; the pause counts from its start. */
    refreshUnanswered: {
      reducer(state, action: PayloadAction<{ startedAt: number; jitter: number }>) {
        state.unanswered += 1;
        state.quietUntil = action.payload.startedAt + backoffDelay(state.unanswered, action.payload.jitter);
      },
      prepare: (startedAt: number) => ({ payload: { startedAt, jitter: Math.random() } }),
    },
    /** `endpoint` answered 401 to the retry made with a token newer than the one it first refused. */
    freshTokenRefused(state, action: PayloadAction<{ endpoint: string }>) {
      const { endpoint } = action.payload;
      if (state.refusingFreshTokens.includes(endpoint)) return;
      state.refusingFreshTokens = [endpoint, ...state.refusingFreshTokens].slice(0, REFUSING_KEPT);
    },
    /** `endpoint`, remembered as refusing fresh tokens, answered something other than 401. */
    endpointAnswered(state, action: PayloadAction<{ endpoint: string }>) {
      state.refusingFreshTokens = state.refusingFreshTokens.filter(
        (name) => name !== action.payload.endpoint,
      );
    },
  },
  extraReducers: (builder) => {
    builder
      // An answer about the token, from this tab's refresh or another's: the server is back.
      .addCase(accessTokenRefreshed, (state) => {
        state.unanswered = 0;
        state.quietUntil = null;
      })
      .addCase(signedIn, () => initialRefreshState)
      .addCase(signedOut, () => initialRefreshState)
      .addCase(sessionExpired, () => initialRefreshState);
  },
});

export const { refreshUnanswered, freshTokenRefused, endpointAnswered } = refreshSlice.actions;
export const refreshReducer = refreshSlice.reducer;

/** The refresh state of a base query's `getState()`; a store built without the slice has learnt nothing. */
export const refreshStateOf = (state: unknown): RefreshState =>
  (state as { refresh?: RefreshState }).refresh ?? initialRefreshState;
