import type { Db } from '../database.ts';
import type { PaymentOrderKind } from '../schema.ts';

/**
 * Card payment orders and the folio lines they pay (sales.order_id). An order is `pending` while
 * it holds its lines and the gateway is asked, then `success` (the lines stay paid) or `failure`
 * (the lines are released).
 */

export interface NewOrder {
  id: string;
  hotelId: string;
  userId: number;
  kind: PaymentOrderKind;
  amount: number;
  card: { id: number; card_brand: string; masked_number: string };
  reservationIds: number[];
  checkinIds: number[];
}

export async function createPendingOrder(db: Db, order: NewOrder): Promise<void> {
  await db
    .insertInto('payment_orders')
    .values({
      id: order.id,
      hotel_id: order.hotelId,
      user_id: order.userId,
      kind: order.kind,
      amount: order.amount,
      card_id: order.card.id,
      card_brand: order.card.card_brand,
      masked_number: order.card.masked_number,
      process_result: 'pending',
      reservation_ids: JSON.stringify(order.reservationIds),
      checkin_ids: JSON.stringify(order.checkinIds),
    })
    .execute();
}

/**
 * Gives the lines to the order, each only if no order holds it yet; answers how many it got. Two
 * payments of one line cannot both get it: the second's update waits for the first's commit, then
 * finds the line taken.
 */
export async function claimLines(db: Db, orderId: string, lineIds: number[]): Promise<number> {
  const result = await db
    .updateTable('sales')
    .set({ order_id: orderId })
    .where('id', 'in', lineIds)
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether one of these orders is still waiting for the gateway's answer. */
export async function anyPending(db: Db, orderIds: string[]): Promise<boolean> {
  if (orderIds.length === 0) return false;
  const row = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('id', 'in', orderIds)
    .where('process_result', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** The gateway charged the card: the pending order is paid and keeps its lines. */
/** The order paid; answers it when this call changed it (it was pending). */
export function recordSuccess(db: Db, orderId: string, transactionNumber: string) {
  return db
    .updateTable('payment_orders')
    .set({ process_result: 'success', transaction_number: transactionNumber })
    .where('id', '=', orderId)
    .where('process_result', '=', 'pending')
    .returning(['id', 'hotel_id', 'kind', 'amount'])
    .executeTakeFirst();
}

/** The gateway refused the charge: the pending order failed and its lines are unpaid again. */
export async function recordFailure(db: Db, orderId: string): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ process_result: 'failure' })
    .where('id', '=', orderId)
    .where('process_result', '=', 'pending')
    .execute();
  await db.updateTable('sales').set({ order_id: null }).where('order_id', '=', orderId).execute();
}

export function findOrder(db: Db, orderId: string) {
  return db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** The folio lines the order paid, by date. */
export function listOrderLines(db: Db, orderId: string) {
  return db
    .selectFrom('sales')
    .select(['id', 'reservation_id', 'checkin_id', 'sales_date', 'sales_subject_name', 'sales_price', 'is_discount'])
    .where('order_id', '=', orderId)
    .orderBy('sales_date')
    .orderBy('id')
    .execute();
}

/**
 * Marks the member's successful order as mailed; false when it was mailed already (or is not
 * theirs). The one request that marks it sends the mail.
 */
export async function markMailed(db: Db, orderId: string, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('payment_orders')
    .set({ mailed_at: new Date() })
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .where('process_result', '=', 'success')
    .where('mailed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Undoes markMailed after the mail could not be sent, so that a retry sends it. */
export async function unmarkMailed(db: Db, orderId: string): Promise<void> {
  await db.updateTable('payment_orders').set({ mailed_at: null }).where('id', '=', orderId).execute();
}

/** Reservation numbers of the reservations an order paid for (database ids). */
export function listReservationCodes(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservations')
    .select(['id', 'reservation_code'])
    .where('id', 'in', reservationIds)
    .orderBy('checkin_date')
    .orderBy('reservation_code')
    .execute();
}
