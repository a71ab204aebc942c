import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAs, startE2E, type E2E } from './harness.ts';

// No layout shift while a screen loads (found by Lighthouse: home's coupons block pushed the
// travel tiles down; the product list's and the invoice's footers showed, then were pushed down).
// Counted as the browser does (the layout-shift entries without recent input), over the first load.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

/**
 * Starts recording layout shifts before the app's first script runs. The API answers a little late,
 * as on a phone's network, so that what a screen shows while loading is painted before its data.
 * The delay is a page.route, which does not see the requests of a service worker that takes the page
 * while it loads (harness.ts): the pages of this file have the worker off (a first visit has none).
 */
async function recordShifts(page: Page) {
  await page.route(/\/api\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.defineProperty(window, '__shifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : '?')),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOf(page: Page) {
  // Time for late chunks, images and answers to land.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}

const total = (shifts: { value: number }[]) => shifts.reduce((sum, s) => sum + s.value, 0);

describe('layout shift while loading', () => {
  it('home with coupons: the travel tiles do not move', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    await recordShifts(page);
    await page.goto('/hotel-guide?hotelId=sakura-asakusa');
    await page.locator('.home-coupons').waitFor();
    const shifts = await shiftsOf(page);
    assert.ok(total(shifts) < 0.02, JSON.stringify(shifts));
    await page.context().close();
  });

  it('product list: the footer does not show and then move down', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    await recordShifts(page);
    await page.goto('/request?hotelId=sakura-asakusa');
    await page.locator('.product-card__button').first().waitFor();
    const shifts = await shiftsOf(page);
    assert.ok(total(shifts) < 0.02, JSON.stringify(shifts));
    await page.context().close();
  });

  it('invoice detail: the footer does not show and then move down', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    const member = 'hanako.yamada@sakura-demo.example';
    await signInAs(page, member);
    const order = (await (
      await page.request.post('/test-fixtures/paid-order', { data: { email: member } })
    ).json()) as { orderId: string };
    await recordShifts(page);
    await page.goto(`/mypage/usage-detail/${order.orderId}?hotelId=sakura-asakusa`);
    await page.locator('.invoice-receipt').waitFor();
    const shifts = await shiftsOf(page);
    assert.ok(total(shifts) < 0.02, JSON.stringify(shifts));
    await page.context().close();
  });
});
