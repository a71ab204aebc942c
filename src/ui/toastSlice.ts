import { createSlice, type Action, type PayloadAction } from '@reduxjs/toolkit';
import type { MessageDescriptor } from 'react-intl';

/** A short message shown at the bottom of the screen (the global error handler's output). */
export interface Toast {
  id: number;
  /** Joined by commas: messages the app translates, or texts shown as they are. */
  parts?: (MessageDescriptor | string)[];
  /**
   * A failed API call's error (status and answer), as RTK Query gives it: the toast finds its
   * message (src/api/errorMessage.ts) when it shows, so the message catalogue loads with the toasts.
   */
  error?: unknown;
  /** The API endpoint whose failure this reports: its later success closes the toast. */
  endpoint?: string;
  /** Whether that call was a read or a change (RTK Query's query or mutation): offline, whether nothing was sent. */
  request?: 'query' | 'mutation';
  kind: 'error' | 'info';
}

/** How long a toast stays before it closes itself. */
export const SHOW_FOR_MS = 6000;

let nextId = 1;

/** An API call that succeeded (RTK Query's fulfilled action, tracked in the cache or not). */
const succeededCall = (action: Action): action is Action & { meta: { arg: { endpointName: string } } } => {
  const meta = (action as { meta?: { requestStatus?: string; arg?: { endpointName?: unknown } } }).meta;
  return meta?.requestStatus === 'fulfilled' && typeof meta.arg?.endpointName === 'string';
};

export const toastSlice = createSlice({
  name: 'toast',
  initialState: { toasts: [] as Toast[] },
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<Toast>) => {
        // The same message twice in a row (a retry failing again) is shown once.
        const last = state.toasts.at(-1);
        const same = (a: Toast, b: Toast) => JSON.stringify([a.parts, a.error]) === JSON.stringify([b.parts, b.error]);
        if (last && same(last, action.payload)) return;
        state.toasts.push(action.payload);
        if (state.toasts.length > 3) state.toasts.shift();
      },
      prepare: (toast: Omit<Toast, 'id'>) => ({ payload: { ...toast, id: nextId++ } }),
    },
    dismissToast: (state, action: PayloadAction<number>) => {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  // A failure's toast closes once a later call of the same endpoint succeeds (a retry that worked).
  extraReducers: (builder) =>
    builder.addMatcher(succeededCall, (state, action) => {
      state.toasts = state.toasts.filter((t) => t.endpoint !== action.meta.arg.endpointName);
    }),
});

/**
 * The navigation state of a failure's own redirect (the check-in search's 404 to the search form):
 * the toasts showing now go along to the next screen. Any other screen change closes error toasts.
 */
export const toastsKept = (toasts: readonly Toast[]) => ({ toastKept: toasts.map((t) => t.id) });

/** Whether a location's navigation state keeps this toast (see toastsKept). */
export const keepsToast = (navigationState: unknown, id: number) =>
  Array.isArray((navigationState as { toastKept?: unknown } | null)?.toastKept) &&
  (navigationState as { toastKept: unknown[] }).toastKept.includes(id);

export const { showToast, dismissToast } = toastSlice.actions;

/** The store's `toast` part (never persisted). */
export const toastReducer = toastSlice.reducer;

export const selectToasts = (state: { toast: ReturnType<typeof toastReducer> }) => state.toast.toasts;
