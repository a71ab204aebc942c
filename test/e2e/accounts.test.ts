import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, lastMailTo, signInAs, startE2E, type E2E } from './harness.ts';

// Member accounts in Chromium, against the real server and production build.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const Q = 'hotelId=sakura-asakusa&lang=en';

async function open(path: string): Promise<Page> {
  const page = await e2e.newPage();
  await page.goto(path);
  return page;
}

/** Everything the app keeps in the browser's storage, as text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }));

describe('accounts', () => {
  it('creates an account by email, completes the profile and lands on My Page', async () => {
    const email = `guest-${randomUUID()}@test.example`;
    const page = await open(`/hotel-guide?${Q}`);
    await page.getByRole('link', { name: 'My Page' }).click();
    await page.waitForURL(/\/login\?/);
    await page.getByLabel(/Email address/).fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await page.getByLabel(/^Password\*?$/).fill('Sakura2026');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/register-account\?/);
    // The profile screen, once drawn (the address changes before the previous screen goes: CI run 14
    // counted that screen's Back button). The profile is incomplete: no way back until it is done.
    const familyName = page.getByRole('textbox', { name: 'Family name' });
    await familyName.waitFor();
    assert.equal(await page.getByRole('button', { name: 'Back' }).count(), 0);
    await familyName.fill('Smith');
    await page.getByRole('textbox', { name: 'Given name' }).fill('Alice');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('1988/07/15');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('09012345678');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('1110032');
    // The postal lookup fills the address; the guest adds the house number.
    const address = page.getByRole('textbox', { name: 'Address' });
    await page.waitForFunction(() => (document.querySelector('input[name=address]') as HTMLInputElement)?.value !== '');
    assert.equal(await address.inputValue(), '東京都台東区浅草');
    await address.fill('東京都台東区浅草2-3-1');
    await page.getByRole('button', { name: 'Register' }).click();
    // My Page was where the guest was going before logging in.
    await page.waitForURL(/\/mypage\?/);
    await page.getByRole('heading', { level: 1, name: 'My Page' }).waitFor();
    await page.getByText('Alice Smith').waitFor();
    await page.getByRole('link', { name: 'Member information' }).click();
    await page.getByText('1988/07/15').waitFor();
    assert.deepEqual(errorsOf(page), []);
  });

  it('shows a check-in of the history with its QR code and tickets', async () => {
    const page = await e2e.newPage();
    await signInAs(page, 'hanako.yamada@sakura-demo.example');
    await page.goto(`/mypage?${Q}`);
    await page.getByRole('link', { name: 'Check-in history' }).click();
    // Her past stay with tickets is the oldest at this hotel (newer ones are the demo stays of the check-out).
    await page
      .getByRole('link', { name: /Hotel Sakuranamiki Asakusa/ })
      .last()
      .click();
    await page.waitForURL(/\/mypage\/checkin-history\/\d+\?.*checkinCode=/);
    const qr = page.locator('svg[data-value]').first();
    await qr.waitFor();
    const payload = JSON.parse(Buffer.from((await qr.getAttribute('data-value'))!, 'base64').toString('utf8'));
    assert.equal(payload.pass_id, undefined);
    assert.ok(payload.checkin_code);
    assert.match(
      (await page.getByRole('link', { name: 'Save to wallet' }).getAttribute('href'))!,
      /passkit\/pass-demo-0001\/download$/,
    );
    await page
      .getByRole('button', { name: /Show QR codes/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 / 2').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('2 / 2').waitFor();
    assert.deepEqual(errorsOf(page), []);
  });

  it('resets a password by following the mailed link from the outbox', async () => {
    const email = `reset-${randomUUID()}@test.example`;
    const page = await open(`/login?${Q}`);
    const created = await page.request.post('/api/auth/register', {
      data: { email, password: 'Sakura2026', language: 'en' },
    });
    assert.equal(created.status(), 200);
    await page.getByLabel(/Email address/).fill(email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password reset' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Resend' }).isDisabled(), true);
    await assertNoViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel(/^Password\*?$/).waitFor();

    const mail = await lastMailTo(page, email);
    const link = new URL(/(https?:\/\/\S+\/reset-password\/\S+)/.exec(mail)![1]!);
    assert.equal(link.searchParams.get('email'), email);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel(/^New password/).fill('Sakura2027');
    await page.getByLabel(/^Re-enter/).fill('Sakura2027');
    await page.getByRole('button', { name: 'Update password' }).click();
    const updated = page.getByRole('dialog', { name: 'Password Updated' });
    await updated.waitFor();
    await assertNoViolations(page);
    await page.keyboard.press('Escape');
    assert.equal(await updated.isVisible(), true);
    await updated.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel(/^Password\*?$/).fill('Sakura2027');
    await page.getByRole('button', { name: 'Next' }).click();
    // A new account has no profile yet.
    await page.waitForURL(/\/register-account\?/);
    // The old password no longer works, and the link works once.
    const old = await page.request.post('/api/auth/login', { data: { email, password: 'Sakura2026' } });
    assert.equal(old.status(), 400);
    const again = await page.request.post('/api/auth/reset-password', {
      data: {
        token: link.pathname.split('/').pop(),
        email,
        password: 'Sakura2028',
        password_confirmation: 'Sakura2028',
      },
    });
    assert.equal(again.status(), 400);
    assert.deepEqual(errorsOf(page), []);
  });

  it('signs in with the development identity provider and keeps the token out of the address bar', async () => {
    const page = await open(`/login?${Q}`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: /Development sign-in: google/ }).waitFor();
    await page.getByRole('link', { name: /Aiko Tanaka/ }).click();
    await page.waitForURL(/\/register-account\?/);
    assert.doesNotMatch(page.url(), /id_token=/);
    const history = await page.evaluate(() => window.history.length);
    // Going back never shows the token either: the callback replaced its own entry.
    for (let i = 0; i < history - 1; i += 1) {
      await page.goBack().catch(() => undefined);
      assert.doesNotMatch(page.url(), /id_token=/);
    }
    assert.deepEqual(errorsOf(page), []);
  });

  it('shows the LINE notes before leaving for LINE', async () => {
    const page = await open(`/login?${Q}`);
    await page.getByRole('button', { name: 'Continue with LINE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before you log in with LINE' });
    await dialog.getByRole('checkbox', { name: 'I checked' }).check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: /Development sign-in: line/ }).waitFor();
    await page.getByRole('link', { name: /Minji Kim/ }).click();
    await page.waitForURL(/\/register-account\?/);
  });

  it('signs out: home, no token or personal data left in storage, My Page asks to log in again', async () => {
    const page = await e2e.newPage();
    const token = await signInAs(page, 'hanako.yamada@sakura-demo.example');
    await page.goto(`/mypage?${Q}`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/hotel-guide\?/);
    // The server is told first; the app forgets the token when it has answered.
    await page.waitForFunction((t) => !JSON.stringify({ ...window.localStorage }).includes(t), token);
    const stored = await storedText(page);
    assert.doesNotMatch(stored, new RegExp(token));
    assert.doesNotMatch(stored, /hanako|Yamada|山田/i);
    // The server forgot the token too.
    const me = await page.request.get('/api/me/account-info', { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(me.status(), 401);
    await page.goto(`/mypage?${Q}`);
    await page.waitForURL(/\/login\?/);
  });
});
