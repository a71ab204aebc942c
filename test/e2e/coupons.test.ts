import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { assertNoViolations, errorsOf, signInAs, startE2E, type E2E } from './harness.ts';

// Hotel coupons in Chromium, against the real server and production build (spec doc 1 "home"
// coupons block; doc 2 "couponDetailView", §4 "Coupons"; demo coupons in docs/demo-data.md).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SAKURA = 'hotelId=sakura-asakusa';

describe('coupons', () => {
  it('shows three coupons on home, more on demand, in Latin script outside Japanese', async () => {
    const page = await e2e.newPage();
    await page.goto(`/hotel-guide?${SAKURA}&lang=en`);
    const block = page.getByRole('region', { name: 'Coupons' });
    await block.waitFor();
    assert.equal(await block.getByRole('link').count(), 3);
    await block.getByText('10% off dinner').waitFor();
    await block.getByText('Sakura Dining').waitFor();
    await block.getByRole('button', { name: 'Show more' }).click();
    assert.equal(await block.getByRole('link').count(), 4);
    await block.getByRole('button', { name: 'Close' }).click();
    assert.equal(await block.getByRole('link').count(), 3);
    await assertNoViolations(page);

    await page.goto(`/hotel-guide?${SAKURA}&lang=ja`);
    await page.getByRole('region', { name: 'クーポン' }).getByText('ディナー10%オフ').waitFor();
    assert.deepEqual(errorsOf(page), []);
  });

  it('opens a coupon, asks a guest to log in to use it, marks it used once, and it stays used after a reload', async () => {
    const page = await e2e.newPage();
    await page.goto(`/hotel-guide?${SAKURA}&lang=en`);
    await page.getByRole('link', { name: /A free welcome drink/ }).click();
    await page.waitForURL(/\/coupon\/\d+\?/);
    await page.getByRole('heading', { level: 2, name: 'A free welcome drink' }).waitFor();
    await page.getByText('Bar Yozakura').waitFor();
    await page.getByText(/^Valid/).waitFor();
    await assertNoViolations(page);
    const detail = page.url();

    // Not signed in: using it asks for login, then comes back here.
    await page.getByRole('button', { name: 'Use this coupon' }).click();
    await page.waitForURL(/\/login\?/);
    await signInAs(page, 'hanako.yamada@sakura-demo.example');
    await page.goto(detail);
    const use = page.getByRole('button', { name: 'Use this coupon' });
    await use.click();
    const used = page.getByRole('button', { name: 'Already used' });
    await used.waitFor();
    assert.equal(await used.isDisabled(), true);
    await page.reload();
    await page.getByRole('button', { name: 'Already used' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Already used' }).isDisabled(), true);
    await assertNoViolations(page);

    // Home marks it used for this member.
    await page.goto(`/hotel-guide?${SAKURA}&lang=en`);
    await page.getByRole('link', { name: /A free welcome drink.*Used/ }).waitFor();
  });

  it('says so for a coupon that does not exist', async () => {
    const page = await e2e.newPage();
    await page.goto(`/coupon/999999?${SAKURA}&lang=en`);
    await page.getByRole('heading', { name: 'This coupon is not available.' }).waitFor();
    await assertNoViolations(page);
  });
});
