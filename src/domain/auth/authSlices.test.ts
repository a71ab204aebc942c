import { makeStore } from '@/app/store';
import { persisting } from '../../../test/setup/reload';
import {
  homeShown,
  loginAsked,
  loginRequiredSeen,
  selectAccessToken,
  selectLoginRedirect,
  selectLoginRequired,
  sessionEnded,
  sessionExpired,
  sessionStarted,
} from './authSlices';

// The member's session as events, and the storage they write: a token and a redirect saved before
// the events were named must read back unchanged.

/** A key as redux-persist writes it (each field of the slice as its own JSON). */
const stored = (value: unknown) =>
  JSON.stringify({ value: JSON.stringify(value), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

const redirect = { redirectedFrom: '/hotel-guide', redirectTo: '/mypage' };

describe('the member’s session events', () => {
  it('send the guest to login on an expired session only where the call asks it', () => {
    const store = makeStore();
    store.dispatch(sessionStarted('t-1'));
    store.dispatch(sessionExpired({ sendToLogin: false }));
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectLoginRequired(store.getState())).toBe(false);
    store.dispatch(sessionStarted('t-2'));
    store.dispatch(sessionExpired({ sendToLogin: true }));
    expect(selectLoginRequired(store.getState())).toBe(true);
    store.dispatch(loginRequiredSeen());
    expect(selectLoginRequired(store.getState())).toBe(false);
    store.dispatch(loginAsked(redirect));
    store.dispatch(sessionStarted('t-3'));
    expect(selectLoginRedirect(store.getState())).toEqual(redirect);
    store.dispatch(homeShown());
    expect(selectLoginRedirect(store.getState())).toBeNull();
  });

  it('read back a token and a redirect saved before, and write them in the same shape', async () => {
    localStorage.setItem('access_token', stored('t-saved'));
    sessionStorage.setItem('login-redirect', stored(redirect));
    const store = makeStore();
    const { reload } = await persisting(store);
    expect(selectAccessToken(store.getState())).toBe('t-saved');
    expect(selectLoginRedirect(store.getState())).toEqual(redirect);
    store.dispatch(sessionStarted('t-new'));
    await reload();
    expect(localStorage.getItem('access_token')).toBe(stored('t-new'));
    expect(sessionStorage.getItem('login-redirect')).toBe(stored(redirect));
    store.dispatch(sessionEnded());
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(selectLoginRedirect(store.getState())).toBeNull();
  });
});
