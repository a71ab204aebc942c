import type { Db } from '../database.ts';
import { seedDemoAccounts } from './demoAccounts.ts';
import { redateDemoData } from './demoCalendar.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID, readDemoHotel } from './demoHotels.ts';
import { applyHotelSetup } from '../repositories/hotelSetupWrite.ts';
import { seedDemoIntegration } from './demoIntegration.ts';
import { seedDemoStaff } from './demoStaff.ts';
import { processRegisterCipher, type RegisterCipher } from '../../services/registerCrypto.ts';
import { seedDemoRegister } from './demoRegister.ts';

/** A demo hotel's setup from its hotel file, as `npm run hotel -- import` applies it. */
async function seedHotel(db: Db, hotelId: string): Promise<void> {
  const setup = readDemoHotel(hotelId);
  await db.transaction().execute((trx) => applyHotelSetup(trx, setup));
}

/**
 * Writes the demo data. Idempotent: running it again resets the demo hotels to their hotel files, moves
 * the demo reservations to the current dates and leaves existing demo accounts as they are.
 */
export async function seedDemoData(db: Db, cipher: RegisterCipher = processRegisterCipher()): Promise<void> {
  for (const hotelId of [DEMO_HOTEL_ID, MINIMAL_HOTEL_ID]) await seedHotel(db, hotelId);
  // Before the stays: the demo member made their online check-ins.
  await seedDemoAccounts(db);
  await seedDemoStaff(db);
  await seedDemoIntegration(db);
  // The reservations, stays and coupons, dated from today (what every start outside production moves).
  await redateDemoData(db);
  // A foreign guest's past stay with a passport, for the front desk's register (sealed with the server's key).
  await seedDemoRegister(db, cipher);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('hotels').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
