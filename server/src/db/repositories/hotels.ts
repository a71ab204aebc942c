import type { Insertable } from 'kysely';
import type { HotelsTable } from '../schema.ts';
import type { Db } from '../database.ts';

/** Queries about a hotel and its settings. Handlers shape the answers; no SQL outside repositories. */

export const hotelQuery = (db: Db, hotelId: string) => db.selectFrom('hotels').selectAll().where('id', '=', hotelId);

export function findHotel(db: Db, hotelId: string) {
  return hotelQuery(db, hotelId).executeTakeFirst();
}

export async function hotelExists(db: Db, hotelId: string): Promise<boolean> {
  const row = await db.selectFrom('hotels').select('id').where('id', '=', hotelId).executeTakeFirst();
  return row !== undefined;
}

export function listPlugins(db: Db, hotelId: string) {
  return db
    .selectFrom('hotel_plugins')
    .select(['code', 'is_enabled'])
    .where('hotel_id', '=', hotelId)
    .orderBy('code')
    .execute();
}

export function findIconDisplay(db: Db, hotelId: string) {
  return db.selectFrom('hotel_icon_display').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst();
}

export function findAccessInfo(db: Db, hotelId: string) {
  return db.selectFrom('hotel_access_info').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst();
}

export function listPages(db: Db, hotelId: string) {
  return db.selectFrom('hotel_pages').selectAll().where('hotel_id', '=', hotelId).orderBy('page_index').execute();
}

export function listAssets(db: Db, hotelId: string) {
  return db
    .selectFrom('hotel_assets')
    .select(['id', 'format_type', 'name', 'url'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
}

export async function listPaymentSettings(db: Db, hotelId: string) {
  const [times, methods] = await Promise.all([
    db.selectFrom('hotel_payment_times').selectAll().where('hotel_id', '=', hotelId).execute(),
    db.selectFrom('hotel_payment_methods').selectAll().where('hotel_id', '=', hotelId).execute(),
  ]);
  return { times, methods };
}

/** A new hotel's row; false when the id is taken. */
export async function insertHotel(db: Db, values: Insertable<HotelsTable>): Promise<boolean> {
  const row = await db
    .insertInto('hotels')
    .values(values)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
