import { sql, type Kysely } from 'kysely';

/**
 * The guest register of Japan's Hotel Business Act (issue 24). A foreign guest without an address in
 * Japan uploads their passport first (`passport_captures`, kept 24 hours unless a check-in takes it);
 * smartCheckin writes one `guest_register` row per guest and moves a capture's encrypted number and
 * image into it. Numbers and images are AES-256-GCM ciphertexts (services/registerCrypto.ts) with the
 * id of the key that sealed them. Rows are deleted after `retain_until` (3 years after check-out) by
 * the upkeep job. `register_access_log` records each passport a staff member opened and each export;
 * it names the staff member and the entry without foreign keys, so that it outlives both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE passport_captures (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    nationality char(3) NOT NULL,
    number_ciphertext bytea NOT NULL,
    number_masked text NOT NULL,
    image_ciphertext bytea NOT NULL,
    image_type text NOT NULL CHECK (image_type IN ('image/jpeg', 'image/png', 'image/heic')),
    key_id text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX passport_captures_created ON passport_captures (created_at)`.execute(db);
  await sql`CREATE TABLE guest_register (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    checkin_id integer NOT NULL REFERENCES checkins(id) ON DELETE CASCADE,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    guest smallint NOT NULL CHECK (guest >= 0),
    name text NOT NULL,
    address text,
    telephone text,
    nationality char(3),
    resides_in_japan boolean,
    passport_ciphertext bytea,
    passport_masked text,
    image_ciphertext bytea,
    image_type text CHECK (image_type IN ('image/jpeg', 'image/png', 'image/heic')),
    key_id text,
    created_at timestamptz NOT NULL DEFAULT now(),
    retain_until timestamptz NOT NULL,
    UNIQUE (checkin_id, guest),
    CHECK ((passport_ciphertext IS NULL) = (key_id IS NULL))
  )`.execute(db);
  await sql`CREATE INDEX guest_register_hotel ON guest_register (hotel_id)`.execute(db);
  await sql`CREATE INDEX guest_register_retain ON guest_register (retain_until)`.execute(db);
  await sql`CREATE TABLE register_access_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    staff_id integer NOT NULL,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    entry_id integer,
    action text NOT NULL CHECK (action IN ('view_passport', 'export')),
    from_date date,
    to_date date,
    at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX register_access_log_at ON register_access_log (at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS register_access_log`.execute(db);
  await sql`DROP TABLE IF EXISTS guest_register`.execute(db);
  await sql`DROP TABLE IF EXISTS passport_captures`.execute(db);
}
