import { baseApi as api } from './baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHotelGuide: build.query<GetHotelGuideApiResponse, GetHotelGuideApiArg>({
      query: (queryArg) => ({
        url: `/api/hotel-guide`,
        params: {
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    getIconDisplay: build.query<GetIconDisplayApiResponse, GetIconDisplayApiArg>({
      query: (queryArg) => ({
        url: `/api/icon-display`,
        params: {
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    getHotelAsset: build.query<GetHotelAssetApiResponse, GetHotelAssetApiArg>({
      query: (queryArg) => ({
        url: `/api/guest/assets`,
        params: {
          hotelId: queryArg.hotelId,
        },
      }),
    }),
    getUserInfo: build.query<GetUserInfoApiResponse, GetUserInfoApiArg>({
      query: () => ({ url: `/api/me/account-info` }),
    }),
    getHotelCoupons: build.query<GetHotelCouponsApiResponse, GetHotelCouponsApiArg>({
      query: (queryArg) => ({
        url: `/api/store/coupons`,
        params: {
          hotelId: queryArg.hotelId,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedCoreApi };
export type GetHotelGuideApiResponse = /** status 200 The hotel's guide data. */ HotelGuide;
export type GetHotelGuideApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type GetIconDisplayApiResponse = /** status 200 The icon display setting (zero or one entry). */ {
  icon_display: IconDisplay[];
};
export type GetIconDisplayApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type GetHotelAssetApiResponse = /** status 200 The hotel's assets (possibly empty). */ {
  assets: HotelAsset[];
};
export type GetHotelAssetApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type GetUserInfoApiResponse = /** status 200 The member. */ {
  user: User;
};
export type GetUserInfoApiArg = void;
export type GetHotelCouponsApiResponse = /** status 200 The coupons (possibly empty). */ {
  coupons: Coupon[];
};
export type GetHotelCouponsApiArg = {
  /** The hotel the app is scoped to. */
  hotelId: string;
};
export type PluginCode = 'PA' | 'TL' | 'TM' | 'NP' | 'CN' | 'RK' | 'CC' | 'KSK' | 'TKT' | 'BR' | 'GUE' | 'CU';
export type Plugin = {
  code: PluginCode;
  isEnabled: boolean;
};
export type FacilityBasicInfo = {
  /** Japanese name (shown in ja). */
  hotelName: string;
  /** Latin name (shown in other languages). */
  hotelNameLatin: string;
  /** Front desk telephone. */
  telephone: string | null;
  frontOpenTime: string | null;
  frontCloseTime: string | null;
  /** First hourly check-in time slot. */
  checkinBeginTime: string;
  /** Last check-in time slot; earlier than the begin time means it wraps past midnight. */
  checkinEndTime: string;
  /** IANA time zone name of the hotel, e.g. Asia/Tokyo. */
  timeZone: string;
  /** Hero image (URL or path). */
  extImageId: string | null;
  /** Logo image (URL or path). */
  logoImageId: string | null;
  /** Travel-guide "popular" tile image (URL or path). */
  facilityRecommendImageId: string | null;
  /** Travel-guide food tile image (URL or path). */
  foodImageId: string | null;
  /** Travel-guide activity tile image (URL or path). */
  playImageId: string | null;
  /** Travel-guide shopping tile image (URL or path). */
  buyImageId: string | null;
  /** External recommendation URL of the "popular" tile. */
  facilityRecommendLinkUrl: string | null;
  /** The tour-booking widget; null when not configured (no "popular" category). */
  boken: {
    /** URL of the widget script injected on entry. */
    script: string;
    /** Data source attribute for the widget. */
    dataSrc: string;
  } | null;
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
export type HotelGuide = {
  hotelId: string;
  plugins: Plugin[];
  facilityBasicInfo: FacilityBasicInfo;
  facilityAccessInfo: FacilityAccessInfo;
  facilityAdditionalPageInfo: AdditionalPage[];
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
export type IconDisplay = {
  checkin: 0 | 1;
  checkout: 0 | 1;
  hotelGuide: 0 | 1;
  aroundSpot: 0 | 1;
  mobileRequest: 0 | 1;
  frontTelephone: 0 | 1;
  wifi: 0 | 1;
};
export type HotelAsset = {
  id: number;
  formatType: 'checkin' | 'checkout' | 'request';
  name: string;
  url: string;
};
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
  useGetHotelGuideQuery,
  useLazyGetHotelGuideQuery,
  useGetIconDisplayQuery,
  useLazyGetIconDisplayQuery,
  useGetHotelAssetQuery,
  useLazyGetHotelAssetQuery,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useGetHotelCouponsQuery,
  useLazyGetHotelCouponsQuery,
} = injectedRtkApi;
