import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { selectAccessToken, type AuthState } from '@/domain/auth/authSlices';
import { pageSetting } from '@/lib/pageSettings';

/**
 * Where the provider API lives. Empty means the SPA's own origin (the API is served under /api); the
 * server's API_BASE setting (e.g. https://provider.example.com), written into the page as
 * `<meta name="api-base">`, points it at a remote provider.
 */
export const API_BASE: string = pageSetting('api-base') ?? '';

/** Public endpoints the server preloads into index.html (openapi.yaml: no security). */
const PRELOADED_PUBLIC_ENDPOINTS = new Set(['getHotelGuide', 'getIconDisplay', 'getProductsList']);

// The generated endpoints are injected into this empty API by src/api/coreApi.gen.ts and src/api/providerApi.gen.ts.
export const baseApi = createApi({
  reducerPath: 'providerApi',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE,
    // Arrays repeat their key (?reservationIds=a&reservationIds=b), as openapi.yaml's form/explode says.
    paramsSerializer: (params: Record<string, unknown>) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value === undefined || value === null) continue;
        for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
      }
      return search.toString();
    },
    prepareHeaders: (headers, { getState, endpoint }) => {
      // The hotel's public answers go without it: they do not depend on the member, and the server
      // preloads them into the first page (server/src/web/spaPage.ts), which only a same request can use.
      if (PRELOADED_PUBLIC_ENDPOINTS.has(endpoint)) return headers;
      // The member's token from the store (persisted in local storage as access_token).
      const token = selectAccessToken(getState() as AuthState);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  endpoints: () => ({}),
});
