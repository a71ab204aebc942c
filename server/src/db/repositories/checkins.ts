import type { Db } from '../database.ts';

/** A member's check-ins (history, detail with tickets). */

export function listHistory(db: Db, userId: number) {
  return db
    .selectFrom('checkins as c')
    .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
    .select(['c.id', 'c.checkin_code', 'c.checkin_time', 'c.created_at', 'h.hotel_name', 'h.hotel_name_latin'])
    .where('c.user_id', '=', userId)
    .where('c.status', '!=', 'draft')
    .orderBy('c.checkin_time', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** The member's own check-in with this id and code, or undefined (another member's is never found). */
export function findOwnCheckin(db: Db, userId: number, checkinId: number, checkinCode: string) {
  return db
    .selectFrom('checkins as c')
    .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
    .select([
      'c.id',
      'c.checkin_code',
      'c.checkin_time',
      'c.created_at',
      'c.qr_json',
      'h.hotel_name',
      'h.hotel_name_latin',
    ])
    .where('c.id', '=', checkinId)
    .where('c.user_id', '=', userId)
    .where('c.checkin_code', '=', checkinCode)
    .where('c.status', '!=', 'draft')
    .executeTakeFirst();
}

export function listTickets(db: Db, checkinId: number) {
  return db
    .selectFrom('checkin_tickets')
    .select(['ticket_name', 'exchange_code'])
    .where('checkin_id', '=', checkinId)
    .orderBy('id')
    .execute();
}
