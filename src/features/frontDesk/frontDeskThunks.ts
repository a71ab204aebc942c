import { frontDeskApi } from '@/api/frontDeskApi';
import { createFrontDeskThunk } from './frontDeskThunk';
import { staffSession } from './staffSessionSlice';

/** The sign-in's answer (a token) is not kept in the API cache, only used here. */
const UNTRACKED = { track: false } as const;

export interface StaffCredentials {
  email: string;
  password: string;
  /** The second factor's code (the authenticator app's 6 digits or a recovery code), once asked for. */
  code?: string;
}

/**
 * Staff sign-in: the token goes into the session (and session storage), the staff member and their
 * hotel into the cache of getFrontDeskStaff, so the page shows without asking again.
 */
export const staffSignIn = createFrontDeskThunk<void, StaffCredentials>(
  'frontDesk/signIn',
  async ({ email, password, code }, { dispatch, rejectWithValue }) => {
    const body = { email: email.trim(), password, ...(code !== undefined && { code: code.trim() }) };
    let answer;
    try {
      answer = await dispatch(frontDeskApi.endpoints.frontDeskLogin.initiate({ body }, UNTRACKED)).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
    const { token, staff } = answer;
    dispatch(staffSession.actions.signedIn(token));
    await dispatch(frontDeskApi.util.upsertQueryData('getFrontDeskStaff', undefined, staff));
  },
);

/**
 * Sign-out: the server revokes the token; whatever it answers (offline, already revoked), this tab
 * forgets the token and every list it read.
 */
export const staffSignOut = createFrontDeskThunk<void, void>('frontDesk/signOut', async (_arg, { dispatch }) => {
  try {
    await dispatch(frontDeskApi.endpoints.frontDeskLogout.initiate(undefined, UNTRACKED)).unwrap();
  } catch {
    // Forgotten here all the same; a token the server still holds expires there.
  }
  dispatch(staffSession.actions.signedOut());
  dispatch(frontDeskApi.util.resetApiState());
});
