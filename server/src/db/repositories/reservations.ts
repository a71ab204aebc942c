import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** Reservations imported from the hotels, their rooms and folio lines, and the hotels' guidance fields. */

const RESERVATION_COLUMNS = [
  'r.id',
  'r.public_id',
  'r.reservation_code',
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
  'r.front_supported',
] as const;

export interface OpenReservationFilter {
  telephone?: string;
  /** The booking number, upper case without separators (compared the same way). */
  code?: string;
}

/**
 * The hotel's reservations a guest can still check in to: booked, not linked to a submitted check-in,
 * and not over (the last night is the hotel's business date or later).
 */
export function listOpenReservations(db: Db, hotelId: string, today: string, filter: OpenReservationFilter) {
  let query = db
    .selectFrom('reservations as r')
    .select(RESERVATION_COLUMNS)
    .where('r.hotel_id', '=', hotelId)
    .where('r.status', '=', 'booked')
    .where(sql<boolean>`r.checkin_date + r.nights::integer > ${today}::date`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('checkin_reservations as cr')
            .innerJoin('checkins as c', 'c.id', 'cr.checkin_id')
            .select('cr.checkin_id')
            .whereRef('cr.reservation_id', '=', 'r.id')
            .where('c.status', '!=', 'draft'),
        ),
      ),
    );
  if (filter.telephone !== undefined) query = query.where('r.telephone', '=', filter.telephone);
  if (filter.code !== undefined) {
    query = query.where(sql<string>`upper(regexp_replace(r.reservation_code, '[-\\s]', '', 'g'))`, '=', filter.code);
  }
  return query.orderBy('r.checkin_date').orderBy('r.reservation_code').execute();
}

/** The hotel's reservations with these public ids, with whether each is already checked in. */
export function findReservations(db: Db, hotelId: string, publicIds: string[]) {
  return db
    .selectFrom('reservations as r')
    .select([
      ...RESERVATION_COLUMNS,
      'r.status',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('checkin_reservations as cr')
              .innerJoin('checkins as c', 'c.id', 'cr.checkin_id')
              .select('cr.checkin_id')
              .whereRef('cr.reservation_id', '=', 'r.id')
              .where('c.status', '!=', 'draft'),
          )
          .as('checked_in'),
    ])
    .where('r.hotel_id', '=', hotelId)
    .where('r.public_id', 'in', publicIds)
    .orderBy('r.checkin_date')
    .orderBy('r.reservation_code')
    .execute();
}

/** How the hotel's own systems know these reservations: the PMS's id and the booking number. */
export function findReservationRefs(db: Db, hotelId: string, publicIds: string[]) {
  if (publicIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservations as r')
    .select(['r.public_id as id', 'r.external_id as externalId', 'r.reservation_code as bookingNumber'])
    .where('r.hotel_id', '=', hotelId)
    .where('r.public_id', 'in', publicIds)
    .orderBy('r.checkin_date')
    .orderBy('r.reservation_code')
    .execute();
}

/** Locks the reservations' rows until the transaction ends: two check-ins of one reservation run one after the other. */
export async function lockReservations(db: Db, hotelId: string, publicIds: string[]): Promise<void> {
  if (publicIds.length === 0) return;
  await db
    .selectFrom('reservations')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('public_id', 'in', publicIds)
    .orderBy('id')
    .forUpdate()
    .execute();
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

export function listCustomCheckinFields(db: Db, hotelId: string) {
  return db
    .selectFrom('custom_checkin_fields')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
