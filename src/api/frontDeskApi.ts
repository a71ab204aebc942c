/**
 * The import point of the hotel staff's API (the front-desk page only). Its endpoints and hooks are
 * generated from openapi.yaml's tag frontDesk into frontDeskApi.gen.ts (never edited by hand: `npm run
 * codegen`); this file adds cache tags and cache updates, each with its reason.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { generatedFrontDeskApi, type FrontDeskCheckin } from './frontDeskApi.gen';

/** The check-in status the hotel's approval sets (openapi.yaml ApprovedStatus). */
export const APPROVED = 2;

const selectCheckinList = generatedFrontDeskApi.endpoints.listFrontDeskCheckins.select();
type ApiState = Parameters<typeof selectCheckinList>[0];

/**
 * A check-in's row replaced by the answer of an approval or its undo, at once. A read of the list
 * sent before that answer and answered after it shows the row as it was before (still waiting, or
 * still approved): once it lands, the row is replaced by the answer again. A read sent later shows
 * what the server holds then (another desk's change included).
 */
const replaceCheckinRow = async (
  checkinId: string,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: ThunkDispatch<ApiState, unknown, UnknownAction>;
    getState: () => ApiState;
    queryFulfilled: Promise<{ data: FrontDeskCheckin }>;
  },
) => {
  let data: FrontDeskCheckin;
  try {
    ({ data } = await queryFulfilled);
  } catch {
    return; // The row says why (its own error).
  }
  const replace = () =>
    dispatch(
      generatedFrontDeskApi.util.updateQueryData('listFrontDeskCheckins', undefined, (draft) => {
        const row = draft.checkins.findIndex((c) => c.checkinId === checkinId);
        if (row >= 0) draft.checkins[row] = data;
      }),
    );
  replace();
  const read = selectCheckinList(getState());
  if (!read.isLoading) return;
  // Only the latest read's answer is kept (RTK Query): a newer read sent meanwhile replaces this one.
  await dispatch(generatedFrontDeskApi.util.getRunningQueryThunk('listFrontDeskCheckins', undefined));
  const landed = selectCheckinList(getState());
  if (landed.requestId === read.requestId && landed.isSuccess) replace();
};

export const frontDeskApi = generatedFrontDeskApi.enhanceEndpoints({
  addTagTypes: [
    'IntegrationKeys',
    'Staff',
    'PendingPayment',
    'Checkin',
    'HotelStaff',
    'AuditLog',
    'HotelPages',
    'Webhooks',
    'WebhookDeliveries',
  ],
  endpoints: {
    getFrontDeskStaff: { providesTags: ['Staff'] },
    // An approval and its undo show on the row at once; the server keeps an approved check-in in the
    // list while its approval can be undone (undoUntil), then it leaves at a next read.
    listFrontDeskCheckins: { providesTags: ['Checkin'] },
    approveFrontDeskCheckin: {
      onQueryStarted: ({ checkinId }, api) => replaceCheckinRow(checkinId, api),
    },
    // An undo refused (the guest has used the approval, or too late): the list is read again, so the
    // row no longer offers it.
    undoFrontDeskCheckinApproval: {
      onQueryStarted: ({ checkinId }, api) => replaceCheckinRow(checkinId, api),
      invalidatesTags: (_result, error) => (error ? ['Checkin'] : []),
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
    // The managers' console: a change of the staff is read again in the list and the audit log (a
    // refused one too: another manager may have changed the list meanwhile).
    listHotelStaff: { providesTags: ['HotelStaff'] },
    addHotelStaff: { invalidatesTags: ['HotelStaff', 'AuditLog'] },
    changeHotelStaffRole: { invalidatesTags: ['HotelStaff', 'AuditLog'] },
    removeHotelStaff: { invalidatesTags: ['HotelStaff', 'AuditLog'] },
    listAuditLog: { providesTags: ['AuditLog'] },
    listIntegrationKeys: { providesTags: ['IntegrationKeys'] },
    createIntegrationKey: { invalidatesTags: (_result, error) => (error ? [] : ['IntegrationKeys', 'AuditLog']) },
    rotateIntegrationKey: { invalidatesTags: (_result, error) => (error ? [] : ['IntegrationKeys', 'AuditLog']) },
    revokeIntegrationKey: { invalidatesTags: ['IntegrationKeys', 'AuditLog'] },
    // The settings, a page and the catalogue: a save's answer (with its new version) replaces the form's data at
    // once; a refused save (409 edit_conflict) leaves it, so the manager's edits stay on screen
    // until they choose to load the latest.
    updateHotelSettings: {
      invalidatesTags: (_result, error) => (error ? [] : ['AuditLog']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedFrontDeskApi.util.upsertQueryData('getHotelSettings', undefined, data));
        } catch {
          // The form says why.
        }
      },
    },
    // The features and the guidance fields: as the settings, the saved answer replaces the form's data.
    updateHotelFeatures: {
      invalidatesTags: (_result, error) => (error ? [] : ['AuditLog']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedFrontDeskApi.util.upsertQueryData('getHotelFeatures', undefined, data));
        } catch {
          // The form says why.
        }
      },
    },
    updateCheckinFields: {
      invalidatesTags: (_result, error) => (error ? [] : ['AuditLog']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedFrontDeskApi.util.upsertQueryData('getCheckinFields', undefined, data));
        } catch {
          // The screen says why.
        }
      },
    },
    listHotelPages: { providesTags: ['HotelPages'] },
    updateHotelPage: {
      invalidatesTags: (_result, error) => (error ? [] : ['HotelPages', 'AuditLog']),
      async onQueryStarted({ pageName }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedFrontDeskApi.util.upsertQueryData('getHotelPage', { pageName }, data));
        } catch {
          // The form says why.
        }
      },
    },
    updateHotelCatalogue: {
      invalidatesTags: (_result, error) => (error ? [] : ['AuditLog']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedFrontDeskApi.util.upsertQueryData('getHotelCatalogue', undefined, data));
        } catch {
          // The form says why.
        }
      },
    },
    // The coupons and the spots: a save's answer (the list as kept, its new version) replaces the
    // list at once; a refused one leaves it, as the settings' do.
    updateConsoleCoupons: {
      invalidatesTags: (_result, error) => (error ? [] : ['AuditLog']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedFrontDeskApi.util.upsertQueryData('getConsoleCoupons', undefined, data));
        } catch {
          // The screen says why.
        }
      },
    },
    updateHotelSpots: {
      invalidatesTags: (_result, error) => (error ? [] : ['AuditLog']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(generatedFrontDeskApi.util.upsertQueryData('getHotelSpots', undefined, data));
        } catch {
          // The screen says why.
        }
      },
    },
    // Webhooks: a change of an endpoint is read again in the list and the audit log; a resend in
    // the endpoint's deliveries (which the manager also refreshes to see the answer).
    listWebhookEndpoints: { providesTags: ['Webhooks'] },
    createWebhookEndpoint: { invalidatesTags: ['Webhooks', 'AuditLog'] },
    updateWebhookEndpoint: { invalidatesTags: ['Webhooks', 'AuditLog'] },
    deleteWebhookEndpoint: { invalidatesTags: ['Webhooks', 'AuditLog'] },
    rotateWebhookSecret: { invalidatesTags: ['Webhooks', 'AuditLog'] },
    listWebhookDeliveries: { providesTags: ['WebhookDeliveries'], keepUnusedDataFor: 0 },
    resendWebhookDelivery: { invalidatesTags: ['WebhookDeliveries', 'AuditLog'] },
    // The reservation import: an import that wrote something is in the audit log.
    applyReservationImport: { invalidatesTags: (result) => (result?.applied ? ['AuditLog'] : []) },
  },
});

export const {
  useGetFrontDeskStaffQuery,
  useListFrontDeskCheckinsQuery,
  useApproveFrontDeskCheckinMutation,
  useUndoFrontDeskCheckinApprovalMutation,
  useListFrontDeskRequestOrdersQuery,
  useMarkFrontDeskOrderDeliveredMutation,
  useListFrontDeskPendingPaymentsQuery,
  useResolveFrontDeskPendingPaymentMutation,
  useListFrontDeskRegisterQuery,
  useGetFrontDeskPassportQuery,
  useListHotelStaffQuery,
  useChangeHotelStaffRoleMutation,
  useRemoveHotelStaffMutation,
  useListAuditLogQuery,
  useListIntegrationKeysQuery,
  useCreateIntegrationKeyMutation,
  useRotateIntegrationKeyMutation,
  useRevokeIntegrationKeyMutation,
  useGetHotelSettingsQuery,
  useListHotelPagesQuery,
  useGetHotelPageQuery,
  useGetHotelCatalogueQuery,
  useGetHotelFeaturesQuery,
  useGetCheckinFieldsQuery,
  useGetConsoleCouponsQuery,
  useGetHotelSpotsQuery,
  useListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  usePreviewReservationImportMutation,
  useApplyReservationImportMutation,
} = frontDeskApi;
export type {
  AuditEntry,
  ReservationImport,
  ReservationImportColumn,
  ReservationImportRow,
  AuditOperation,
  CheckinFields,
  HotelFeatures,
  HotelSetupCheckinField as CheckinField,
  HotelSetupIcons,
  HotelSetupPayment,
  HotelSetupPayments,
  HotelSetupPlugins,
  BusinessHour,
  CatalogueRename,
  HotelCatalogue,
  HotelCoupons,
  HotelSetupCatalogue,
  HotelSetupCoupon,
  HotelSetupProduct,
  HotelSetupSpot,
  HotelSpots,
  HotelImage,
  HotelImageUpload,
  HotelPage,
  HotelPageContent,
  HotelPageName,
  HotelPageSummary,
  HotelSettingsFields,
  HotelStaffMember,
  IntegrationKey,
  IntegrationScope,
  StaffRole,
  FrontDeskCheckin,
  FrontDeskPendingPayment,
  FrontDeskRequestOrder,
  ListFrontDeskRegisterApiArg as RegisterRange,
  RegisterEntry,
  RegisterPassport,
  Staff,
  StaffSession,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from './frontDeskApi.gen';
