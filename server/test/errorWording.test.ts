import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { englishText } from '../src/guestTexts.ts';
import { openapi } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// One text per error code, written once (locales/en.json): the API's `message` is the app's English
// text for the answer's code; what exactly was wrong goes to `detail`.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

describe('error wording', () => {
  it('has an English text for every code of the contract, found at start-up', () => {
    for (const code of openapi.components.schemas.ErrorCode.enum as string[]) {
      assert.ok(englishText(`errors.${code}`).trim().length > 0, code);
    }
  });

  it('answers a refused request with the code’s text, and the specifics as detail', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/hotel-guide?hotelId=no-such-hotel' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'hotel_not_found');
    assert.equal(missing.json().message, englishText('errors.hotel_not_found'));
    assert.match(missing.json().detail, /no-such-hotel/);

    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/check-email', payload: { email: 42 } });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.json().message, englishText('errors.validation_error'));
    assert.match(invalid.json().detail, /email/);
  });

  it('words the weak password, the sign-in refusal and a missing sign-in as the app does', async () => {
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'wording@example.com', password: 'short1A', language: 'en' },
    });
    assert.equal(weak.json().message, englishText('errors.invalid_password'));
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody-wording@example.com', password: 'Wrong2026' },
    });
    assert.equal(wrong.json().message, englishText('errors.wrong_email_or_password'));
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/me/account-info' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().message, englishText('errors.unauthorized'));
  });
});
