import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export type FormInputState = { formInput: { value: Record<string, unknown> } };
