import type { ActionReducerMapBuilder, Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

const sessionStore = createWebStorage('session');
const localStore = createWebStorage('local');

/**
 * Where a slice's value is kept: under exactly the spec's key name (keyPrefix '': no "persist:"
 * prefix), version 1. Each slice file names its own keys; this only builds the config.
 */
export interface StorageConfig {
  key: string;
  storage: typeof sessionStore;
  keyPrefix: '';
  version: 1;
}

/**
 * A slice's state as it is stored under its key: the value wrapped under `value` (redux-persist
 * stores objects). A saved session is read back in this shape, so it must not change.
 */
export type Held<T> = { value: T };

/**
 * A held slice's cases that put its value back to `value` on each of these actions (the flow
 * forgotten, started over or finished), stored just as the slice's initial state. It returns the
 * builder, for the slice's own cases to follow.
 */
export function forgetOn<T>(builder: ActionReducerMapBuilder<Held<T>>, value: T, actions: readonly { type: string }[]) {
  for (const { type } of actions) builder.addCase(type, () => ({ value }));
  return builder;
}

/** Kept in session storage: the flows a guest is in the middle of. */
export const inSession = (key: string): StorageConfig => ({ key, storage: sessionStore, keyPrefix: '', version: 1 });
/** Kept in local storage (the member's token). */
export const inLocal = (key: string): StorageConfig => ({ key, storage: localStore, keyPrefix: '', version: 1 });

/** The reducer, written to and read back from its storage key by redux-persist. */
export const persisted = <S>(config: StorageConfig, reducer: Reducer<S>) => persistReducer(config, reducer);

/**
 * Redux Toolkit's development-only checks for a store with persisted slices: redux-persist's own actions
 * carry functions, so the serializable check lets them pass. The checks still run on every action; only
 * their timing warnings are off: they time the checks themselves (not the app), so they fire whenever the
 * machine is busy, and one printed after a Jest test has ended fails the run.
 */
export const persistedStoreChecks = {
  serializableCheck: {
    ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
    warnAfter: Number.POSITIVE_INFINITY,
  },
  immutableCheck: { warnAfter: Number.POSITIVE_INFINITY },
};
