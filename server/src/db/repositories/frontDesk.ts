import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * What the front desk reads and writes, always within one hotel: its check-ins waiting for
 * approval, its request orders of a day, its card payments left pending.
 */

/**
 * Whether the guest has used the check-in's approval, so that it can no longer be taken back: checked
 * out, or anything the approval opened (a request order to the room, a card payment of the stay or of
 * an order under way or made, the check-out review). A check-in's own payment comes before approval.
 */
const approvalInUse = sql<boolean>`(c.status = 'checked_out'
  or exists (select 1 from request_orders o where o.checkin_id = c.id)
  or exists (select 1 from reviews v where v.checkin_id = c.id)
  or exists (select 1 from payment_orders p
    where p.hotel_id = c.hotel_id and p.kind <> 'checkin' and p.process_result <> 'failure'
      and (p.checkin_ids @> jsonb_build_array(c.id)
        or exists (select 1 from checkin_reservations cr
          where cr.checkin_id = c.id and p.reservation_ids @> jsonb_build_array(cr.reservation_id)))))`;

const checkinColumns = [
  'c.id',
  'c.checkin_code',
  'c.telephone',
  'c.total_members',
  'c.approved_status',
  'c.approved_at',
  'c.user_checkin_time',
  'c.submitted_at',
  'c.created_at',
  'u.surname',
  'u.name',
  // Its guests who gave a passport (the guest register, migration 0010).
  sql<number>`(select count(*)::integer from guest_register g where g.checkin_id = c.id and g.passport_ciphertext is not null)`.as(
    'passports',
  ),
  approvalInUse.as('approval_in_use'),
] as const;

/**
 * The hotel's submitted check-ins not approved yet (approvedStatus 0 or 1), and those approved since
 * `approvedSince`, in the order they were sent.
 */
export function listForApproval(db: Db, hotelId: string, approvedSince: Date) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(checkinColumns)
    .where('c.hotel_id', '=', hotelId)
    .where('c.status', '=', 'submitted')
    .where((eb) => eb.or([eb('c.approved_status', '!=', 2), eb('c.approved_at', '>=', approvedSince)]))
    .orderBy(sql`coalesce(c.submitted_at, c.created_at)`)
    .orderBy('c.id')
    .execute();
}

/** One check-in of the hotel the guest has sent (checked out or not), or undefined. */
export function findSentCheckin(db: Db, hotelId: string, checkinId: number) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([...checkinColumns, 'c.status'])
    .where('c.hotel_id', '=', hotelId)
    .where('c.status', 'in', ['submitted', 'checked_out'])
    .where('c.id', '=', checkinId)
    .executeTakeFirst();
}

/** Locks a check-in of the hotel the guest has sent until the transaction ends (call inside one). */
export async function lockSentCheckin(db: Db, hotelId: string, checkinId: number): Promise<boolean> {
  const row = await db
    .selectFrom('checkins')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('status', 'in', ['submitted', 'checked_out'])
    .where('id', '=', checkinId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes back the hotel's approval of a check-in: it waits for approval again. */
export async function withdrawApproval(db: Db, checkinId: number): Promise<void> {
  await db.updateTable('checkins').set({ approved_status: 0, approved_at: null }).where('id', '=', checkinId).execute();
}

/** The reservations of these check-ins as booked, with their room counts, for the list's columns. */
export function listCheckinStays(db: Db, checkinIds: number[]) {
  if (checkinIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkin_reservations as cr')
    .innerJoin('reservations as r', 'r.id', 'cr.reservation_id')
    .select([
      'cr.checkin_id',
      'r.reservation_code',
      'r.checkin_date',
      'r.nights',
      'r.guest_name',
      'r.guest_name_en',
      'r.telephone',
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
    .select(['id', 'kind', 'amount', 'process_result', 'created_at'])
    .where('id', '=', orderId)
    .where('hotel_id', '=', hotelId)
    .executeTakeFirst();
}
