import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A stored record whose shape the feature that owns it defines. */
export type SessionRecord = Record<string, unknown>;

/**
 * A slice that holds one value under `value`, with `set` and `clear`. Each value the spec keeps
 * in session storage under its own key is one of these (redux-persist stores objects, so the value
 * is wrapped).
 */
export function createValueSlice<T>(name: string, initial: T) {
  return createSlice({
    name,
    initialState: { value: initial } as { value: T },
    reducers: {
      set: (_state, action: PayloadAction<T>) => ({ value: action.payload }),
      clear: () => ({ value: initial }),
    },
  });
}
