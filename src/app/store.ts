import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { rtkQueryErrorHandler } from '@/api/errorHandler';
import { baseApi } from '@/api/baseApi';
import type { providerApi } from '@/api/providerApi';
import { accessToken, loginRedirect, loginRequired, signedOut } from '@/lib/authSlices';
import { cartRooms, productsCart, requestProgress } from '@/features/request/cartSlice';
import {
  approvedCheckinData,
  checkinData,
  checkinGuidance,
  checkinPaymentData,
  covidData,
  customCheckinData,
  searchReservations,
} from '@/features/checkin/checkinSlice';
import {
  checkoutCheckins,
  checkoutProgress,
  checkoutReservations,
  checkoutResultHistories,
} from '@/features/checkout/checkoutSlice';
import { formInput } from '@/lib/formInput';
import { toastSlice } from '@/ui/toastSlice';
import { inLocal, inSession, PERSISTED_LOCAL_KEYS, SESSION_KEYS } from './persist';

const rootReducer = combineReducers({
  // The API cache is never persisted. Typed with every endpoint and tag (providerApi's type only:
  // its code loads with the first screen that needs it).
  [baseApi.reducerPath]: baseApi.reducer as unknown as (typeof providerApi)['reducer'],
  toast: toastSlice.reducer,
  checkin: combineReducers({
    checkinData: inSession(SESSION_KEYS.checkinData, checkinData.reducer),
    customCheckinData: inSession(SESSION_KEYS.customCheckinData, customCheckinData.reducer),
    covidData: inSession(SESSION_KEYS.covidData, covidData.reducer),
    searchReservations: inSession(SESSION_KEYS.searchReservations, searchReservations.reducer),
    approvedCheckinData: inSession(SESSION_KEYS.approvedCheckinData, approvedCheckinData.reducer),
    checkinPaymentData: inSession(SESSION_KEYS.checkinPaymentData, checkinPaymentData.reducer),
    guidance: inSession(SESSION_KEYS.guidance, checkinGuidance.reducer),
  }),
  checkout: combineReducers({
    checkoutReservations: inSession(SESSION_KEYS.checkoutReservations, checkoutReservations.reducer),
    checkoutCheckins: inSession(SESSION_KEYS.checkoutCheckins, checkoutCheckins.reducer),
    checkoutResultHistories: inSession(SESSION_KEYS.checkoutResultHistories, checkoutResultHistories.reducer),
    checkoutProgress: inSession(SESSION_KEYS.checkoutProgress, checkoutProgress.reducer),
  }),
  cart: combineReducers({
    productsCart: inSession(SESSION_KEYS.productsCart, productsCart.reducer),
    cartRooms: inSession(SESSION_KEYS.cartRooms, cartRooms.reducer),
    requestProgress: inSession(SESSION_KEYS.requestProgress, requestProgress.reducer),
  }),
  formInput: inSession(SESSION_KEYS.formInput, formInput.reducer),
  auth: combineReducers({
    accessToken: inLocal(PERSISTED_LOCAL_KEYS.accessToken, accessToken.reducer),
    loginRedirect: inSession(SESSION_KEYS.loginRedirect, loginRedirect.reducer),
    loginRequired: loginRequired.reducer,
  }),
});

export type RootState = ReturnType<typeof rootReducer>;

/** What a guest's visit keeps in session storage: personal data, forgotten on sign-out. */
const VISIT_SLICES = [
  checkinData,
  customCheckinData,
  covidData,
  searchReservations,
  approvedCheckinData,
  checkinPaymentData,
  checkinGuidance,
  checkoutReservations,
  checkoutCheckins,
  checkoutResultHistories,
  checkoutProgress,
  productsCart,
  cartRooms,
  requestProgress,
  formInput,
];

/** On sign-out, the next guest on this phone must find nothing of the last one. */
const forgetVisitOnSignOut: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) for (const slice of VISIT_SLICES) api.dispatch(slice.actions.clear());
  return result;
};

/** A new store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware, rtkQueryErrorHandler, forgetVisitOnSignOut),
  });
}

/**
 * Starts writing the persisted slices to storage and reads back what a reload left there;
 * `onRehydrated` is called once that is back in the store (what PersistGate waits for).
 */
export const makePersistor = (store: AppStore, onRehydrated?: () => void) =>
  persistStore(store, undefined, onRehydrated);

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
