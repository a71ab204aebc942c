import { coreApi as api } from './coreApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebManifest: build.query<GetWebManifestApiResponse, GetWebManifestApiArg>({
      query: (queryArg) => ({
        url: `/api/web-manifest`,
        params: {
          hotelId: queryArg.hotelId,
          lang: queryArg.lang,
        },
      }),
    }),
    getFacilityInfo: build.query<GetFacilityInfoApiResponse, GetFacilityInfoApiArg>({
      query: (queryArg) => ({
        url: `/api/facility-additional-info`,
        params: {
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    isEnabledPlugin: build.query<IsEnabledPluginApiResponse, IsEnabledPluginApiArg>({
      query: (queryArg) => ({
        url: `/api/plugin-enabled`,
        params: {
          hotelId: queryArg.hotelId,
          pluginCode: queryArg.pluginCode,
        },
      }),
    }),
    checkEmail: build.mutation<CheckEmailApiResponse, CheckEmailApiArg>({
      query: (queryArg) => ({ url: `/api/auth/check-email`, method: 'POST', body: queryArg.body }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.body }),
    }),
    auth0Callback: build.mutation<Auth0CallbackApiResponse, Auth0CallbackApiArg>({
      query: (queryArg) => ({ url: `/api/auth/auth0-callback`, method: 'POST', body: queryArg.body }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.body }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
    }),
    forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/auth/forgot-password`, method: 'POST', body: queryArg.body }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/auth/reset-password`, method: 'POST', body: queryArg.body }),
    }),
    updateUserInfo: build.mutation<UpdateUserInfoApiResponse, UpdateUserInfoApiArg>({
      query: (queryArg) => ({ url: `/api/me/account-info`, method: 'PUT', body: queryArg.userProfileInput }),
    }),
    getCheckinHistory: build.query<GetCheckinHistoryApiResponse, GetCheckinHistoryApiArg>({
      query: (queryArg) => ({
        url: `/api/checkin-history`,
        params: {
          userId: queryArg.userId,
        },
      }),
    }),
    getCheckinHistoryDetail: build.query<GetCheckinHistoryDetailApiResponse, GetCheckinHistoryDetailApiArg>({
      query: (queryArg) => ({
        url: `/api/checkin-history-detail/${queryArg.checkinId}`,
        params: {
          checkinCode: queryArg.checkinCode,
        },
      }),
    }),
    getUserPayment: build.query<GetUserPaymentApiResponse, GetUserPaymentApiArg>({
      query: () => ({ url: `/api/me/account-payment` }),
    }),
    getInvoiceDetails: build.query<GetInvoiceDetailsApiResponse, GetInvoiceDetailsApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/usage-detail`,
        params: {
          orderId: queryArg.orderId,
          cuicinUserId: queryArg.cuicinUserId,
        },
      }),
    }),
    getReceiptPdf: build.query<GetReceiptPdfApiResponse, GetReceiptPdfApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/receipt-pdf`,
        params: {
          orderId: queryArg.orderId,
        },
      }),
    }),
    backupReceiptPdf: build.mutation<BackupReceiptPdfApiResponse, BackupReceiptPdfApiArg>({
      query: (queryArg) => ({ url: `/api/backup-receipt-pdf-without-auth`, method: 'POST', body: queryArg.body }),
    }),
    getPaymentSetting: build.query<GetPaymentSettingApiResponse, GetPaymentSettingApiArg>({
      query: (queryArg) => ({
        url: `/api/payment-setting-by-hotel`,
        params: {
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    getCreditCard: build.query<GetCreditCardApiResponse, GetCreditCardApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/cuicin-user-card`,
        params: {
          cuicinUserId: queryArg.cuicinUserId,
        },
      }),
    }),
    addCreditCard: build.mutation<AddCreditCardApiResponse, AddCreditCardApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/cuicin-user-card`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    deleteCreditCard: build.mutation<DeleteCreditCardApiResponse, DeleteCreditCardApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/cuicin-user-card`,
        method: 'DELETE',
        params: {
          cardId: queryArg.cardId,
        },
      }),
    }),
    creditCardPay: build.mutation<CreditCardPayApiResponse, CreditCardPayApiArg>({
      query: (queryArg) => ({
        url: `/api/payment/credit-card-payment`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    postCheckoutInfo: build.mutation<PostCheckoutInfoApiResponse, PostCheckoutInfoApiArg>({
      query: (queryArg) => ({ url: `/api/payment/checkout-info`, method: 'POST', body: queryArg.body }),
    }),
    zipcodeSearch: build.query<ZipcodeSearchApiResponse, ZipcodeSearchApiArg>({
      query: (queryArg) => ({
        url: `/api/zipcode-search`,
        params: {
          zipcode: queryArg.zipcode,
        },
      }),
    }),
    getAroundSpots: build.query<GetAroundSpotsApiResponse, GetAroundSpotsApiArg>({
      query: (queryArg) => ({
        url: `/api/around-spot`,
        params: {
          hotelId: queryArg.hotelId,
          category: queryArg.category,
        },
      }),
    }),
    getAroundSpotDetail: build.query<GetAroundSpotDetailApiResponse, GetAroundSpotDetailApiArg>({
      query: (queryArg) => ({
        url: `/api/around-spot-detail`,
        params: {
          hotelId: queryArg.hotelId,
          placeId: queryArg.placeId,
          lang: queryArg.lang,
        },
      }),
    }),
    getPlacePhoto: build.query<GetPlacePhotoApiResponse, GetPlacePhotoApiArg>({
      query: (queryArg) => ({
        url: `/api/place-photo`,
        params: {
          photoReference: queryArg.photoReference,
          maxwidth: queryArg.maxwidth,
        },
      }),
    }),
    searchCheckin: build.mutation<SearchCheckinApiResponse, SearchCheckinApiArg>({
      query: (queryArg) => ({ url: `/api/checkin/search`, method: 'POST', body: queryArg.body }),
    }),
    getCustomCheckinFields: build.query<GetCustomCheckinFieldsApiResponse, GetCustomCheckinFieldsApiArg>({
      query: (queryArg) => ({
        url: `/api/custom-checkin`,
        params: {
          hotelId: queryArg.hotelId,
          lang: queryArg.lang,
        },
      }),
    }),
    getCheckinPayments: build.query<GetCheckinPaymentsApiResponse, GetCheckinPaymentsApiArg>({
      query: (queryArg) => ({
        url: `/api/checkin-payments`,
        params: {
          hotelId: queryArg.hotelId,
          reservationIds: queryArg.reservationIds,
        },
      }),
    }),
    setCheckin: build.mutation<SetCheckinApiResponse, SetCheckinApiArg>({
      query: (queryArg) => ({ url: `/api/checkin/set`, method: 'POST', body: queryArg.body }),
    }),
    createPassportCapture: build.mutation<CreatePassportCaptureApiResponse, CreatePassportCaptureApiArg>({
      query: (queryArg) => ({ url: `/api/checkin/passports`, method: 'POST', body: queryArg.passportCaptureInput }),
    }),
    smartCheckin: build.mutation<SmartCheckinApiResponse, SmartCheckinApiArg>({
      query: (queryArg) => ({
        url: `/api/checkin/smart-checkin`,
        method: 'POST',
        body: queryArg.smartCheckinInput,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getCheckinApproved: build.query<GetCheckinApprovedApiResponse, GetCheckinApprovedApiArg>({
      query: (queryArg) => ({
        url: `/api/checkin-approved`,
        params: {
          checkinId: queryArg.checkinId,
        },
      }),
    }),
    getStayReservations: build.query<GetStayReservationsApiResponse, GetStayReservationsApiArg>({
      query: (queryArg) => ({
        url: `/api/stay-reservation`,
        params: {
          telephone: queryArg.telephone,
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    getCheckinsList: build.query<GetCheckinsListApiResponse, GetCheckinsListApiArg>({
      query: (queryArg) => ({
        url: `/api/checkin`,
        params: {
          telephone: queryArg.telephone,
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    getReservatinsPayments: build.query<GetReservatinsPaymentsApiResponse, GetReservatinsPaymentsApiArg>({
      query: (queryArg) => ({
        url: `/api/reservations-payments`,
        params: {
          hotelId: queryArg.hotelId,
          reservationIds: queryArg.reservationIds,
          checkinIds: queryArg.checkinIds,
          telephone: queryArg.telephone,
        },
      }),
    }),
    sendReservationReview: build.mutation<SendReservationReviewApiResponse, SendReservationReviewApiArg>({
      query: (queryArg) => ({ url: `/api/reservation-review`, method: 'PUT', body: queryArg.body }),
    }),
    sendCheckinReview: build.mutation<SendCheckinReviewApiResponse, SendCheckinReviewApiArg>({
      query: (queryArg) => ({ url: `/api/checkin-review`, method: 'PUT', body: queryArg.body }),
    }),
    checkout: build.mutation<CheckoutApiResponse, CheckoutApiArg>({
      query: (queryArg) => ({ url: `/api/checkout`, method: 'PUT', body: queryArg.body }),
    }),
    sendmailCheckoutPaymentInfo: build.mutation<
      SendmailCheckoutPaymentInfoApiResponse,
      SendmailCheckoutPaymentInfoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/mail/checkout-payment-info`,
        method: 'POST',
        body: queryArg.checkoutPaymentMail,
      }),
    }),
    sendmailMobileRequestInfoForUser: build.mutation<
      SendmailMobileRequestInfoForUserApiResponse,
      SendmailMobileRequestInfoForUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/mail/mobile-request-info-for-user`,
        method: 'POST',
        body: queryArg.mobileRequestMail,
      }),
    }),
    sendmailMobileRequestInfoForAdmin: build.mutation<
      SendmailMobileRequestInfoForAdminApiResponse,
      SendmailMobileRequestInfoForAdminApiArg
    >({
      query: (queryArg) => ({
        url: `/api/mail/mobile-request-info-for-admin`,
        method: 'POST',
        body: queryArg.mobileRequestMail,
      }),
    }),
    getProductsList: build.query<GetProductsListApiResponse, GetProductsListApiArg>({
      query: (queryArg) => ({
        url: `/api/mobile-request/products`,
        params: {
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    getGuestRoomByTelephone: build.query<GetGuestRoomByTelephoneApiResponse, GetGuestRoomByTelephoneApiArg>({
      query: (queryArg) => ({
        url: `/api/mobile-request/checkin-room-number`,
        params: {
          hotelId: queryArg.hotelId,
          telephone: queryArg.telephone,
        },
      }),
    }),
    creditCardPayForMobileRequest: build.mutation<
      CreditCardPayForMobileRequestApiResponse,
      CreditCardPayForMobileRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/mobile-request/payment`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    makeRequestOrder: build.mutation<MakeRequestOrderApiResponse, MakeRequestOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/mobile-request/order`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    makeSales: build.mutation<MakeSalesApiResponse, MakeSalesApiArg>({
      query: (queryArg) => ({ url: `/api/sales-manager/sales`, method: 'PUT', body: queryArg.body }),
    }),
    getHotelCoupon: build.query<GetHotelCouponApiResponse, GetHotelCouponApiArg>({
      query: (queryArg) => ({ url: `/api/store/coupons/${queryArg.id}` }),
    }),
    takeHotelCoupons: build.mutation<TakeHotelCouponsApiResponse, TakeHotelCouponsApiArg>({
      query: (queryArg) => ({ url: `/api/store/coupons/${queryArg.id}`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetWebManifestApiResponse = /** status 200 The manifest. */ WebManifest;
export type GetWebManifestApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  /** Interface language. */
  lang: Language;
};
export type GetFacilityInfoApiResponse = /** status 200 The facility information. */ {
  facilityAdditionalPageInfo: AdditionalPage[];
  facilityAccessInfo: FacilityAccessInfo;
};
export type GetFacilityInfoApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type IsEnabledPluginApiResponse = /** status 200 Whether the plugin is present and enabled. */ {
  isEnabled: boolean;
};
export type IsEnabledPluginApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  /** The plugin to ask about. */
  pluginCode: PluginCode;
};
export type CheckEmailApiResponse = /** status 200 The email's status. */ {
  status: 'exists' | 'reset' | 'new';
};
export type CheckEmailApiArg = {
  body: {
    email: Email;
    hotelId?: HotelIdValue;
    lang?: Language;
  };
};
export type LoginApiResponse = /** status 200 Signed in. */ AuthSession;
export type LoginApiArg = {
  body: {
    email: Email;
    password: string;
    language?: Language;
  };
};
export type Auth0CallbackApiResponse = /** status 200 Signed in. */ AuthSession;
export type Auth0CallbackApiArg = {
  body: {
    /** The identity provider's ID token (a JWT). */
    token: string;
    /** The nonce the app sent to the provider's authorize URL (not in the spec's payload).
        When given, the ID token's `nonce` claim must equal it, so a token minted for
        another sign-in cannot be slipped in.
         */
    nonce?: string;
  };
};
export type RegisterApiResponse = /** status 200 Registered and signed in. */ {
  /** Opaque access token. */
  token: string;
};
export type RegisterApiArg = {
  body: {
    email: Email;
    password: NewPassword;
    language: Language;
  };
};
export type LogoutApiResponse = /** status 200 Signed out. */ StatusOk;
export type LogoutApiArg = void;
export type ForgotPasswordApiResponse = /** status 200 Accepted (whether or not the email has an account). */ StatusOk;
export type ForgotPasswordApiArg = {
  body: {
    email: Email;
    hotelId: HotelIdValue;
    lang: Language;
  };
};
export type ResetPasswordApiResponse = /** status 200 Password updated; the user signs in again. */ StatusOk;
export type ResetPasswordApiArg = {
  body: {
    token: string;
    email: Email;
    password: NewPassword;
    password_confirmation: string;
  };
};
export type UpdateUserInfoApiResponse = /** status 200 The updated member. */ {
  user: User;
};
export type UpdateUserInfoApiArg = {
  userProfileInput: UserProfileInput;
};
export type GetCheckinHistoryApiResponse = /** status 200 The history (possibly empty). */ {
  checkinHistorys: CheckinHistoryItem[];
};
export type GetCheckinHistoryApiArg = {
  userId?: EntityId;
};
export type GetCheckinHistoryDetailApiResponse = /** status 200 The check-in details. */ {
  checkinHistory: CheckinDetails[];
};
export type GetCheckinHistoryDetailApiArg = {
  checkinId: EntityId;
  checkinCode: string;
};
export type GetUserPaymentApiResponse = /** status 200 The member's payments. */ {
  userPayment: UserPaymentEntry[];
};
export type GetUserPaymentApiArg = void;
export type GetInvoiceDetailsApiResponse = /** status 200 The invoice. */ InvoiceDetails;
export type GetInvoiceDetailsApiArg = {
  orderId: EntityId;
  /** The member's user id at the payment service (`User.id`); defaults to the caller. */
  cuicinUserId?: EntityId;
};
export type GetReceiptPdfApiResponse = /** status 200 The receipt. */ Blob;
export type GetReceiptPdfApiArg = {
  orderId: EntityId;
};
export type BackupReceiptPdfApiResponse = /** status 200 Receipts stored. */ StatusOk;
export type BackupReceiptPdfApiArg = {
  body: {
    list: ReceiptBackupEntry[];
  };
};
export type GetPaymentSettingApiResponse = /** status 200 The payment settings. */ {
  payment_time: PaymentTime[];
};
export type GetPaymentSettingApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type GetCreditCardApiResponse = /** status 200 The saved card, or null. */ {
  /** Same fields as `CreditCard`; null when no card is saved. */
  accountInfo: {
    cardId: EntityId;
    /** e.g. VISA, MASTER, JCB, AMEX, DINERS. */
    cardBrand: string;
    /** Masked number, e.g. `************4242`. */
    cardNumber: string;
  } | null;
};
export type GetCreditCardApiArg = {
  /** The member's user id at the payment service (`User.id`); defaults to the caller. */
  cuicinUserId?: EntityId;
};
export type AddCreditCardApiResponse = /** status 200 The registration result. */ {
  processResult: ProcessResult;
  /** registered on success; rejected or expired when processResult is failure. */
  status: 'registered' | 'rejected' | 'expired';
  /** The card service's reason for a refusal, to show as it is; null when it gave none. */
  errorMessage?: string | null;
  /** The saved card's id (EntityId) when registered. */
  cardId?: string | null;
};
export type AddCreditCardApiArg = {
  /** Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
    stored response; 409 while the first request is in flight; 422 for another payload.
     */
  'Idempotency-Key': string;
  body: {
    cuicinUserId: EntityId;
    /** The `token` returned by the card tokenisation service. */
    cardToken: string;
  };
};
export type DeleteCreditCardApiResponse = /** status 200 Deleted. */ StatusOk;
export type DeleteCreditCardApiArg = {
  cardId: EntityId;
};
export type CreditCardPayApiResponse = /** status 200 The payment result. */ CardPaymentResult;
export type CreditCardPayApiArg = {
  /** Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
    stored response; 409 while the first request is in flight; 422 for another payload.
     */
  'Idempotency-Key': string;
  body: {
    cardId: EntityId;
    paymentAmount: PaymentAmountText;
    reservationIds?: EntityIdList;
    checkinIds?: EntityIdList;
    hotelId: HotelIdValue;
  };
};
export type PostCheckoutInfoApiResponse = /** status 200 The sales recorded. */ {
  data: {
    saleIds: EntityId[];
  };
};
export type PostCheckoutInfoApiArg = {
  body: {
    orderId: EntityId;
    checkinIds: EntityIdList;
  };
};
export type ZipcodeSearchApiResponse = /** status 200 Matching addresses (possibly empty). */ {
  results: ZipcodeResult[];
};
export type ZipcodeSearchApiArg = {
  /** 7 digits, optionally with a hyphen after the third (e.g. 100-0001). */
  zipcode: string;
};
export type GetAroundSpotsApiResponse = /** status 200 The spots (possibly empty). */ {
  aroundSpots: AroundSpot[];
};
export type GetAroundSpotsApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  /** 0 all, 1 food, 2 activity, 3 shopping. */
  category?: 0 | 1 | 2 | 3;
};
export type GetAroundSpotDetailApiResponse = /** status 200 The spot and its business hours. */ {
  aroundSpots: AroundSpot[];
  aroundSpotBusinessHour: BusinessHour[];
};
export type GetAroundSpotDetailApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  placeId: string;
  /** Interface language. */
  lang: Language;
};
export type GetPlacePhotoApiResponse = /** status 200 The image. */ Blob;
export type GetPlacePhotoApiArg = {
  photoReference: string;
  maxwidth?: number;
};
export type SearchCheckinApiResponse = /** status 200 Matching reservations (at least one). */ {
  searchReservations: Reservation[];
};
export type SearchCheckinApiArg = {
  body: {
    hotelId: HotelIdValue;
    lang: Language;
    reservationTel?: Telephone;
    /** The booking number the guest typed. */
    reservationId?: string;
    reservationGivenName?: string;
    reservationFamilyName?: string;
  };
};
export type GetCustomCheckinFieldsApiResponse = /** status 200 The fields in display order. */ {
  customCheckin: CustomCheckinField[];
};
export type GetCustomCheckinFieldsApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  /** Language of the texts; ja when absent. */
  lang?: Language;
};
export type GetCheckinPaymentsApiResponse = /** status 200 The payments summary. */ PaymentsSummary;
export type GetCheckinPaymentsApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  /** Provider ids (`Reservation.id`) of the selected reservations, one repeated parameter per id
    (`?reservationIds=a&reservationIds=b`).
     */
  reservationIds: EntityIdListNonEmpty;
};
export type SetCheckinApiResponse = /** status 200 The pending check-in. */ {
  id: EntityId;
};
export type SetCheckinApiArg = {
  body: {
    hotelId: HotelIdValue;
    reservationIds: EntityIdListNonEmpty;
  };
};
export type CreatePassportCaptureApiResponse =
  /** status 200 The passport, stored encrypted; what the guest's screens may show of it. */ PassportCapture;
export type CreatePassportCaptureApiArg = {
  passportCaptureInput: PassportCaptureInput;
};
export type SmartCheckinApiResponse = /** status 200 The check-in was registered. */ {
  checkinId: EntityId;
  /** The check-in ID shown to the guest. */
  checkinCode: string;
  qrJson: QrJson;
};
export type SmartCheckinApiArg = {
  /** Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
    stored response; 409 while the first request is in flight; 422 for another payload.
     */
  'Idempotency-Key': string;
  smartCheckinInput: SmartCheckinInput;
};
export type GetCheckinApprovedApiResponse = /** status 200 The check-in's approval data. */ {
  checkinCode: string;
  qrJson: QrJson;
  approvedStatus: ApprovedStatus;
};
export type GetCheckinApprovedApiArg = {
  checkinId: EntityId;
};
export type GetStayReservationsApiResponse = /** status 200 The stay reservations (possibly empty). */ {
  stayReservations: CheckoutReservation[];
};
export type GetStayReservationsApiArg = {
  /** Phone number, digits only. */
  telephone: Telephone;
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type GetCheckinsListApiResponse = /** status 200 The check-ins (possibly empty). */ {
  checkin: CheckinListItem[];
};
export type GetCheckinsListApiArg = {
  /** Phone number, digits only. */
  telephone: Telephone;
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type GetReservatinsPaymentsApiResponse = /** status 200 The payments summary. */ PaymentsSummary;
export type GetReservatinsPaymentsApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  /** Provider ids (`Reservation.id`) of the selected reservations, one repeated parameter
    per id (`?reservationIds=a&reservationIds=b`).
     */
  reservationIds?: EntityIdListNonEmpty;
  /** Ids (`CheckinListItem.id`) of the selected check-ins, one repeated parameter per id;
    needs `telephone`.
     */
  checkinIds?: EntityIdListNonEmpty;
  /** The phone number the check-out search was made with (digits only). */
  telephone?: Telephone;
};
export type SendReservationReviewApiResponse = /** status 200 Review stored. */ StatusOk;
export type SendReservationReviewApiArg = {
  body: {
    comment: ReviewComment;
    point: ReviewPoint;
    reservationId: EntityId;
    improvement: ReviewImprovement;
    telephone: Telephone;
  };
};
export type SendCheckinReviewApiResponse = /** status 200 Review stored. */ StatusOk;
export type SendCheckinReviewApiArg = {
  body: {
    comment: ReviewComment;
    point: ReviewPoint;
    checkinId: EntityId;
    guestId: EntityId;
    improvement: ReviewImprovement;
    telephone: Telephone;
  };
};
export type CheckoutApiResponse = /** status 200 Checked out. */ StatusOk;
export type CheckoutApiArg = {
  body: {
    checkinId?: EntityId;
    reservationId?: EntityId;
    /** Whether a review was sent before this check-out. */
    withReview: boolean;
    telephone: Telephone;
  };
};
export type SendmailCheckoutPaymentInfoApiResponse = /** status 200 Mail queued. */ StatusOk;
export type SendmailCheckoutPaymentInfoApiArg = {
  checkoutPaymentMail: CheckoutPaymentMail;
};
export type SendmailMobileRequestInfoForUserApiResponse = /** status 200 Mail queued. */ StatusOk;
export type SendmailMobileRequestInfoForUserApiArg = {
  mobileRequestMail: MobileRequestMail;
};
export type SendmailMobileRequestInfoForAdminApiResponse = /** status 200 Mail queued. */ StatusOk;
export type SendmailMobileRequestInfoForAdminApiArg = {
  mobileRequestMail: MobileRequestMail;
};
export type GetProductsListApiResponse = /** status 200 Products, tags and categories. */ {
  products: Product[];
  tags: ProductTag[];
  categories: ProductCategory[];
};
export type GetProductsListApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type GetGuestRoomByTelephoneApiResponse = /** status 200 The rooms (at least one). */ {
  checkinAssignRooms: CartRoom[];
};
export type GetGuestRoomByTelephoneApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
  /** Phone number, digits only. */
  telephone: Telephone;
};
export type CreditCardPayForMobileRequestApiResponse = /** status 200 The payment result. */ {
  /** The paid order's id (EntityId); null when the payment failed. */
  mobileRequestOrderId: string | null;
  processResult: ProcessResult;
  status: CardPaymentStatus;
  errorMessage?: string | null;
};
export type CreditCardPayForMobileRequestApiArg = {
  /** Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
    stored response; 409 while the first request is in flight; 422 for another payload.
     */
  'Idempotency-Key': string;
  body: {
    checkinId: EntityId;
    paymentAmount: PaymentAmountText;
    productIds: CatalogueId[];
    products: OrderedProducts;
    cardId: EntityId;
    telephone: Telephone;
  };
};
export type MakeRequestOrderApiResponse = /** status 200 The order was created. */ {
  requestOrderId: EntityId;
};
export type MakeRequestOrderApiArg = {
  /** Unique per user action (e.g. a UUID), reused on retries. Same key and payload replays the
    stored response; 409 while the first request is in flight; 422 for another payload.
     */
  'Idempotency-Key': string;
  body: {
    checkinId: EntityId;
    /** Required when paymentMethod is 1 (EntityId). */
    mobileRequestOrderId?: string | null;
    roomNumber: string;
    paymentMethod: OrderPaymentMethod;
    products: OrderedProducts;
    telephone: Telephone;
  };
};
export type MakeSalesApiResponse = /** status 200 The sales recorded. */ {
  saleIds: EntityId[];
};
export type MakeSalesApiArg = {
  body: {
    list: SaleInput[];
    telephone: Telephone;
  };
};
export type GetHotelCouponApiResponse = /** status 200 The coupon. */ {
  coupon: Coupon;
};
export type GetHotelCouponApiArg = {
  id: CatalogueId;
};
export type TakeHotelCouponsApiResponse = /** status 200 The coupon, now used. */ {
  coupon: Coupon;
};
export type TakeHotelCouponsApiArg = {
  id: CatalogueId;
};
export type Language = 'ja' | 'en' | 'zh' | 'ko';
export type WebManifest = {
  /** The app's identity, one per hotel (a path on this origin). */
  id: string;
  name: string;
  short_name: string;
  lang: Language;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: {
    src: string;
    sizes: string;
    type: string;
    purpose: 'any' | 'maskable';
  }[];
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
export type AdditionalPage = {
  /** 3 Wi-Fi, 4 notices, 5 floor, 6 terms of use, 7 meal, 8 bath, 9 equipment, 10 check-in/out. */
  page_index: number;
  /** 1 shows the page in the menu. */
  view_status: 0 | 1;
  /** HTML. */
  jp_content: string | null;
  /** HTML. */
  en_content: string | null;
  /** HTML. */
  zh_content: string | null;
  /** HTML. */
  ko_content: string | null;
};
export type FacilityAccessInfo = {
  /** 1 shows the access link. */
  viewStatus: 0 | 1;
  address: string | null;
  addressLatin: string | null;
  /** Access text in Japanese (HTML). */
  content: string | null;
  /** HTML. */
  contentEn: string | null;
  /** HTML. */
  contentZh: string | null;
  /** HTML. */
  contentKo: string | null;
};
export type PluginCode = 'PA' | 'TL' | 'TM' | 'NP' | 'CN' | 'RK' | 'CC' | 'KSK' | 'TKT' | 'BR' | 'GUE' | 'CU';
export type Email = string;
export type HotelIdValue = string;
export type EntityId = string;
export type User = {
  id: EntityId;
  email: string;
  /** Given name. */
  name: string | null;
  /** Family name. */
  surname: string | null;
  /** Family and given name in katakana, joined by a space. */
  nameKana: string | null;
  nameLatin: string | null;
  /** Picture URL. */
  picture: string | null;
  /** JPN Japanese, NJP non-Japanese. */
  nationality: ('JPN' | 'NJP' | null) | null;
  birthDate: string | null;
  gender: ('M' | 'F' | null) | null;
  telephone: string | null;
  postalCode: string | null;
  address: string | null;
  /** The Japanese word for employee, self-employed, student or none; any other value is the
    free-text "other" case.
     */
  occupation: string | null;
  otherOccupation: string | null;
  company: string | null;
};
export type AuthSession = {
  /** Opaque access token. */
  token: string;
  user: User;
};
export type NewPassword = string;
export type StatusOk = {
  status: 'ok';
};
export type Telephone = string;
export type UserProfileInput = {
  surname: string;
  name: string;
  /** Katakana family and given name joined by a space. */
  nameKana?: string | null;
  nameLatin?: string | null;
  nationality: 'JPN' | 'NJP';
  birthDate: string;
  gender: 'M' | 'F';
  telephone: Telephone;
  postalCode?: string | null;
  address: string;
  occupation?: string | null;
  otherOccupation?: string | null;
  company?: string | null;
  /** Echoed from the stored user; ignored. */
  email?: string | null;
  /** Picture URL, echoed from the stored user. */
  picture?: string | null;
};
export type CheckinHistoryItem = {
  checkinId: EntityId;
  checkinCode: string;
  hotelName: string;
  hotelNameLatin: string;
  checkinTime: string;
  /** IANA time zone of the check-in's hotel (its times are shown on that hotel's clock). */
  timeZone: string;
};
export type QrJson = string;
export type CheckinDetails = {
  checkin_code: string;
  checkin_time: string;
  qr_json: QrJson;
  hotel_name: string;
  hotel_name_latin: string;
  /** IANA time zone of the check-in's hotel (its times are shown on that hotel's clock). */
  time_zone: string;
  /** Tickets (TKT plugin of the check-in's hotel, whichever hotel's app asks); the SPA groups
    them by name. Empty without tickets or when that hotel's TKT plugin is off.
     */
  ticket: {
    ticket_name: string;
    /** Encoded in the ticket's QR code. */
    exchange_code: string;
  }[];
};
export type UserPaymentEntry = {
  hotelName: string;
  /** The hotel's name in Latin letters (shown when the app is not in Japanese). */
  hotelNameLatin: string;
  /** When the payment was made. */
  createdAt: string;
  /** IANA time zone of the hotel paid (the payment time is shown on its clock). */
  timeZone: string;
  orderId: EntityId;
  /** The amount paid in yen, tax included (the invoice's totalAmount). Designed here beside the
    spec's hotelName, createdAt and orderId, so the list shows each payment's amount without
    asking for every invoice.
     */
  amount: number;
};
export type InvoiceDetails = {
  pdfInfo: {
    /** The addressee (receipt name), the stored receipt's guest name, else the member's name. */
    name: string;
    /** When the payment was made. */
    date: string;
    receiptNumber: string;
    /** The issuer (the hotel). */
    hotelName: string;
    hotelNameLatin: string;
    /** Empty when the hotel has no address on record. */
    hotelAddress: string;
    hotelAddressLatin: string | null;
    /** Empty when the hotel has no telephone on record. */
    hotelTelephone: string;
    /** The receipt's "for ..." (但し) line as stored by backupReceiptPDF; null before. */
    provision: string | null;
    /** IANA time zone of the issuing hotel (the date is shown on its clock). */
    timeZone: string;
    /** The issuer of the invoice: the business the hotel's registration number belongs to,
        else the hotel's name.
         */
    issuerName: string;
    /** The issuer's qualified invoice registration number (適格請求書発行事業者登録番号). With it
        the receipt is a qualified invoice (適格請求書); null gives a plain receipt.
         */
    invoiceRegistrationNumber: string | null;
  };
  /** The payment's transaction number (its order id, as the invoice list shows it). */
  transactionNumber: string;
  /** The card the payment was made with; null when not recorded. */
  credit: {
    cardBrand: string;
    /** Masked number, e.g. `************4242`. */
    cardNumber: string;
  } | null;
  /** Whether the receipt PDF is stored (backupReceiptPDF), i.e. getReceiptPdf answers it. */
  receiptPdf: boolean;
  salesList: {
    salesDate: string;
    /** The line's reference. */
    salesSubjectName: string;
    /** Amount in yen, tax included (negative for discounts). */
    salesPrice: number;
    /** Tax rate in percent (8 is the reduced rate, marked on receipts; 0 for a line
        without consumption tax).
         */
    taxRate: 0 | 8 | 10;
  }[];
  total: {
    /** The 8% lines, discounts at 8% deducted, tax included. */
    totalReceipt8Price: number;
    /** The 10% lines, discounts at 10% deducted, tax included. */
    totalReceipt10Price: number;
    /** The lines without consumption tax (e.g. the accommodation tax). */
    totalExemptPrice: number;
    /** The charges (lines other than discounts), tax included. */
    totalSalesPrice: number;
    /** The discounts, as a positive amount. */
    totalSalesDiscount: number;
    /** The amount paid, tax included (totalSalesPrice less totalSalesDiscount). */
    totalAmount: number;
    /** Tax included in the 8% lines, rounded down once for the invoice. */
    totalReceipt8TaxPrice: number;
    /** Tax included in the 10% lines, rounded down once for the invoice. */
    totalReceipt10TaxPrice: number;
  };
};
export type EntityIdList = EntityId[];
export type ReceiptBackupEntry = {
  /** EntityId; null for a reservation-only payment. */
  checkinId: string | null;
  reserIds: EntityIdList;
  saleIds: EntityIdList;
  orderId: EntityId;
  /** Name printed on the receipt. */
  guestName: string;
  paymentPage: 'checkout' | 'request';
  /** The receipt's "for ..." line. */
  provision: string;
};
export type PaymentMethodSetting = {
  /** DIRECT is cash, shown as "pay at the front desk". */
  value: 'DIRECT' | 'CREDIT_CARD';
  is_enabled: boolean;
};
export type PaymentTime = {
  value: 'CHECKIN' | 'CHECKOUT' | 'MOBILE_REQUEST';
  is_enabled: boolean;
  payment_method: PaymentMethodSetting[];
};
export type ProcessResult = 'success' | 'failure';
export type CardPaymentStatus = 'paid' | 'declined' | 'expired';
export type CardPaymentResult = {
  status: CardPaymentStatus;
  /** The payment's order id (EntityId); null when the payment failed. */
  orderId: string | null;
  cardBrand: string;
  processResult: ProcessResult;
  /** Message to show when processResult is failure. */
  errorMessage?: string | null;
};
export type PaymentAmountText = string;
export type ZipcodeResult = {
  /** 7 digits without hyphen. */
  zipcode: string;
  /** Prefecture code (01-47). */
  prefcode: string;
  /** Prefecture. */
  address1: string;
  /** City. */
  address2: string;
  /** Town. */
  address3: string;
  /** Prefecture in full-width katakana. */
  kana1: string;
  /** City in full-width katakana. */
  kana2: string;
  /** The town in katakana, when the postal data has it (Japan Post's does not). */
  kana3: string | null;
};
export type AroundSpot = {
  id: number;
  placeId: string;
  /** 0 hotel/other, 1 food, 2 activity, 3 shopping. */
  category: 0 | 1 | 2 | 3;
  /** The kind of place as a key the app translates (restaurant, cafe, bar, sweets, temple,
    shrine, museum, park, amusement_park, sightseeing, cruise, experience, shopping_street,
    store, market, department_store); an unknown key is shown as it is.
     */
  typeName: string | null;
  facilityName: string;
  facilityNameEn: string | null;
  facilityNameZh: string | null;
  facilityNameKo: string | null;
  /** Pass to getPlacePhoto. */
  photoReference: string | null;
  lat: number;
  lng: number;
  telephone: string | null;
  website: string | null;
  address: string | null;
  /** The hotel's recommendation, in the `lang` of getAroundSpotDetail (falling back to
    Japanese, then English); in Japanese in the getAroundSpots list.
     */
  comment: string | null;
};
export type TimeOfDay = string;
export type BusinessHour = {
  /** 0 Sunday ... 6 Saturday. */
  day: number;
  startTime: TimeOfDay;
  endTime: TimeOfDay;
};
export type Reservation = {
  id: EntityId;
  /** Booking number. */
  reservationId: string;
  checkinDate: string;
  nights: number;
  /** Plan name in the requested language. */
  plan: string | null;
  reservationRoom: {
    typeName: string;
    roomType: string;
    /** Number of rooms of this type. */
    roomNum: number;
  }[];
  /** Assigned room number, when known. */
  roomNumber: string | null;
  paxTotal: number;
  /** Reservation holder. */
  userName: string | null;
  userNameEn: string | null;
  /** Confirmed guest. */
  guestName: string | null;
  guestNameEn: string | null;
  /** True when the stay must be settled at the front desk. */
  frontSupported: boolean;
  /** The confirmed guest's name in kana (family and given name, space-separated), for the registration form. */
  guestNameKana: string | null;
  /** The booking's telephone, for the registration form. Only in answers to a search by
    that telephone (it tells the searcher nothing new); null otherwise.
     */
  guestTel: string | null;
  /** The spec's registration prefill field. Always null in search answers: the search is open
    to anyone, and a phone number, booking number or name is no proof of being the guest, so
    it never reveals an address.
     */
  guestAddr: string | null;
};
export type CustomCheckinField = {
  id: number;
  /** none is display-only (title and HTML content). */
  inputType: 'selectBox' | 'textArea' | 'none';
  title: string;
  /** Japanese title, used in the check-in memo. */
  jpTitle: string;
  /** HTML. */
  content: string | null;
  /** Options of a selectBox (empty otherwise). */
  inputValue: string[];
  isRequired: boolean;
  /** Default value. */
  value: string | null;
};
export type PaymentsSummary = {
  /** Amount to pay in yen, tax included (0 or less means nothing to pay). */
  totalAmount: number;
  totalTaxPrice: number;
  reservations: {
    id: EntityId;
    /** Booking number. */
    reservationId: string;
    checkinDate: string;
    nights: number;
    sales: {
      salesDate: string;
      salesSubjectName: string;
      salesPrice: number;
    }[];
    totalPrice: number;
    totalDiscount: number;
    totalPayment: number;
    /** Room type and/or number for display. */
    roomInfo: string;
  }[];
};
export type EntityIdListNonEmpty = EntityId[];
export type CountryCode = string;
export type PassportCapture = {
  passportId: string;
  nationality: CountryCode;
  /** The number with all but its last 3 characters as asterisks. */
  maskedNumber: string;
};
export type PassportNumber = string;
export type PassportImage = {
  type: 'image/jpeg' | 'image/png' | 'image/heic';
  /** The photo of the passport's photo page, base64 (at most 10 MB decoded). */
  data: string;
};
export type PassportCaptureInput = {
  hotelId: HotelIdValue;
  nationality: CountryCode;
  passportNumber: PassportNumber;
  image: PassportImage;
};
export type GuestRegisterInput = {
  residesInJapan: boolean;
  passports: {
    guest: number;
    passportId: string;
  }[];
};
export type SmartCheckinDetails = {
  hotelId: HotelIdValue;
  /** Always 0 when submitted. */
  jpnGtdStatus: 0;
  /** Always 0 (pending approval) when submitted. */
  approvedStatus: 0;
  /** The Japanese word for home, or a free-text place. */
  nextPlaceToStay: string;
  /** The Japanese word for home, or a free-text place. */
  previousPlaceToStay: string;
  /** Chosen arrival date and time, unix seconds: not past, and at most the window's end on the
    last arrival date (smartCheckin's "Arrival").
     */
  userCheckinTime: number;
  /** Check-in time, unix seconds; the same arrival rule as `userCheckinTime`. */
  checkinTime: number;
  /** Companions (guests minus the representative); may be shorter when the guest knows everyone's contacts. */
  accompany: {
    name: string;
    surname: string;
  }[];
  /** The party (designed here; the spec names the field only). */
  guest: {
    totalMembers: number;
    reservationTel: Telephone;
  };
  user: UserProfileInput;
};
export type SmartCheckinInput = {
  guestRegister: GuestRegisterInput;
  /** The pending check-in from setCheckin (EntityId); absent when no reservation was selected. */
  checkinId?: string | null;
  userId: EntityId;
  checkin: SmartCheckinDetails;
  reservationIds: EntityIdList;
  checkinNote: {
    /** Guidance titles and values, one per line, under a "guidance from the facility" header. */
    memo: string;
  };
  /** Chosen at the check-in payment step; null when there was no payment step. */
  paymentType: ('cash' | 'creditCard' | null) | null;
  receiptName: string | null;
  lang: Language;
};
export type ApprovedStatus = number;
export type LocalizedText = {
  ja: string;
  en: string | null;
  zh: string | null;
  ko: string | null;
};
export type CheckoutReservation = {
  id: EntityId;
  /** Booking number. */
  reservationId: string;
  /** Room type name. */
  room: string | null;
  frontSupported: boolean;
  /** The check-in made for this reservation, if any (EntityId). */
  checkinId: string | null;
  roomNumbers: string[];
  checkinTime: string | null;
  nights: number;
  plan: LocalizedText;
  guestName: string | null;
};
export type CheckinListItem = {
  id: EntityId;
  approvedStatus: ApprovedStatus;
  /** To be settled at the front desk (the check-in's or any of its reservations'). */
  frontSupported: boolean;
  /** The check-in ID masked but for its last four characters (e.g. `************7KQ4`):
    the code is the pass the hotel's check-in machine accepts, and this list is open to
    anyone who knows the phone number (designed here).
     */
  checkinCode: string;
  /** The arrival time given at check-in (when it was made, if none). */
  checkinTime: string;
  /** The member who made the check-in (`User.id`), for sendCheckinReview; null when the
    check-in has no member (made at the front desk, or the account was deleted), which
    cannot be reviewed.
     */
  guestId: string | null;
  guestName: string | null;
  roomNumbers: string[];
};
export type ReviewComment = string;
export type ReviewPoint = number;
export type ReviewImprovement = string;
export type CheckoutPaymentMail = {
  email: Email;
  hotelName: string;
  hotelNameLatin: string;
  hotelTelephone: string;
  /** Guest name. */
  name: string;
  paymentAmount: number;
  /** Payment method label, e.g. credit card brand. */
  paymentMethods: string;
  receptionNumber: EntityId;
  receptionDate: string;
  usageDetailUrl: string;
  checkins: {
    roomInfo: string;
    useAmount: number;
    paymentAmount: number;
    internalDiscount: number;
  }[];
  lang?: Language;
};
export type OrderPaymentMethod = 0 | 1 | 2;
export type CatalogueId = number;
export type MobileRequestMail = {
  hotelId: HotelIdValue;
  requestOrderId: EntityId;
  checkinId: EntityId;
  roomNumber: string;
  paymentMethod: OrderPaymentMethod;
  products: {
    id: CatalogueId;
    name: string;
    numberOfItems: number;
    /** Unit price in yen. */
    price: number;
  }[];
  totalAmount: number;
  lang: Language;
};
export type Product = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  /** Yen, tax included. */
  price: number;
  /** Items left; null when unlimited. */
  stock: number | null;
  imagePath: string | null;
  /** Inside its sale hours now. */
  isNowOnSale: boolean;
  /** ProductCategory id. */
  category: number;
  /** ProductTag ids. */
  tags: number[];
  salesSubject: {
    /** Sent as salesSubjectId to makeSales. */
    salesSubjectMasterId: number;
  };
};
export type ProductTag = {
  id: number;
  name: LocalizedText;
};
export type ProductCategory = {
  id: number;
  name: LocalizedText;
};
export type CartRoom = {
  id: EntityId;
  /** Display name (guest or room type). */
  name: string;
  roomNumber: string[];
  checkinId: EntityId;
};
export type OrderedProducts = {
  id: CatalogueId;
  numberOfItems: number;
}[];
export type SaleInput = {
  checkinId: EntityId;
  quantity: number;
  salesDate: string;
  /** Line total in yen. */
  salesPaymentPrice: number;
  salesSubjectId: CatalogueId;
  /** Unit price in yen. */
  salesSubjectPrice: number;
  /** The request order (EntityId), or the card payment's order. */
  orderId: string | null;
  isDiscount: boolean;
  paymentMethod: OrderPaymentMethod;
};
export type Coupon = {
  id: number;
  title: string;
  titleLatin: string | null;
  venueName: string;
  venueNameLatin: string | null;
  description: string | null;
  /** The description in Latin script, shown when the page is not Japanese (as titleLatin). */
  descriptionLatin: string | null;
  /** Image URL or path. */
  image: string | null;
  /** Store link. */
  url: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** Whether the signed-in member has used it (false anonymously). */
  isUsed: boolean;
};
export const {
  useGetWebManifestQuery,
  useLazyGetWebManifestQuery,
  useGetFacilityInfoQuery,
  useLazyGetFacilityInfoQuery,
  useIsEnabledPluginQuery,
  useLazyIsEnabledPluginQuery,
  useCheckEmailMutation,
  useLoginMutation,
  useAuth0CallbackMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUpdateUserInfoMutation,
  useGetCheckinHistoryQuery,
  useLazyGetCheckinHistoryQuery,
  useGetCheckinHistoryDetailQuery,
  useLazyGetCheckinHistoryDetailQuery,
  useGetUserPaymentQuery,
  useLazyGetUserPaymentQuery,
  useGetInvoiceDetailsQuery,
  useLazyGetInvoiceDetailsQuery,
  useGetReceiptPdfQuery,
  useLazyGetReceiptPdfQuery,
  useBackupReceiptPdfMutation,
  useGetPaymentSettingQuery,
  useLazyGetPaymentSettingQuery,
  useGetCreditCardQuery,
  useLazyGetCreditCardQuery,
  useAddCreditCardMutation,
  useDeleteCreditCardMutation,
  useCreditCardPayMutation,
  usePostCheckoutInfoMutation,
  useZipcodeSearchQuery,
  useLazyZipcodeSearchQuery,
  useGetAroundSpotsQuery,
  useLazyGetAroundSpotsQuery,
  useGetAroundSpotDetailQuery,
  useLazyGetAroundSpotDetailQuery,
  useGetPlacePhotoQuery,
  useLazyGetPlacePhotoQuery,
  useSearchCheckinMutation,
  useGetCustomCheckinFieldsQuery,
  useLazyGetCustomCheckinFieldsQuery,
  useGetCheckinPaymentsQuery,
  useLazyGetCheckinPaymentsQuery,
  useSetCheckinMutation,
  useCreatePassportCaptureMutation,
  useSmartCheckinMutation,
  useGetCheckinApprovedQuery,
  useLazyGetCheckinApprovedQuery,
  useGetStayReservationsQuery,
  useLazyGetStayReservationsQuery,
  useGetCheckinsListQuery,
  useLazyGetCheckinsListQuery,
  useGetReservatinsPaymentsQuery,
  useLazyGetReservatinsPaymentsQuery,
  useSendReservationReviewMutation,
  useSendCheckinReviewMutation,
  useCheckoutMutation,
  useSendmailCheckoutPaymentInfoMutation,
  useSendmailMobileRequestInfoForUserMutation,
  useSendmailMobileRequestInfoForAdminMutation,
  useGetProductsListQuery,
  useLazyGetProductsListQuery,
  useGetGuestRoomByTelephoneQuery,
  useLazyGetGuestRoomByTelephoneQuery,
  useCreditCardPayForMobileRequestMutation,
  useMakeRequestOrderMutation,
  useMakeSalesMutation,
  useGetHotelCouponQuery,
  useLazyGetHotelCouponQuery,
  useTakeHotelCouponsMutation,
} = injectedRtkApi;
