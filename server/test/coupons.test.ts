import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoCouponDays, seedDemoCoupons } from '../src/db/seed/demoCoupons.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID, readDemoHotel } from '../src/db/seed/demoHotels.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { newMember } from './support/members.ts';

// Hotel coupons (getHotelCoupons, getHotelCoupon, takeHotelCoupons) through callOperation on the
// seeded demo hotel: four coupons valid now, one expired yesterday, one starting next week.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const member = () => newMember(t);

const list = (who?: { token: string }, hotelId = DEMO_HOTEL_ID) =>
  callOperation(t.app, 'getHotelCoupons', { query: { hotelId }, token: who?.token });
const detail = (id: number | string, who?: { token: string }) =>
  callOperation(t.app, 'getHotelCoupon', { params: { id }, token: who?.token });
const take = (id: number | string, who?: { token: string }) =>
  callOperation(t.app, 'takeHotelCoupons', { params: { id }, token: who?.token });

async function idOf(title: string): Promise<number> {
  const row = await t.db.selectFrom('coupons').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  return row.id;
}

const demoCoupons = readDemoHotel(DEMO_HOTEL_ID).coupons!;
const [dining, drink, shop, towel, expired, upcoming] = demoCouponDays.map((c) => c.title) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

describe('getHotelCoupons', () => {
  it('lists the currently valid coupons in display order, with titles and venues in both forms', async () => {
    const response = await list();
    assert.equal(response.status, 200);
    const { coupons } = response.body;
    assert.deepEqual(
      coupons.map((c: { title: string }) => c.title),
      [dining, drink, shop, towel],
    );
    const first = coupons[0];
    assert.equal(first.titleLatin, '10% off dinner');
    assert.equal(first.venueName, 'さくらダイニング');
    assert.equal(first.venueNameLatin, 'Sakura Dining');
    assert.match(first.description ?? '', /ディナー/);
    assert.match(first.descriptionLatin ?? '', /^10% off your dinner bill/);
    assert.equal(first.image, '/images/coupons/dining.svg');
    assert.ok(Date.parse(first.validFrom ?? '') <= Date.now() && Date.now() < Date.parse(first.validTo ?? ''));
    assert.equal(coupons[3].validFrom, null);
    assert.equal(coupons[3].validTo, null);
    assert.ok(coupons.every((c) => c.isUsed === false));
  });

  it('answers an empty list where the CU plugin is off, and 404 for an unknown hotel', async () => {
    await t.db.insertInto('coupons').values({ hotel_id: MINIMAL_HOTEL_ID, title: 'テスト' }).execute();
    assert.deepEqual((await list(undefined, MINIMAL_HOTEL_ID)).body, { coupons: [] });
    const unknown = await list(undefined, 'no-such-hotel');
    assert.equal(unknown.status, 404);
    assert.equal((await list(undefined, 'bad id')).status, 400);
  });

  it('shows isUsed for the member who used a coupon only', async () => {
    const [aiko, ben] = [await member(), await member()];
    assert.equal((await take(await idOf(drink), aiko)).status, 200);
    const used = (await list(aiko)).body.coupons.filter((c) => c.isUsed);
    assert.deepEqual(
      used.map((c: { title: string }) => c.title),
      [drink],
    );
    assert.ok((await list(ben)).body.coupons.every((c) => !c.isUsed));
    assert.ok((await list()).body.coupons.every((c) => !c.isUsed));
    // A token that is no longer valid is read as an anonymous visitor on this open call.
    const stale = await list({ token: 'x'.repeat(43) });
    assert.equal(stale.status, 200);
  });
});

describe('getHotelCoupon', () => {
  it('answers a valid coupon', async () => {
    const response = await detail(await idOf(shop));
    assert.equal(response.status, 200);
    assert.equal(response.body.coupon.title, shop);
    assert.equal(response.body.coupon.url, 'https://sakuraya-shop.example/');
  });

  it('still shows an expired coupon, with its validity in the past', async () => {
    const response = await detail(await idOf(expired));
    assert.equal(response.status, 200);
    assert.ok(Date.parse(response.body.coupon.validTo ?? '') <= Date.now());
  });

  it('still shows a coupon not valid yet, with its start in the future, and its Latin description', async () => {
    const response = await detail(await idOf(upcoming));
    assert.equal(response.status, 200);
    const { coupon } = response.body;
    assert.ok(Date.parse(coupon.validFrom ?? '') > Date.now());
    assert.equal(coupon.descriptionLatin, demoCoupons.find((c) => c.title === upcoming)!.descriptionLatin);
  });

  it('answers 404 for an unknown coupon or one of a hotel without CU', async () => {
    const minato = await t.db
      .insertInto('coupons')
      .values({ hotel_id: MINIMAL_HOTEL_ID, title: 'プラグインなし' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [2147483647, 999999, minato.id]) {
      const response = await detail(id);
      assert.equal(response.status, 404, String(id));
      assert.equal(response.body.code, 'coupon_not_found');
    }
  });

  it('answers 400 for an id that is not a coupon id, never a 5xx', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999', '\u0000']) {
      const response = await detail(id);
      assert.equal(response.status, 400, `${id}: ${JSON.stringify(response.body)}`);
    }
  });
});

describe('takeHotelCoupons', () => {
  it('marks the coupon used once; a second use is refused with 409; others can still use it', async () => {
    const [aiko, ben] = [await member(), await member()];
    const id = await idOf(dining);
    const first = await take(id, aiko);
    assert.equal(first.status, 200);
    assert.equal(first.body.coupon.isUsed, true);
    assert.equal((await detail(id, aiko)).body.coupon.isUsed, true);
    assert.equal((await detail(id, ben)).body.coupon.isUsed, false);
    assert.equal((await detail(id)).body.coupon.isUsed, false);

    const again = await take(id, aiko);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'coupon_already_used');
    assert.match(again.body.message ?? '', /already used/);

    assert.equal((await take(id, ben)).status, 200);
  });

  it('records exactly one use for 50 concurrent taps by one member', async () => {
    const aiko = await member();
    const id = await idOf(towel);
    const answers = await Promise.all(Array.from({ length: 50 }, () => take(id, aiko)));
    const statuses = answers.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 409).length, 49, statuses.join(','));
    const uses = await t.db.selectFrom('coupon_uses').select('guest_key').where('coupon_id', '=', id).execute();
    assert.equal(uses.length, 1);
  });

  it('requires sign-in', async () => {
    const response = await take(await idOf(shop));
    assert.equal(response.status, 401);
    const invalid = await take(await idOf(shop), { token: 'x'.repeat(43) });
    assert.equal(invalid.status, 401);
  });

  it('refuses an expired coupon or one not valid yet (400), and an unknown one (404)', async () => {
    const aiko = await member();
    const old = await take(await idOf(expired), aiko);
    assert.equal(old.status, 400);
    assert.equal(old.body.code, 'coupon_not_valid');
    const early = await take(await idOf(upcoming), aiko);
    assert.equal(early.status, 400);
    assert.equal(early.body.code, 'coupon_not_valid');
    assert.equal((await take(999999, aiko)).status, 404);
    assert.equal((await take('abc', aiko)).status, 400);
    const refused = [await idOf(expired), await idOf(upcoming)];
    const rows = await t.db.selectFrom('coupon_uses').select('coupon_id').where('coupon_id', 'in', refused).execute();
    assert.deepEqual(rows, []);
  });
});

describe('demo coupons seed', () => {
  it('is idempotent: a second run keeps the coupon ids and their uses', async () => {
    const before = await t.db.selectFrom('coupons').select(['id', 'title']).orderBy('id').execute();
    const uses = await t.db.selectFrom('coupon_uses').select('coupon_id').execute();
    await seedDemoCoupons(t.db);
    const afterRows = await t.db.selectFrom('coupons').select(['id', 'title']).orderBy('id').execute();
    assert.deepEqual(afterRows, before);
    assert.equal((await t.db.selectFrom('coupon_uses').select('coupon_id').execute()).length, uses.length);
  });
});
