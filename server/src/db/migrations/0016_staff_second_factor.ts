import { sql, type Kysely } from 'kysely';

/**
 * The staff's second factor (issue 32): a TOTP secret (RFC 6238), pending until confirmed with a
 * code, the last time step a code was taken at (a code is not taken twice), and 10 single-use
 * recovery codes, stored hashed (services/passwords.ts). Both go with the account (ON DELETE CASCADE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE staff
    ADD COLUMN totp_secret text,
    ADD COLUMN totp_pending_secret text,
    ADD COLUMN totp_last_step bigint,
    ADD COLUMN second_factor_at timestamptz`.execute(db);
  await sql`CREATE TABLE staff_recovery_codes (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS staff_recovery_codes`.execute(db);
  await sql`ALTER TABLE staff
    DROP COLUMN IF EXISTS totp_secret,
    DROP COLUMN IF EXISTS totp_pending_secret,
    DROP COLUMN IF EXISTS totp_last_step,
    DROP COLUMN IF EXISTS second_factor_at`.execute(db);
}
