import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from '../database.ts';
import type { HotelSetup } from '../repositories/hotelSetupRead.ts';
import type { HotelClock } from '../../services/hotelTime.ts';
import { readHotelFile } from '../../services/hotelFile.ts';

/** The hotels people try the app with (listed in the README's demo data table and docs/demo-data.md). */
export const DEMO_HOTEL_ID = 'sakura-asakusa';
export const MINIMAL_HOTEL_ID = 'minato-inn';

/**
 * Where a demo hotel's setup is: a hotel file (docs/hotel-file.md), which the seed imports like any
 * hotel's. sakura-asakusa has every plugin and icon, pages in four languages, a catalogue, coupons and
 * a travel guide; minato-inn has no plugins, few icons and pages, no invoice number: the plain flows.
 */
export function demoHotelFile(hotelId: string): string {
  return fileURLToPath(new URL(`./hotels/${hotelId}.yaml`, import.meta.url));
}

/** A demo hotel's setup as its file has it. */
export function readDemoHotel(hotelId: string): HotelSetup {
  const file = demoHotelFile(hotelId);
  return readHotelFile(fs.readFileSync(file, 'utf8'), file);
}

/** The demo hotels' clocks (time zone and check-in window), as the database has them. */
export async function demoHotelClocks(db: Db): Promise<(HotelClock & { id: string })[]> {
  return db
    .selectFrom('hotels')
    .select(['id', 'time_zone', 'checkin_begin_time', 'checkin_end_time'])
    .where('id', 'in', [DEMO_HOTEL_ID, MINIMAL_HOTEL_ID])
    .orderBy('id')
    .execute();
}
