import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { UPDATED_AT_TEXT } from './integrationReservations.ts';

/**
 * Stays as the integration API reads and writes them (issue 33): reservations whose guest was checked
 * in, at the desk (status `checked_in`, then `checked_out`) or by an approved online check-in, with
 * when; their room numbers; and the folio lines the PMS posts during the stay (`sales.external_id`).
 */

/** An online check-in of the reservation the hotel approved (sent, not a draft, approved_status 2). */
const APPROVED_ONLINE = sql`SELECT 1 FROM checkin_reservations cr JOIN checkins c ON c.id = cr.checkin_id
  WHERE cr.reservation_id = r.id AND c.approved_status = 2 AND c.status IN ('submitted', 'checked_out')`;

/** A reservation is a stay once checked in at the desk, or once its online check-in is approved. */
const IS_STAY = sql<boolean>`(r.status IN ('checked_in', 'checked_out') OR (r.status = 'booked' AND EXISTS (${APPROVED_ONLINE})))`;

const selectStays = (db: Db) =>
  db
    .selectFrom('reservations as r')
    .select([
      'r.id',
      'r.external_id',
      'r.reservation_code',
      'r.status',
      'r.checkin_date',
      'r.nights',
      'r.guest_name',
      'r.guest_name_en',
      'r.checked_in_at',
      'r.checked_out_at',
      UPDATED_AT_TEXT.as('updated_at_text'),
      sql<Date | null>`(SELECT min(c.approved_at) FROM checkin_reservations cr JOIN checkins c ON c.id = cr.checkin_id
        WHERE cr.reservation_id = r.id AND c.approved_status = 2)`.as('approved_at'),
    ])
    .where(IS_STAY);

export type StayRow = Awaited<ReturnType<typeof findStay>> & object;

export function findStay(db: Db, hotelId: string, externalId: string) {
  return selectStays(db).where('r.hotel_id', '=', hotelId).where('r.external_id', '=', externalId).executeTakeFirst();
}

/** A page of the hotel's stays by their last change, as integrationReservations.listChanged pages reservations. */
export function listChangedStays(
  db: Db,
  hotelId: string,
  { since, after, limit }: { since: string | null; after: { at: string; id: number } | null; limit: number },
) {
  let query = selectStays(db).where('r.hotel_id', '=', hotelId);
  if (since !== null) query = query.where('r.updated_at', '>=', sql<Date>`${since}::timestamptz`);
  if (after !== null) {
    query = query.where(sql<boolean>`(r.updated_at, r.id) > (${after.at}::timestamptz, ${after.id}::integer)`);
  }
  return query.orderBy('r.updated_at').orderBy('r.id').limit(limit).execute();
}

/** The hotel's reservation the PMS knows by this id, locked until the transaction ends. */
export function lockReservationByExternalId(db: Db, hotelId: string, externalId: string) {
  return db
    .selectFrom('reservations')
    .select(['id', 'status'])
    .where('hotel_id', '=', hotelId)
    .where('external_id', '=', externalId)
    .forUpdate()
    .executeTakeFirst();
}

/** Checks the guest in at `at` (a booked reservation only). */
export async function checkIn(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('reservations')
    .set({ status: 'checked_in', checked_in_at: at })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .execute();
}

/** Moves the reservation's `updated_at` (its trigger sets the time): a change of its rooms or folio. */
export async function touchReservation(db: Db, id: number): Promise<void> {
  await sql`UPDATE reservations SET updated_at = clock_timestamp() WHERE id = ${id}`.execute(db);
}

/** The reservation's room lines with their ids, in order (as integrationReservations.listRooms lists them). */
export function listRoomLines(db: Db, reservationId: number) {
  return db
    .selectFrom('reservation_rooms')
    .select(['id', 'room_number'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();
}

export async function setRoomNumber(db: Db, roomId: number, roomNumber: string | null): Promise<void> {
  await db.updateTable('reservation_rooms').set({ room_number: roomNumber }).where('id', '=', roomId).execute();
}

export interface PostedLineValues {
  sales_date: string;
  sales_subject_name: string;
  quantity: number;
  unit_price: number;
  tax_rate: 0 | 8 | 10;
}

/** The line the PMS posted to the reservation under its id, locked until the transaction ends. */
export function lockPostedLine(db: Db, reservationId: number, externalId: string) {
  return db
    .selectFrom('sales')
    .select(['id', 'sales_date', 'sales_subject_name', 'quantity', 'unit_price', 'tax_rate', 'order_id'])
    .where('reservation_id', '=', reservationId)
    .where('external_id', '=', externalId)
    .forUpdate()
    .executeTakeFirst();
}

/** What the reservation's lines add up to, each counted whole (a discount too), but the one with this id. */
export async function folioVolume(db: Db, reservationId: number, exceptId: number | null): Promise<number> {
  let query = db
    .selectFrom('sales')
    .select(sql<string>`coalesce(sum(abs(sales_price::bigint)), 0)`.as('volume'))
    .where('reservation_id', '=', reservationId);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return Number((await query.executeTakeFirstOrThrow()).volume);
}

const lineColumns = (line: PostedLineValues) => ({
  ...line,
  sales_price: line.quantity * line.unit_price,
  is_discount: line.unit_price < 0,
});

export async function insertPostedLine(
  db: Db,
  hotelId: string,
  reservationId: number,
  externalId: string,
  line: PostedLineValues,
): Promise<void> {
  await db
    .insertInto('sales')
    .values({ hotel_id: hotelId, reservation_id: reservationId, external_id: externalId, ...lineColumns(line) })
    .execute();
}

export async function updatePostedLine(db: Db, id: number, line: PostedLineValues): Promise<void> {
  await db.updateTable('sales').set(lineColumns(line)).where('id', '=', id).execute();
}
