import { hashToken } from '../../web/security.ts';
import type { Db } from '../database.ts';
import { insertKey } from '../repositories/integrationKeys.ts';
import { DEMO_HOTEL_ID } from './demoHotels.ts';

/**
 * The demo hotel's integration key (docs/demo-data.md), so that the integration API can be tried on a
 * demo server with curl at once. Known to everyone, like the demo passwords: the demo data is never
 * written in production.
 */
export const DEMO_INTEGRATION_KEY = {
  hotelId: DEMO_HOTEL_ID,
  name: 'Demo PMS',
  prefix: 'hik-00000000de30',
  key: 'hik-00000000de30.0123456789abcdef0123456789abcdef01234567',
  scopes: 'folios reservations stays',
} as const;

/** Adds the demo key unless the hotel has a key with its prefix: running the seed again changes nothing. */
export async function seedDemoIntegration(db: Db): Promise<void> {
  const { hotelId, name, prefix, key, scopes } = DEMO_INTEGRATION_KEY;
  const existing = await db
    .selectFrom('integration_keys')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .where('prefix', '=', prefix)
    .executeTakeFirst();
  if (existing) return;
  await insertKey(db, { hotelId, name, prefix, keyHash: hashToken(key), scopes, createdBy: null });
}
