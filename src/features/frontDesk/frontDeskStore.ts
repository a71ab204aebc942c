import { combineReducers, configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { persistStore } from 'redux-persist';
import { persistedStoreChecks } from '@/lib/persist';
import { frontDeskApi } from '@/api/frontDeskApi';
import { persistedStaffSession, staffSession } from './staffSessionSlice';

/**
 * The front desk's own store (the staff is not a guest): the staff session and the staff API's cache,
 * reached through FrontDeskStoreContext. The guest's store never holds the staff token.
 */
const makeReducer = () =>
  combineReducers({
    staffSession: persistedStaffSession(),
    [frontDeskApi.reducerPath]: frontDeskApi.reducer,
  });

export type FrontDeskState = ReturnType<ReturnType<typeof makeReducer>>;

/** A staff call answered 401: the token is no longer valid (signed out elsewhere, expired): back to sign-in. */
const endSessionOnUnauthorized: Middleware<object, FrontDeskState> = (api) => (next) => (action) => {
  const result = next(action);
  const status = isRejectedWithValue(action) ? (action.payload as { status?: unknown }).status : undefined;
  if (status === 401 && api.getState().staffSession.token) {
    api.dispatch(staffSession.actions.sessionEnded());
    api.dispatch(frontDeskApi.util.resetApiState());
  }
  return result;
};

/**
 * A new front-desk store, its persistence started, with a staff session of its own (the page pauses
 * it when it goes: FrontDeskScreen). (No setupListeners for refetch on focus: it would add its code
 * to the home route's vendor chunk; the lists poll instead, listPolling.ts.)
 */
export function makeFrontDeskStore() {
  const store = configureStore({
    reducer: makeReducer(),
    middleware: (getDefault) =>
      getDefault(persistedStoreChecks).concat(frontDeskApi.middleware, endSessionOnUnauthorized),
  });
  return { store, persistor: persistStore(store) };
}

export type FrontDeskStore = ReturnType<typeof makeFrontDeskStore>['store'];
export type FrontDeskDispatch = FrontDeskStore['dispatch'];
