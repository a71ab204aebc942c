import type { Db } from '../database.ts';

/** The travel guide's spots around a hotel. */

/** Spots of a hotel in the guide's order; category 0 means every category. */
export function listSpots(db: Db, hotelId: string, category: number) {
  let query = db.selectFrom('around_spots').selectAll().where('hotel_id', '=', hotelId);
  if (category !== 0) query = query.where('category', '=', category as 1 | 2 | 3);
  return query.orderBy('sort_order').orderBy('id').execute();
}

export function findSpot(db: Db, hotelId: string, placeId: string) {
  return db
    .selectFrom('around_spots')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where('place_id', '=', placeId)
    .executeTakeFirst();
}

export function listBusinessHours(db: Db, spotId: number) {
  return db
    .selectFrom('around_spot_business_hours')
    .select(['day', 'start_time', 'end_time'])
    .where('spot_id', '=', spotId)
    .orderBy('day')
    .orderBy('start_time')
    .execute();
}

/** Whether any spot of any hotel shows this photo (the photo endpoint serves only those). */
export async function photoInUse(db: Db, photoReference: string): Promise<boolean> {
  const row = await db
    .selectFrom('around_spots')
    .select('id')
    .where('photo_reference', '=', photoReference)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
