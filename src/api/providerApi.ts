/**
 * The only import point of the provider API. The endpoints and hooks are generated from
 * openapi.yaml into providerApi.gen.ts (never edited by hand: `npm run codegen`); this file adds
 * cache tags and other overrides, each with its reason.
 */
import { generatedApi } from './providerApi.gen';

export const providerApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['Hotel'],
  endpoints: {
    // The guide is read by almost every screen; one cache entry per hotel.
    getHotelGuide: { providesTags: (_result, _error, arg) => [{ type: 'Hotel', id: arg.hotelId }] },
  },
});

export * from './providerApi.gen';
