import { createAppAsyncThunk } from '@/app/appThunk';
import { providerApi, type AuthSession, type User } from '@/api/providerApi';
import { sessionEnded, sessionStarted, signedOut, type LoginRedirect } from '@/domain/auth/authSlices';
import { isSignInPath, MY_PAGE_PATH, REGISTRATION_PATH } from '@/domain/auth/authPaths';
import { isProfileComplete } from '@/domain/profile/profile';
import { signOutAtProvider } from '@/domain/auth/socialSignIn';
import { deleteMemberCaches } from '@/lib/offlineCaches';

/**
 * Where a guest lands after signing in: the registration form while the profile is incomplete,
 * else the stored redirect, else My Page (spec doc 1 §2 callback and §4).
 */
export function landingAfterSignIn(user: User, redirect: LoginRedirect | null): string {
  if (!isProfileComplete(user)) return REGISTRATION_PATH;
  const to = redirect?.redirectTo;
  return to && !isSignInPath(to) ? to : MY_PAGE_PATH;
}

/** Keeps the new token and makes every member query fetch again for the member now signed in. */
export const signedIn = createAppAsyncThunk(
  'auth/signedIn',
  async (session: Pick<AuthSession, 'token'>, { dispatch }) => {
    // Passes a member left without signing out (a session that expired) are not the new member's to see.
    await deleteMemberCaches().catch(() => undefined);
    dispatch(sessionStarted(session.token));
    dispatch(providerApi.util.invalidateTags(['User', 'CheckinHistory']));
  },
);

/**
 * Signs out (spec doc 1 §4): the server revokes the token, the app forgets it and where the guest
 * was going. Called after leaving the member screens, so nothing there asks for a login again.
 */
export const signOut = createAppAsyncThunk('auth/signOut', async (_: void, { dispatch }) => {
  // A failed call (offline) still signs out here; the server's token expires on its own.
  await dispatch(providerApi.endpoints.logout.initiate(undefined, { track: false })).catch(() => undefined);
  dispatch(sessionEnded());
  dispatch(providerApi.util.invalidateTags(['User', 'CheckinHistory']));
  dispatch(signedOut());
  // The service worker's copies of the member's passes go too (Cache Storage).
  await deleteMemberCaches().catch(() => undefined);
  // Then the identity provider's session, when one is configured; it returns to where we are (home).
  signOutAtProvider(`${window.location.pathname}${window.location.search}`);
});
