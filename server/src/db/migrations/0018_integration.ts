import { sql, type Kysely } from 'kysely';

/**
 * The integration API (issue 33). `integration_keys`: a hotel's API keys for its property-management
 * system, stored as the SHA-256 of the whole key (a database leak leaks no usable key) beside a
 * readable prefix, with their scopes (space-separated, as OAuth writes them) and rate limit. `reservations` gains the PMS's own id and the
 * revision it last pushed (unique per hotel; null for reservations the PMS did not push) and
 * `updated_at`, which a trigger moves on every change, whoever makes it, for the list's `updatedSince`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE integration_keys (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
    name text NOT NULL,
    prefix text NOT NULL,
    key_hash text NOT NULL UNIQUE,
    scopes text NOT NULL,
    rate_limit integer NOT NULL DEFAULT 120 CHECK (rate_limit > 0),
    created_by integer REFERENCES staff (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX integration_keys_hotel ON integration_keys (hotel_id, id DESC)`.execute(db);

  await sql`ALTER TABLE reservations ADD COLUMN external_id text`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN external_revision bigint`.execute(db);
  await sql`ALTER TABLE reservations ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`ALTER TABLE reservations ADD CONSTRAINT reservations_hotel_external_id UNIQUE (hotel_id, external_id)`.execute(
    db,
  );
  await sql`CREATE INDEX reservations_hotel_updated ON reservations (hotel_id, updated_at, id)`.execute(db);
  await sql`CREATE FUNCTION reservations_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.updated_at := clock_timestamp();
      RETURN NEW;
    END
  $$`.execute(db);
  await sql`CREATE TRIGGER reservations_touch BEFORE UPDATE ON reservations
    FOR EACH ROW EXECUTE FUNCTION reservations_touch()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS reservations_touch ON reservations`.execute(db);
  await sql`DROP FUNCTION IF EXISTS reservations_touch()`.execute(db);
  await sql`DROP INDEX IF EXISTS reservations_hotel_updated`.execute(db);
  await sql`ALTER TABLE reservations DROP CONSTRAINT IF EXISTS reservations_hotel_external_id`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS updated_at`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS external_revision`.execute(db);
  await sql`ALTER TABLE reservations DROP COLUMN IF EXISTS external_id`.execute(db);
  await sql`DROP TABLE IF EXISTS integration_keys`.execute(db);
}
