import { sql, type Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { GuestRegisterTable, PassportCapturesTable, RegisterAccessLogTable } from '../schema.ts';

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

/**
 * The hotel's register entries of the submitted (or checked-out) check-ins whose chosen arrival lies
 * in [from, to), oldest first, guests in order. Passports only masked, unless `withPassports` (the
 * export) adds their sealed numbers.
 */
export function listEntries(db: Db, hotelId: string, from: Date, to: Date, withPassports = false) {
  const arrival = sql<Date>`coalesce(c.user_checkin_time, c.checkin_time, c.created_at)`;
  return db
    .selectFrom('guest_register as g')
    .innerJoin('checkins as c', 'c.id', 'g.checkin_id')
    .select([
      'g.id',
      'g.checkin_id',
      'c.checkin_code',
      arrival.as('arrival'),
      'c.checked_out_at',
      'g.guest',
      'g.name',
      'g.address',
      'g.telephone',
      'g.nationality',
      'g.resides_in_japan',
      'g.passport_masked',
      'g.image_type',
    ])
    .$if(withPassports, (q) => q.select(['g.passport_ciphertext', 'g.key_id']))
    .where('g.hotel_id', '=', hotelId)
    .where('c.status', 'in', ['submitted', 'checked_out'])
    .where(arrival, '>=', from)
    .where(arrival, '<', to)
    .orderBy(arrival)
    .orderBy('g.checkin_id')
    .orderBy('g.guest')
    .execute();
}

/** One entry of the hotel with a passport, sealed, or undefined. */
export function findPassport(db: Db, hotelId: string, entryId: number) {
  return db
    .selectFrom('guest_register')
    .select(['id', 'nationality', 'passport_ciphertext', 'image_ciphertext', 'image_type', 'key_id'])
    .where('id', '=', entryId)
    .where('hotel_id', '=', hotelId)
    .where('passport_ciphertext', 'is not', null)
    .executeTakeFirst();
}

/** Records a passport opened or an export made by a staff member. */
export async function recordAccess(db: Db, access: Insertable<RegisterAccessLogTable>): Promise<void> {
  await db.insertInto('register_access_log').values(access).execute();
}

/** The two tables that hold sealed passports: uploads waiting for a check-in, and the register. */
export type SealedTable = 'passport_captures' | 'guest_register';
export const SEALED_TABLES: SealedTable[] = ['passport_captures', 'guest_register'];

/** How many rows of each table each key sealed. */
export async function countSealedByKey(db: Db): Promise<{ table: SealedTable; keyId: string; rows: number }[]> {
  const counts = await Promise.all(
    SEALED_TABLES.map(async (table) => {
      const rows = await db
        .selectFrom(table)
        .select(['key_id', (eb) => eb.fn.countAll<number>().as('rows')])
        .where('key_id', 'is not', null)
        .groupBy('key_id')
        .orderBy('key_id')
        .execute();
      return rows.map((row) => ({ table, keyId: row.key_id!, rows: Number(row.rows) }));
    }),
  );
  return counts.flat();
}

/** A row's sealed number and image, and the key that sealed them. */
export interface SealedPassport {
  keyId: string;
  number: Uint8Array;
  image: Uint8Array | null;
}

/**
 * Re-seals up to `limit` rows of `table` sealed with one of `keyIds`, after the row `after` (id order),
 * in one transaction: `reseal` answers a row's values sealed anew, written with `newKeyId`. Rows another
 * transaction holds (a check-in taking its upload) are skipped, for a later pass. Answers the last id
 * done, or null when there was none.
 */
export function resealBatch(
  db: Db,
  table: SealedTable,
  options: { keyIds: string[]; newKeyId: string; after: string | number | null; limit: number },
  reseal: (row: SealedPassport) => { number: Uint8Array; image: Uint8Array | null },
): Promise<string | number | null> {
  const { keyIds, newKeyId, after, limit } = options;
  return db.transaction().execute(async (trx) => {
    if (table === 'guest_register') {
      const rows = await trx
        .selectFrom('guest_register')
        .select(['id', 'key_id', 'passport_ciphertext', 'image_ciphertext'])
        .where('key_id', 'in', keyIds)
        .$if(after !== null, (q) => q.where('id', '>', Number(after)))
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        const sealed = reseal({ keyId: row.key_id!, number: row.passport_ciphertext!, image: row.image_ciphertext });
        await trx
          .updateTable('guest_register')
          .set({ passport_ciphertext: sealed.number, image_ciphertext: sealed.image, key_id: newKeyId })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.at(-1)?.id ?? null;
    }
    const rows = await trx
      .selectFrom('passport_captures')
      .select(['id', 'key_id', 'number_ciphertext', 'image_ciphertext'])
      .where('key_id', 'in', keyIds)
      .$if(after !== null, (q) => q.where('id', '>', String(after)))
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of rows) {
      const sealed = reseal({ keyId: row.key_id, number: row.number_ciphertext, image: row.image_ciphertext });
      await trx
        .updateTable('passport_captures')
        .set({ number_ciphertext: sealed.number, image_ciphertext: sealed.image!, key_id: newKeyId })
        .where('id', '=', row.id)
        .execute();
    }
    return rows.at(-1)?.id ?? null;
  });
}
