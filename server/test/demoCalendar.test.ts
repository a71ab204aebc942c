import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../src/db/database.ts';
import { followDemoCalendar, redateDemoData } from '../src/db/seed/demoCalendar.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { addDays, businessDate, nextBusinessDayStart, nextMidnight } from '../src/services/hotelTime.ts';
import { createTestDatabase } from './helpers.ts';

const tokyoWrapping = { time_zone: 'Asia/Tokyo', checkin_begin_time: '15:00', checkin_end_time: '02:00' };
const tokyoSameDay = { time_zone: 'Asia/Tokyo', checkin_begin_time: '15:00', checkin_end_time: '23:00' };

describe('the next change of a hotel’s day', () => {
  it('is the check-in end time when the window wraps past midnight', () => {
    // 01:59:59 on the 26th in Tokyo still belongs to the 25th's check-in.
    const before = new Date('2026-11-25T16:59:59Z');
    assert.equal(businessDate(tokyoWrapping, before), '2026-11-25');
    assert.equal(nextBusinessDayStart(tokyoWrapping, before).toISOString(), '2026-11-25T17:00:00.000Z');
    const at = new Date('2026-11-25T17:00:00Z');
    assert.equal(businessDate(tokyoWrapping, at), '2026-11-26');
    assert.equal(nextBusinessDayStart(tokyoWrapping, at).toISOString(), '2026-11-26T17:00:00.000Z');
  });

  it('is midnight when the window ends the same day, and midnight is the zone’s', () => {
    const lateEvening = new Date('2026-11-25T14:30:00Z'); // 23:30 in Tokyo
    assert.equal(nextBusinessDayStart(tokyoSameDay, lateEvening).toISOString(), '2026-11-25T15:00:00.000Z');
    assert.equal(nextMidnight(tokyoWrapping, lateEvening).toISOString(), '2026-11-25T15:00:00.000Z');
    assert.equal(
      nextMidnight({ time_zone: 'America/New_York' }, lateEvening).toISOString(),
      '2026-11-26T05:00:00.000Z',
    );
  });
});

describe('the demo calendar', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
  });
  after(async () => {
    await database.close();
  });

  const arrivalOf = async (code: string) => {
    const row = await database.db
      .selectFrom('reservations')
      .select('checkin_date')
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .where('reservation_code', '=', code)
      .executeTakeFirstOrThrow();
    return row.checkin_date;
  };

  it('moves the demo reservations and stays when the demo hotel’s business day changes under it', async () => {
    // A clock running from 300 ms before the demo hotel's next change of day (02:00 in Tokyo).
    const change = nextBusinessDayStart(tokyoWrapping);
    const offset = change.getTime() - 300 - Date.now();
    const now = () => new Date(Date.now() + offset);
    await redateDemoData(database.db, now());
    const today = businessDate(tokyoWrapping, now());
    assert.equal(await arrivalOf('SA-1001'), today);
    assert.equal(await arrivalOf('SA-2001'), addDays(today, -2));

    const redated = new Promise<string>((resolve, reject) => {
      const calendar = followDemoCalendar(database.db, {
        now,
        onRedated: (dates) => {
          calendar.stop();
          resolve(dates);
        },
        onError: reject,
      });
      setTimeout(() => {
        calendar.stop();
        reject(new Error('the demo data were not moved'));
      }, 10_000).unref();
    });
    // Nothing moves before the change.
    assert.equal(await arrivalOf('SA-1001'), today);

    const dates = await redated;
    const tomorrow = addDays(today, 1);
    assert.match(dates, new RegExp(tomorrow));
    assert.equal(await arrivalOf('SA-1001'), tomorrow, 'today’s arrival is on the new day');
    assert.equal(await arrivalOf('SA-1006'), today, 'yesterday’s arrival');
    assert.equal(await arrivalOf('SA-2001'), addDays(tomorrow, -2), 'the stay departing today');
  });
});
