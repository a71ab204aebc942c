/**
 * The endpoints the app shell and the home screen read before their first render, generated into
 * coreApi.gen.ts (`npm run codegen`). They are kept apart from the other endpoints
 * (providerApi.gen.ts) so that the home route does not download the whole API: code that runs
 * before the first screen imports from here, never from ./providerApi. Cache tags and other
 * overrides are added here, each with its reason.
 */
import { generatedCoreApi } from './coreApi.gen';

export const coreApi = generatedCoreApi.enhanceEndpoints({
  addTagTypes: ['Hotel', 'User', 'Coupon'],
  endpoints: {
    // The guide is read by almost every screen; one cache entry per hotel.
    getHotelGuide: { providesTags: (_result, _error, arg) => [{ type: 'Hotel', id: arg.hotelId }] },
    // Member data is refetched whenever the member changes (sign-in, sign-out) and dropped from
    // memory as soon as no screen shows it, so nothing personal outlives the member screens.
    getUserInfo: { providesTags: ['User'], keepUnusedDataFor: 0 },
    // Which coupons are used is the member's: read again after a sign-in or sign-out, and a use.
    getHotelCoupons: { providesTags: ['Coupon', 'User'] },
  },
});

export * from './coreApi.gen';
