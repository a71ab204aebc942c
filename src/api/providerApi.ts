/**
 * The import point of the provider API for screens. The endpoints and hooks are generated from
 * openapi.yaml into providerApi.gen.ts and coreApi.gen.ts (never edited by hand: `npm run
 * codegen`); this file adds cache tags and other overrides, each with its reason, and re-exports
 * the core endpoints (./coreApi) so that a screen imports everything from here.
 */
import { generatedApi } from './providerApi.gen';

export const providerApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['CheckinHistory', 'Card'],
  endpoints: {
    // The answer is the member as stored: it replaces the cached member at once (so the navigation
    // guard never sees the old, incomplete profile after saving), and the member is read again.
    updateUserInfo: {
      invalidatesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            generatedApi.util.updateQueryData('getUserInfo', undefined, (draft) => {
              draft.user = data.user;
            }),
          );
        } catch {
          // A failed update changes nothing; the global handler says why.
        }
      },
    },
    getCheckinHistory: { providesTags: ['CheckinHistory'], keepUnusedDataFor: 0 },
    getCheckinHistoryDetail: { providesTags: ['CheckinHistory'], keepUnusedDataFor: 0 },
    // The saved card: read again after it is added or deleted, and not kept once no screen shows it.
    getCreditCard: { providesTags: ['Card'], keepUnusedDataFor: 0 },
    addCreditCard: { invalidatesTags: ['Card'] },
    deleteCreditCard: { invalidatesTags: ['Card'] },
    // A coupon's isUsed is the member's: the one cached before a sign-in (anonymous, never used)
    // is read again for the member who signed in, and a use refreshes home's list too.
    getHotelCoupon: { providesTags: ['Coupon', 'User'] },
    takeHotelCoupons: { invalidatesTags: ['Coupon'] },
    // Invoices: the member's payments, not kept once no screen shows them.
    getUserPayment: { keepUnusedDataFor: 0 },
    getInvoiceDetails: { keepUnusedDataFor: 0 },
  },
});

export * from './providerApi.gen';
export * from './coreApi';
// Schemas both generated files declare (the same types): named once here.
export type {
  AdditionalPage,
  Coupon,
  EntityId,
  Error,
  ErrorCode,
  FacilityAccessInfo,
  PluginCode,
  User,
} from './providerApi.gen';
