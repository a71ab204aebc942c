import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { API_BASE } from './baseApi';

/**
 * The hotel staff's API (openapi.yaml tag frontDesk, generated into frontDeskApi.gen.ts), apart from
 * the guest's: it lives in the front-desk page's own store (src/features/frontDesk/frontDeskStore.ts),
 * so the staff token never enters the guest's store and the member's token never reaches a staff request.
 */

/** The part of the front desk's store this API reads: the staff token. */
export interface StaffTokenState {
  staffSession: { token: string | null };
}

// The generated endpoints are injected into this empty API by src/api/frontDeskApi.gen.ts.
export const frontDeskBaseApi = createApi({
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
