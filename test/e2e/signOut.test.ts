import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInAs, startE2E, type E2E } from './harness.ts';

// [8/8 trust] "Browser security": after sign-out, local and session storage hold no token, no
// personal data and no card data, whatever the guest did before.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SAKURA = 'hotelId=sakura-asakusa&lang=en';
const HANAKO = 'hanako.yamada@sakura-demo.example';

describe('sign-out', () => {
  it('leaves no token, personal data or card data in the browser’s storage', async () => {
    const page = await e2e.newPage();
    const token = await signInAs(page, HANAKO);
    // A visit that stores personal data: the member, a check-out search, a cart with its phone and rooms.
    await page.goto(`/mypage?${SAKURA}`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.goto(`/checkout?${SAKURA}`);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('08055556666');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/select-checkin/);
    await page.goto(`/request?${SAKURA}`);
    await page.getByRole('button', { name: /^Green tea/ }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('08055556666');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/order-confirmation/);
    const before = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    assert.match(before, /08055556666/, 'the visit stored the phone (the check is not vacuous)');

    await page.goto(`/mypage?${SAKURA}`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/hotel-guide\?/);
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    // Sign-out finishes (the server forgets the session, then the store is cleared and persisted).
    await page.waitForFunction((t) => !JSON.stringify({ ...localStorage }).includes(t), token, { timeout: 10_000 });
    await page.waitForTimeout(500);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    for (const secret of [token, HANAKO, 'hanako', '08055556666', '805', '4242', '山田']) {
      assert.ok(!stored.includes(secret), `storage still holds ${secret}: ${stored}`);
    }
  });
});
