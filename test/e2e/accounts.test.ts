import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { errorsOf, lastMailTo, signInAs, startE2E, type E2E } from './harness.ts';

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
    await page.getByRole('button', { name: 'Sign Out' }).click();
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
