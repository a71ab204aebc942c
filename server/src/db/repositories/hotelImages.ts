import type { Db } from '../database.ts';

/** The console's uploaded pictures (migration 0017): see services/hotelImages.ts. */
export interface NewHotelImage {
  hotelId: string;
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
  uploadedBy: number;
}

/** Keeps a picture; false when the hotel has it already (the same content, the same name). */
export async function insertHotelImage(db: Db, image: NewHotelImage): Promise<boolean> {
  const stored = await db
    .insertInto('hotel_images')
    .values({
      hotel_id: image.hotelId,
      name: image.name,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      uploaded_by: image.uploadedBy,
    })
    .onConflict((conflict) => conflict.columns(['hotel_id', 'name']).doNothing())
    .returning('name')
    .executeTakeFirst();
  return stored !== undefined;
}

export async function findHotelImage(db: Db, hotelId: string, name: string): Promise<Buffer | null> {
  const row = await db
    .selectFrom('hotel_images')
    .select('bytes')
    .where('hotel_id', '=', hotelId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : null;
}
