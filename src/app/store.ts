import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { providerApi } from '@/api/providerApi';

const rootReducer = combineReducers({
  [providerApi.reducerPath]: providerApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(providerApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
