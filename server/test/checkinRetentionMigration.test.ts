import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import * as m0012 from '../src/db/migrations/0012_checkin_retention.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { plannedDeparture, retainAfterCheckout, retainUntilPlanned } from '../src/services/retention.ts';
import { createTestDatabase } from './support/helpers.ts';

// Migration 0012 on a database that already holds check-ins: each gets the end of its retention as the
// code computes it (services/retention.ts), never earlier than its register entries already had.
let database: DatabaseHandle;
let db: Db;
before(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db);
  await m0012.down(db as unknown as Kysely<unknown>);
});
after(() => database.close());

/** A check-in as the schema before 0012 holds it (no retain_until): its id. */
async function legacyCheckin(code: string, values: { checkedOutAt?: string; userCheckinTime?: string }) {
  const { rows } = await sql<{ id: number }>`INSERT INTO checkins
      (hotel_id, checkin_code, status, approved_status, user_checkin_time, checked_out_at)
    VALUES (${DEMO_HOTEL_ID}, ${code}, ${values.checkedOutAt ? 'checked_out' : 'submitted'}, 2,
      ${values.userCheckinTime ?? null}::timestamptz, ${values.checkedOutAt ?? null}::timestamptz)
    RETURNING id`.execute(db);
  return rows[0]!.id;
}

async function reservation(code: string, checkinDate: string, nights: number, checkinId: number) {
  const { rows } = await sql<{ id: number }>`INSERT INTO reservations
      (hotel_id, reservation_code, checkin_date, nights, pax_total, telephone)
    VALUES (${DEMO_HOTEL_ID}, ${code}, ${checkinDate}, ${nights}, 1, '0300000000') RETURNING id`.execute(db);
  await sql`INSERT INTO checkin_reservations (checkin_id, reservation_id) VALUES (${checkinId}, ${rows[0]!.id})`.execute(
    db,
  );
}

async function registerEntry(checkinId: number, retainUntil: string) {
  await sql`INSERT INTO guest_register (checkin_id, hotel_id, guest, name, retain_until)
    VALUES (${checkinId}, ${DEMO_HOTEL_ID}, 0, 'Legacy Guest', ${retainUntil}::timestamptz)`.execute(db);
}

const retainUntilOf = async (id: number) =>
  (await db.selectFrom('checkins').select('retain_until').where('id', '=', id).executeTakeFirstOrThrow()).retain_until;

describe('migration 0012', () => {
  it('gives every existing check-in the end of its retention, as the code computes it', async () => {
    const checkedOut = await legacyCheckin('LEGACY0001', { checkedOutAt: '2024-02-10T01:00:00Z' });
    const withStays = await legacyCheckin('LEGACY0002', { userCheckinTime: '2025-03-01T06:00:00Z' });
    await reservation('LEGACY-R1', '2025-03-01', 2, withStays);
    await reservation('LEGACY-R2', '2025-03-02', 3, withStays);
    // 01:00 on 1 July in Tokyo: the arrival date is the hotel's, not UTC's 30 June.
    const noStay = await legacyCheckin('LEGACY0003', { userCheckinTime: '2025-06-30T16:00:00Z' });
    const longerRegister = await legacyCheckin('LEGACY0004', { checkedOutAt: '2024-02-10T01:00:00Z' });
    await registerEntry(longerRegister, '2027-03-01T00:00:00Z');

    await m0012.up(db as unknown as Kysely<unknown>);

    assert.deepEqual(await retainUntilOf(checkedOut), retainAfterCheckout(new Date('2024-02-10T01:00:00Z')));
    assert.deepEqual(await retainUntilOf(checkedOut), new Date('2027-02-10T01:00:00Z'));
    const stays = [
      { checkin_date: '2025-03-01', nights: 2 },
      { checkin_date: '2025-03-02', nights: 3 },
    ];
    assert.deepEqual(await retainUntilOf(withStays), retainUntilPlanned(plannedDeparture(stays, ''), 'Asia/Tokyo'));
    assert.deepEqual(await retainUntilOf(withStays), new Date('2028-03-05T15:00:00Z'));
    assert.deepEqual(await retainUntilOf(noStay), retainUntilPlanned('2025-07-01', 'Asia/Tokyo'));
    assert.deepEqual(await retainUntilOf(longerRegister), new Date('2027-03-01T00:00:00Z'));
    // Every seeded check-in has its end, and the register keeps none of its own.
    const missing = await db.selectFrom('checkins').select('id').where('retain_until', 'is', null).execute();
    assert.deepEqual(missing, []);
    const columns = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = 'guest_register' AND column_name = 'retain_until'`.execute(db);
    assert.deepEqual(columns.rows, []);
  });

  it('goes down and up again, a purged check-in coming back as checked out', async () => {
    const id = await currentCheckin('LEGACY0005');
    await db.updateTable('checkins').set({ status: 'purged' }).where('id', '=', id).execute();
    await m0012.down(db as unknown as Kysely<unknown>);
    const { rows } = await sql<{ status: string }>`SELECT status FROM checkins WHERE id = ${id}`.execute(db);
    assert.deepEqual(rows, [{ status: 'checked_out' }]);
    await m0012.up(db as unknown as Kysely<unknown>);
    assert.ok((await retainUntilOf(id)) instanceof Date);
  });
});

/** A check-in in the current schema (after 0012). */
async function currentCheckin(code: string) {
  const { id } = await db
    .insertInto('checkins')
    .values({
      hotel_id: DEMO_HOTEL_ID,
      checkin_code: code,
      status: 'submitted',
      approved_status: 2,
      jpn_gtd_status: 0,
      front_supported: false,
      retain_until: new Date('2030-01-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
