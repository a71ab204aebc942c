import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { newCheckinCode } from '../src/services/codes.ts';
import { processRegisterCipher } from '../src/services/registerCrypto.ts';
import { retainAfterCheckout, yearsLater } from '../src/services/retention.ts';
import { runUpkeep } from '../src/services/upkeep.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// Issue 24: the guest register is deleted with its check-in 3 years after check-out by the upkeep job
// (checkinRetention.test.ts has the rest of the check-in), whose clock is moved here (runUpkeep takes
// the time it runs at), as are untaken passport uploads and old access records.
let t: TestApp;
let userId: number;
const DAY = 86_400_000;
before(async () => {
  t = await createTestApp();
  userId = (await t.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id;
});
after(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('guest_register').execute();
  await t.db.deleteFrom('passport_captures').execute();
  await t.db.deleteFrom('register_access_log').execute();
});

const cipher = processRegisterCipher();

/** A checked-out check-in with a foreign guest's passport in its register, kept as the check-out sets it. */
async function checkedOut(checkedOutAt: Date): Promise<number> {
  const { id } = await t.db
    .insertInto('checkins')
    .values({
      hotel_id: DEMO_HOTEL_ID,
      checkin_code: newCheckinCode(),
      status: 'checked_out',
      approved_status: 2,
      jpn_gtd_status: 0,
      front_supported: false,
      checked_out_at: checkedOutAt,
      retain_until: retainAfterCheckout(checkedOutAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('guest_register')
    .values({
      checkin_id: id,
      hotel_id: DEMO_HOTEL_ID,
      guest: 0,
      name: 'Carter Emily',
      nationality: 'USA',
      resides_in_japan: false,
      passport_ciphertext: cipher.encrypt(Buffer.from('XK1234567')),
      passport_masked: '******567',
      image_ciphertext: cipher.encrypt(Buffer.from([0xff, 0xd8, 0xff])),
      image_type: 'image/jpeg',
      key_id: cipher.keyId,
    })
    .execute();
  return id;
}

const registerCheckins = async () =>
  (await t.db.selectFrom('guest_register').select('checkin_id').orderBy('checkin_id').execute()).map(
    (r) => r.checkin_id,
  );

describe('retention of the guest register', () => {
  it('deletes an entry with its check-in 3 years and a day after check-out, and keeps one at 3 years less a day', async () => {
    const now = new Date();
    const expired = await checkedOut(new Date(yearsLater(now, -3).getTime() - DAY));
    const kept = await checkedOut(new Date(yearsLater(now, -3).getTime() + DAY));
    const counts = await runUpkeep(t.db, now);
    assert.equal(counts.checkins, 1);
    assert.deepEqual(await registerCheckins(), [kept]);
    assert.notEqual(expired, kept);
  });

  it('keeps a check-out of today for 3 years, then deletes it when the clock has moved on', async () => {
    const checkout = new Date();
    const id = await checkedOut(checkout);
    const later = (ms: number) => new Date(yearsLater(checkout, 3).getTime() + ms);
    await runUpkeep(t.db, later(-DAY));
    assert.deepEqual(await registerCheckins(), [id], '3 years less a day after check-out');
    await runUpkeep(t.db, later(DAY));
    assert.deepEqual(await registerCheckins(), [], '3 years and a day after check-out');
  });

  it('deletes passport uploads no check-in took within 24 hours', async () => {
    const upload = (hoursAgo: number) => ({
      user_id: userId,
      hotel_id: DEMO_HOTEL_ID,
      nationality: 'USA',
      number_ciphertext: cipher.encrypt(Buffer.from(`XK${hoursAgo}`)),
      number_masked: '***',
      image_ciphertext: cipher.encrypt(Buffer.from([0xff, 0xd8, 0xff])),
      image_type: 'image/jpeg' as const,
      key_id: cipher.keyId,
    });
    const [young, old] = await t.db
      .insertInto('passport_captures')
      .values([upload(23), upload(25)])
      .returning('id')
      .execute();
    await sql`update passport_captures set created_at = now() - interval '25 hours' where id = ${old!.id}`.execute(
      t.db,
    );
    await sql`update passport_captures set created_at = now() - interval '23 hours' where id = ${young!.id}`.execute(
      t.db,
    );
    assert.equal((await runUpkeep(t.db)).passportCaptures, 1);
    const left = await t.db.selectFrom('passport_captures').select('id').execute();
    assert.deepEqual(left, [{ id: young!.id }]);
  });

  it('deletes records of passport views and exports after 3 years', async () => {
    const now = new Date();
    const at = (ms: number) => new Date(yearsLater(now, -3).getTime() + ms);
    await t.db
      .insertInto('register_access_log')
      .values([
        {
          staff_id: 1,
          hotel_id: DEMO_HOTEL_ID,
          action: 'export',
          from_date: '2023-01-01',
          to_date: '2023-01-31',
          at: at(-DAY),
        },
        { staff_id: 1, hotel_id: DEMO_HOTEL_ID, entry_id: 1, action: 'view_passport', at: at(DAY) },
      ])
      .execute();
    assert.equal((await runUpkeep(t.db, now)).registerAccessLog, 1);
    const left = await t.db.selectFrom('register_access_log').select('action').execute();
    assert.deepEqual(left, [{ action: 'view_passport' }]);
  });
});
