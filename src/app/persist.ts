import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

/**
 * The browser storage keys of the spec, exactly (no "persist:" prefix: keyPrefix ''). Session
 * storage holds the flows a guest is in the middle of; local storage the token. app_lang and
 * hotel_id are plain strings written by the navigation guard (src/lib/storage.ts).
 */
export const SESSION_KEYS = {
  checkinData: 'checkinData',
  customCheckinData: 'customCheckinData',
  covidData: 'covidData',
  searchReservations: 'searchReservations',
  approvedCheckinData: 'approvedCheckinData',
  checkinPaymentData: 'checkinPaymentData',
  guidance: 'guidance',
  checkoutReservations: 'checkoutReservations',
  checkoutCheckins: 'checkoutCheckins',
  checkoutResultHistories: 'checkoutResultHistories',
  /** The finished steps of a check-out (src/features/checkout/checkoutSlice.ts); not a spec key. */
  checkoutProgress: 'checkoutProgress',
  productsCart: 'productsCart',
  cartRooms: 'cartRooms',
  /** The phone, room and payment of the order being placed and its finished steps (src/features/request/cartSlice.ts); not a spec key. */
  requestProgress: 'requestProgress',
  loginRedirect: 'login-redirect',
  /** Typed but not yet sent form input (src/lib/formInput.ts); not a spec key. */
  formInput: 'form-input',
} as const;

export const PERSISTED_LOCAL_KEYS = { accessToken: 'access_token' } as const;

const sessionStore = createWebStorage('session');
const localStore = createWebStorage('local');

function persisted<S>(key: string, storage: typeof sessionStore, reducer: Reducer<S>) {
  return persistReducer({ key, storage, keyPrefix: '', version: 1 }, reducer);
}

export const inSession = <S>(key: string, reducer: Reducer<S>) => persisted(key, sessionStore, reducer);
export const inLocal = <S>(key: string, reducer: Reducer<S>) => persisted(key, localStore, reducer);
