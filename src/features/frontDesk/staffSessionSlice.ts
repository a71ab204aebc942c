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
export const staffSessionPersist = { ...inSession('front-desk-staff'), whitelist: ['token'] };

export const staffSessionReducer = persistReducer(staffSessionPersist, staffSession.reducer);

type WithStaffSession = { staffSession: StaffSessionState };
export const selectStaffToken = (state: WithStaffSession) => state.staffSession.token;
export const selectSessionEnded = (state: WithStaffSession) => state.staffSession.ended;
