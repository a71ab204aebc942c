import { createAction } from '@reduxjs/toolkit';
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
