import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { inSession, persisted } from '@/lib/persist';

/**
 * What a guest has typed into a form and not yet sent, per form id ("checkin.form", …), kept in
 * session storage (key `form-input`) so a reload or a step back loses nothing. A form forgets its
 * input once sent (its data is then in the flow's own session keys); sign-out forgets all of it.
 */
export const formInput = createSlice({
  name: 'formInput',
  initialState: { value: {} as Record<string, unknown> },
  reducers: {
    keep: (state, action: PayloadAction<{ id: string; values: unknown }>) => {
      state.value[action.payload.id] = action.payload.values;
    },
    forget: (state, action: PayloadAction<string>) => {
      delete state.value[action.payload];
    },
    /** Forgets every form whose id starts with the prefix ("checkin."). */
    forgetAll: (state, action: PayloadAction<string>) => {
      for (const id of Object.keys(state.value)) if (id.startsWith(action.payload)) delete state.value[id];
    },
    clear: () => ({ value: {} }),
  },
});

/** Not a spec key: session storage `form-input`. */
export const formInputPersist = inSession('form-input');

/** The store's `formInput` part. */
export const formInputReducer = persisted(formInputPersist, formInput.reducer);

/** Sign-out forgets everything typed. */
export const formInputClearedOnSignOut = [formInput.actions.clear];

/** The part of the store this file owns (ui/ and lib/ do not import the app's RootState). */
export type FormInputState = { formInput: ReturnType<typeof formInputReducer> };

/** What the guest typed into the form `id` and has not sent yet, if anything. */
export const selectKeptInput = (state: FormInputState, id: string): unknown => state.formInput.value[id];
