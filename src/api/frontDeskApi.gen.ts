import { frontDeskBaseApi as api } from './frontDeskBaseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    frontDeskLogin: build.mutation<FrontDeskLoginApiResponse, FrontDeskLoginApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/login`, method: 'POST', body: queryArg.body }),
    }),
    frontDeskLogout: build.mutation<FrontDeskLogoutApiResponse, FrontDeskLogoutApiArg>({
      query: () => ({ url: `/api/front-desk/logout`, method: 'POST' }),
    }),
    getFrontDeskStaff: build.query<GetFrontDeskStaffApiResponse, GetFrontDeskStaffApiArg>({
      query: () => ({ url: `/api/front-desk/me` }),
    }),
    startStaffSecondFactorEnrolment: build.mutation<
      StartStaffSecondFactorEnrolmentApiResponse,
      StartStaffSecondFactorEnrolmentApiArg
    >({
      query: () => ({ url: `/api/front-desk/second-factor`, method: 'POST' }),
    }),
    confirmStaffSecondFactorEnrolment: build.mutation<
      ConfirmStaffSecondFactorEnrolmentApiResponse,
      ConfirmStaffSecondFactorEnrolmentApiArg
    >({
      query: (queryArg) => ({ url: `/api/front-desk/second-factor/confirm`, method: 'POST', body: queryArg.body }),
    }),
    listFrontDeskCheckins: build.query<ListFrontDeskCheckinsApiResponse, ListFrontDeskCheckinsApiArg>({
      query: () => ({ url: `/api/front-desk/checkins` }),
    }),
    approveFrontDeskCheckin: build.mutation<ApproveFrontDeskCheckinApiResponse, ApproveFrontDeskCheckinApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/checkins/${queryArg.checkinId}/approve`, method: 'POST' }),
    }),
    undoFrontDeskCheckinApproval: build.mutation<
      UndoFrontDeskCheckinApprovalApiResponse,
      UndoFrontDeskCheckinApprovalApiArg
    >({
      query: (queryArg) => ({ url: `/api/front-desk/checkins/${queryArg.checkinId}/undo-approval`, method: 'POST' }),
    }),
    listFrontDeskRequestOrders: build.query<ListFrontDeskRequestOrdersApiResponse, ListFrontDeskRequestOrdersApiArg>({
      query: () => ({ url: `/api/front-desk/request-orders` }),
    }),
    markFrontDeskOrderDelivered: build.mutation<
      MarkFrontDeskOrderDeliveredApiResponse,
      MarkFrontDeskOrderDeliveredApiArg
    >({
      query: (queryArg) => ({ url: `/api/front-desk/request-orders/${queryArg.orderId}/delivered`, method: 'POST' }),
    }),
    listFrontDeskPendingPayments: build.query<
      ListFrontDeskPendingPaymentsApiResponse,
      ListFrontDeskPendingPaymentsApiArg
    >({
      query: () => ({ url: `/api/front-desk/pending-payments` }),
    }),
    resolveFrontDeskPendingPayment: build.mutation<
      ResolveFrontDeskPendingPaymentApiResponse,
      ResolveFrontDeskPendingPaymentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/front-desk/pending-payments/${queryArg.orderId}/resolve`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    listFrontDeskRegister: build.query<ListFrontDeskRegisterApiResponse, ListFrontDeskRegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/register`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    exportFrontDeskRegister: build.query<ExportFrontDeskRegisterApiResponse, ExportFrontDeskRegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/register/export`,
        params: {
          from: queryArg['from'],
          to: queryArg.to,
        },
      }),
    }),
    getFrontDeskPassport: build.query<GetFrontDeskPassportApiResponse, GetFrontDeskPassportApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/register/${queryArg.entryId}/passport` }),
    }),
    listHotelStaff: build.query<ListHotelStaffApiResponse, ListHotelStaffApiArg>({
      query: () => ({ url: `/api/front-desk/staff` }),
    }),
    addHotelStaff: build.mutation<AddHotelStaffApiResponse, AddHotelStaffApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/staff`, method: 'POST', body: queryArg.body }),
    }),
    changeHotelStaffRole: build.mutation<ChangeHotelStaffRoleApiResponse, ChangeHotelStaffRoleApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/staff/${queryArg.staffId}/role`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    removeHotelStaff: build.mutation<RemoveHotelStaffApiResponse, RemoveHotelStaffApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/staff/${queryArg.staffId}`, method: 'DELETE' }),
    }),
    listAuditLog: build.query<ListAuditLogApiResponse, ListAuditLogApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/audit-log`,
        params: {
          cursor: queryArg.cursor,
        },
      }),
    }),
    uploadHotelImage: build.mutation<UploadHotelImageApiResponse, UploadHotelImageApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/images`, method: 'POST', body: queryArg.hotelImageUpload }),
    }),
    listWebhookEndpoints: build.query<ListWebhookEndpointsApiResponse, ListWebhookEndpointsApiArg>({
      query: () => ({ url: `/api/front-desk/webhooks` }),
    }),
    createWebhookEndpoint: build.mutation<CreateWebhookEndpointApiResponse, CreateWebhookEndpointApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/webhooks`, method: 'POST', body: queryArg.webhookEndpointInput }),
    }),
    updateWebhookEndpoint: build.mutation<UpdateWebhookEndpointApiResponse, UpdateWebhookEndpointApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/webhooks/${queryArg.endpointId}`,
        method: 'PUT',
        body: queryArg.webhookEndpointInput,
      }),
    }),
    deleteWebhookEndpoint: build.mutation<DeleteWebhookEndpointApiResponse, DeleteWebhookEndpointApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/webhooks/${queryArg.endpointId}`, method: 'DELETE' }),
    }),
    rotateWebhookSecret: build.mutation<RotateWebhookSecretApiResponse, RotateWebhookSecretApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/webhooks/${queryArg.endpointId}/secret`, method: 'POST' }),
    }),
    listWebhookDeliveries: build.query<ListWebhookDeliveriesApiResponse, ListWebhookDeliveriesApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/webhooks/${queryArg.endpointId}/deliveries`,
        params: {
          cursor: queryArg.cursor,
        },
      }),
    }),
    resendWebhookDelivery: build.mutation<ResendWebhookDeliveryApiResponse, ResendWebhookDeliveryApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/webhooks/${queryArg.endpointId}/deliveries/${queryArg.deliveryId}/resend`,
        method: 'POST',
      }),
    }),
    previewReservationImport: build.mutation<PreviewReservationImportApiResponse, PreviewReservationImportApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/reservation-import/preview`,
        method: 'POST',
        body: queryArg.reservationImportFile,
      }),
    }),
    applyReservationImport: build.mutation<ApplyReservationImportApiResponse, ApplyReservationImportApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/reservation-import`,
        method: 'POST',
        body: queryArg.reservationImportFile,
      }),
    }),
    getHotelSettings: build.query<GetHotelSettingsApiResponse, GetHotelSettingsApiArg>({
      query: () => ({ url: `/api/front-desk/hotel-settings` }),
    }),
    updateHotelSettings: build.mutation<UpdateHotelSettingsApiResponse, UpdateHotelSettingsApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/hotel-settings`,
        method: 'PUT',
        body: queryArg.hotelSettingsUpdate,
      }),
    }),
    getHotelFeatures: build.query<GetHotelFeaturesApiResponse, GetHotelFeaturesApiArg>({
      query: () => ({ url: `/api/front-desk/hotel-features` }),
    }),
    updateHotelFeatures: build.mutation<UpdateHotelFeaturesApiResponse, UpdateHotelFeaturesApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/hotel-features`,
        method: 'PUT',
        body: queryArg.hotelFeaturesUpdate,
      }),
    }),
    getCheckinFields: build.query<GetCheckinFieldsApiResponse, GetCheckinFieldsApiArg>({
      query: () => ({ url: `/api/front-desk/checkin-fields` }),
    }),
    updateCheckinFields: build.mutation<UpdateCheckinFieldsApiResponse, UpdateCheckinFieldsApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/checkin-fields`,
        method: 'PUT',
        body: queryArg.checkinFieldsUpdate,
      }),
    }),
    listHotelPages: build.query<ListHotelPagesApiResponse, ListHotelPagesApiArg>({
      query: () => ({ url: `/api/front-desk/pages` }),
    }),
    getHotelPage: build.query<GetHotelPageApiResponse, GetHotelPageApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/pages/${queryArg.pageName}` }),
    }),
    updateHotelPage: build.mutation<UpdateHotelPageApiResponse, UpdateHotelPageApiArg>({
      query: (queryArg) => ({
        url: `/api/front-desk/pages/${queryArg.pageName}`,
        method: 'PUT',
        body: queryArg.hotelPageUpdate,
      }),
    }),
    getHotelCatalogue: build.query<GetHotelCatalogueApiResponse, GetHotelCatalogueApiArg>({
      query: () => ({ url: `/api/front-desk/catalogue` }),
    }),
    updateHotelCatalogue: build.mutation<UpdateHotelCatalogueApiResponse, UpdateHotelCatalogueApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/catalogue`, method: 'PUT', body: queryArg.hotelCatalogueUpdate }),
    }),
    getConsoleCoupons: build.query<GetConsoleCouponsApiResponse, GetConsoleCouponsApiArg>({
      query: () => ({ url: `/api/front-desk/coupons` }),
    }),
    updateConsoleCoupons: build.mutation<UpdateConsoleCouponsApiResponse, UpdateConsoleCouponsApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/coupons`, method: 'PUT', body: queryArg.hotelCouponsUpdate }),
    }),
    getHotelSpots: build.query<GetHotelSpotsApiResponse, GetHotelSpotsApiArg>({
      query: () => ({ url: `/api/front-desk/spots` }),
    }),
    updateHotelSpots: build.mutation<UpdateHotelSpotsApiResponse, UpdateHotelSpotsApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/spots`, method: 'PUT', body: queryArg.hotelSpotsUpdate }),
    }),
    listIntegrationKeys: build.query<ListIntegrationKeysApiResponse, ListIntegrationKeysApiArg>({
      query: () => ({ url: `/api/front-desk/integration-keys` }),
    }),
    createIntegrationKey: build.mutation<CreateIntegrationKeyApiResponse, CreateIntegrationKeyApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/integration-keys`, method: 'POST', body: queryArg.body }),
    }),
    rotateIntegrationKey: build.mutation<RotateIntegrationKeyApiResponse, RotateIntegrationKeyApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/integration-keys/${queryArg.keyId}/rotate`, method: 'POST' }),
    }),
    revokeIntegrationKey: build.mutation<RevokeIntegrationKeyApiResponse, RevokeIntegrationKeyApiArg>({
      query: (queryArg) => ({ url: `/api/front-desk/integration-keys/${queryArg.keyId}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedFrontDeskApi };
export type FrontDeskLoginApiResponse = /** status 200 Signed in. */ StaffSession;
export type FrontDeskLoginApiArg = {
  body: {
    email: Email;
    password: string;
    code?: SecondFactorCode;
  };
};
export type FrontDeskLogoutApiResponse = /** status 200 Signed out. */ StatusOk;
export type FrontDeskLogoutApiArg = void;
export type GetFrontDeskStaffApiResponse = /** status 200 The staff member. */ Staff;
export type GetFrontDeskStaffApiArg = void;
export type StartStaffSecondFactorEnrolmentApiResponse = /** status 200 The new secret, not yet in effect. */ {
  /** The Base32 secret, for typing into an authenticator app. */
  secret: string;
  /** The same as an otpauth://totp/ URI, for a QR code. */
  otpauthUri: string;
};
export type StartStaffSecondFactorEnrolmentApiArg = void;
export type ConfirmStaffSecondFactorEnrolmentApiResponse =
  /** status 200 The second factor is in effect; the recovery codes, shown this once. */ {
    recoveryCodes: string[];
  };
export type ConfirmStaffSecondFactorEnrolmentApiArg = {
  body: {
    code: string;
  };
};
export type ListFrontDeskCheckinsApiResponse = /** status 200 The pending check-ins (possibly none). */ {
  checkins: FrontDeskCheckin[];
};
export type ListFrontDeskCheckinsApiArg = void;
export type ApproveFrontDeskCheckinApiResponse = /** status 200 The check-in, approved. */ FrontDeskCheckin;
export type ApproveFrontDeskCheckinApiArg = {
  checkinId: EntityId;
};
export type UndoFrontDeskCheckinApprovalApiResponse =
  /** status 200 The check-in, waiting for approval again. */ FrontDeskCheckin;
export type UndoFrontDeskCheckinApprovalApiArg = {
  checkinId: EntityId;
};
export type ListFrontDeskRequestOrdersApiResponse = /** status 200 Today's orders (possibly none). */ {
  /** The hotel's today. */
  date: string;
  orders: FrontDeskRequestOrder[];
};
export type ListFrontDeskRequestOrdersApiArg = void;
export type MarkFrontDeskOrderDeliveredApiResponse = /** status 200 The order, delivered. */ FrontDeskRequestOrder;
export type MarkFrontDeskOrderDeliveredApiArg = {
  orderId: EntityId;
};
export type ListFrontDeskPendingPaymentsApiResponse = /** status 200 The pending payments (possibly none). */ {
  payments: FrontDeskPendingPayment[];
};
export type ListFrontDeskPendingPaymentsApiArg = void;
export type ResolveFrontDeskPendingPaymentApiResponse = /** status 200 The payment, settled or released. */ {
  orderId: EntityId;
  processResult: ProcessResult;
};
export type ResolveFrontDeskPendingPaymentApiArg = {
  orderId: EntityId;
  body: {
    action: 'settle' | 'release';
  };
};
export type ListFrontDeskRegisterApiResponse = /** status 200 The register's entries (possibly none). */ {
  entries: RegisterEntry[];
};
export type ListFrontDeskRegisterApiArg = {
  /** The first check-in date of the range (YYYY-MM-DD, the hotel's clock). */
  from: string;
  /** The last check-in date of the range, included. */
  to: string;
};
export type ExportFrontDeskRegisterApiResponse = /** status 200 The register as CSV, offered as a download. */ string;
export type ExportFrontDeskRegisterApiArg = {
  /** The first check-in date of the range (YYYY-MM-DD, the hotel's clock). */
  from: string;
  /** The last check-in date of the range, included. */
  to: string;
};
export type GetFrontDeskPassportApiResponse = /** status 200 The passport. */ RegisterPassport;
export type GetFrontDeskPassportApiArg = {
  entryId: EntityId;
};
export type ListHotelStaffApiResponse = /** status 200 The hotel's staff. */ {
  staff: HotelStaffMember[];
};
export type ListHotelStaffApiArg = void;
export type AddHotelStaffApiResponse = /** status 200 The new staff member. */ HotelStaffMember;
export type AddHotelStaffApiArg = {
  body: {
    email: Email;
    name: string;
    role: StaffRole;
    password: NewPassword;
  };
};
export type ChangeHotelStaffRoleApiResponse = /** status 200 The staff member with their role. */ HotelStaffMember;
export type ChangeHotelStaffRoleApiArg = {
  /** A staff account of the manager's hotel. */
  staffId: EntityId;
  body: {
    role: StaffRole;
  };
};
export type RemoveHotelStaffApiResponse = /** status 200 Removed. */ StatusOk;
export type RemoveHotelStaffApiArg = {
  /** A staff account of the manager's hotel. */
  staffId: EntityId;
};
export type ListAuditLogApiResponse = /** status 200 A page of the log. */ {
  entries: AuditEntry[];
  nextCursor: string | null;
};
export type ListAuditLogApiArg = {
  /** The previous page's nextCursor. */
  cursor?: string;
};
export type UploadHotelImageApiResponse = /** status 200 The picture as kept, and where it is served. */ HotelImage;
export type UploadHotelImageApiArg = {
  hotelImageUpload: HotelImageUpload;
};
export type ListWebhookEndpointsApiResponse = /** status 200 The hotel's endpoints. */ {
  endpoints: WebhookEndpoint[];
  eventTypes: WebhookEventType[];
};
export type ListWebhookEndpointsApiArg = void;
export type CreateWebhookEndpointApiResponse =
  /** status 200 The new endpoint, with its secret. */ WebhookEndpointWithSecret;
export type CreateWebhookEndpointApiArg = {
  webhookEndpointInput: WebhookEndpointInput;
};
export type UpdateWebhookEndpointApiResponse = /** status 200 The endpoint as saved. */ WebhookEndpoint;
export type UpdateWebhookEndpointApiArg = {
  /** A webhook endpoint of the manager's hotel. */
  endpointId: EntityId;
  webhookEndpointInput: WebhookEndpointInput;
};
export type DeleteWebhookEndpointApiResponse = /** status 200 Removed. */ StatusOk;
export type DeleteWebhookEndpointApiArg = {
  /** A webhook endpoint of the manager's hotel. */
  endpointId: EntityId;
};
export type RotateWebhookSecretApiResponse =
  /** status 200 The endpoint with its new secret. */ WebhookEndpointWithSecret;
export type RotateWebhookSecretApiArg = {
  /** A webhook endpoint of the manager's hotel. */
  endpointId: EntityId;
};
export type ListWebhookDeliveriesApiResponse = /** status 200 A page of the deliveries. */ {
  deliveries: WebhookDelivery[];
  nextCursor: string | null;
};
export type ListWebhookDeliveriesApiArg = {
  /** A webhook endpoint of the manager's hotel. */
  endpointId: EntityId;
  /** The previous page's nextCursor. */
  cursor?: string;
};
export type ResendWebhookDeliveryApiResponse = /** status 200 The delivery, waiting to be sent. */ WebhookDelivery;
export type ResendWebhookDeliveryApiArg = {
  /** A webhook endpoint of the manager's hotel. */
  endpointId: EntityId;
  deliveryId: EntityId;
};
export type PreviewReservationImportApiResponse =
  /** status 200 Each row of the file and what applying it would do. */ ReservationImport;
export type PreviewReservationImportApiArg = {
  reservationImportFile: ReservationImportFile;
};
export type ApplyReservationImportApiResponse =
  /** status 200 What was done to each row (or, with `applied` false, why nothing was). */ ReservationImport;
export type ApplyReservationImportApiArg = {
  reservationImportFile: ReservationImportFile;
};
export type GetHotelSettingsApiResponse = /** status 200 The settings. */ HotelSettings;
export type GetHotelSettingsApiArg = void;
export type UpdateHotelSettingsApiResponse =
  /** status 200 The settings saved, with their new version. */ HotelSettings;
export type UpdateHotelSettingsApiArg = {
  hotelSettingsUpdate: HotelSettingsUpdate;
};
export type GetHotelFeaturesApiResponse = /** status 200 The features. */ HotelFeatures;
export type GetHotelFeaturesApiArg = void;
export type UpdateHotelFeaturesApiResponse =
  /** status 200 The features saved, with their new version. */ HotelFeatures;
export type UpdateHotelFeaturesApiArg = {
  hotelFeaturesUpdate: HotelFeaturesUpdate;
};
export type GetCheckinFieldsApiResponse = /** status 200 The fields. */ CheckinFields;
export type GetCheckinFieldsApiArg = void;
export type UpdateCheckinFieldsApiResponse = /** status 200 The fields saved, with their new version. */ CheckinFields;
export type UpdateCheckinFieldsApiArg = {
  checkinFieldsUpdate: CheckinFieldsUpdate;
};
export type ListHotelPagesApiResponse = /** status 200 The pages. */ {
  pages: HotelPageSummary[];
};
export type ListHotelPagesApiArg = void;
export type GetHotelPageApiResponse = /** status 200 The page. */ HotelPage;
export type GetHotelPageApiArg = {
  pageName: HotelPageName;
};
export type UpdateHotelPageApiResponse = /** status 200 The page as saved, with its new version. */ HotelPage;
export type UpdateHotelPageApiArg = {
  pageName: HotelPageName;
  hotelPageUpdate: HotelPageUpdate;
};
export type GetHotelCatalogueApiResponse = /** status 200 The catalogue. */ HotelCatalogue;
export type GetHotelCatalogueApiArg = void;
export type UpdateHotelCatalogueApiResponse =
  /** status 200 The catalogue saved, with its new version. */ HotelCatalogue;
export type UpdateHotelCatalogueApiArg = {
  hotelCatalogueUpdate: HotelCatalogueUpdate;
};
export type GetConsoleCouponsApiResponse = /** status 200 The coupons. */ HotelCoupons;
export type GetConsoleCouponsApiArg = void;
export type UpdateConsoleCouponsApiResponse = /** status 200 The coupons saved, with their new version. */ HotelCoupons;
export type UpdateConsoleCouponsApiArg = {
  hotelCouponsUpdate: HotelCouponsUpdate;
};
export type GetHotelSpotsApiResponse = /** status 200 The spots. */ HotelSpots;
export type GetHotelSpotsApiArg = void;
export type UpdateHotelSpotsApiResponse = /** status 200 The spots saved, with their new version. */ HotelSpots;
export type UpdateHotelSpotsApiArg = {
  hotelSpotsUpdate: HotelSpotsUpdate;
};
export type ListIntegrationKeysApiResponse = /** status 200 The hotel's live keys. */ {
  keys: IntegrationKey[];
};
export type ListIntegrationKeysApiArg = void;
export type CreateIntegrationKeyApiResponse =
  /** status 200 The new key, with its secret shown this once. */ IntegrationKeyWithSecret;
export type CreateIntegrationKeyApiArg = {
  body: {
    name: string;
    scopes: IntegrationScopes;
  };
};
export type RotateIntegrationKeyApiResponse =
  /** status 200 The key, with its new secret shown this once. */ IntegrationKeyWithSecret;
export type RotateIntegrationKeyApiArg = {
  /** An integration key of the manager's hotel. */
  keyId: EntityId;
};
export type RevokeIntegrationKeyApiResponse = /** status 200 Revoked. */ StatusOk;
export type RevokeIntegrationKeyApiArg = {
  /** An integration key of the manager's hotel. */
  keyId: EntityId;
};
export type StaffRole = 'manager' | 'frontDesk';
export type HotelIdValue = string;
export type Staff = {
  email: string;
  name: string;
  role: StaffRole;
  hotelId: HotelIdValue;
  /** The hotel's name in Japanese. */
  hotelName: string;
  /** The staff member's second factor: `enrolled`; `optional` (none, and none is required:
    outside production); `required` (none, and production requires one: the token is good only
    for the enrolment, `x-staff-before-second-factor`).
     */
  secondFactor: 'enrolled' | 'optional' | 'required';
};
export type StaffSession = {
  /** Opaque staff access token (not valid as a member's token). */
  token: string;
  staff: Staff;
};
export type ErrorCode =
  | 'validation_error'
  | 'bad_url'
  | 'invalid_json'
  | 'empty_body'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'nul_character'
  | 'not_found'
  | 'method_not_allowed'
  | 'too_many_requests'
  | 'internal'
  | 'idempotency_key_reused'
  | 'request_in_progress'
  | 'unauthorized'
  | 'wrong_email_or_password'
  | 'invalid_id_token'
  | 'invalid_password'
  | 'password_mismatch'
  | 'invalid_token'
  | 'email_taken'
  | 'account_not_found'
  | 'invalid_birth_date'
  | 'invalid_picture'
  | 'user_mismatch'
  | 'hotel_not_found'
  | 'reservation_not_found'
  | 'room_not_found'
  | 'checkin_not_found'
  | 'search_key_missing'
  | 'already_checked_in'
  | 'checkin_already_submitted'
  | 'name_incomplete'
  | 'companions_mismatch'
  | 'companion_name_missing'
  | 'place_missing'
  | 'invalid_date'
  | 'payment_required'
  | 'selection_empty'
  | 'nothing_selected'
  | 'telephone_missing'
  | 'checkout_target_invalid'
  | 'unable_to_checkout'
  | 'email_mismatch'
  | 'card_not_found'
  | 'order_not_found'
  | 'amount_mismatch'
  | 'already_paid'
  | 'payment_in_progress'
  | 'product_not_found'
  | 'products_mismatch'
  | 'out_of_sale_time'
  | 'out_of_stock'
  | 'price_mismatch'
  | 'order_required'
  | 'order_not_paid'
  | 'order_amount_exceeded'
  | 'discount_not_allowed'
  | 'sales_subject_not_found'
  | 'coupon_not_found'
  | 'coupon_not_valid'
  | 'coupon_already_used'
  | 'spot_not_found'
  | 'photo_not_found'
  | 'invoice_not_found'
  | 'receipt_order_not_found'
  | 'receipt_not_found'
  | 'approval_in_use'
  | 'undo_expired'
  | 'payment_not_pending'
  | 'gateway_charged'
  | 'gateway_not_charged'
  | 'gateway_unavailable'
  | 'passport_required'
  | 'passport_not_found'
  | 'passport_key_missing'
  | 'manager_only'
  | 'staff_not_found'
  | 'last_manager'
  | 'second_factor_required'
  | 'wrong_second_factor_code'
  | 'second_factor_enrolment_required'
  | 'second_factor_already_enrolled'
  | 'second_factor_not_started'
  | 'edit_conflict'
  | 'image_invalid'
  | 'image_too_large'
  | 'date_range_invalid'
  | 'integration_key_not_found'
  | 'integration_scope_missing'
  | 'revision_outdated'
  | 'booking_number_taken'
  | 'stay_not_found'
  | 'reservation_cancelled'
  | 'already_checked_out'
  | 'folio_line_paid'
  | 'webhook_not_found'
  | 'webhook_url_refused'
  | 'import_too_large'
  | 'import_unreadable'
  | 'import_missing_columns';
export type Error = {
  /** The code's message in English, word for word the text the SPA shows for `errors.<code>` in English (locales/en.json is the one place it is written; the SPA shows it in the page's language). */
  message: string;
  code: ErrorCode;
  /** What exactly was wrong (a field, a limit, an id), in English, for developers and logs; absent when the message says it all. Not for guests. */
  detail?: string;
  /** Field name to message, for validation failures. */
  errors?: {
    [key: string]: string;
  };
};
export type Email = string;
export type SecondFactorCode = string;
export type StatusOk = {
  status: 'ok';
};
export type EntityId = string;
export type FrontDeskCheckinReservation = {
  /** The booking number (Reservation.reservationId). */
  reservationId: string;
  /** The guest's name the reservation was booked under. */
  bookedName: string | null;
  /** The phone number the reservation was booked with (digits). */
  telephone: string;
};
export type ApprovedStatus = number;
export type FrontDeskCheckin = {
  checkinId: EntityId;
  /** The check-in ID the guest was given (and shows at the desk). */
  checkinCode: string;
  /** The representative guest's name as entered. */
  guestName: string;
  /** The phone number the guest searched their reservations by. */
  telephone: string | null;
  /** The reservations it checks in, by arrival, as the hotel booked them: what the desk finds
    them by in its own reservation list. Empty for a check-in without a reservation.
     */
  reservations: FrontDeskCheckinReservation[];
  totalMembers: number | null;
  /** The earliest check-in date of its reservations. */
  arrivalDate: string | null;
  /** When the guest said they would arrive (userCheckinTime). */
  arrivalTime: string | null;
  nights: number | null;
  roomCount: number;
  /** When the guest sent the check-in. */
  submittedAt: string;
  approvedStatus: ApprovedStatus;
  /** When the hotel approved it; null while it waits (and for approvals older than this record). */
  approvedAt: string | null;
  /** Until when its approval can be undone (undoFrontDeskCheckinApproval): 5 minutes after the
    approval, while the guest has not used it. Null while it waits, and once it can no longer be undone.
     */
  undoUntil: string | null;
  /** How many of its guests gave a passport (foreign guests without an address in Japan). */
  passports: number;
};
export type OrderPaymentMethod = 0 | 1 | 2;
export type FrontDeskRequestOrder = {
  orderId: EntityId;
  roomNumber: string;
  items: {
    /** The product's name in Japanese. */
    name: string;
    quantity: number;
    unitPrice: number;
  }[];
  totalAmount: number;
  paymentMethod: OrderPaymentMethod;
  orderedAt: string;
  deliveredAt: string | null;
};
export type FrontDeskPendingPayment = {
  orderId: EntityId;
  kind: 'checkin' | 'checkout' | 'request';
  amount: number;
  cardBrand: string | null;
  maskedNumber: string | null;
  createdAt: string;
  /** What the payment gateway says it did for this order, asked when listed. */
  gateway: {
    /** unknown when the gateway could not be asked. */
    status: 'charged' | 'not_charged' | 'unknown';
    transactionNumber: string | null;
  };
};
export type ProcessResult = 'success' | 'failure';
export type RegisterEntry = {
  entryId: EntityId;
  checkinId: EntityId;
  checkinCode: string;
  /** The check-in date on the hotel's clock. */
  checkinDate: string;
  /** The check-out date on the hotel's clock; null before check-out. */
  checkoutDate: string | null;
  /** 0 for the representative, n for the n-th companion. */
  guest: number;
  name: string;
  /** The representative's address; null for a companion (not asked). */
  address: string | null;
  /** The representative's phone; null for a companion. */
  telephone: string | null;
  /** JPN, a passport's CountryCode, or NJP for a foreign guest with an address in Japan; null
    when not asked (a companion without a passport).
     */
  nationality: string | null;
  /** Whether the guest has an address in Japan; null when not asked. */
  residesInJapan: boolean | null;
  passport: {
    maskedNumber: string;
  } | null;
};
export type CountryCode = string;
export type PassportNumber = string;
export type RegisterPassport = {
  entryId: EntityId;
  nationality: CountryCode;
  passportNumber: PassportNumber;
  image: {
    type: 'image/jpeg' | 'image/png' | 'image/heic';
    /** The photo, base64. */
    data: string;
  };
};
export type HotelStaffMember = {
  staffId: EntityId;
  email: string;
  name: string;
  role: StaffRole;
  createdAt: string;
};
export type NewPassword = string;
export type AuditOperation =
  | 'hotel.create'
  | 'hotel.updateSettings'
  | 'hotel.updateFeatures'
  | 'page.update'
  | 'image.upload'
  | 'catalogue.update'
  | 'coupons.update'
  | 'spots.update'
  | 'checkinFields.update'
  | 'staff.add'
  | 'staff.changeRole'
  | 'staff.remove'
  | 'staff.secondFactorEnrol'
  | 'staff.recoveryCodeUse'
  | 'integrationKey.create'
  | 'integrationKey.rotate'
  | 'integrationKey.revoke'
  | 'webhook.create'
  | 'webhook.update'
  | 'webhook.delete'
  | 'webhook.rotateSecret'
  | 'webhook.resend'
  | 'reservationImport.apply';
export type AuditEntry = {
  id: string;
  at: string;
  /** The staff member's email at the time, or `operator` for the hotel command. */
  actor: string;
  operation: AuditOperation;
  /** What it was done to, `<thing>/<id>` (`staff/12`, `hotel/sakura-asakusa`). */
  target: string;
  /** The thing before the change (null when it was created). */
  before: {
    [key: string]: any;
  } | null;
  /** The thing after the change (null when it was removed). */
  after: {
    [key: string]: any;
  } | null;
};
export type HotelImage = {
  /** Where the picture is served, a path on this server (`/images/hotels/...webp`). */
  url: string;
  width: number;
  height: number;
};
export type HotelImageUpload = {
  /** The file's type as the browser names it (the server reads the picture itself). */
  type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif' | 'image/heic' | 'image/heif';
  /** The picture's file, base64 (at most 10 MB decoded). */
  data: string;
};
export type WebhookEventType =
  | 'checkin.submitted'
  | 'checkin.approved'
  | 'checkout.completed'
  | 'order.placed'
  | 'payment.captured'
  | 'payment.released';
export type WebhookEndpoint = {
  endpointId: EntityId;
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  createdAt: string;
  secretRotatedAt: string;
};
export type WebhookEndpointWithSecret = WebhookEndpoint & {
  /** The signing secret (`whsec_` and base64), shown only in this answer. */
  secret: string;
};
export type WebhookEndpointInput = {
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
};
export type WebhookDelivery = {
  deliveryId: EntityId;
  /** The `webhook-id` header of every attempt of this delivery. */
  webhookId: string;
  eventType: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  /** The endpoint's HTTP status at the last attempt (null when it did not answer). */
  lastStatus: number | null;
  lastError: string | null;
  /** When a waiting delivery is tried next (null unless pending). */
  nextAttemptAt: string | null;
};
export type ReservationImportColumn =
  | 'bookingNumber'
  | 'status'
  | 'checkinDate'
  | 'nights'
  | 'guestCount'
  | 'guestName'
  | 'guestNameLatin'
  | 'guestNameKana'
  | 'holderName'
  | 'telephone'
  | 'address'
  | 'plan'
  | 'planLatin'
  | 'roomType'
  | 'roomTypeCode'
  | 'roomNumber'
  | 'roomCount'
  | 'amount'
  | 'payAtFrontDesk';
export type ReservationImportProblem = {
  /** The column at fault; absent for the row as a whole. */
  column?: ReservationImportColumn;
  /** Why: `required` (empty), `too_long`, `invalid_date`, `invalid_number` (not a whole number), `out_of_range`, `invalid_telephone`, `invalid_value` (not one of the column's words), `extra_cells` (more cells than headers), `duplicate_booking_number` (an earlier row of the file has it), `booking_number_taken` (a reservation not imported from CSV has it), `already_checked_in` (a cancellation of a stay begun), `already_paid` (the amount of a booking whose lines are paid). */
  code:
    | 'required'
    | 'too_long'
    | 'invalid_date'
    | 'invalid_number'
    | 'out_of_range'
    | 'invalid_telephone'
    | 'invalid_value'
    | 'extra_cells'
    | 'duplicate_booking_number'
    | 'booking_number_taken'
    | 'already_checked_in'
    | 'already_paid';
};
export type ReservationImportRow = {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** As written in the file (empty when the cell is). */
  bookingNumber: string;
  guestName: string;
  /** As written in the file. */
  checkinDate: string;
  /** As written in the file. */
  nights: string;
  /** What applying the row does (or did): `create`, `update`, `unchanged`, or `error` (see `problems`). */
  outcome: 'create' | 'update' | 'unchanged' | 'error';
  problems: ReservationImportProblem[];
};
export type ReservationImport = {
  /** Whether the file was written: always false for a preview, and false for an import in which a row has an error (nothing was written). */
  applied: boolean;
  rows: ReservationImportRow[];
};
export type ReservationImportFile = {
  /** The CSV file's bytes, base64 (at most 2 MB decoded, else 413 `import_too_large`). */
  content: string;
};
export type EditVersion = string;
export type TimeOfDay = string;
export type HotelSetupTimeRange = {
  start: TimeOfDay;
  end: TimeOfDay;
};
export type HotelSettingsImage = string;
export type HotelSettingsImages = {
  hero?: HotelSettingsImage;
  logo?: HotelSettingsImage;
  recommend?: HotelSettingsImage;
  food?: HotelSettingsImage;
  play?: HotelSettingsImage;
  shopping?: HotelSettingsImage;
};
export type HotelSettingsFields = {
  /** The name in Japanese. */
  name: string;
  nameLatin: string;
  address?: string;
  addressLatin?: string;
  telephone?: string;
  /** An IANA time zone, e.g. Asia/Tokyo (checked by the server). */
  timeZone: string;
  checkinWindow: HotelSetupTimeRange;
  /** The qualified invoice registration; without it, receipts are plain receipts. */
  invoice?: {
    /** T and 13 digits. */
    registrationNumber: string;
    issuerName?: string;
  };
  images?: HotelSettingsImages;
};
export type HotelSettings = {
  version: EditVersion;
  settings: HotelSettingsFields;
};
export type HotelSettingsUpdate = {
  version: EditVersion;
  settings: HotelSettingsFields;
};
export type HotelSetupPlugins = {
  PA?: boolean;
  TL?: boolean;
  TM?: boolean;
  NP?: boolean;
  CN?: boolean;
  RK?: boolean;
  CC?: boolean;
  KSK?: boolean;
  TKT?: boolean;
  BR?: boolean;
  GUE?: boolean;
  CU?: boolean;
};
export type HotelSetupIcons = {
  checkin: boolean;
  checkout: boolean;
  hotelGuide: boolean;
  aroundSpot: boolean;
  mobileRequest: boolean;
  frontTelephone: boolean;
  wifi: boolean;
};
export type HotelSetupPayment = {
  enabled?: boolean;
  /** Paying at the front desk (DIRECT). */
  frontDesk?: boolean;
  creditCard?: boolean;
};
export type HotelSetupPayments = {
  checkin?: HotelSetupPayment;
  checkout?: HotelSetupPayment;
  mobileRequest?: HotelSetupPayment;
};
export type HotelFeatures = {
  version: EditVersion;
  plugins: HotelSetupPlugins;
  icons: HotelSetupIcons;
  payments: HotelSetupPayments;
};
export type HotelFeaturesUpdate = {
  version: EditVersion;
  plugins: HotelSetupPlugins;
  icons: HotelSetupIcons;
  payments: HotelSetupPayments;
};
export type HotelSetupText = {
  ja: string;
  en?: string;
  zh?: string;
  ko?: string;
};
export type HotelSetupHtml = {
  ja?: string;
  en?: string;
  zh?: string;
  ko?: string;
};
export type HotelSetupCheckinField = {
  /** none shows its title and content only. */
  type: 'selectBox' | 'textArea' | 'none';
  title: HotelSetupText;
  content?: HotelSetupHtml;
  /** A selectBox's options in each language (ja required). */
  options?: {
    ja: string[];
    en?: string[];
    zh?: string[];
    ko?: string[];
  };
  required?: boolean;
};
export type CheckinFields = {
  version: EditVersion;
  /** In the order the guest sees them. */
  fields: HotelSetupCheckinField[];
};
export type CheckinFieldsUpdate = {
  version: EditVersion;
  fields: HotelSetupCheckinField[];
};
export type HotelPageName =
  'wifi' | 'notices' | 'floorGuide' | 'terms' | 'meals' | 'bath' | 'equipment' | 'checkinCheckout' | 'access';
export type HotelPageSummary = {
  name: HotelPageName;
  exists: boolean;
  visible: boolean;
};
export type HotelPageContent = {
  ja?: string;
  en?: string;
  zh?: string;
  ko?: string;
};
export type HotelPage = {
  name: HotelPageName;
  exists: boolean;
  visible: boolean;
  content: HotelPageContent;
  version: EditVersion;
};
export type HotelPageUpdate = {
  version: EditVersion;
  visible: boolean;
  content: HotelPageContent;
};
export type HotelSetupReference = string;
export type CatalogueId = number;
export type HotelSetupProduct = {
  name: HotelSetupText;
  /** The Japanese name of one of the catalogue's categories. */
  category?: string;
  /** Japanese names of the catalogue's tags. */
  tags?: string[];
  description?: HotelSetupHtml;
  /** Yen, tax included. */
  price: number;
  taxRate: 0 | 8 | 10;
  stock: number;
  image?: HotelSetupReference;
  saleHours?: HotelSetupTimeRange;
  salesSubjectId?: CatalogueId;
};
export type HotelSetupCatalogue = {
  categories?: {
    name: HotelSetupText;
  }[];
  tags?: {
    name: HotelSetupText;
  }[];
  products?: HotelSetupProduct[];
};
export type HotelCatalogue = {
  version: EditVersion;
  catalogue: HotelSetupCatalogue;
};
export type CatalogueRename = {
  /** The Japanese name as read (one the catalogue has, and the saved one no longer has). */
  from: string;
  /** The Japanese name saved (one the catalogue did not have). */
  to: string;
};
export type HotelCatalogueUpdate = {
  version: EditVersion;
  catalogue: HotelSetupCatalogue;
  /** The categories and products whose Japanese name this save changes, from the name read to the name saved: each keeps its identity (a product its id) under the new name. */
  renamed?: {
    categories?: CatalogueRename[];
    products?: CatalogueRename[];
  };
};
export type HotelSetupUrl = string;
export type HotelSetupCoupon = {
  title: string;
  titleLatin?: string;
  venue?: string;
  venueLatin?: string;
  description?: string;
  descriptionLatin?: string;
  image?: HotelSetupReference;
  url?: HotelSetupUrl;
  /** Open when left out. */
  validFrom?: string;
  /** Open when left out. */
  validTo?: string;
};
export type HotelCoupons = {
  version: EditVersion;
  coupons: HotelSetupCoupon[];
};
export type HotelCouponsUpdate = {
  version: EditVersion;
  /** The coupons in the guests' order. */
  coupons: HotelSetupCoupon[];
  /** Coupons whose title changed, so that each stays the same coupon for guests. */
  renames?: {
    /** The coupon's title as read. */
    from: string;
    /** Its title in `coupons`. */
    to: string;
  }[];
};
export type BusinessHour = {
  /** 0 Sunday ... 6 Saturday. */
  day: number;
  startTime: TimeOfDay;
  endTime: TimeOfDay;
};
export type HotelSetupSpot = {
  placeId: string;
  /** 1 food, 2 activity, 3 shopping. */
  category: 0 | 1 | 2 | 3;
  /** The place type the app translates (restaurant, temple, ...). */
  type?: string;
  name: HotelSetupText;
  /** A photo reference of the travel guide's photo service (getPlacePhoto's photoReference, so the same pattern): the maps service's, or the name of a demo photo. */
  photo?: string;
  lat: number;
  lng: number;
  telephone?: string;
  website?: HotelSetupUrl;
  address?: string;
  comment?: HotelSetupHtml;
  hours?: BusinessHour[];
};
export type HotelSpots = {
  version: EditVersion;
  spots: HotelSetupSpot[];
};
export type HotelSpotsUpdate = {
  version: EditVersion;
  /** The spots in the travel guide's order. */
  spots: HotelSetupSpot[];
};
export type IntegrationScope = 'reservations' | 'stays' | 'folios' | 'readOnly';
export type IntegrationScopes = IntegrationScope[];
export type IntegrationKey = {
  keyId: EntityId;
  name: string;
  /** The key's readable start (`hik-` and 12 hex digits), to tell keys apart. */
  prefix: string;
  scopes: IntegrationScopes;
  /** Requests per minute. */
  rateLimit: number;
  createdAt: string;
  lastUsedAt: string | null;
};
export type IntegrationKeyWithSecret = {
  key: IntegrationKey;
  /** The whole key, for the PMS's configuration; shown this once. */
  secret: string;
};
export const {
  useFrontDeskLoginMutation,
  useFrontDeskLogoutMutation,
  useGetFrontDeskStaffQuery,
  useLazyGetFrontDeskStaffQuery,
  useStartStaffSecondFactorEnrolmentMutation,
  useConfirmStaffSecondFactorEnrolmentMutation,
  useListFrontDeskCheckinsQuery,
  useLazyListFrontDeskCheckinsQuery,
  useApproveFrontDeskCheckinMutation,
  useUndoFrontDeskCheckinApprovalMutation,
  useListFrontDeskRequestOrdersQuery,
  useLazyListFrontDeskRequestOrdersQuery,
  useMarkFrontDeskOrderDeliveredMutation,
  useListFrontDeskPendingPaymentsQuery,
  useLazyListFrontDeskPendingPaymentsQuery,
  useResolveFrontDeskPendingPaymentMutation,
  useListFrontDeskRegisterQuery,
  useLazyListFrontDeskRegisterQuery,
  useExportFrontDeskRegisterQuery,
  useLazyExportFrontDeskRegisterQuery,
  useGetFrontDeskPassportQuery,
  useLazyGetFrontDeskPassportQuery,
  useListHotelStaffQuery,
  useLazyListHotelStaffQuery,
  useAddHotelStaffMutation,
  useChangeHotelStaffRoleMutation,
  useRemoveHotelStaffMutation,
  useListAuditLogQuery,
  useLazyListAuditLogQuery,
  useUploadHotelImageMutation,
  useListWebhookEndpointsQuery,
  useLazyListWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useLazyListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  usePreviewReservationImportMutation,
  useApplyReservationImportMutation,
  useGetHotelSettingsQuery,
  useLazyGetHotelSettingsQuery,
  useUpdateHotelSettingsMutation,
  useGetHotelFeaturesQuery,
  useLazyGetHotelFeaturesQuery,
  useUpdateHotelFeaturesMutation,
  useGetCheckinFieldsQuery,
  useLazyGetCheckinFieldsQuery,
  useUpdateCheckinFieldsMutation,
  useListHotelPagesQuery,
  useLazyListHotelPagesQuery,
  useGetHotelPageQuery,
  useLazyGetHotelPageQuery,
  useUpdateHotelPageMutation,
  useGetHotelCatalogueQuery,
  useLazyGetHotelCatalogueQuery,
  useUpdateHotelCatalogueMutation,
  useGetConsoleCouponsQuery,
  useLazyGetConsoleCouponsQuery,
  useUpdateConsoleCouponsMutation,
  useGetHotelSpotsQuery,
  useLazyGetHotelSpotsQuery,
  useUpdateHotelSpotsMutation,
  useListIntegrationKeysQuery,
  useLazyListIntegrationKeysQuery,
  useCreateIntegrationKeyMutation,
  useRotateIntegrationKeyMutation,
  useRevokeIntegrationKeyMutation,
} = injectedRtkApi;
