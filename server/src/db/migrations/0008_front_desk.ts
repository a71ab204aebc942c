import { sql, type Kysely } from 'kysely';

/**
 * The front desk (issue 23): hotel staff accounts and their sessions (like members' `sessions`, in a
 * table of their own so that neither token is ever taken for the other), when a request order was
 * delivered, and the sandbox gateway's record of what it did for an order: one charge per order id
 * (a second charge of the same order answers the first), with its transaction number, so that a
 * payment left pending can be settled or released by the gateway's record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE staff (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hotel_id text NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
    email text NOT NULL,
    email_normalized text NOT NULL UNIQUE,
    name text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX staff_hotel ON staff (hotel_id)`.execute(db);
  await sql`CREATE TABLE staff_sessions (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id)`.execute(db);
  await sql`ALTER TABLE request_orders ADD COLUMN delivered_at timestamptz`.execute(db);
  await sql`CREATE INDEX request_orders_hotel_created ON request_orders (hotel_id, created_at)`.execute(db);
  await sql`CREATE INDEX payment_orders_pending ON payment_orders (hotel_id, created_at)
    WHERE process_result = 'pending'`.execute(db);
  await sql`ALTER TABLE gateway_charges ADD COLUMN transaction_number text`.execute(db);
  // Charges recorded before this migration may repeat an order id only if a caller charged an
  // order twice, which charging.ts never does; keep the first of each to be safe.
  await sql`DELETE FROM gateway_charges g USING gateway_charges first
    WHERE g.order_id = first.order_id AND g.id > first.id`.execute(db);
  await sql`CREATE UNIQUE INDEX gateway_charges_order ON gateway_charges (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS gateway_charges_order`.execute(db);
  await sql`ALTER TABLE gateway_charges DROP COLUMN IF EXISTS transaction_number`.execute(db);
  await sql`DROP INDEX IF EXISTS payment_orders_pending`.execute(db);
  await sql`DROP INDEX IF EXISTS request_orders_hotel_created`.execute(db);
  await sql`ALTER TABLE request_orders DROP COLUMN IF EXISTS delivered_at`.execute(db);
  await sql`DROP TABLE IF EXISTS staff_sessions`.execute(db);
  await sql`DROP TABLE IF EXISTS staff`.execute(db);
}
