import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, startE2E, type E2E } from './harness.ts';

// The travel guide in Chromium, against the real server and production build.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

async function open(path: string): Promise<Page> {
  const page = await e2e.newPage();
  await page.goto(path);
  return page;
}

describe('travel guide', () => {
  it('goes from home to a category, to a spot and back to the same category', async () => {
    const page = await open('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('link', { name: 'Food', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Travel guide' }).waitFor();
    assert.match(page.url(), /category=1/);
    const card = page.locator('.spot-card').first();
    const name = (await card.locator('.visually-hidden').textContent())!;
    await card.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    assert.match(page.url(), /\/around-spot\/detail\?placeId=/);
    assert.equal(
      await page.locator('.spot-detail__photo').evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
      true,
    );
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Travel guide' }).waitFor();
    assert.match(page.url(), /category=1/);
    assert.equal(await page.getByRole('button', { name: 'Food' }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual(errorsOf(page), []);
  });

  it('injects the booking widget on Popular, which renders its tours, and removes it on leaving', async () => {
    const page = await open('/around-spot?hotelId=sakura-asakusa&lang=en');
    await page.locator('#tour-booking-widget .tour-booking__item').first().waitFor();
    assert.equal(await page.locator('#tour-booking-widget .tour-booking__item').count(), 3);
    assert.equal(await page.locator('script#tour-booking-script').count(), 1);
    await page.getByRole('button', { name: 'Shopping' }).click();
    await page.locator('.spot-card').first().waitFor();
    assert.equal(await page.locator('script#tour-booking-script').count(), 0);
    assert.equal(await page.locator('#tour-booking-widget').count(), 0);
    assert.match(page.url(), /category=3/);
  });

  const headings = { ja: '観光ガイド', en: 'Travel guide', zh: '周边指南', ko: '관광 가이드' } as const;
  const hours = { ja: '営業時間', en: 'Business hours', zh: '营业时间', ko: '영업시간' } as const;
  for (const lang of ['ja', 'en', 'zh', 'ko'] as const) {
    it(`shows the list and a spot in ${lang}`, async () => {
      const page = await open(`/around-spot?hotelId=sakura-asakusa&lang=${lang}&category=0`);
      await page.getByRole('heading', { level: 1, name: headings[lang] }).waitFor();
      const card = page.locator('.spot-card').first();
      await card.click();
      await page.getByRole('heading', { name: hours[lang] }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      await assertNoViolations(page);
      assert.deepEqual(errorsOf(page), []);
    });
  }

  it('handles an unknown spot with a way back', async () => {
    const page = await open('/around-spot/detail?hotelId=sakura-asakusa&lang=en&placeId=nope');
    await page.getByRole('heading', { name: 'This spot was not found' }).waitFor();
    await assertNoViolations(page);
    await page.getByRole('link', { name: 'Back to the travel guide' }).click();
    await page.getByRole('heading', { level: 1, name: 'Travel guide' }).waitFor();
  });
});
