import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, shot, startE2E, type E2E } from './harness.ts';

// The managers' Coupons and Travel guide screens (issue 32) in the browser, on the production build
// served by the real server: the demo manager's lists and one item's form, axe-clean in English and
// Japanese, fitting a phone (390px) and a desk (1280px). Nothing is saved (the server and screen tests
// save; other browser tests read the demo hotel's coupons and spots).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

async function assertFits(page: Page, what: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= width, `${what}: page ${scrollWidth} > ${width}`);
}

async function check(page: Page, name: string) {
  await assertNoViolations(page);
  await assertFits(page, name);
  await shot(page, name);
}

describe('the managers’ Coupons and Travel guide screens', () => {
  it('list and form, axe-clean and fitting at 390px and 1280px in English and Japanese', async () => {
    const page = await e2e.newPage();
    await page.goto('/front-desk?lang=en');
    await page.getByRole('textbox', { name: 'Email address' }).fill('manager@sakura-demo.example');
    await page.getByLabel('Password').fill('Sakura2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    const views = page.getByRole('navigation', { name: 'Screens' });

    await views.getByRole('link', { name: 'Coupons' }).click();
    const coupons = page.getByRole('region', { name: /^Coupons/ });
    const dinner = coupons.getByRole('listitem', { name: 'ディナー10%オフ' });
    await dinner.waitFor();
    await check(page, 'coupons-en-390');
    await dinner.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('region', { name: 'ディナー10%オフ' });
    await form.getByLabel(/^Title \(Latin letters\)/).waitFor();
    await check(page, 'coupon-form-en-390');

    await views.getByRole('link', { name: 'Travel guide' }).click();
    const spots = page.getByRole('region', { name: /^Travel guide/ });
    const tempura = spots.getByRole('region', { name: 'Food' }).getByRole('listitem', { name: '天ぷら 隅吉' });
    await tempura.waitFor();
    await check(page, 'spots-en-390');
    await tempura.getByRole('button', { name: 'Edit' }).click();
    const spot = page.getByRole('region', { name: '天ぷら 隅吉' });
    await spot.getByRole('group', { name: 'Opening hours 1', exact: true }).waitFor();
    await check(page, 'spot-form-en-390');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: '日本語' }).click();
    await spot.getByRole('group', { name: '営業時間 1', exact: true }).waitFor();
    await check(page, 'spot-form-ja-1280');
    await page.getByRole('navigation', { name: '画面' }).getByRole('link', { name: 'クーポン' }).click();
    await page
      .getByRole('region', { name: /^クーポン/ })
      .getByRole('listitem', { name: 'ディナー10%オフ' })
      .waitFor();
    await check(page, 'coupons-ja-1280');
    assert.deepEqual(errorsOf(page), []);
  });
});
