import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { persistedStoreChecks } from '@/lib/persist';
import { rtkQueryErrorHandler } from '@/api/errorHandler';
import { baseApi } from '@/api/baseApi';
import type { providerApi } from '@/api/providerApi';
import { authClearedOnSignOut, authReducer, signedOut } from '@/domain/auth/authSlices';
import { cartClearedOnSignOut, cartReducer } from '@/features/ordering/cartSlice';
import { checkinClearedOnSignOut, checkinReducer } from '@/features/checkin/checkinSlice';
import { checkoutClearedOnSignOut, checkoutReducer } from '@/features/checkout/checkoutSlice';
import { formInputClearedOnSignOut, formInputReducer } from '@/lib/formInput';
import { toastReducer } from '@/ui/toastSlice';

/** Each part's reducer, persist config and selectors live in the file that owns the part. */
const rootReducer = combineReducers({
  // The API cache is never persisted. Typed with every endpoint and tag (providerApi's type only:
  // its code loads with the first screen that needs it).
  [baseApi.reducerPath]: baseApi.reducer as unknown as (typeof providerApi)['reducer'],
  toast: toastReducer,
  checkin: checkinReducer,
  checkout: checkoutReducer,
  cart: cartReducer,
  formInput: formInputReducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** What a guest's visit to a hotel leaves in storage: its flows, cart and typed input. */
const VISIT = [
  ...checkinClearedOnSignOut,
  ...checkoutClearedOnSignOut,
  ...cartClearedOnSignOut,
  ...formInputClearedOnSignOut,
];
/** The visit and the member, as each part names them: forgotten on sign-out. */
const CLEARED_ON_SIGN_OUT = [...VISIT, ...authClearedOnSignOut];

/** A cart or a draft belongs to its hotel: another hotel's visit in this tab forgets them. */
export const forgetVisit = (dispatch: AppDispatch) => VISIT.forEach((clear) => dispatch(clear()));

/** On sign-out, the next guest on this phone must find nothing of the last one. */
const forgetVisitOnSignOut: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) for (const clear of CLEARED_ON_SIGN_OUT) api.dispatch(clear());
  return result;
};

/** A new store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault(persistedStoreChecks).concat(baseApi.middleware, rtkQueryErrorHandler, forgetVisitOnSignOut),
  });
}

/**
 * Starts writing the persisted slices to storage and reads back what a reload left there;
 * `onRehydrated` is called once that is back in the store (what PersistGate waits for).
 */
export function makePersistor(store: AppStore, onRehydrated?: () => void) {
  const persistor = persistStore(store, undefined, onRehydrated);
  // redux-persist writes a change a moment later; a reload or a closed tab in that moment would lose
  // what the guest just typed. Leaving the page writes what is pending (web storage is synchronous).
  // (visibilitychange bubbles from the document; writing when the page shows again is harmless.)
  const writeNow = () => void persistor.flush();
  window.addEventListener('pagehide', writeNow);
  window.addEventListener('visibilitychange', writeNow);
  return persistor;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
