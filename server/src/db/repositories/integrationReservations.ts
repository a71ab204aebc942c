import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { ReservationsTable } from '../schema.ts';

/**
 * Reservations as the integration API reads and writes them (issue 33): by the PMS's id, with their
 * rooms and their booking lines (the folio lines of the booking system: sales of the reservation that
 * no check-in or order added).
 */

/** `updated_at` to the microsecond, as ISO 8601 text: the list's cursor and `updatedSince` compare it exactly. */
export const UPDATED_AT_TEXT = sql<string>`to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const COLUMNS = [
  'r.id',
  'r.external_id',
  'r.external_revision',
  'r.reservation_code',
  'r.status',
  'r.checkin_date',
  'r.nights',
  'r.plan_ja',
  'r.plan_en',
  'r.plan_zh',
  'r.plan_ko',
  'r.pax_total',
  'r.user_name',
  'r.user_name_en',
  'r.guest_name',
  'r.guest_name_en',
  'r.guest_name_kana',
  'r.telephone',
  'r.guest_address',
  'r.front_supported',
  UPDATED_AT_TEXT.as('updated_at_text'),
] as const;

/** The reservations with their columns and whether a guest has sent an online check-in for it. */
const selectReservations = (db: Db) =>
  db
    .selectFrom('reservations as r')
    .select(COLUMNS)
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('checkin_reservations as cr')
            .innerJoin('checkins as c', 'c.id', 'cr.checkin_id')
            .select('cr.checkin_id')
            .whereRef('cr.reservation_id', '=', 'r.id')
            .where('c.status', '!=', 'draft'),
        )
        .as('checked_in_online'),
    );

export type ReservationRow = NonNullable<Awaited<ReturnType<typeof findByExternalId>>>;

/** Holds the PMS's id at the hotel until the transaction ends: two pushes of one reservation run one after the other. */
export async function lockExternalId(trx: Db, hotelId: string, externalId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`integration:${hotelId}:${externalId}`}, 0))`.execute(trx);
}

export function findByExternalId(db: Db, hotelId: string, externalId: string) {
  return selectReservations(db)
    .where('r.hotel_id', '=', hotelId)
    .where('r.external_id', '=', externalId)
    .executeTakeFirst();
}

/** Another reservation of the hotel with this booking number (its id), if any. */
export async function bookingNumberUsedBy(db: Db, hotelId: string, code: string, exceptId: number | null) {
  let query = db
    .selectFrom('reservations')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('reservation_code', '=', code);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

export async function insertReservation(db: Db, values: Insertable<ReservationsTable>): Promise<number> {
  const row = await db.insertInto('reservations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateReservation(db: Db, id: number, values: Updateable<ReservationsTable>): Promise<void> {
  await db.updateTable('reservations').set(values).where('id', '=', id).execute();
}

export interface RoomValues {
  type_name: string;
  room_type: string;
  room_number: string | null;
  room_count: number;
}

export async function replaceRooms(db: Db, reservationId: number, rooms: RoomValues[]): Promise<void> {
  await db.deleteFrom('reservation_rooms').where('reservation_id', '=', reservationId).execute();
  if (rooms.length > 0) {
    await db
      .insertInto('reservation_rooms')
      .values(rooms.map((room) => ({ reservation_id: reservationId, ...room })))
      .execute();
  }
}

export interface ChargeValues {
  sales_date: string;
  sales_subject_name: string;
  quantity: number;
  unit_price: number;
  tax_rate: 0 | 8 | 10;
}

/**
 * The booking system's lines of these reservations (no check-in or order added them, nor did the PMS
 * post them during the stay: services/integrationFolio.ts), in order.
 */
export function listBookingLines(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sales')
    .select(['reservation_id', 'sales_date', 'sales_subject_name', 'quantity', 'unit_price', 'tax_rate', 'order_id'])
    .where('reservation_id', 'in', reservationIds)
    .where('checkin_id', 'is', null)
    .where('request_order_id', 'is', null)
    .where('external_id', 'is', null)
    .orderBy('reservation_id')
    .orderBy('id')
    .execute();
}

export async function replaceBookingLines(
  db: Db,
  hotelId: string,
  reservationId: number,
  lines: ChargeValues[],
): Promise<void> {
  await db
    .deleteFrom('sales')
    .where('reservation_id', '=', reservationId)
    .where('checkin_id', 'is', null)
    .where('request_order_id', 'is', null)
    .where('external_id', 'is', null)
    .execute();
  if (lines.length > 0) {
    await db
      .insertInto('sales')
      .values(
        lines.map((line) => ({
          hotel_id: hotelId,
          reservation_id: reservationId,
          ...line,
          sales_price: line.quantity * line.unit_price,
          is_discount: line.unit_price < 0,
        })),
      )
      .execute();
  }
}

export function listRooms(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservation_rooms')
    .select(['reservation_id', 'type_name', 'room_type', 'room_number', 'room_count'])
    .where('reservation_id', 'in', reservationIds)
    .orderBy('reservation_id')
    .orderBy('id')
    .execute();
}

/**
 * A page of the hotel's reservations by their last change: changed at or after `since`, after the
 * cursor's (updated_at, id), oldest change first.
 */
export function listChanged(
  db: Db,
  hotelId: string,
  { since, after, limit }: { since: string | null; after: { at: string; id: number } | null; limit: number },
) {
  let query = selectReservations(db).where('r.hotel_id', '=', hotelId);
  if (since !== null) query = query.where('r.updated_at', '>=', sql<Date>`${since}::timestamptz`);
  if (after !== null) {
    query = query.where(sql<boolean>`(r.updated_at, r.id) > (${after.at}::timestamptz, ${after.id}::integer)`);
  }
  return query.orderBy('r.updated_at').orderBy('r.id').limit(limit).execute();
}
