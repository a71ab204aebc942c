import type { Db } from '../database.ts';
import { createStaff } from '../repositories/staff.ts';
import { DEMO_PASSWORD_HASH } from './demoAccounts.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from './demoHotels.ts';

/** The demo front-desk accounts, one per demo hotel, with the demo members' password (docs/demo-data.md). */
export const DEMO_STAFF = [
  { hotelId: DEMO_HOTEL_ID, email: 'frontdesk@sakura-demo.example', name: '受付 さくら' },
  { hotelId: MINIMAL_HOTEL_ID, email: 'frontdesk@minato-demo.example', name: '受付 みなと' },
] as const;

/** Existing accounts are left as they are, so running the seed again changes nothing. */
export async function seedDemoStaff(db: Db): Promise<void> {
  for (const account of DEMO_STAFF) await createStaff(db, { ...account, passwordHash: DEMO_PASSWORD_HASH });
}
