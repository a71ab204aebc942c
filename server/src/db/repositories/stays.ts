import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * Guests staying now, for check-out: reservations the hotel checked in, online check-ins, their
 * links, and the check-out itself. The date rule (arrival day to departure day) is also in
 * services/stays.ts, which applies it to rows already read.
 */

const STAY_COLUMNS = [
  'r.id',
  'r.public_id',
  'r.hotel_id',
  'r.reservation_code',
  'r.checkin_date',
  'r.nights',
  'r.plan_ja',
  'r.plan_en',
  'r.plan_zh',
  'r.plan_ko',
  'r.guest_name',
  'r.user_name',
  'r.telephone',
  'r.front_supported',
  'r.status',
] as const;

/**
 * The hotel's reservations booked with this telephone that the hotel has checked in and whose dates
 * include `today` (the departure day too).
 */
export function listStayReservations(db: Db, hotelId: string, today: string, telephone: string) {
  return db
    .selectFrom('reservations as r')
    .select(STAY_COLUMNS)
    .where('r.hotel_id', '=', hotelId)
    .where('r.telephone', '=', telephone)
    .where('r.status', '=', 'checked_in')
    .where('r.checkin_date', '<=', today)
    .where(sql<boolean>`r.checkin_date + r.nights::integer >= ${today}::date`)
    .orderBy('r.checkin_date')
    .orderBy('r.reservation_code')
    .execute();
}

/** The reservation with this public id (any hotel), or undefined. */
export function findReservation(db: Db, publicId: string) {
  return db.selectFrom('reservations as r').select(STAY_COLUMNS).where('r.public_id', '=', publicId).executeTakeFirst();
}

/** The same, locked until the transaction ends. */
export function lockReservation(db: Db, id: number) {
  return db.selectFrom('reservations as r').select(STAY_COLUMNS).where('r.id', '=', id).forUpdate().executeTakeFirst();
}

/** Online check-ins (not drafts) linked to these reservations, oldest first. */
export function listLinkedCheckins(db: Db, reservationIds: number[]) {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkin_reservations as cr')
    .innerJoin('checkins as c', 'c.id', 'cr.checkin_id')
    .select(['cr.reservation_id', 'c.id', 'c.checkin_time', 'c.status'])
    .where('cr.reservation_id', 'in', reservationIds)
    .where('c.status', '!=', 'draft')
    .orderBy('c.id')
    .execute();
}

const CHECKIN_COLUMNS = [
  'c.id',
  'c.hotel_id',
  'c.user_id',
  'c.checkin_code',
  'c.status',
  'c.approved_status',
  'c.front_supported',
  'c.telephone',
  'c.checkin_time',
  'c.created_at',
] as const;

/** The hotel's submitted (not checked out) check-ins made with this telephone, with the member's name. */
export function listSubmittedCheckins(db: Db, hotelId: string, telephone: string) {
  return db
    .selectFrom('checkins as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([...CHECKIN_COLUMNS, 'u.surname', 'u.name'])
    .where('c.hotel_id', '=', hotelId)
    .where('c.telephone', '=', telephone)
    .where('c.status', '=', 'submitted')
    .orderBy('c.checkin_time')
    .orderBy('c.id')
    .execute();
}

/** Check-ins by id (any hotel, drafts included: callers check). */
export function findCheckins(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('checkins as c').select(CHECKIN_COLUMNS).where('c.id', 'in', ids).orderBy('c.id').execute();
}

/** Check-ins locked in id order (call inside a transaction; check-ins are always locked before reservations). */
export function lockCheckins(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkins as c')
    .select(CHECKIN_COLUMNS)
    .where('c.id', 'in', ids)
    .orderBy('c.id')
    .forUpdate()
    .execute();
}

/** The reservations of these check-ins, by arrival then booking number (the first is where a check-in's own lines go). */
export function listCheckinReservations(db: Db, checkinIds: number[]) {
  if (checkinIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkin_reservations as cr')
    .innerJoin('reservations as r', 'r.id', 'cr.reservation_id')
    .select(['cr.checkin_id', ...STAY_COLUMNS])
    .where('cr.checkin_id', 'in', checkinIds)
    .orderBy('r.checkin_date')
    .orderBy('r.reservation_code')
    .orderBy('r.id')
    .execute();
}

/** Locks the reservations of a check-in in id order (call inside a transaction, after the check-in). */
export async function lockCheckinReservations(db: Db, checkinId: number): Promise<void> {
  await db
    .selectFrom('reservations')
    .select('id')
    .where('id', 'in', (eb) =>
      eb.selectFrom('checkin_reservations').select('reservation_id').where('checkin_id', '=', checkinId),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Marks reservations checked out now (those still booked or checked in). */
export async function checkOutReservations(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('reservations')
    .set({ status: 'checked_out', checked_out_at: sql<Date>`now()` })
    .where('id', 'in', ids)
    .where('status', 'in', ['booked', 'checked_in'])
    .execute();
}

/**
 * Marks a submitted check-in checked out at `at`, kept until `retainUntil` (3 years after); does
 * nothing when it was not submitted.
 */
export async function checkOutCheckin(db: Db, id: number, at: Date, retainUntil: Date): Promise<void> {
  await db
    .updateTable('checkins')
    .set({ status: 'checked_out', checked_out_at: at, retain_until: retainUntil })
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .execute();
}
