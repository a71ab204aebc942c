/**
 * The import point of the hotel staff's API (the front-desk page only). Its endpoints and hooks are
 * generated from openapi.yaml's tag frontDesk into frontDeskApi.gen.ts (never edited by hand: `npm run
 * codegen`); this file adds cache tags and cache updates, each with its reason.
 */
import { generatedFrontDeskApi } from './frontDeskApi.gen';

/** The check-in status the hotel's approval sets (openapi.yaml ApprovedStatus). */
export const APPROVED = 2;

export const frontDeskApi = generatedFrontDeskApi.enhanceEndpoints({
  addTagTypes: ['Staff', 'PendingPayment'],
  endpoints: {
    getFrontDeskStaff: { providesTags: ['Staff'] },
    // An approval shows on its row at once ("approved"); the row leaves the list at the next read
    // (refresh, focus or polling), so the desk sees what it did before it goes.
    approveFrontDeskCheckin: {
      async onQueryStarted({ checkinId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            generatedFrontDeskApi.util.updateQueryData('listFrontDeskCheckins', undefined, (draft) => {
              const row = draft.checkins.findIndex((c) => c.checkinId === checkinId);
              if (row >= 0) draft.checkins[row] = data;
            }),
          );
        } catch {
          // The row says why (its own error).
        }
      },
    },
    // "Delivered" stays in today's list with its time: the answer replaces the row.
    markFrontDeskOrderDelivered: {
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            generatedFrontDeskApi.util.updateQueryData('listFrontDeskRequestOrders', undefined, (draft) => {
              const row = draft.orders.findIndex((o) => o.orderId === orderId);
              if (row >= 0) draft.orders[row] = data;
            }),
          );
        } catch {
          // The row says why.
        }
      },
    },
    // A settled or released payment is no longer pending; one that another desk resolved first
    // (409) is not either: the list is read again after any answer.
    listFrontDeskPendingPayments: { providesTags: ['PendingPayment'] },
    resolveFrontDeskPendingPayment: { invalidatesTags: ['PendingPayment'] },
    // A decrypted passport is not kept once its dialog has closed: the cache drops it as soon as
    // nothing shows it, and each view asks the server again (which records every view).
    getFrontDeskPassport: { keepUnusedDataFor: 0 },
  },
});

export const {
  useGetFrontDeskStaffQuery,
  useListFrontDeskCheckinsQuery,
  useApproveFrontDeskCheckinMutation,
  useListFrontDeskRequestOrdersQuery,
  useMarkFrontDeskOrderDeliveredMutation,
  useListFrontDeskPendingPaymentsQuery,
  useResolveFrontDeskPendingPaymentMutation,
  useListFrontDeskRegisterQuery,
  useGetFrontDeskPassportQuery,
} = frontDeskApi;
export type {
  FrontDeskCheckin,
  FrontDeskPendingPayment,
  FrontDeskRequestOrder,
  ListFrontDeskRegisterApiArg as RegisterRange,
  RegisterEntry,
  RegisterPassport,
  Staff,
  StaffSession,
} from './frontDeskApi.gen';
