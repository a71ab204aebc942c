import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertMatchesContract } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const HOTEL_OPERATIONS = [
  ['getHotelGuide', '/api/hotel-guide'],
  ['getIconDisplay', '/api/icon-display'],
  ['getHotelAsset', '/api/guest/assets'],
  ['getFacilityInfo', '/api/facility-additional-info'],
  ['getPaymentSetting', '/api/payment-setting-by-hotel'],
  ['getProductsList', '/api/mobile-request/products'],
] as const;

function assertErrorBody(body: unknown) {
  assert.equal(typeof (body as { message?: unknown }).message, 'string');
  assert.ok((body as { message: string }).message.length > 0);
}

describe('hotel-scoped operations', () => {
  for (const [operationId, path] of HOTEL_OPERATIONS) {
    it(`${operationId}: a missing hotelId is 400 with a message`, async () => {
      const response = await t.app.inject({ method: 'GET', url: path });
      assert.equal(response.statusCode, 400);
      assertErrorBody(response.json());
      assertMatchesContract(operationId, 400, response.json());
      assert.match(response.json().detail, /hotelId/);
    });

    it(`${operationId}: an unknown hotel is 404 with a message`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `${path}?hotelId=nope` });
      assert.equal(response.statusCode, 404);
      assertMatchesContract(operationId, 404, response.json());
      assert.match(response.json().detail, /nope/);
    });

    for (const bad of ['a%20b', 'x'.repeat(65), '%3Cscript%3E', '', '%E3%83%9B%E3%83%86%E3%83%AB']) {
      it(`${operationId}: a malformed hotelId (${decodeURIComponent(bad).slice(0, 12) || 'empty'}) is 400`, async () => {
        const response = await t.app.inject({ method: 'GET', url: `${path}?hotelId=${bad}` });
        assert.equal(response.statusCode, 400);
        assertErrorBody(response.json());
      });
    }

    it(`${operationId}: a repeated hotelId (an array, the wrong type) is 400`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `${path}?hotelId=a&hotelId=b` });
      assert.equal(response.statusCode, 400);
      assertErrorBody(response.json());
    });
  }
});

describe('request bodies', () => {
  it('rejects unknown fields instead of dropping them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      payload: { email: 'guest@example.com', isAdmin: true },
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.json().detail, /additional propert/);
  });

  it('rejects a wrong type', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/check-email', payload: { email: 42 } });
    assert.equal(response.statusCode, 400);
    assertErrorBody(response.json());
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    assert.equal(response.statusCode, 400);
    assertErrorBody(response.json());
  });

  it('rejects a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=guest@example.com',
    });
    assert.equal(response.statusCode, 415);
    assertErrorBody(response.json());
  });

  it('rejects an image body with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    assert.equal(response.statusCode, 415);
    assertErrorBody(response.json());
  });

  it('rejects an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(300 * 1024) }),
    });
    assert.equal(response.statusCode, 413);
    assertErrorBody(response.json());
  });
});

describe('routes', () => {
  it('an unknown API path is 404 JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    assert.equal(response.statusCode, 404);
    assertErrorBody(response.json());
  });

  it('isEnabledPlugin answers whether the hotel has the plugin on (found by the fuzzer: it answered 501)', async () => {
    const ask = async (hotelId: string, pluginCode: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/plugin-enabled?hotelId=${hotelId}&pluginCode=${pluginCode}`,
      });
      assertMatchesContract('isEnabledPlugin', response.statusCode, response.json());
      return { status: response.statusCode, body: response.json() };
    };
    assert.deepEqual(await ask('sakura-asakusa', 'CU'), { status: 200, body: { isEnabled: true } });
    assert.deepEqual(await ask('minato-inn', 'CU'), { status: 200, body: { isEnabled: false } });
    assert.equal((await ask('no-such-hotel', 'CU')).status, 404);
    assert.equal((await ask('sakura-asakusa', 'XX')).status, 400);
  });

  it('a path the router cannot read is 400 with the Error body, not the router’s 414 (found by the fuzzer)', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/store/coupons/${'x'.repeat(500)}` });
    assert.equal(response.statusCode, 400);
    assertMatchesContract('getHotelCoupon', 400, response.json());
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('a body over 256 KB is 413 with the Error body, as the contract says (found by the fuzzer: undocumented)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/backup-receipt-pdf-without-auth',
      payload: { list: [{ checkinId: null, reserIds: ['x'.repeat(300 * 1024)], saleIds: [] }] },
    });
    assert.equal(response.statusCode, 413);
    assertMatchesContract('backupReceiptPDF', 413, response.json());
  });

  it('text with a NUL character is refused with 400 before it reaches the database (found by the fuzzer: 500)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'hanako.yamada@sakura-demo.example', password: 'Sakura2026' },
    });
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/checkin-history-detail/7?checkinCode=ab%00cd',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    assert.equal(query.statusCode, 400, query.body);
    assert.equal(query.json().code, 'nul_character');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/search',
      payload: { hotelId: 'sakura-asakusa', lang: 'ja', reservationFamilyName: 'a\u0000b', reservationGivenName: 'c' },
    });
    assert.equal(body.statusCode, 400, body.body);
    assertMatchesContract('searchCheckin', 400, body.json());
  });

  it('an operation that needs sign-in answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/account-info' });
    assert.equal(response.statusCode, 401);
    assertMatchesContract('getUserInfo', 401, response.json());
  });

  it('an operation that needs sign-in answers 401 with an unknown token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/account-info',
      headers: { authorization: 'Bearer 0123456789abcdef0123456789abcdef' },
    });
    assert.equal(response.statusCode, 401);
  });
});
