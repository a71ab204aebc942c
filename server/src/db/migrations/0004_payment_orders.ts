import { sql, type Kysely } from 'kysely';

/**
 * Card payments (creditCardPay): an order is `pending` from the claim of its folio lines until the
 * gateway's answer is recorded, then `success` or `failure`; `mailed_at` remembers the payment mail
 * (sent once per order); the lines an order paid are found by their order id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payment_orders ADD COLUMN mailed_at timestamptz`.execute(db);
  await sql`ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_process_result
    CHECK (process_result IN ('pending', 'success', 'failure'))`.execute(db);
  await sql`CREATE INDEX sales_order ON sales (order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS sales_order`.execute(db);
  await sql`ALTER TABLE payment_orders DROP CONSTRAINT IF EXISTS payment_orders_process_result`.execute(db);
  await sql`ALTER TABLE payment_orders DROP COLUMN IF EXISTS mailed_at`.execute(db);
}
