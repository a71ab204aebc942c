import type { Db } from '../db/database.ts';
import { hotelExists } from '../db/repositories/hotels.ts';
import { hotelNotFound } from '../errors.ts';

/** Every hotel-scoped operation answers 404 for a hotel that does not exist. */
export async function requireHotel(db: Db, hotelId: string): Promise<void> {
  if (!(await hotelExists(db, hotelId))) throw hotelNotFound(hotelId);
}
