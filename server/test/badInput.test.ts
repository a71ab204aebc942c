import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertMatchesContract } from './contract.ts';
import { createTestApp, type TestApp } from './helpers.ts';

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
      assert.match(response.json().message, /hotelId/);
    });

    it(`${operationId}: an unknown hotel is 404 with a message`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `${path}?hotelId=nope` });
      assert.equal(response.statusCode, 404);
      assertMatchesContract(operationId, 404, response.json());
      assert.match(response.json().message, /nope/);
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
    assert.match(response.json().message, /additional propert/);
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

  it('an operation of a later feature answers 501 naming itself, never a made-up result', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/plugin-enabled?hotelId=sakura-asakusa&pluginCode=CU',
    });
    assert.equal(response.statusCode, 501);
    assert.match(response.json().message, /isEnabledPlugin/);
    assertMatchesContract('isEnabledPlugin', 501, response.json());
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
