import { sql, type Kysely } from 'kysely';

/**
 * The first schema: every table the contract describes, designed for the later features too
 * (accounts, check-in, payments, ordering, coupons, travel guide). Plain PostgreSQL that runs the
 * same on PGlite and on a PostgreSQL server. Localised hotel-provided text has one column per
 * language (_ja, _en, _zh, _ko) so a missing translation is a NULL the app can fall back from.
 */
const statements = [
  // ---- hotels and their settings ----
  `CREATE TABLE hotels (
    id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{1,64}$'),
    hotel_name text NOT NULL,
    hotel_name_latin text NOT NULL,
    telephone text,
    front_open_time text CHECK (front_open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    front_close_time text CHECK (front_close_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    checkin_begin_time text NOT NULL CHECK (checkin_begin_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    checkin_end_time text NOT NULL CHECK (checkin_end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    time_zone text NOT NULL DEFAULT 'Asia/Tokyo',
    ext_image_id text,
    logo_image_id text,
    facility_recommend_image_id text,
    facility_recommend_link_url text,
    food_image_id text,
    play_image_id text,
    buy_image_id text,
    boken_script text,
    boken_data_src text,
    admin_email text,
    wallet_pass_host text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE hotel_plugins (
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    code text NOT NULL CHECK (code IN ('PA','TL','TM','NP','CN','RK','CC','KSK','TKT','BR','GUE','CU')),
    is_enabled boolean NOT NULL,
    PRIMARY KEY (hotel_id, code)
  )`,
  `CREATE TABLE hotel_icon_display (
    hotel_id text PRIMARY KEY REFERENCES hotels(id) ON DELETE CASCADE,
    checkin smallint NOT NULL DEFAULT 1 CHECK (checkin IN (0, 1)),
    checkout smallint NOT NULL DEFAULT 1 CHECK (checkout IN (0, 1)),
    hotel_guide smallint NOT NULL DEFAULT 1 CHECK (hotel_guide IN (0, 1)),
    around_spot smallint NOT NULL DEFAULT 1 CHECK (around_spot IN (0, 1)),
    mobile_request smallint NOT NULL DEFAULT 1 CHECK (mobile_request IN (0, 1)),
    front_telephone smallint NOT NULL DEFAULT 1 CHECK (front_telephone IN (0, 1)),
    wifi smallint NOT NULL DEFAULT 1 CHECK (wifi IN (0, 1))
  )`,
  `CREATE TABLE hotel_access_info (
    hotel_id text PRIMARY KEY REFERENCES hotels(id) ON DELETE CASCADE,
    view_status smallint NOT NULL DEFAULT 0 CHECK (view_status IN (0, 1)),
    address text,
    address_latin text,
    content_ja text,
    content_en text,
    content_zh text,
    content_ko text
  )`,
  `CREATE TABLE hotel_pages (
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    page_index smallint NOT NULL CHECK (page_index BETWEEN 3 AND 10),
    view_status smallint NOT NULL DEFAULT 0 CHECK (view_status IN (0, 1)),
    content_ja text,
    content_en text,
    content_zh text,
    content_ko text,
    PRIMARY KEY (hotel_id, page_index)
  )`,
  `CREATE TABLE hotel_assets (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    format_type text NOT NULL CHECK (format_type IN ('checkin','checkout','request')),
    name text NOT NULL,
    url text NOT NULL
  )`,
  `CREATE INDEX hotel_assets_hotel ON hotel_assets (hotel_id)`,
  `CREATE TABLE hotel_payment_times (
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    payment_time text NOT NULL CHECK (payment_time IN ('CHECKIN','CHECKOUT','MOBILE_REQUEST')),
    is_enabled boolean NOT NULL,
    PRIMARY KEY (hotel_id, payment_time)
  )`,
  `CREATE TABLE hotel_payment_methods (
    hotel_id text NOT NULL,
    payment_time text NOT NULL,
    method text NOT NULL CHECK (method IN ('DIRECT','CREDIT_CARD')),
    is_enabled boolean NOT NULL,
    PRIMARY KEY (hotel_id, payment_time, method),
    FOREIGN KEY (hotel_id, payment_time) REFERENCES hotel_payment_times(hotel_id, payment_time) ON DELETE CASCADE
  )`,

  // ---- members, sessions, throttling, idempotency, mail ----
  `CREATE TABLE users (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email text NOT NULL,
    email_normalized text NOT NULL UNIQUE,
    password_hash text,
    must_reset_password boolean NOT NULL DEFAULT false,
    language text NOT NULL DEFAULT 'ja' CHECK (language IN ('ja','en','zh','ko')),
    name text,
    surname text,
    name_kana text,
    name_latin text,
    picture text,
    nationality text CHECK (nationality IN ('JPN','NJP')),
    birth_date date,
    gender text CHECK (gender IN ('M','F')),
    telephone text,
    postal_code text,
    address text,
    occupation text,
    other_occupation text,
    company text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE user_identities (
    provider text NOT NULL,
    subject text NOT NULL,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (provider, subject)
  )`,
  `CREATE TABLE sessions (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`,
  `CREATE INDEX sessions_user ON sessions (user_id)`,
  `CREATE TABLE password_reset_tokens (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE TABLE throttle_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    bucket text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX throttle_events_bucket ON throttle_events (bucket, created_at)`,
  `CREATE TABLE idempotency_records (
    scope text NOT NULL,
    operation text NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    status text NOT NULL CHECK (status IN ('in_progress','completed')),
    response_status integer,
    response_body jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, operation, key)
  )`,
  `CREATE TABLE mails (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL,
    to_address text NOT NULL,
    from_address text NOT NULL,
    subject text NOT NULL,
    text_body text NOT NULL,
    html_body text,
    language text NOT NULL CHECK (language IN ('ja','en','zh','ko')),
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  )`,

  // ---- reservations and check-ins ----
  `CREATE TABLE reservations (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    reservation_code text NOT NULL,
    checkin_date date NOT NULL,
    nights smallint NOT NULL CHECK (nights > 0),
    plan_ja text,
    plan_en text,
    plan_zh text,
    plan_ko text,
    pax_total smallint NOT NULL CHECK (pax_total BETWEEN 1 AND 99),
    user_name text,
    user_name_en text,
    guest_name text,
    guest_name_en text,
    guest_name_kana text,
    telephone text NOT NULL,
    guest_address text,
    front_supported boolean NOT NULL DEFAULT false,
    status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked','checked_in','checked_out','cancelled')),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hotel_id, reservation_code)
  )`,
  `CREATE INDEX reservations_hotel_telephone ON reservations (hotel_id, telephone)`,
  `CREATE TABLE reservation_rooms (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
    type_name text NOT NULL,
    room_type text NOT NULL,
    room_number text,
    room_count smallint NOT NULL DEFAULT 1 CHECK (room_count > 0)
  )`,
  `CREATE TABLE custom_checkin_fields (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    sort_order smallint NOT NULL DEFAULT 0,
    input_type text NOT NULL CHECK (input_type IN ('selectBox','textArea','none')),
    title_ja text NOT NULL,
    title_en text,
    title_zh text,
    title_ko text,
    content_ja text,
    content_en text,
    content_zh text,
    content_ko text,
    options jsonb,
    is_required boolean NOT NULL DEFAULT false
  )`,
  `CREATE TABLE checkins (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    checkin_code text NOT NULL UNIQUE,
    status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','submitted','checked_out')),
    approved_status smallint NOT NULL DEFAULT 0 CHECK (approved_status IN (0, 1, 2)),
    jpn_gtd_status smallint NOT NULL DEFAULT 0,
    checkin_time timestamptz,
    user_checkin_time timestamptz,
    total_members smallint CHECK (total_members BETWEEN 1 AND 20),
    telephone text,
    previous_place text,
    next_place text,
    checkin_note text,
    custom_answers jsonb,
    payment_type text,
    receipt_name text,
    qr_json jsonb,
    pass_id text,
    front_supported boolean NOT NULL DEFAULT false,
    checked_out_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX checkins_user ON checkins (user_id)`,
  `CREATE INDEX checkins_hotel_telephone ON checkins (hotel_id, telephone)`,
  `CREATE TABLE checkin_reservations (
    checkin_id integer NOT NULL REFERENCES checkins(id) ON DELETE CASCADE,
    reservation_id integer NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
    PRIMARY KEY (checkin_id, reservation_id)
  )`,
  `CREATE TABLE checkin_companions (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    checkin_id integer NOT NULL REFERENCES checkins(id) ON DELETE CASCADE,
    position smallint NOT NULL,
    surname text NOT NULL,
    name text NOT NULL
  )`,
  `CREATE TABLE checkin_tickets (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    checkin_id integer NOT NULL REFERENCES checkins(id) ON DELETE CASCADE,
    ticket_name text NOT NULL,
    exchange_code text NOT NULL
  )`,

  // ---- cards, payments, folio, receipts, reviews ----
  `CREATE TABLE cards (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    card_token text NOT NULL,
    card_brand text NOT NULL,
    masked_number text NOT NULL,
    card_expire text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE payment_orders (
    id text PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    kind text NOT NULL CHECK (kind IN ('checkin','checkout','request')),
    amount integer NOT NULL CHECK (amount >= 0),
    card_id integer REFERENCES cards(id) ON DELETE SET NULL,
    card_brand text,
    masked_number text,
    process_result text NOT NULL,
    transaction_number text,
    reservation_ids jsonb NOT NULL DEFAULT '[]',
    checkin_ids jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX payment_orders_user ON payment_orders (user_id)`,
  `CREATE TABLE gateway_charges (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    order_id text NOT NULL,
    card_token text NOT NULL,
    amount integer NOT NULL,
    result text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE sales (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    reservation_id integer REFERENCES reservations(id) ON DELETE CASCADE,
    checkin_id integer REFERENCES checkins(id) ON DELETE CASCADE,
    sales_date date NOT NULL,
    sales_subject_id integer,
    sales_subject_name text NOT NULL,
    quantity integer NOT NULL DEFAULT 1,
    unit_price integer NOT NULL,
    sales_price integer NOT NULL,
    tax_rate smallint NOT NULL CHECK (tax_rate IN (0, 8, 10)),
    is_discount boolean NOT NULL DEFAULT false,
    payment_method text,
    order_id text REFERENCES payment_orders(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX sales_reservation ON sales (reservation_id)`,
  `CREATE INDEX sales_checkin ON sales (checkin_id)`,
  `CREATE TABLE receipts (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    order_id text NOT NULL UNIQUE REFERENCES payment_orders(id) ON DELETE CASCADE,
    receipt_number text NOT NULL UNIQUE,
    guest_name text,
    provision text,
    pdf bytea,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE reviews (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    reservation_id integer REFERENCES reservations(id) ON DELETE SET NULL,
    checkin_id integer REFERENCES checkins(id) ON DELETE SET NULL,
    guest_id integer,
    point smallint NOT NULL CHECK (point BETWEEN 1 AND 10),
    improvement text,
    comment text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,

  // ---- mobile request ordering ----
  `CREATE TABLE product_categories (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    name_ja text NOT NULL,
    name_en text,
    name_zh text,
    name_ko text,
    sort_order smallint NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE product_tags (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    name_ja text NOT NULL,
    name_en text,
    name_zh text,
    name_ko text
  )`,
  `CREATE TABLE products (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    category_id integer REFERENCES product_categories(id) ON DELETE SET NULL,
    name_ja text NOT NULL,
    name_en text,
    name_zh text,
    name_ko text,
    description_ja text,
    description_en text,
    description_zh text,
    description_ko text,
    price integer NOT NULL CHECK (price >= 0),
    tax_rate smallint NOT NULL DEFAULT 10 CHECK (tax_rate IN (0, 8, 10)),
    stock integer NOT NULL CHECK (stock >= 0),
    image_path text,
    sale_start_time text CHECK (sale_start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    sale_end_time text CHECK (sale_end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    sales_subject_id integer,
    sort_order smallint NOT NULL DEFAULT 0,
    is_active boolean NOT NULL DEFAULT true
  )`,
  `CREATE INDEX products_hotel ON products (hotel_id)`,
  `CREATE TABLE product_tag_links (
    product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    tag_id integer NOT NULL REFERENCES product_tags(id) ON DELETE CASCADE,
    PRIMARY KEY (product_id, tag_id)
  )`,
  `CREATE TABLE request_orders (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    checkin_id integer NOT NULL REFERENCES checkins(id) ON DELETE CASCADE,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    room_number text NOT NULL,
    payment_method smallint NOT NULL CHECK (payment_method IN (0, 1, 2)),
    payment_order_id text REFERENCES payment_orders(id) ON DELETE SET NULL,
    total_amount integer NOT NULL CHECK (total_amount >= 0),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE request_order_items (
    order_id integer NOT NULL REFERENCES request_orders(id) ON DELETE CASCADE,
    product_id integer NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
    quantity integer NOT NULL CHECK (quantity > 0),
    unit_price integer NOT NULL,
    PRIMARY KEY (order_id, product_id)
  )`,

  // ---- coupons ----
  `CREATE TABLE coupons (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    title text NOT NULL,
    title_latin text,
    venue_name text,
    venue_name_latin text,
    description text,
    image text,
    url text,
    valid_from timestamptz,
    valid_to timestamptz,
    sort_order smallint NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE coupon_uses (
    coupon_id integer NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
    guest_key text NOT NULL,
    used_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (coupon_id, guest_key)
  )`,

  // ---- travel guide ----
  `CREATE TABLE around_spots (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    place_id text NOT NULL,
    category smallint NOT NULL CHECK (category BETWEEN 0 AND 3),
    type_name text,
    facility_name text NOT NULL,
    facility_name_en text,
    facility_name_zh text,
    facility_name_ko text,
    photo_reference text,
    lat double precision NOT NULL,
    lng double precision NOT NULL,
    telephone text,
    website text,
    address text,
    comment_ja text,
    comment_en text,
    comment_zh text,
    comment_ko text,
    sort_order smallint NOT NULL DEFAULT 0,
    UNIQUE (hotel_id, place_id)
  )`,
  `CREATE TABLE around_spot_business_hours (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    spot_id integer NOT NULL REFERENCES around_spots(id) ON DELETE CASCADE,
    day smallint NOT NULL CHECK (day BETWEEN 0 AND 6),
    start_time text NOT NULL,
    end_time text NOT NULL
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [...statements]
    .reverse()
    .map((s) => /^CREATE TABLE (\w+)/.exec(s)?.[1])
    .filter((t): t is string => t !== undefined);
  for (const table of tables) {
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  }
}
