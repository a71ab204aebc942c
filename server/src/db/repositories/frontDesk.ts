import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * What the front desk reads and writes, always within one hotel: its check-ins waiting for
 * approval, its request orders of a day, its card payments left pending.
 */

const checkinColumns = [
  'c.id',
  'c.checkin_code',
  'c.telephone',
  'c.total_members',
  'c.approved_status',
  'c.checkin_time',
  'c.created_at',
  'u.surname',
  'u.name',
  // Its guests who gave a passport (the guest register, migration 0010).
  sql<number>`(select count(*)::integer from guest_register g where g.checkin_id = c.id and g.passport_ciphertext is not null)`.as(
    'passports',
  ),
] as const;

/** The hotel's submitted check-ins not approved yet (approvedStatus 0 or 1), oldest first. */
export function listAwaitingApproval(db: Db, hotelId: string) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(checkinColumns)
    .where('c.hotel_id', '=', hotelId)
    .where('c.status', '=', 'submitted')
    .where('c.approved_status', '!=', 2)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

/** One submitted check-in of the hotel (approved or not), or undefined. */
export function findSubmittedCheckin(db: Db, hotelId: string, checkinId: number) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(checkinColumns)
    .where('c.hotel_id', '=', hotelId)
    .where('c.status', '=', 'submitted')
    .where('c.id', '=', checkinId)
    .executeTakeFirst();
}

/** The reservations of these check-ins with their room counts, for the list's stay columns. */
export function listCheckinStays(db: Db, checkinIds: number[]) {
  if (checkinIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkin_reservations as cr')
    .innerJoin('reservations as r', 'r.id', 'cr.reservation_id')
    .select([
      'cr.checkin_id',
      'r.checkin_date',
      'r.nights',
      'r.guest_name',
      sql<number>`(select coalesce(sum(rr.room_count), 0)::integer from reservation_rooms rr where rr.reservation_id = r.id)`.as(
        'room_count',
      ),
    ])
    .where('cr.checkin_id', 'in', checkinIds)
    .orderBy('r.checkin_date')
    .orderBy('r.id')
    .execute();
}

/**
 * The hotel's request orders placed in [from, to), newest first: card orders only once their
 * payment succeeded, orders to the room bill or the front desk always.
 */
export function listRequestOrders(db: Db, hotelId: string, from: Date, to: Date) {
  return requestOrders(db, hotelId)
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<', to)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

/** One request order of the hotel (as the list shows it), or undefined. */
export function findRequestOrder(db: Db, hotelId: string, orderId: number) {
  return requestOrders(db, hotelId).where('o.id', '=', orderId).executeTakeFirst();
}

function requestOrders(db: Db, hotelId: string) {
  return db
    .selectFrom('request_orders as o')
    .leftJoin('payment_orders as p', 'p.id', 'o.payment_order_id')
    .select(['o.id', 'o.room_number', 'o.payment_method', 'o.total_amount', 'o.created_at', 'o.delivered_at'])
    .where('o.hotel_id', '=', hotelId)
    .where((eb) => eb.or([eb('o.payment_method', '!=', 1), eb('p.process_result', '=', 'success')]));
}

/** The products of these request orders with their Japanese names. */
export function listRequestOrderItems(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('request_order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.order_id', 'p.name_ja', 'i.quantity', 'i.unit_price'])
    .where('i.order_id', 'in', orderIds)
    .orderBy('i.order_id')
    .orderBy('i.product_id')
    .execute();
}

/** Marks the hotel's order delivered now unless it was already; false when no such order. */
export async function markDelivered(db: Db, hotelId: string, orderId: number): Promise<void> {
  await db
    .updateTable('request_orders')
    .set({ delivered_at: new Date() })
    .where('id', '=', orderId)
    .where('hotel_id', '=', hotelId)
    .where('delivered_at', 'is', null)
    .execute();
}

const pendingColumns = ['id', 'kind', 'amount', 'card_brand', 'masked_number', 'created_at'] as const;

/** The hotel's card payments still pending that were created before `createdBefore`, oldest first. */
export function listPendingPayments(db: Db, hotelId: string, createdBefore: Date) {
  return db
    .selectFrom('payment_orders')
    .select(pendingColumns)
    .where('hotel_id', '=', hotelId)
    .where('process_result', '=', 'pending')
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A payment order of the hotel, locked until the transaction ends (call inside one). */
export function lockHotelPayment(db: Db, hotelId: string, orderId: string) {
  return db
    .selectFrom('payment_orders')
    .select(['id', 'kind', 'process_result'])
    .where('id', '=', orderId)
    .where('hotel_id', '=', hotelId)
    .forUpdate()
    .executeTakeFirst();
}

/** A payment order of the hotel, unlocked. */
export function findHotelPayment(db: Db, hotelId: string, orderId: string) {
  return db
    .selectFrom('payment_orders')
    .select(['id', 'kind', 'process_result', 'created_at'])
    .where('id', '=', orderId)
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
}
