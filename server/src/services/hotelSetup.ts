import type { Db } from '../db/database.ts';
import { hotelExists, insertHotel } from '../db/repositories/hotels.ts';
import { OPERATOR, recordChange } from './auditLog.ts';

/**
 * A new, empty hotel made by the provider's operator (`npm run hotel -- create`): its names, clock
 * and telephone; the rest (pages, catalogue, plugins) is the hotel managers' to set in the console.
 * Refusals are HotelSetupError with a message for the operator.
 */

export class HotelSetupError extends Error {}

/** The contract's HotelIdValue (and the hotels table's check). */
const HOTEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TELEPHONE = /^[0-9+() -]{1,20}$/;
/** The check-in window of a new hotel, until a manager sets its own. */
export const NEW_HOTEL_CHECKIN = { begin: '15:00', end: '23:00' } as const;

export interface NewHotel {
  hotelId: string;
  name: string;
  nameLatin: string;
  timeZone: string;
  telephone: string | null;
}

/** An IANA time zone (Asia/Tokyo) or UTC, as the runtime knows them. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export async function createHotel(db: Db, input: NewHotel): Promise<void> {
  const name = input.name.trim();
  const nameLatin = input.nameLatin.trim();
  if (!HOTEL_ID.test(input.hotelId)) {
    throw new HotelSetupError(
      `"${input.hotelId}" is not a hotel id: 1 to 64 letters, digits, "-" or "_" (it appears in the guests' links).`,
    );
  }
  if (name === '' || name.length > 100) throw new HotelSetupError('--name (Japanese) must be 1 to 100 characters.');
  if (nameLatin === '' || nameLatin.length > 100) {
    throw new HotelSetupError('--name-latin must be 1 to 100 characters.');
  }
  if (!isTimeZone(input.timeZone)) throw new HotelSetupError(`"${input.timeZone}" is not a time zone (Asia/Tokyo).`);
  if (input.telephone !== null && !TELEPHONE.test(input.telephone)) {
    throw new HotelSetupError(`"${input.telephone}" is not a telephone number.`);
  }
  if (await hotelExists(db, input.hotelId)) throw new HotelSetupError(`There is already a hotel "${input.hotelId}".`);
  const created = await db.transaction().execute(async (trx) => {
    const inserted = await insertHotel(trx, {
      id: input.hotelId,
      hotel_name: name,
      hotel_name_latin: nameLatin,
      telephone: input.telephone,
      time_zone: input.timeZone,
      checkin_begin_time: NEW_HOTEL_CHECKIN.begin,
      checkin_end_time: NEW_HOTEL_CHECKIN.end,
    });
    if (!inserted) return false;
    await recordChange(trx, {
      hotelId: input.hotelId,
      actor: OPERATOR,
      operation: 'hotel.create',
      target: `hotel/${input.hotelId}`,
      before: null,
      after: { name, nameLatin, timeZone: input.timeZone, telephone: input.telephone },
    });
    return true;
  });
  // Made between the check and the insert (another command at the same moment).
  if (!created) throw new HotelSetupError(`There is already a hotel "${input.hotelId}".`);
}
