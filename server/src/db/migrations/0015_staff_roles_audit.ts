import { sql, type Kysely } from 'kysely';

/**
 * Staff roles and the audit log (issue 32). Each staff account belongs to one hotel, so its role is
 * its role at that hotel: `manager` (the hotel's console and its staff, and the front desk) or
 * `frontDesk` (the front desk only). Accounts made before roles existed become frontDesk: nobody
 * gains a power they were not given. `audit_log` records each change made through the console or
 * the hotel command (who, when, what, before and after); like register_access_log it names the staff
 * member and the hotel without foreign keys, so that it outlives both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE staff ADD COLUMN role text NOT NULL DEFAULT 'frontDesk'
    CHECK (role IN ('manager', 'frontDesk'))`.execute(db);
  await sql`CREATE TABLE audit_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL,
    actor_staff_id integer,
    actor text NOT NULL,
    at timestamptz NOT NULL DEFAULT now(),
    operation text NOT NULL,
    target text NOT NULL,
    before jsonb,
    after jsonb
  )`.execute(db);
  await sql`CREATE INDEX audit_log_hotel ON audit_log (hotel_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS audit_log`.execute(db);
  await sql`ALTER TABLE staff DROP COLUMN IF EXISTS role`.execute(db);
}
