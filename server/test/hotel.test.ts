import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

const DEMO = 'sakura-asakusa';
const MINIMAL = 'minato-inn';
let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

describe('getHotelGuide', () => {
  it('returns the demo hotel with every plugin on, its pages and access info', async () => {
    const { status, body, headers } = await callOperation(t.app, 'getHotelGuide', { query: { hotelId: DEMO } });
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], 'no-store');
    assert.equal(body.hotelId, DEMO);
    assert.equal(body.facilityBasicInfo.hotelName, 'ホテル桜並木 浅草');
    assert.equal(body.facilityBasicInfo.hotelNameLatin, 'Hotel Sakuranamiki Asakusa');
    assert.deepEqual(body.plugins.map((p) => p.code).sort(), [
      'BR',
      'CC',
      'CN',
      'CU',
      'GUE',
      'KSK',
      'NP',
      'PA',
      'RK',
      'TKT',
      'TL',
      'TM',
    ]);
    assert.ok(body.plugins.every((p) => p.isEnabled));
    // The check-in window wraps past midnight.
    assert.ok(body.facilityBasicInfo.checkinEndTime < body.facilityBasicInfo.checkinBeginTime);
    assert.deepEqual(
      body.facilityAdditionalPageInfo.map((p) => p.page_index),
      [3, 4, 5, 6, 7, 8, 9, 10],
    );
    const englishOnly = body.facilityAdditionalPageInfo.find((p) => p.page_index === 5);
    assert.ok(englishOnly);
    assert.equal(englishOnly.jp_content, null);
    assert.ok((englishOnly.en_content ?? '').length > 100);
    assert.equal(body.facilityAccessInfo.viewStatus, 1);
    assert.match(body.facilityAccessInfo.address ?? '', /浅草/);
  });

  it('returns the minimal hotel without plugins', async () => {
    const { status, body } = await callOperation(t.app, 'getHotelGuide', { query: { hotelId: MINIMAL } });
    assert.equal(status, 200);
    assert.deepEqual(body.plugins, []);
    assert.equal(body.facilityBasicInfo.telephone, null);
    assert.equal(body.facilityAccessInfo.viewStatus, 0);
  });
});

describe('getIconDisplay', () => {
  it('shows every icon of the demo hotel', async () => {
    const { status, body } = await callOperation(t.app, 'getIconDisplay', { query: { hotelId: DEMO } });
    assert.equal(status, 200);
    assert.deepEqual(body.icon_display, [
      { checkin: 1, checkout: 1, hotelGuide: 1, aroundSpot: 1, mobileRequest: 1, frontTelephone: 1, wifi: 1 },
    ]);
  });

  it('hides some icons of the minimal hotel', async () => {
    const { body } = await callOperation(t.app, 'getIconDisplay', { query: { hotelId: MINIMAL } });
    assert.equal(body.icon_display[0].checkout, 0);
    assert.equal(body.icon_display[0].mobileRequest, 0);
    assert.equal(body.icon_display[0].checkin, 1);
  });

  it('answers an empty list when a hotel has no icon setting', async () => {
    await t.db.deleteFrom('hotel_icon_display').where('hotel_id', '=', MINIMAL).execute();
    const { status, body } = await callOperation(t.app, 'getIconDisplay', { query: { hotelId: MINIMAL } });
    assert.equal(status, 200);
    assert.deepEqual(body.icon_display, []);
  });
});

describe('getHotelAsset', () => {
  it('lists the assets of a hotel', async () => {
    await t.db
      .insertInto('hotel_assets')
      .values({ hotel_id: MINIMAL, format_type: 'request', name: 'Guest app', url: 'https://guest.example/request' })
      .execute();
    const { status, body } = await callOperation(t.app, 'getHotelAsset', { query: { hotelId: MINIMAL } });
    assert.equal(status, 200);
    assert.equal(body.assets.length, 1);
    assert.equal(body.assets[0].formatType, 'request');
  });

  it('answers an empty list when the hotel has none', async () => {
    const { status, body } = await callOperation(t.app, 'getHotelAsset', { query: { hotelId: DEMO } });
    assert.equal(status, 200);
    assert.deepEqual(body.assets, []);
  });
});

describe('getFacilityInfo', () => {
  it('returns the information pages and the access info', async () => {
    const { status, body } = await callOperation(t.app, 'getFacilityInfo', { query: { hotelId: DEMO } });
    assert.equal(status, 200);
    assert.equal(body.facilityAdditionalPageInfo.length, 8);
    for (const page of body.facilityAdditionalPageInfo) {
      if (page.page_index === 5) continue; // English only, on purpose
      for (const lang of ['jp', 'en', 'zh', 'ko'] as const)
        assert.ok(page[`${lang}_content`], `page ${page.page_index} ${lang}`);
    }
    assert.ok(body.facilityAccessInfo.contentKo);
  });

  it('returns only the check-in/out page of the minimal hotel', async () => {
    const { body } = await callOperation(t.app, 'getFacilityInfo', { query: { hotelId: MINIMAL } });
    assert.deepEqual(
      body.facilityAdditionalPageInfo.map((p) => p.page_index),
      [10],
    );
  });
});

describe('getPaymentSetting', () => {
  it('returns the demo hotel payment times with their methods', async () => {
    const { status, body } = await callOperation(t.app, 'getPaymentSetting', { query: { hotelId: DEMO } });
    assert.equal(status, 200);
    assert.deepEqual(
      body.payment_time.map((t: { value: string }) => t.value),
      ['CHECKIN', 'CHECKOUT', 'MOBILE_REQUEST'],
    );
    for (const time of body.payment_time) {
      assert.deepEqual(
        time.payment_method.map((m: { value: string }) => m.value),
        ['CREDIT_CARD', 'DIRECT'],
      );
    }
  });

  it('returns no payment times for a hotel without settings', async () => {
    const { status, body } = await callOperation(t.app, 'getPaymentSetting', { query: { hotelId: MINIMAL } });
    assert.equal(status, 200);
    assert.deepEqual(body.payment_time, []);
  });
});
