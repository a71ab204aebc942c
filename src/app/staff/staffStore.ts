import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { toastReducer } from '@/ui/toastSlice';

/**
 * The staff app's outer store: the provider API's cache, for the hotel's public guide the front desk
 * reads (its name, its time zone), and the toasts that IntlRoot watches (none shows on a staff page).
 * Nothing of the guest's flows or member; each staff page keeps its staff session in a store of its own
 * (src/features/frontDesk/frontDeskStore.ts).
 */
export function makeStaffStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, toast: toastReducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type StaffStore = ReturnType<typeof makeStaffStore>;
