import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { GuestRegisterTable, PassportCapturesTable } from '../schema.ts';

/** The guest register (migration 0010): passport captures, register entries. */

export async function insertCapture(db: Db, values: Insertable<PassportCapturesTable>): Promise<string> {
  const row = await db.insertInto('passport_captures').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the member's captures of the hotel made after `since` out of `passport_captures` (call inside
 * the check-in's transaction): answers those found, so a capture already taken, another member's or
 * another hotel's, or too old, is missing from the answer. A capture taken by a check-in under way
 * waits for it, then is gone.
 */
export function takeCaptures(db: Db, ids: string[], owner: { userId: number; hotelId: string; since: Date }) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .deleteFrom('passport_captures')
    .where('id', 'in', ids)
    .where('user_id', '=', owner.userId)
    .where('hotel_id', '=', owner.hotelId)
    .where('created_at', '>', owner.since)
    .returningAll()
    .execute();
}

/** Writes a check-in's register entries (call inside the check-in's transaction). */
export async function insertEntries(db: Db, entries: Insertable<GuestRegisterTable>[]): Promise<void> {
  if (entries.length > 0) await db.insertInto('guest_register').values(entries).execute();
}

/** Keeps a check-in's entries until `retainUntil` (3 years after its check-out). */
export async function retainEntriesUntil(db: Db, checkinId: number, retainUntil: Date): Promise<void> {
  await db
    .updateTable('guest_register')
    .set({ retain_until: retainUntil })
    .where('checkin_id', '=', checkinId)
    .execute();
}
