import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { SalesTable } from '../schema.ts';

/** Lines added to a stay's folio (makeSales): the check-in, the products, the orders they belong to. */

/** A check-in in stay (submitted, not checked out): the only kind whose folio takes new lines. */
export function findStayCheckin(db: Db, checkinId: number) {
  return (
    db
      .selectFrom('checkins as c')
      .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
      .select(['c.id', 'c.hotel_id', 'c.telephone', 'h.time_zone', 'h.checkin_begin_time', 'h.checkin_end_time'])
      .where('c.id', '=', checkinId)
      .where('c.status', '=', 'submitted')
      // Held until the lines are written: a check-out (which locks the check-in) waits and then sees them.
      .forShare('c')
      .executeTakeFirst()
  );
}

/** The hotel's products booked under this sales subject. */
export function listSubjectProducts(db: Db, hotelId: string, salesSubjectId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name_ja', 'price', 'tax_rate'])
    .where('hotel_id', '=', hotelId)
    .where('sales_subject_id', '=', salesSubjectId)
    .orderBy('id')
    .execute();
}

/** The hotel's request order of this check-in. */
export function findRequestOrder(db: Db, id: number, hotelId: string, checkinId: number) {
  return db
    .selectFrom('request_orders')
    .select(['id', 'payment_order_id'])
    .where('id', '=', id)
    .where('hotel_id', '=', hotelId)
    .where('checkin_id', '=', checkinId)
    .executeTakeFirst();
}

/** A payment order, locked until the transaction ends: lines are added to it one request at a time. */
export function lockPaymentOrder(db: Db, orderId: string) {
  return db
    .selectFrom('payment_orders')
    .select(['id', 'hotel_id', 'kind', 'amount', 'process_result', 'checkin_ids'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** What the lines an order paid come to (discounts negative). */
export async function sumOrderLines(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('sales')
    .select(
      sql<number>`coalesce(sum(case when is_discount then -abs(sales_price) else sales_price end), 0)::integer`.as(
        'total',
      ),
    )
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function insertLines(db: Db, lines: Insertable<SalesTable>[]): Promise<number[]> {
  const rows = await db.insertInto('sales').values(lines).returning('id').execute();
  return rows.map((r) => r.id);
}
