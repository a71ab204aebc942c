import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID, readDemoHotel } from '../src/db/seed/demoHotels.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { ROOM_NOT_FOUND } from '../src/services/orderingRooms.ts';
import { localDateTime, zonedInstant } from '../src/services/hotelTime.ts';
import { isOnSaleNow, onSaleAt } from '../src/services/saleHours.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, reservationIdOf, type TestApp } from './support/helpers.ts';

describe('onSaleAt', () => {
  it('is always on sale without sale hours', () => {
    for (const time of ['00:00', '06:29', '12:00', '23:59']) {
      assert.equal(onSaleAt(null, null, time), true);
      assert.equal(onSaleAt('06:30', null, time), true);
      assert.equal(onSaleAt(null, '10:00', time), true);
    }
  });

  it('includes the start and excludes the end of a daytime window', () => {
    assert.equal(onSaleAt('06:30', '10:00', '06:29'), false);
    assert.equal(onSaleAt('06:30', '10:00', '06:30'), true);
    assert.equal(onSaleAt('06:30', '10:00', '09:59'), true);
    assert.equal(onSaleAt('06:30', '10:00', '10:00'), false);
    assert.equal(onSaleAt('06:30', '10:00', '23:30'), false);
  });

  it('wraps a window that ends after midnight', () => {
    assert.equal(onSaleAt('22:00', '02:00', '21:59'), false);
    assert.equal(onSaleAt('22:00', '02:00', '22:00'), true);
    assert.equal(onSaleAt('22:00', '02:00', '23:30'), true);
    assert.equal(onSaleAt('22:00', '02:00', '00:00'), true);
    assert.equal(onSaleAt('22:00', '02:00', '00:30'), true);
    assert.equal(onSaleAt('22:00', '02:00', '01:59'), true);
    assert.equal(onSaleAt('22:00', '02:00', '02:00'), false);
    assert.equal(onSaleAt('22:00', '02:00', '05:00'), false);
  });

  it('treats equal start and end as all day', () => {
    for (const time of ['00:00', '09:00', '09:01', '23:59']) assert.equal(onSaleAt('09:00', '09:00', time), true);
  });

  it('reads the time on the hotel’s clock: one instant, two time zones', () => {
    // 07:00 in Tokyo is 14:00 the day before in Los Angeles (PST).
    const instant = zonedInstant('2026-01-15', '07:00', 'Asia/Tokyo');
    const breakfast = { sale_start_time: '06:30', sale_end_time: '10:00' };
    assert.equal(isOnSaleNow(breakfast, 'Asia/Tokyo', instant), true);
    assert.equal(isOnSaleNow(breakfast, 'America/Los_Angeles', instant), false);
    // 23:30 in Los Angeles (PDT) is 15:30 the next day in Tokyo.
    const late = zonedInstant('2026-07-15', '23:30', 'America/Los_Angeles');
    const ramen = { sale_start_time: '22:00', sale_end_time: '02:00' };
    assert.equal(isOnSaleNow(ramen, 'America/Los_Angeles', late), true);
    assert.equal(isOnSaleNow(ramen, 'Asia/Tokyo', late), false);
  });
});

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const productsOf = (hotelId: string) => callOperation(t.app, 'getProductsList', { query: { hotelId } });
const roomsOf = (telephone: string, hotelId = DEMO_HOTEL_ID, remoteAddress?: string) =>
  callOperation(t.app, 'getGuestRoomByTelephone', { query: { hotelId, telephone }, remoteAddress });

type Products = Awaited<ReturnType<typeof productsOf>>['body']['products'];

const bySubject = (products: Products, subject: number) =>
  products.find((p) => p.salesSubject.salesSubjectMasterId === subject)!;

describe('getProductsList', () => {
  it('lists the demo catalogue: categories, tags and products in four languages', async () => {
    const { status, body } = await productsOf(DEMO_HOTEL_ID);
    assert.equal(status, 200);
    assert.deepEqual(
      body.categories.map((c) => c.name.en),
      ['Drinks', 'Amenities', 'Breakfast', 'Snacks'],
    );
    assert.deepEqual(
      body.tags.map((c) => c.name.en),
      ['Popular', 'Vegan', 'Hot', 'New'],
    );
    assert.equal(body.products.length, readDemoHotel(DEMO_HOTEL_ID).catalogue!.products!.length);
    const categoryIds = body.categories.map((c) => c.id);
    const tagIds = body.tags.map((c) => c.id);
    for (const product of body.products) {
      assert.ok(categoryIds.includes(product.category));
      assert.ok(product.tags.every((id) => tagIds.includes(id)));
      // Photos, as a hotel uploads them: raster images the browser decodes off the main thread (an
      // SVG <img> is a document parsed and laid out on it, one per card of the list).
      assert.match(product.imagePath!, /^\/images\/products\/[a-z-]+\.webp$/);
      assert.ok(fs.existsSync(new URL(`../../public${product.imagePath}`, import.meta.url)), product.imagePath!);
    }
    const beer = bySubject(body.products, 9001);
    assert.deepEqual(beer.name, {
      ja: '浅草クラフトビール',
      en: 'Asakusa craft beer',
      zh: '浅草精酿啤酒',
      ko: '아사쿠사 크래프트 맥주',
    });
    assert.equal(beer.price, 780);
    assert.equal(beer.isNowOnSale, true);
    assert.equal(beer.category, body.categories[0].id);
    assert.deepEqual(beer.tags, [body.tags[0].id]);
  });

  it('lists a sold-out product with stock 0', async () => {
    const { body } = await productsOf(DEMO_HOTEL_ID);
    const soldOut = bySubject(body.products, 9004);
    assert.equal(soldOut.stock, 0);
    assert.equal(soldOut.isNowOnSale, true);
  });

  it('marks the products inside their sale hours now, on the hotel’s clock', async () => {
    const tokyoTime = () => localDateTime(new Date(), 'Asia/Tokyo').time;
    const before = tokyoTime();
    const { body } = await productsOf(DEMO_HOTEL_ID);
    // Across a minute's change the answer may hold either minute's state: check against both.
    for (const [subject, start, end] of [
      [9008, '06:30', '10:00'],
      [9009, '22:00', '02:00'],
    ] as const) {
      const states = new Set([onSaleAt(start, end, before), onSaleAt(start, end, tokyoTime())]);
      assert.ok(states.has(bySubject(body.products, subject).isNowOnSale));
    }
    assert.equal(bySubject(body.products, 9001).isNowOnSale, true);
  });

  it('uses the time zone of the hotel, not the server’s', async () => {
    // A two-hour window around the hour it is now in Los Angeles: open there, closed in Tokyo (16 or
    // 17 hours ahead).
    const laHour = Number(localDateTime(new Date(), 'America/Los_Angeles').time.slice(0, 2));
    const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
    const hours = { sale_start_time: hour(laHour), sale_end_time: hour(laHour + 2) };
    const { created_at: _created, ...demo } = await t.db
      .selectFrom('hotels')
      .selectAll()
      .where('id', '=', DEMO_HOTEL_ID)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('hotels')
      .values({ ...demo, id: 'test-la', time_zone: 'America/Los_Angeles' })
      .execute();
    for (const hotelId of [DEMO_HOTEL_ID, 'test-la']) {
      const { id: categoryId } = await t.db
        .insertInto('product_categories')
        .values({ hotel_id: hotelId, name_ja: '時差テスト', name_en: null, name_zh: null, name_ko: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('products')
        .values({
          hotel_id: hotelId,
          category_id: categoryId,
          name_ja: '時差テスト',
          name_en: null,
          name_zh: null,
          name_ko: null,
          description_ja: null,
          description_en: null,
          description_zh: null,
          description_ko: null,
          price: 100,
          tax_rate: 10,
          stock: 1,
          image_path: null,
          ...hours,
          sales_subject_id: 9999,
        })
        .execute();
    }
    try {
      const tokyo = bySubject((await productsOf(DEMO_HOTEL_ID)).body.products, 9999);
      const la = bySubject((await productsOf('test-la')).body.products, 9999);
      assert.equal(la.isNowOnSale, true);
      assert.equal(tokyo.isNowOnSale, false);
    } finally {
      await t.db.deleteFrom('products').where('sales_subject_id', '=', 9999).execute();
      await t.db.deleteFrom('product_categories').where('name_ja', '=', '時差テスト').execute();
      await t.db.deleteFrom('hotels').where('id', '=', 'test-la').execute();
    }
  });

  it('answers empty lists for a hotel without a catalogue', async () => {
    const { status, body } = await productsOf(MINIMAL_HOTEL_ID);
    assert.equal(status, 200);
    assert.deepEqual(body, { products: [], tags: [], categories: [] });
  });

  it('answers 404 for an unknown hotel and 400 without hotelId', async () => {
    assert.equal((await productsOf('nope')).status, 404);
    const missing = await callOperation(t.app, 'getProductsList');
    assert.equal(missing.status, 400);
    assert.match(missing.body.detail ?? '', /hotelId/);
  });

  it('keeps the catalogue and its ids when the seed runs again', async () => {
    const before = (await productsOf(DEMO_HOTEL_ID)).body;
    await seedDemoData(t.db);
    assert.deepEqual((await productsOf(DEMO_HOTEL_ID)).body, before);
  });
});

describe('getGuestRoomByTelephone', () => {
  const checkinOf = async (code: string) => {
    const row = await t.db
      .selectFrom('checkin_reservations as cr')
      .innerJoin('reservations as r', 'r.id', 'cr.reservation_id')
      .select('cr.checkin_id')
      .where('r.reservation_code', '=', code)
      .executeTakeFirstOrThrow();
    return String(row.checkin_id);
  };

  it('finds the rooms of the approved online check-ins made with the phone (805, 806)', async () => {
    const { status, body } = await roomsOf('08055556666');
    assert.equal(status, 200);
    assert.deepEqual(body.checkinAssignRooms, [
      {
        id: await reservationIdOf(t.db, 'SA-2004'),
        name: body.checkinAssignRooms[0].name,
        roomNumber: ['805'],
        checkinId: await checkinOf('SA-2004'),
      },
      {
        id: await reservationIdOf(t.db, 'SA-2005'),
        name: body.checkinAssignRooms[1].name,
        roomNumber: ['806'],
        checkinId: await checkinOf('SA-2005'),
      },
    ]);
    assert.ok(body.checkinAssignRooms.every((r) => r.name.length > 0));
  });

  it('has no room for a stay without an approved online check-in', async () => {
    // 08011112222: checked in at the front desk only; 08099990000: check-in not approved yet.
    for (const phone of ['08011112222', '08099990000', '09000000001']) {
      const { status, body } = await roomsOf(phone);
      assert.equal(status, 404);
      assert.equal(body.message, ROOM_NOT_FOUND);
      assert.equal(body.code, 'room_not_found');
    }
  });

  it('finds nothing in another hotel, 404 for an unknown hotel, 400 for a bad phone', async () => {
    assert.equal((await roomsOf('08055556666', MINIMAL_HOTEL_ID)).status, 404);
    assert.equal((await roomsOf('08055556666', 'nope')).body.code, 'hotel_not_found');
    for (const bad of ['080-5555-6666', 'abc', '']) assert.equal((await roomsOf(bad)).status, 400);
    const missing = await callOperation(t.app, 'getGuestRoomByTelephone', { query: { hotelId: DEMO_HOTEL_ID } });
    assert.equal(missing.status, 400);
  });

  it('has no room once the check-in is checked out', async () => {
    const checkinId = Number(await checkinOf('SA-2005'));
    await t.db.updateTable('checkins').set({ status: 'checked_out' }).where('id', '=', checkinId).execute();
    try {
      const { body } = await roomsOf('08055556666');
      assert.deepEqual(
        body.checkinAssignRooms.map((r) => r.roomNumber),
        [['805']],
      );
    } finally {
      await t.db.updateTable('checkins').set({ status: 'submitted' }).where('id', '=', checkinId).execute();
    }
  });

  it('answers 429 with Retry-After after 30 misses from one address', async () => {
    const address = '10.0.0.88';
    for (let i = 0; i < 30; i += 1) {
      const { status } = await roomsOf(`0700000${String(i).padStart(4, '0')}`, DEMO_HOTEL_ID, address);
      assert.equal(status, 404);
    }
    const limited = await roomsOf('08055556666', DEMO_HOTEL_ID, address);
    assert.equal(limited.status, 429);
    assert.equal(limited.body.message, 'Please wait before retrying.');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // Another address is not limited.
    assert.equal((await roomsOf('08055556666')).status, 200);
  });
});
