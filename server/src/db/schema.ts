import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely row types of the tables the server reads and writes so far (migration 0001 creates the
 * rest; each feature adds the types of the tables it starts using).
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Flag = 0 | 1;

export interface HotelsTable {
  id: string;
  hotel_name: string;
  hotel_name_latin: string;
  telephone: string | null;
  front_open_time: string | null;
  front_close_time: string | null;
  checkin_begin_time: string;
  checkin_end_time: string;
  time_zone: Generated<string>;
  ext_image_id: string | null;
  logo_image_id: string | null;
  facility_recommend_image_id: string | null;
  facility_recommend_link_url: string | null;
  food_image_id: string | null;
  play_image_id: string | null;
  buy_image_id: string | null;
  boken_script: string | null;
  boken_data_src: string | null;
  admin_email: string | null;
  wallet_pass_host: string | null;
  /** Qualified invoice registration number (T and 13 digits); null: plain receipts. */
  invoice_registration_number: string | null;
  /** The registered business issuing the invoices; null: the hotel's name. */
  invoice_issuer_name: string | null;
  created_at: Generated<Timestamp>;
}

export type PluginCode = 'PA' | 'TL' | 'TM' | 'NP' | 'CN' | 'RK' | 'CC' | 'KSK' | 'TKT' | 'BR' | 'GUE' | 'CU';

export interface HotelPluginsTable {
  hotel_id: string;
  code: PluginCode;
  is_enabled: boolean;
}

export interface HotelIconDisplayTable {
  hotel_id: string;
  checkin: Flag;
  checkout: Flag;
  hotel_guide: Flag;
  around_spot: Flag;
  mobile_request: Flag;
  front_telephone: Flag;
  wifi: Flag;
}

interface LocalizedContentColumns {
  content_ja: string | null;
  content_en: string | null;
  content_zh: string | null;
  content_ko: string | null;
}

export interface HotelAccessInfoTable extends LocalizedContentColumns {
  hotel_id: string;
  view_status: Flag;
  address: string | null;
  address_latin: string | null;
}

export interface HotelPagesTable extends LocalizedContentColumns {
  hotel_id: string;
  page_index: number;
  view_status: Flag;
}

export type AssetFormatType = 'checkin' | 'checkout' | 'request';

export interface HotelAssetsTable {
  id: Generated<number>;
  hotel_id: string;
  format_type: AssetFormatType;
  name: string;
  url: string;
}

export type PaymentTime = 'CHECKIN' | 'CHECKOUT' | 'MOBILE_REQUEST';
export type PaymentMethod = 'DIRECT' | 'CREDIT_CARD';

export interface HotelPaymentTimesTable {
  hotel_id: string;
  payment_time: PaymentTime;
  is_enabled: boolean;
}

export interface HotelPaymentMethodsTable {
  hotel_id: string;
  payment_time: PaymentTime;
  method: PaymentMethod;
  is_enabled: boolean;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface Database {
  hotels: HotelsTable;
  hotel_plugins: HotelPluginsTable;
  hotel_icon_display: HotelIconDisplayTable;
  hotel_access_info: HotelAccessInfoTable;
  hotel_pages: HotelPagesTable;
  hotel_assets: HotelAssetsTable;
  hotel_payment_times: HotelPaymentTimesTable;
  hotel_payment_methods: HotelPaymentMethodsTable;
  sessions: SessionsTable;
  around_spots: AroundSpotsTable;
  around_spot_business_hours: AroundSpotBusinessHoursTable;
  users: UsersTable;
  throttle_events: ThrottleEventsTable;
  mails: MailsTable;
  password_reset_tokens: PasswordResetTokensTable;
  user_identities: UserIdentitiesTable;
  checkins: CheckinsTable;
  checkin_tickets: CheckinTicketsTable;
  reservations: ReservationsTable;
  reservation_rooms: ReservationRoomsTable;
  custom_checkin_fields: CustomCheckinFieldsTable;
  checkin_reservations: CheckinReservationsTable;
  checkin_companions: CheckinCompanionsTable;
  sales: SalesTable;
  idempotency_records: IdempotencyRecordsTable;
  cards: CardsTable;
  gateway_charges: GatewayChargesTable;
  payment_orders: PaymentOrdersTable;
  receipts: ReceiptsTable;
  product_categories: ProductCategoriesTable;
  product_tags: ProductTagsTable;
  products: ProductsTable;
  product_tag_links: ProductTagLinksTable;
  request_orders: RequestOrdersTable;
  request_order_items: RequestOrderItemsTable;
  request_payment_items: RequestPaymentItemsTable;
  sandbox_card_tokens: SandboxCardTokensTable;
  sandbox_gateway_cards: SandboxGatewayCardsTable;
  reviews: ReviewsTable;
  coupons: CouponsTable;
  coupon_uses: CouponUsesTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  passport_captures: PassportCapturesTable;
  guest_register: GuestRegisterTable;
  register_access_log: RegisterAccessLogTable;
  audit_log: AuditLogTable;
  hotel_images: HotelImagesTable;
  integration_keys: IntegrationKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

export interface AroundSpotsTable {
  id: Generated<number>;
  hotel_id: string;
  place_id: string;
  category: 0 | 1 | 2 | 3;
  type_name: string | null;
  facility_name: string;
  facility_name_en: string | null;
  facility_name_zh: string | null;
  facility_name_ko: string | null;
  photo_reference: string | null;
  lat: number;
  lng: number;
  telephone: string | null;
  website: string | null;
  address: string | null;
  comment_ja: string | null;
  comment_en: string | null;
  comment_zh: string | null;
  comment_ko: string | null;
  sort_order: Generated<number>;
}

export interface AroundSpotBusinessHoursTable {
  id: Generated<number>;
  spot_id: number;
  day: number;
  start_time: string;
  end_time: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_normalized: string;
  password_hash: string | null;
  must_reset_password: Generated<boolean>;
  language: 'ja' | 'en' | 'zh' | 'ko';
  name: string | null;
  surname: string | null;
  name_kana: string | null;
  name_latin: string | null;
  picture: string | null;
  nationality: 'JPN' | 'NJP' | null;
  birth_date: string | null;
  gender: 'M' | 'F' | null;
  telephone: string | null;
  postal_code: string | null;
  address: string | null;
  occupation: string | null;
  other_occupation: string | null;
  company: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ThrottleEventsTable {
  id: Generated<number>;
  bucket: string;
  /** Set by the database (default now()). */
  created_at: ColumnType<Date, never, never>;
}

export interface MailsTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  language: 'ja' | 'en' | 'zh' | 'ko';
  created_at: ColumnType<Date, never, never>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The outbox (migration 0009): pending until delivered (sent) or given up (failed). */
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** A delivery worker holds the mail until then (its claim_token); after that another may claim it. */
  claimed_until: Timestamp | null;
  claim_token: string | null;
  last_error: string | null;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: ColumnType<Date, never, never>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: ColumnType<Date, never, never>;
}

export interface CheckinsTable {
  id: Generated<number>;
  hotel_id: string;
  user_id: number | null;
  checkin_code: string;
  /** purged: past its retention, its personal data gone (migration 0012, services/retention.ts). */
  status: 'draft' | 'submitted' | 'checked_out' | 'purged';
  approved_status: number;
  jpn_gtd_status: number;
  checkin_time: Timestamp | null;
  user_checkin_time: Timestamp | null;
  total_members: number | null;
  telephone: string | null;
  previous_place: string | null;
  next_place: string | null;
  checkin_note: string | null;
  custom_answers: unknown;
  payment_type: string | null;
  receipt_name: string | null;
  qr_json: unknown;
  pass_id: string | null;
  front_supported: boolean;
  checked_out_at: Timestamp | null;
  created_at: ColumnType<Date, never, never>;
  /**
   * Purged by the upkeep after this: 3 years after check-out (the planned departure until then).
   * Required on insert: every check-in has its end.
   */
  retain_until: ColumnType<Date, Date | string, Date | string>;
  /** When the guest sent the check-in (migration 0013; created_at for those sent before it). */
  submitted_at: Timestamp | null;
  /** When the hotel approved it (migration 0012); null while it waits, and for approvals before 0013. */
  approved_at: Timestamp | null;
}

export interface CheckinTicketsTable {
  id: Generated<number>;
  checkin_id: number;
  ticket_name: string;
  exchange_code: string;
}

export type ReservationStatus = 'booked' | 'checked_in' | 'checked_out' | 'cancelled';

export interface ReservationsTable {
  id: Generated<number>;
  /** The id the API shows (`Reservation.id`): a random UUID set by the database. */
  public_id: Generated<string>;
  hotel_id: string;
  /** The booking number guests see (`Reservation.reservationId`). */
  reservation_code: string;
  checkin_date: string;
  nights: number;
  plan_ja: string | null;
  plan_en: string | null;
  plan_zh: string | null;
  plan_ko: string | null;
  pax_total: number;
  user_name: string | null;
  user_name_en: string | null;
  guest_name: string | null;
  guest_name_en: string | null;
  guest_name_kana: string | null;
  /** Digits only. */
  telephone: string;
  guest_address: string | null;
  front_supported: Generated<boolean>;
  status: Generated<ReservationStatus>;
  created_at: ColumnType<Date, never, never>;
  /** The PMS's own id (migration 0018): unique per hotel, null for reservations it did not push. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The revision the PMS last pushed (bigint, read as a number). */
  external_revision: ColumnType<number | null, number | null | undefined, number | null>;
  /** Moved by a trigger on every update (migration 0018), and by an approval of its online check-in (0021). */
  updated_at: ColumnType<Date, never, never>;
  /** When the desk checked the guest in, as the PMS told it (migration 0021); null otherwise. */
  checked_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the stay was checked out (migration 0021); null before, and for check-outs before 0021. */
  checked_out_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ReservationRoomsTable {
  id: Generated<number>;
  reservation_id: number;
  type_name: string;
  room_type: string;
  room_number: string | null;
  room_count: Generated<number>;
}

export type CustomFieldInputType = 'selectBox' | 'textArea' | 'none';

export interface CustomCheckinFieldsTable {
  id: Generated<number>;
  hotel_id: string;
  sort_order: Generated<number>;
  input_type: CustomFieldInputType;
  title_ja: string;
  title_en: string | null;
  title_zh: string | null;
  title_ko: string | null;
  content_ja: string | null;
  content_en: string | null;
  content_zh: string | null;
  content_ko: string | null;
  /** A selectBox's options per language: `{ja: [...], en: [...], ...}` (ja required). */
  options: ColumnType<unknown, string | null | undefined, string | null>;
  is_required: Generated<boolean>;
}

export interface CheckinReservationsTable {
  checkin_id: number;
  reservation_id: number;
}

export interface CheckinCompanionsTable {
  id: Generated<number>;
  checkin_id: number;
  position: number;
  surname: string;
  name: string;
}

export interface SalesTable {
  id: Generated<number>;
  hotel_id: string;
  reservation_id: number | null;
  checkin_id: number | null;
  sales_date: string;
  sales_subject_id: number | null;
  sales_subject_name: string;
  quantity: Generated<number>;
  unit_price: number;
  /** The line's amount in yen, tax included; negative for a discount. */
  sales_price: number;
  tax_rate: 0 | 8 | 10;
  is_discount: Generated<boolean>;
  payment_method: string | null;
  /** The payment order that settled the line; null while unpaid. */
  order_id: string | null;
  /** The mobile request order the line was recorded for (makeSales; migration 0006). */
  request_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The PMS's own id of a line it posted during the stay (migration 0021), unique per reservation. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
}

export interface IdempotencyRecordsTable {
  scope: string;
  operation: string;
  key: string;
  request_hash: string;
  status: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: Timestamp;
}

/** How a sandbox test card behaves (docs/demo-data.md "Test cards"). */
export type SandboxCardBehaviour = 'ok' | 'declined' | 'expired' | 'rejected';

export interface SandboxCardTokensTable {
  token: string;
  card_brand: string;
  last4: string;
  card_expire: string;
  behaviour: SandboxCardBehaviour;
  expires_at: Date;
  used_at: Date | null;
}

export interface SandboxGatewayCardsTable {
  id: string;
  card_brand: string;
  last4: string;
  card_expire: string;
  behaviour: SandboxCardBehaviour;
  created_at: ColumnType<Date, never, never>;
}

/** Every charge the payment gateway was asked for (the sandbox's count; tests read it). */
export interface GatewayChargesTable {
  id: Generated<number>;
  order_id: string;
  card_token: string;
  amount: number;
  result: string;
  /** The gateway's transaction number of a successful charge (migration 0008; null before it). */
  transaction_number: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface CardsTable {
  id: Generated<number>;
  user_id: number;
  card_token: string;
  card_brand: string;
  masked_number: string;
  card_expire: string;
  created_at: ColumnType<Date, never, never>;
}

export type PaymentOrderKind = 'checkin' | 'checkout' | 'request';
/** pending from the claim of the lines until the gateway's answer is recorded. */
export type PaymentOrderResult = 'pending' | 'success' | 'failure';

/** One card payment: the lines it paid carry its id in sales.order_id. */
export interface PaymentOrdersTable {
  /** 'ORD' and 20 random letters and digits (services/codes.ts): unguessable. */
  id: string;
  hotel_id: string;
  user_id: number | null;
  kind: PaymentOrderKind;
  amount: number;
  card_id: number | null;
  card_brand: string | null;
  masked_number: string | null;
  process_result: PaymentOrderResult;
  transaction_number: string | null;
  /** Database ids of the reservations paid for (those selected and those of the selected check-ins). */
  reservation_ids: ColumnType<number[], string | undefined, string>;
  /** Database ids of the check-ins selected. */
  checkin_ids: ColumnType<number[], string | undefined, string>;
  created_at: ColumnType<Date, never, never>;
  /** When the payment mail was queued in the outbox (once per order; migration 0004). */
  mailed_at: Timestamp | null;
}

/** The mobile request catalogue (migration 0001): categories, tags and products. */
export interface ProductCategoriesTable {
  id: Generated<number>;
  hotel_id: string;
  name_ja: string;
  name_en: string | null;
  name_zh: string | null;
  name_ko: string | null;
  sort_order: Generated<number>;
}

export interface ProductTagsTable {
  id: Generated<number>;
  hotel_id: string;
  name_ja: string;
  name_en: string | null;
  name_zh: string | null;
  name_ko: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  hotel_id: string;
  category_id: number | null;
  name_ja: string;
  name_en: string | null;
  name_zh: string | null;
  name_ko: string | null;
  description_ja: string | null;
  description_en: string | null;
  description_zh: string | null;
  description_ko: string | null;
  /** Yen, tax included. */
  price: number;
  tax_rate: 0 | 8 | 10;
  stock: number;
  image_path: string | null;
  /** 'HH:MM' in the hotel's time zone; both null: on sale all day (services/saleHours.ts). */
  sale_start_time: string | null;
  sale_end_time: string | null;
  sales_subject_id: number | null;
  sort_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface ProductTagLinksTable {
  product_id: number;
  tag_id: number;
}

export interface RequestOrdersTable {
  id: Generated<number>;
  hotel_id: string;
  checkin_id: number;
  user_id: number | null;
  room_number: string;
  payment_method: 0 | 1 | 2;
  payment_order_id: string | null;
  total_amount: number;
  created_at: ColumnType<Date, never, never>;
  /** When the order mail to the member, and to the hotel's admin, was queued in the outbox (once each; migration 0006). */
  user_mailed_at: Timestamp | null;
  admin_mailed_at: Timestamp | null;
  /** When the front desk marked the order delivered to the room (migration 0008). */
  delivered_at: Timestamp | null;
}

/** The products of a request order (migration 0001). */
export interface RequestOrderItemsTable {
  order_id: number;
  product_id: number;
  quantity: number;
  /** Yen, tax included, as ordered. */
  unit_price: number;
}

/** What a card payment of a request order paid for, and the stock it took (migration 0006). */
export interface RequestPaymentItemsTable {
  payment_order_id: string;
  product_id: number;
  quantity: number;
  unit_price: number;
}

/**
 * Stay reviews sent at check-out: one per reservation (checkin_id null), one per check-in and guest
 * (migration 0005's unique indexes); sending again replaces the review.
 */
export interface ReviewsTable {
  id: Generated<number>;
  hotel_id: string;
  reservation_id: number | null;
  checkin_id: number | null;
  /** The member who reviewed a check-in (users.id); null for a reservation's review. */
  guest_id: number | null;
  /** Recommendation score 1 to 10. */
  point: number;
  /** The chosen improvement areas, Japanese labels joined by commas. */
  improvement: string | null;
  comment: string | null;
  /** When the review (or the one that replaced it) was sent. */
  created_at: Timestamp;
}

/** The receipt of a payment order: one per order, its number fixed at creation, the PDF once rendered. */
export interface ReceiptsTable {
  id: Generated<number>;
  order_id: string;
  receipt_number: string;
  /** The addressee printed on the receipt (backupReceiptPDF's guestName). */
  guest_name: string | null;
  /** The "但し" line: what the amount was for. */
  provision: string | null;
  /** The rendered receipt (bytea); null until backupReceiptPDF stores it. */
  pdf: Uint8Array | null;
  created_at: ColumnType<Date, never, never>;
}

/** A hotel's coupon (home list and coupon detail); a missing validity bound is open. */
export interface CouponsTable {
  id: Generated<number>;
  hotel_id: string;
  title: string;
  title_latin: string | null;
  venue_name: string | null;
  venue_name_latin: string | null;
  description: string | null;
  /** The description in Latin script, shown outside Japanese (migration 0007). */
  description_latin: string | null;
  image: string | null;
  url: string | null;
  valid_from: Timestamp | null;
  valid_to: Timestamp | null;
  sort_order: Generated<number>;
}

/** One use of a coupon by one guest (`user:<id>`): the primary key makes a second use impossible. */
export interface CouponUsesTable {
  coupon_id: number;
  guest_key: string;
  used_at: Generated<Date>;
}

/** A hotel's front-desk staff member (migration 0008): signs in to the front-desk page of one hotel. */
export interface StaffTable {
  id: Generated<number>;
  hotel_id: string;
  email: string;
  /** Trimmed and lower-cased: an address is taken once, whatever its case. */
  email_normalized: string;
  name: string;
  password_hash: string;
  /** The staff member's role at their hotel (migration 0015). */
  role: ColumnType<StaffRole, StaffRole | undefined, StaffRole>;
  created_at: ColumnType<Date, never, never>;
  /** The second factor (migration 0016): the TOTP secret in effect (Base32), null without one. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret enrolment has started, not yet confirmed with a code. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The time step of the last code taken: a code is never taken twice. */
  totp_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** When the second factor was confirmed. */
  second_factor_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A picture a manager uploaded (migration 0017), named by its content; served at /images/hotels/. */
export interface HotelImagesTable {
  hotel_id: string;
  /** `<32 hex digits of the SHA-256>.webp`. */
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
  uploaded_by: number | null;
  uploaded_at: ColumnType<Date, never, never>;
}

/** A staff member's single-use recovery code (migration 0016), hashed as passwords are. */
export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** What a staff member may do at their hotel: the console and its staff, or the front desk only. */
export type StaffRole = 'manager' | 'frontDesk';

/** A staff member's access token (stored hashed), like `sessions` for members. */
export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export type PassportImageType = 'image/jpeg' | 'image/png' | 'image/heic';

/**
 * A foreign guest's passport uploaded before check-in (migration 0010): the number and the image
 * encrypted (services/registerCrypto.ts) under the key `key_id`; deleted when a check-in takes it
 * into its register, or by the upkeep after 24 hours.
 */
export interface PassportCapturesTable {
  /** Random UUID set by the database (the API's passportId). */
  id: Generated<string>;
  user_id: number;
  hotel_id: string;
  nationality: string;
  number_ciphertext: Uint8Array;
  /** All but the last 3 characters as asterisks: what the guest's screens may show. */
  number_masked: string;
  image_ciphertext: Uint8Array;
  image_type: PassportImageType;
  key_id: string;
  created_at: ColumnType<Date, never, never>;
}

/** One guest of a submitted check-in in the hotel's guest register (Hotel Business Act; migration 0010). */
export interface GuestRegisterTable {
  id: Generated<number>;
  checkin_id: number;
  hotel_id: string;
  /** 0 for the representative, n for the n-th companion. */
  guest: number;
  name: string;
  /** The representative's; null for a companion (not asked). */
  address: string | null;
  telephone: string | null;
  /** JPN, NJP (a foreign resident) or a passport's ISO 3166-1 alpha-3 code; null when not asked. */
  nationality: string | null;
  resides_in_japan: boolean | null;
  passport_ciphertext: Uint8Array | null;
  passport_masked: string | null;
  image_ciphertext: Uint8Array | null;
  image_type: PassportImageType | null;
  /** The key that sealed the passport (null without one). */
  key_id: string | null;
  created_at: ColumnType<Date, never, never>;
}

/** A staff member's passport view or register export (migration 0010): kept 3 years. */
export interface RegisterAccessLogTable {
  id: Generated<number>;
  staff_id: number;
  hotel_id: string;
  entry_id: number | null;
  action: 'view_passport' | 'export';
  from_date: string | null;
  to_date: string | null;
  at: ColumnType<Date, Date | undefined, never>;
}

/**
 * One change made through the console or the hotel command (migration 0015): who (a staff member, or
 * the operator's command line), when, at which hotel, what and on what, with the thing before and
 * after as JSON (never a password, a second factor's secret or codes, or a passport number).
 */
export interface AuditLogTable {
  id: Generated<number>;
  hotel_id: string;
  /** Null for the operator's command line. */
  actor_staff_id: number | null;
  /** The staff member's email, or `operator`, as they were at the time. */
  actor: string;
  at: ColumnType<Date, Date | undefined, never>;
  operation: string;
  target: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

export type IntegrationScope = 'reservations' | 'stays' | 'folios' | 'readOnly';

/** A hotel's API key for its PMS (migration 0018): only the hash of the whole key is kept. */
export interface IntegrationKeysTable {
  id: Generated<number>;
  hotel_id: string;
  name: string;
  /** The key's readable start, `hik-` and 12 hex digits. */
  prefix: string;
  key_hash: string;
  /** Space-separated IntegrationScope values. */
  scopes: string;
  /** Requests per minute. */
  rate_limit: Generated<number>;
  created_by: number | null;
  created_at: ColumnType<Date, never, never>;
  last_used_at: ColumnType<Date | null, never, Date>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** A hotel's webhook endpoint (migration 0019): where its events are sent, signed with its secret. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  hotel_id: string;
  url: string;
  event_types: string[];
  /** `whsec_` and the base64 of 24 random bytes (Standard Webhooks); needed to sign, so kept as is. */
  secret: string;
  enabled: Generated<boolean>;
  created_at: ColumnType<Date, never, never>;
  secret_rotated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An event told to a hotel's endpoints (migration 0019); its id is the deliveries' `webhook-id`. */
export interface WebhookEventsTable {
  /** `msg_` and 24 random base64url characters. */
  id: string;
  hotel_id: string;
  type: string;
  /** The body sent, as JSON text: `{ type, timestamp, data }` in that order (jsonb would reorder it). */
  payload: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One event's delivery to one endpoint (migration 0019): the webhooks' outbox. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  endpoint_id: number;
  status: ColumnType<'pending' | 'delivered' | 'failed', 'pending' | undefined, 'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A failed attempt after this time is the last: the delivery is marked failed. */
  give_up_at: Timestamp;
  claimed_until: Timestamp | null;
  claim_token: string | null;
  last_attempt_at: Timestamp | null;
  /** The endpoint's HTTP status at the last attempt (null: no answer). */
  last_status: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: ColumnType<Date, never, never>;
}
