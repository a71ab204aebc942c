import { createContext } from 'react';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createDispatchHook, createSelectorHook, createStoreHook, type ReactReduxContextValue } from 'react-redux';
import { API_BASE } from './baseApi';

/**
 * The hotel staff's API (openapi.yaml tag frontDesk, generated into frontDeskApi.gen.ts), apart from
 * the guest's: its own store, reached through its own React context, so that the front-desk page can
 * still read the hotel's public guide from the guest's store (its time zone) while the staff token
 * never enters the guest's store, and the member's token never reaches a staff request.
 */
export const FrontDeskStoreContext = createContext<ReactReduxContextValue | null>(null);

/** The part of the front desk's store this API reads: the staff token (see features/frontDesk). */
export interface StaffTokenState {
  staffSession: { token: string | null };
}

const createFrontDeskApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: createDispatchHook(FrontDeskStoreContext),
      useSelector: createSelectorHook(FrontDeskStoreContext),
      useStore: createStoreHook(FrontDeskStoreContext),
    },
  }),
);

// The generated endpoints are injected into this empty API by src/api/frontDeskApi.gen.ts.
export const frontDeskBaseApi = createFrontDeskApi({
  reducerPath: 'frontDeskApi',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as StaffTokenState).staffSession.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  endpoints: () => ({}),
});
