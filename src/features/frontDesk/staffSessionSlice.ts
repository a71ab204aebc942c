import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { inSession } from '@/lib/persist';

/**
 * The staff member's sign-in on this tab: the staff token (sent only by the front desk's API,
 * src/api/frontDeskBaseApi.ts) and whether the last one ended on the server's word (401).
 */
export interface StaffSessionState {
  token: string | null;
  /** The server refused the token (revoked, expired): the sign-in screen says so. Not persisted. */
  ended: boolean;
}

const signedOutState: StaffSessionState = { token: null, ended: false };

export const staffSession = createSlice({
  name: 'staffSession',
  initialState: signedOutState,
  reducers: {
    signedIn: (_state, action: PayloadAction<string>) => ({ token: action.payload, ended: false }),
    signedOut: () => signedOutState,
    sessionEnded: () => ({ token: null, ended: true }),
  },
});

/**
 * Kept in session storage under `front-desk-staff` (not a spec key: the spec has no staff), so a
 * reload keeps the desk signed in and closing the tab signs it out of this browser.
 */
export const staffSessionPersist = {
  ...inSession('front-desk-staff'),
  whitelist: ['token'],
  // No rehydration timeout: session storage answers at once, and the timer a second PERSIST (the
  // page's, on mount) leaves behind would dispatch a REHYDRATE, a write of the token, 5 s later.
  timeout: 0,
};

/**
 * The session's reducer kept in session storage, one per store: redux-persist keeps its writer and
 * its pause switch inside the reducer it makes, so a store whose page has gone (paused) must not
 * share them with the next visit's store, or it would write its own token over the next one's.
 */
export const persistedStaffSession = () => persistReducer(staffSessionPersist, staffSession.reducer);

type WithStaffSession = { staffSession: StaffSessionState };
export const selectStaffToken = (state: WithStaffSession) => state.staffSession.token;
export const selectSessionEnded = (state: WithStaffSession) => state.staffSession.ended;
