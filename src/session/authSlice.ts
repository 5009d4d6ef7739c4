import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/*
 * The session: who is signed in and with which tokens. It sits in a shared layer (not in
 * features/auth) because the API layer's token refresh and every feature depend on it; the auth
 * feature owns the screens and the login flow. The store key stays `auth` (the design card's name).
 */

/** Spec §3 "stored session user". */
export interface SessionUser {
  accessToken: string;
  levelName: string;
  subLevelId: number | null;
  loginId: string;
  /** The account id. */
  id: number;
  sessionId: string;
  currency: string;
  /**
   * When this session signed in (epoch ms, and always above the sign-in it replaced): tells which of
   * two sign-ins is the newer one (docs/architecture.md, "One session per browser"). 0 for a session
   * stored before it was kept.
   */
  signedInAt: number;
}

export interface AuthState {
  user: SessionUser | null;
  refreshToken: string | null;
  /** Spec §3's flag: true when the last session ended by expiry, false after a fresh login. */
  expired: boolean;
}

export const initialAuthState: AuthState = { user: null, refreshToken: null, expired: false };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(_state, action: PayloadAction<{ user: SessionUser; refreshToken: string }>) {
      return { user: action.payload.user, refreshToken: action.payload.refreshToken, expired: false };
    },
    accessTokenRefreshed(state, action: PayloadAction<{ accessToken: string; refreshToken?: string }>) {
      // A refresh that lands after a sign-out must not bring tokens back.
      if (!state.user) return;
      state.user.accessToken = action.payload.accessToken;
      if (action.payload.refreshToken) state.refreshToken = action.payload.refreshToken;
    },
    signedOut() {
      return initialAuthState;
    },
    sessionExpired() {
      return { ...initialAuthState, expired: true };
    },
  },
});

export const { signedIn, accessTokenRefreshed, signedOut, sessionExpired } = authSlice.actions;
export const authReducer = authSlice.reducer;

export interface WithAuth {
  auth: AuthState;
}

/**
 * The root state as RTK Query hands it to a base query or an endpoint's `queryFn` (`getState()`:
 * `unknown`, since the api cannot know the store it is put in). Every store this app builds has the
 * `auth` slice (app/rootReducer.ts); this is the one place that says so.
 */
export const withAuth = (state: unknown): WithAuth => state as WithAuth;
export const selectSessionUser = (state: WithAuth) => state.auth.user;
export const selectIsSignedIn = (state: WithAuth) => state.auth.user !== null;
export const selectAccessToken = (state: WithAuth) => state.auth.user?.accessToken ?? null;
export const selectRefreshToken = (state: WithAuth) => state.auth.refreshToken;
export const selectSessionExpired = (state: WithAuth) => state.auth.expired;
