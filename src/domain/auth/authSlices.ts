import { combineReducers, createAction } from '@reduxjs/toolkit';
import { inLocal, inSession, persisted } from '@/lib/persist';
import { createValueSlice } from '@/lib/valueSlice';

/** The member's access token (kept in local storage as access_token). Shared: sign-in sets it, every API call sends it, sign-out clears it. */
export const accessToken = createValueSlice<string | null>('auth/accessToken', null);

/** Where to go after signing in (spec doc 1 §4 "Login redirect"), kept in session storage. */
export interface LoginRedirect {
  redirectedFrom: string;
  redirectTo: string;
}
export const loginRedirect = createValueSlice<LoginRedirect | null>('auth/loginRedirect', null);

/**
 * Raised when the API answered 401 (spec doc 1 §6: "A 401 sends the user to login"); the navigation
 * guard sees it, remembers where the guest was and goes to the login screen. Not persisted.
 */
export const loginRequired = createValueSlice<boolean>('auth/loginRequired', false);

/** The member has signed out (after the server was told): what the visit kept is to be forgotten. */
export const signedOut = createAction('auth/signedOut');

/** The token in local storage (access_token), the redirect in session storage (login-redirect). */
export const authPersist = {
  accessToken: inLocal('access_token'),
  loginRedirect: inSession('login-redirect'),
};

/** The store's `auth` part. */
export const authReducer = combineReducers({
  accessToken: persisted(authPersist.accessToken, accessToken.reducer),
  loginRedirect: persisted(authPersist.loginRedirect, loginRedirect.reducer),
  loginRequired: loginRequired.reducer,
});

/**
 * Sign-out forgets the token and the redirect. The sign-out thunk (src/features/account/session.ts)
 * clears both itself before the member queries refetch; listed here too, so this file says it all.
 */
export const authClearedOnSignOut = [accessToken, loginRedirect].map((slice) => slice.actions.clear);

/** The part of the store this file owns (ui/ and lib/ do not import the app's RootState). */
export type AuthState = { auth: ReturnType<typeof authReducer> };

export const selectAccessToken = (state: AuthState) => state.auth.accessToken.value;
export const selectSignedIn = (state: AuthState) => Boolean(state.auth.accessToken.value);
export const selectLoginRedirect = (state: AuthState) => state.auth.loginRedirect.value;
export const selectLoginRequired = (state: AuthState) => state.auth.loginRequired.value;
