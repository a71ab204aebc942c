import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit';
import { inLocal, inSession, persisted, type Held } from '@/lib/persist';

/** Where to go after signing in (spec doc 1 §4 "Login redirect"), kept in session storage. */
export interface LoginRedirect {
  redirectedFrom: string;
  redirectTo: string;
}

/** The member signed in: the token every API call sends from now on. */
export const sessionStarted = createAction<string>('auth/sessionStarted');
/**
 * The API answered 401 (spec doc 1 §6: "A 401 sends the user to login"): the token is no longer
 * valid; the guest is sent to login unless the call was one that asks for no login.
 */
export const sessionExpired = createAction<{ sendToLogin: boolean }>('auth/sessionExpired');
/** The member is signing out (before the member queries refetch): the token and the redirect go. */
export const sessionEnded = createAction('auth/sessionEnded');
/** The member has signed out (after the server was told): what the visit kept is to be forgotten. */
export const signedOut = createAction('auth/signedOut');

/** The member's access token (kept in local storage as access_token). Sign-in sets it, every API call sends it. */
export const accessToken = createSlice({
  name: 'auth/accessToken',
  initialState: { value: null } as Held<string | null>,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(sessionStarted, (_state, { payload }) => ({ value: payload }))
      .addCase(sessionExpired, () => ({ value: null }))
      .addCase(sessionEnded, () => ({ value: null })),
});

/** Where to go after signing in, kept in session storage. */
export const loginRedirect = createSlice({
  name: 'auth/loginRedirect',
  initialState: { value: null } as Held<LoginRedirect | null>,
  reducers: {
    /** The guest is sent to login (by the navigation guard, or to use a saved card): back here after. */
    loginAsked: (_state, { payload }: { payload: LoginRedirect }) => ({ value: payload }),
    /** Spec: home clears the stored login redirect. */
    homeShown: () => ({ value: null }),
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => ({ value: null })),
});

/**
 * Raised when the API answered 401 and the guest is to log in; the navigation guard sees it,
 * remembers where the guest was and goes to the login screen. Not persisted.
 */
export const loginRequired = createSlice({
  name: 'auth/loginRequired',
  initialState: { value: false } as Held<boolean>,
  reducers: {
    /** The navigation guard took the guest to login (or found them there already). */
    loginRequiredSeen: () => ({ value: false }),
  },
  extraReducers: (builder) =>
    builder
      .addCase(sessionStarted, () => ({ value: false }))
      .addCase(sessionExpired, (state, { payload }) => (payload.sendToLogin ? { value: true } : state)),
});

export const { loginAsked, homeShown } = loginRedirect.actions;
export const { loginRequiredSeen } = loginRequired.actions;

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
 * Sign-out forgets the token and the redirect. The sign-out thunk (src/domain/auth/session.ts)
 * ends the session itself before the member queries refetch; listed here too, so this file says it all.
 */
export const authClearedOnSignOut = [sessionEnded];

/** The part of the store this file owns (ui/ and lib/ do not import the app's RootState). */
export type AuthState = { auth: ReturnType<typeof authReducer> };

export const selectAccessToken = (state: AuthState) => state.auth.accessToken.value;
export const selectSignedIn = (state: AuthState) => Boolean(state.auth.accessToken.value);
export const selectLoginRedirect = (state: AuthState) => state.auth.loginRedirect.value;
export const selectLoginRequired = (state: AuthState) => state.auth.loginRequired.value;
