import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from '../../src/db/seed/demoAccounts.ts';
import type { PluginCode } from '../../src/db/schema.ts';
import { addStaff } from '../../src/services/frontDeskStaff.ts';
import { callOperation } from './callOperation.ts';
import type { TestApp } from './helpers.ts';

/**
 * The console's server tests: a hotel of their own with one signed-in manager (so that tests do not
 * share what they change), and the hotel's audit rows. Calls go through callOperation.
 */
export function consoleHotels(
  t: () => TestApp,
  prefix: string,
  /** The sign-ins' address block (198.19.<subnet>.x: each file its own, under the per-address limit); plugins switched on. */
  { subnet = prefix.length, plugins = [] }: { subnet?: number; plugins?: PluginCode[] } = {},
) {
  let logins = 0;
  let hotels = 0;

  async function login(email: string) {
    const { status, body } = await callOperation(t().app, 'frontDeskLogin', {
      remoteAddress: `198.19.${subnet}.${++logins}`,
      body: { email, password: DEMO_PASSWORD },
    });
    assert.equal(status, 200, JSON.stringify(body));
    return body.token;
  }

  /** A new hotel (Asia/Tokyo) with its plugins, and its manager's token. */
  async function hotelWithManager() {
    const hotelId = `${prefix}-${++hotels}`;
    await t()
      .db.insertInto('hotels')
      .values({
        id: hotelId,
        hotel_name: '設定',
        hotel_name_latin: 'Settings',
        time_zone: 'Asia/Tokyo',
        checkin_begin_time: '15:00',
        checkin_end_time: '23:00',
      })
      .execute();
    for (const code of plugins) {
      await t().db.insertInto('hotel_plugins').values({ hotel_id: hotelId, code, is_enabled: true }).execute();
    }
    const email = `manager@${hotelId}.example`;
    await addStaff(t().db, { hotelId, email, name: '支配人', password: DEMO_PASSWORD, role: 'manager' });
    return { hotelId, token: await login(email) };
  }

  const auditRows = (hotelId: string) =>
    t()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('operation', '!=', 'staff.add')
      .orderBy('id')
      .execute();

  return { login, hotelWithManager, auditRows };
}
