import { sql, type Kysely } from 'kysely';

/**
 * Mobile request orders (creditCardPayForMobileRequest, makeRequestOrder, makeSales, the order
 * mails):
 * - request_payment_items: what a card payment of an order paid for, and the stock it took, before
 *   the order exists (the order then takes these items);
 * - one request order per card payment;
 * - sales.request_order_id: the folio lines of an order, so they are recorded once;
 * - when each order mail went (once per order and recipient).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE request_payment_items (
    payment_order_id text NOT NULL REFERENCES payment_orders(id) ON DELETE CASCADE,
    product_id integer NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
    quantity integer NOT NULL CHECK (quantity > 0),
    unit_price integer NOT NULL,
    PRIMARY KEY (payment_order_id, product_id)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX request_orders_payment_order ON request_orders (payment_order_id)
    WHERE payment_order_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE request_orders ADD COLUMN user_mailed_at timestamptz`.execute(db);
  await sql`ALTER TABLE request_orders ADD COLUMN admin_mailed_at timestamptz`.execute(db);
  await sql`ALTER TABLE sales ADD COLUMN request_order_id integer REFERENCES request_orders(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX sales_request_order ON sales (request_order_id) WHERE request_order_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS sales_request_order`.execute(db);
  await sql`ALTER TABLE sales DROP COLUMN IF EXISTS request_order_id`.execute(db);
  await sql`ALTER TABLE request_orders DROP COLUMN IF EXISTS admin_mailed_at`.execute(db);
  await sql`ALTER TABLE request_orders DROP COLUMN IF EXISTS user_mailed_at`.execute(db);
  await sql`DROP INDEX IF EXISTS request_orders_payment_order`.execute(db);
  await sql`DROP TABLE IF EXISTS request_payment_items`.execute(db);
}
