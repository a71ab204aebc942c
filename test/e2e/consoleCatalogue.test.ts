import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, shot, startE2E, type E2E } from './harness.ts';

// The managers' Catalogue screen (issue 32) in the browser, on the production build served by the real
// server: minato-inn's manager (an empty catalogue in the demo) adds a category and a product, which the
// guest's product list has at once, and removes both again; axe-clean and fitting at 390px and 1280px.
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

describe('the managers’ Catalogue screen', () => {
  it('minato-inn’s manager adds a category and a product and removes them; axe-clean at 390px and 1280px', async () => {
    const page = await e2e.newPage();
    await page.goto('/front-desk?lang=en');
    await page.getByRole('textbox', { name: 'Email address' }).fill('manager@minato-demo.example');
    await page.getByLabel('Password').fill('Sakura2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Catalogue' }).click();
    const catalogue = page.getByRole('region', { name: 'Catalogue' });
    await catalogue.getByText('No categories yet. Add one before the first product.').waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'Catalogue, empty, at 390px');

    const marker = randomUUID().slice(0, 6);
    const drinks = `飲み物 ${marker}`;
    await catalogue.getByRole('button', { name: 'Add a category' }).click();
    const category = page.getByRole('region', { name: 'New category' });
    await category.getByLabel(/^Name \(Japanese\)/).fill(drinks);
    await category.getByLabel(/^Name \(English\)/).fill('Drinks');
    await category.getByRole('button', { name: 'Save' }).click();
    await catalogue.getByRole('listitem', { name: drinks }).waitFor();

    const tea = `緑茶 ${marker}`;
    await catalogue.getByRole('button', { name: 'Add a product' }).click();
    const product = page.getByRole('region', { name: 'New product' });
    await product.getByLabel(/^Name \(Japanese\)/).fill(tea);
    await product.getByLabel(/^Category/).selectOption(drinks);
    await product.getByLabel(/^Price/).fill('300');
    await product.getByLabel(/^Stock/).fill('12');
    await product.getByLabel(/^Sold from/).fill('06:30');
    await product.getByLabel(/^Sold until/).fill('10:00');
    await product.getByLabel(/^Sales subject/).fill('9901');
    await assertNoViolations(page);
    await assertFits(page, 'Product form at 390px');
    await shot(page, 'catalogue-product-390');
    await product.getByRole('button', { name: 'Save' }).click();
    await catalogue.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const listed = await (await page.request.get('/api/mobile-request/products?hotelId=minato-inn')).json();
    assert.ok(listed.products.some((p: { name: { ja: string } }) => p.name.ja === tea));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: '日本語' }).click();
    const japanese = page.getByRole('region', { name: 'リクエスト商品' });
    await japanese.getByRole('listitem', { name: tea }).waitFor();
    await assertNoViolations(page);
    await assertFits(page, 'Catalogue in Japanese at 1280px');
    await shot(page, 'catalogue-list-1280-ja');

    // Removed again, as the demo has it.
    await japanese.getByRole('listitem', { name: tea }).getByRole('button', { name: '編集' }).click();
    const form = page.getByRole('region', { name: tea });
    await form.getByRole('button', { name: '削除', exact: true }).click();
    await form.getByRole('button', { name: '完全に削除' }).click();
    const row = japanese.getByRole('listitem', { name: drinks });
    await row.getByRole('button', { name: '削除', exact: true }).click();
    await row.getByRole('button', { name: '完全に削除' }).click();
    await japanese.getByText('カテゴリーはまだありません。最初の商品の前に追加してください。').waitFor();
    assert.deepEqual(errorsOf(page), []);
  });
});
