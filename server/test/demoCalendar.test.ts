import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../src/db/database.ts';
import { followDemoCalendar, redateDemoData } from '../src/db/seed/demoCalendar.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { addDays, businessDate, nextBusinessDayStart, nextMidnight } from '../src/services/hotelTime.ts';
import { createTestDatabase } from './support/helpers.ts';

const tokyoWrapping = { time_zone: 'Asia/Tokyo', checkin_begin_time: '15:00', checkin_end_time: '02:00' };
const tokyoSameDay = { time_zone: 'Asia/Tokyo', checkin_begin_time: '16:00', checkin_end_time: '23:00' };

describe('the next change of a hotel’s day', () => {
  it('is the check-in end time when the window wraps past midnight', () => {
    // 01:59:59 on the 26th in Tokyo still belongs to the 25th's check-in.
    const lateNight = new Date('2026-11-25T16:59:59Z');
    assert.equal(businessDate(tokyoWrapping, lateNight), '2026-11-25');
    assert.equal(nextBusinessDayStart(tokyoWrapping, lateNight).toISOString(), '2026-11-25T17:00:00.000Z');
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
    database = await createTestDatabase({ seeded: true });
  });
  after(async () => {
    await database.close();
  });

  const arrivalOf = async (hotelId: string, code: string) => {
    const row = await database.db
      .selectFrom('reservations')
      .select('checkin_date')
      .where('hotel_id', '=', hotelId)
      .where('reservation_code', '=', code)
      .executeTakeFirstOrThrow();
    return row.checkin_date;
  };
  /** The online check-in of SA-2004 (a stay of the demo member): its id and check-out time. */
  const stayCheckin = () =>
    database.db
      .selectFrom('checkins as c')
      .innerJoin('checkin_reservations as cr', 'cr.checkin_id', 'c.id')
      .innerJoin('reservations as r', 'r.id', 'cr.reservation_id')
      .select(['c.id', 'c.checked_out_at'])
      .where('r.hotel_id', '=', DEMO_HOTEL_ID)
      .where('r.reservation_code', '=', 'SA-2004')
      .executeTakeFirstOrThrow();
  const couponStarts = async () =>
    (
      await database.db
        .selectFrom('coupons')
        .select(['title', 'valid_from'])
        .where('hotel_id', '=', DEMO_HOTEL_ID)
        .orderBy('title')
        .execute()
    ).map((c) => `${c.title} ${c.valid_from ? new Date(c.valid_from).toISOString() : '-'}`);

  /**
   * Dates the demo data 1 ms before `change` (then runs `meanwhile`), runs the calendar on a clock 1 ms
   * after it, and resolves with what it says it moved.
   */
  const crossing = async (change: Date, meanwhile = async () => {}) => {
    const datedAt = new Date(change.getTime() - 1);
    await redateDemoData(database.db, datedAt);
    await meanwhile();
    const state = {
      sa1001: await arrivalOf(DEMO_HOTEL_ID, 'SA-1001'),
      mi2001: await arrivalOf(MINIMAL_HOTEL_ID, 'MI-2001'),
      coupons: await couponStarts(),
    };
    let calendar: { stop: () => Promise<void> } | undefined;
    let timeout: NodeJS.Timeout | undefined;
    const moved = await new Promise<string>((resolve, reject) => {
      timeout = setTimeout(() => reject(new Error('the calendar moved nothing')), 10_000);
      calendar = followDemoCalendar(database.db, {
        datedAt,
        now: () => new Date(change.getTime() + 1),
        onRedated: resolve,
        onError: reject,
      });
    }).finally(() => {
      clearTimeout(timeout);
      return calendar?.stop();
    });
    return { before: state, moved };
  };

  it('moves the reservations and stays, not the coupons, at the demo hotel’s change of business day (02:00)', async () => {
    const change = nextBusinessDayStart(tokyoWrapping);
    const { before: was, moved } = await crossing(change);
    const today = businessDate(tokyoWrapping, new Date(change.getTime() - 1));
    const tomorrow = addDays(today, 1);
    assert.equal(was.sa1001, today);
    assert.equal(moved, `${DEMO_HOTEL_ID}'s reservations and stays to ${tomorrow}`);
    assert.equal(await arrivalOf(DEMO_HOTEL_ID, 'SA-1001'), tomorrow, 'today’s arrival is on the new day');
    assert.equal(await arrivalOf(DEMO_HOTEL_ID, 'SA-1006'), today, 'yesterday’s arrival');
    assert.equal(await arrivalOf(DEMO_HOTEL_ID, 'SA-2001'), addDays(tomorrow, -2), 'the stay departing today');
    assert.equal(await arrivalOf(MINIMAL_HOTEL_ID, 'MI-2001'), was.mi2001, 'the other hotel’s day did not change');
    assert.deepEqual(await couponStarts(), was.coupons);
  });

  it('moves the coupons and the other hotel at midnight, and leaves the demo hotel’s stays as they are', async () => {
    const change = nextMidnight(tokyoWrapping);
    // A guest checks out of a stay before midnight: still checked out after it.
    const checkedOut = new Date(change.getTime() - 60_000);
    const { before: was, moved } = await crossing(change, async () => {
      const stay = await stayCheckin();
      await database.db.updateTable('checkins').set({ checked_out_at: checkedOut }).where('id', '=', stay.id).execute();
    });
    const tomorrow = addDays(was.mi2001, 1);
    assert.equal(moved, `${MINIMAL_HOTEL_ID}'s reservations to ${tomorrow}, the coupons to ${tomorrow}`);
    assert.equal(await arrivalOf(MINIMAL_HOTEL_ID, 'MI-2001'), tomorrow);
    assert.equal(await arrivalOf(DEMO_HOTEL_ID, 'SA-1001'), was.sa1001, 'the demo hotel’s business day goes on');
    assert.notDeepEqual(await couponStarts(), was.coupons);
    assert.equal(new Date((await stayCheckin()).checked_out_at!).getTime(), checkedOut.getTime());
  });
});

describe('a database without the demo hotels', () => {
  it('starts a development server: the demo calendar has nothing to move and moves nothing', async () => {
    const database = await createTestDatabase();
    try {
      await database.db
        .insertInto('hotels')
        .values({
          id: 'harbour-view',
          hotel_name: 'ハーバービュー',
          hotel_name_latin: 'Harbour View',
          time_zone: 'Asia/Tokyo',
          checkin_begin_time: '15:00',
          checkin_end_time: '23:00',
        })
        .execute();
      await redateDemoData(database.db);
      assert.deepEqual(await database.db.selectFrom('reservations').select('id').execute(), []);
      assert.deepEqual(await database.db.selectFrom('coupons').select('id').execute(), []);
    } finally {
      await database.close();
    }
  });
});
