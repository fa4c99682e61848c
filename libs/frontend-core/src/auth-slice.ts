import { createSlice } from '@diet/frontend-core/redux-shared';
import type { Middleware, PayloadAction } from '@reduxjs/toolkit';
import type { AdminUser } from '@diet/frontend-core/auth-types';
import { clearStoredSession, readStoredSession, writeStoredSession } from '@diet/frontend-core/session-storage';

export interface AuthState {
  token: string | null;
  user: AdminUser | null;
  /**
   * True when the administrator signed out with the button: the guard then sends them to the
   * plain login page. A session that ends otherwise (401, expiry) keeps `next`.
   */
  signedOutByUser: boolean;
  /**
   * True when the server ended the session (a 401: idle past the limit, signed out elsewhere): the
   * login page says so. Not stored: a reload shows the plain login page.
   */
  sessionEnded: boolean;
  /**
   * The security policy wants two-factor sign-in for this person's role and it is not on yet: the
   * shell shows only its set-up (the API refuses everything else). Not stored: after a reload the
   * first refusal ('Set up two-factor sign-in first.', base-query.ts) sets it again.
   */
  twoFactorSetupRequired: boolean;
}

/** Restored from localStorage so a reload keeps the administrator signed in. */
function initialAuthState(): AuthState {
  const stored = readStoredSession();
  return {
    token: stored?.token ?? null,
    user: stored?.user ?? null,
    signedOutByUser: false,
    sessionEnded: false,
    twoFactorSetupRequired: false,
  };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ token: string; user: AdminUser; twoFactorSetupRequired?: boolean }>) {
      return {
        token: action.payload.token,
        user: action.payload.user,
        signedOutByUser: false,
        sessionEnded: false,
        twoFactorSetupRequired: action.payload.twoFactorSetupRequired === true,
      };
    },
    /** The API refused a call until two-factor sign-in is set up (403 'Set up two-factor sign-in first.'). */
    twoFactorSetupNeeded(state) {
      if (state.token) state.twoFactorSetupRequired = true;
    },
    /** Two-factor sign-in is on now: the whole back office opens. */
    twoFactorSetUp(state) {
      state.twoFactorSetupRequired = false;
    },
    /** A fresh access token of the same session (base-query.ts renews it with the session's cookie). */
    tokenRenewed(state, action: PayloadAction<string>) {
      if (state.token) state.token = action.payload;
    },
    /** The account as the server reads it now (a role changed by an administrator): the menu and buttons follow. */
    userRefreshed(state, action: PayloadAction<AdminUser>) {
      if (state.token) state.user = action.payload;
    },
    logout: {
      reducer(_state, action: PayloadAction<{ byUser: boolean }>) {
        const byUser = action.payload.byUser;
        return {
          token: null,
          user: null,
          signedOutByUser: byUser,
          sessionEnded: !byUser,
          twoFactorSetupRequired: false,
        };
      },
      prepare: (options?: { byUser?: boolean }) => ({ payload: { byUser: options?.byUser ?? false } }),
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectRole: (state) => state.user?.role ?? null,
    selectIsLoggedIn: (state) => Boolean(state.token && state.user),
    selectSignedOutByUser: (state) => state.signedOutByUser,
    selectSessionEnded: (state) => state.sessionEnded,
    selectTwoFactorSetupRequired: (state) => state.twoFactorSetupRequired,
  },
});

export const { loggedIn, logout, tokenRenewed, userRefreshed, twoFactorSetupNeeded, twoFactorSetUp } =
  authSlice.actions;
export const {
  selectToken,
  selectUser,
  selectRole,
  selectIsLoggedIn,
  selectSignedOutByUser,
  selectSessionEnded,
  selectTwoFactorSetupRequired,
} = authSlice.selectors;

/** Keeps localStorage in step with the auth state (reducers stay free of side effects). */
export const sessionPersistence: Middleware =
  ({ getState }) =>
  (next) =>
  (action) => {
    const result = next(action);
    if (loggedIn.match(action)) writeStoredSession(action.payload);
    if (userRefreshed.match(action) || tokenRenewed.match(action)) {
      const { token, user } = (getState() as { auth: AuthState }).auth;
      if (token && user) writeStoredSession({ token, user });
    }
    if (logout.match(action)) clearStoredSession();
    return result;
  };
