import { sql } from 'kysely';
import type { Db } from '../database.ts';

/** A member's check-ins (history, detail with tickets). */

export function listHistory(db: Db, userId: number) {
  return db
    .selectFrom('checkins as c')
    .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
    .select([
      'c.id',
      'c.checkin_code',
      'c.checkin_time',
      'c.created_at',
      'h.hotel_name',
      'h.hotel_name_latin',
      'h.time_zone',
    ])
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
      'c.hotel_id',
      'h.hotel_name',
      'h.hotel_name_latin',
      'h.time_zone',
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

/** A pending check-in (setCheckin) for the reservations, not linked to a member yet. */
export async function createDraft(
  db: Db,
  values: {
    hotelId: string;
    checkinCode: string;
    frontSupported: boolean;
    reservationIds: number[];
    retainUntil: Date;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('checkins')
      .values({
        hotel_id: values.hotelId,
        checkin_code: values.checkinCode,
        status: 'draft',
        approved_status: 0,
        jpn_gtd_status: 0,
        front_supported: values.frontSupported,
        retain_until: values.retainUntil,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('checkin_reservations')
      .values(values.reservationIds.map((reservation_id) => ({ checkin_id: id, reservation_id })))
      .execute();
    return id;
  });
}

/** A check-in, locked until the transaction ends (call inside one). */
export function lockCheckin(db: Db, id: number) {
  return db
    .selectFrom('checkins')
    .select(['id', 'hotel_id', 'user_id', 'status', 'checkin_code'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface SubmittedCheckin {
  hotelId: string;
  userId: number;
  checkinCode: string;
  checkinTime: Date;
  userCheckinTime: Date;
  totalMembers: number;
  telephone: string;
  previousPlace: string;
  nextPlace: string;
  checkinNote: string | null;
  paymentType: string | null;
  receiptName: string | null;
  qrJson: string;
  passId: string | null;
  frontSupported: boolean;
  companions: { surname: string; name: string }[];
  reservationIds: number[];
  /** Purged by the upkeep after this (services/retention.ts). */
  retainUntil: Date;
}

/**
 * Stores a submitted check-in (pending approval): fills in the draft `draftId` when given, else a
 * new row; its companions and reservations are written again. Call inside a transaction.
 */
export async function saveSubmittedCheckin(
  db: Db,
  draftId: number | null,
  c: SubmittedCheckin,
): Promise<{ id: number; qr_json: unknown }> {
  const values = {
    hotel_id: c.hotelId,
    user_id: c.userId,
    checkin_code: c.checkinCode,
    status: 'submitted' as const,
    submitted_at: sql<Date>`now()`,
    approved_status: 0,
    approved_at: null,
    jpn_gtd_status: 0,
    checkin_time: c.checkinTime,
    user_checkin_time: c.userCheckinTime,
    total_members: c.totalMembers,
    telephone: c.telephone,
    previous_place: c.previousPlace,
    next_place: c.nextPlace,
    checkin_note: c.checkinNote,
    payment_type: c.paymentType,
    receipt_name: c.receiptName,
    qr_json: c.qrJson,
    pass_id: c.passId,
    front_supported: c.frontSupported,
    retain_until: c.retainUntil,
  };
  const saved =
    draftId !== null
      ? await db
          .updateTable('checkins')
          .set(values)
          .where('id', '=', draftId)
          .where('status', '=', 'draft')
          .returning(['id', 'qr_json'])
          .executeTakeFirstOrThrow()
      : await db.insertInto('checkins').values(values).returning(['id', 'qr_json']).executeTakeFirstOrThrow();
  const { id } = saved;
  if (draftId !== null) {
    await db.deleteFrom('checkin_reservations').where('checkin_id', '=', id).execute();
    await db.deleteFrom('checkin_companions').where('checkin_id', '=', id).execute();
  }
  if (c.reservationIds.length > 0) {
    await db
      .insertInto('checkin_reservations')
      .values(c.reservationIds.map((reservation_id) => ({ checkin_id: id, reservation_id })))
      .execute();
  }
  if (c.companions.length > 0) {
    await db
      .insertInto('checkin_companions')
      .values(c.companions.map((p, position) => ({ checkin_id: id, position, surname: p.surname, name: p.name })))
      .execute();
  }
  return saved;
}

/** The member's own submitted check-in, for its approval state. */
export function findOwnSubmittedCheckin(db: Db, userId: number, checkinId: number) {
  return db
    .selectFrom('checkins')
    .select(['id', 'checkin_code', 'qr_json', 'approved_status'])
    .where('id', '=', checkinId)
    .where('user_id', '=', userId)
    .where('status', '!=', 'draft')
    .executeTakeFirst();
}

/**
 * A submitted check-in named by id or check-in code (only of that hotel's when `hotelId` is given: the
 * front desk), locked until the transaction ends, with its approval state; undefined when none is.
 */
export function lockSubmittedCheckin(db: Db, reference: { id: number } | { checkinCode: string }, hotelId?: string) {
  let query = db
    .selectFrom('checkins')
    .select(['id', 'checkin_code', 'hotel_id', 'approved_status'])
    .where('status', '=', 'submitted');
  query =
    'id' in reference ? query.where('id', '=', reference.id) : query.where('checkin_code', '=', reference.checkinCode);
  if (hotelId !== undefined) query = query.where('hotel_id', '=', hotelId);
  return query.forUpdate().executeTakeFirst();
}

/** Sets the hotel's approval (approvedStatus 2) of a check-in; an approval again keeps the time of the first. */
export async function approveCheckin(db: Db, id: number): Promise<void> {
  await db
    .updateTable('checkins')
    .set({ approved_status: 2, approved_at: sql`case when approved_status = 2 then approved_at else now() end` })
    .where('id', '=', id)
    .execute();
}

/** Submitted check-ins still waiting for the hotel's approval, oldest first. */
export function listPendingCheckins(db: Db) {
  return db
    .selectFrom('checkins')
    .select(['id', 'checkin_code', 'hotel_id', 'telephone', 'total_members', 'created_at'])
    .where('status', '=', 'submitted')
    .where('approved_status', '=', 0)
    .orderBy('id')
    .execute();
}

/** The member's own submitted (or checked-out) check-ins of the hotel among these ids. */
export function findOwnCheckinsAt(db: Db, userId: number, hotelId: string, checkinIds: number[]) {
  if (checkinIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('checkins')
    .select(['id', 'checkin_code'])
    .where('id', 'in', checkinIds)
    .where('user_id', '=', userId)
    .where('hotel_id', '=', hotelId)
    .where('status', '!=', 'draft')
    .execute();
}
