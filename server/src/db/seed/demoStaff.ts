import type { Db } from '../database.ts';
import { createStaff } from '../repositories/staff.ts';
import { demoPasswordHash } from './demoAccounts.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from './demoHotels.ts';

/** The demo front-desk accounts, one per demo hotel, with the demo members' password (docs/demo-data.md). */
export const DEMO_STAFF = [
  { hotelId: DEMO_HOTEL_ID, email: 'frontdesk@sakura-demo.example', name: '受付 さくら', role: 'frontDesk' },
  { hotelId: MINIMAL_HOTEL_ID, email: 'frontdesk@minato-demo.example', name: '受付 みなと', role: 'frontDesk' },
] as const;

/** The demo managers, one per demo hotel (the console, its staff and audit log), with the same password. */
export const DEMO_MANAGERS = [
  { hotelId: DEMO_HOTEL_ID, email: 'manager@sakura-demo.example', name: '支配人 さくら', role: 'manager' },
  { hotelId: MINIMAL_HOTEL_ID, email: 'manager@minato-demo.example', name: '支配人 みなと', role: 'manager' },
] as const;

/** Existing accounts are left as they are, so running the seed again changes nothing. */
export async function seedDemoStaff(db: Db): Promise<void> {
  for (const account of [...DEMO_STAFF, ...DEMO_MANAGERS]) {
    await createStaff(db, { ...account, passwordHash: await demoPasswordHash() });
  }
}
