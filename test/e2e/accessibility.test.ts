import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';

import { assertNoViolations, axePage, signInAs, startE2E, type E2E } from './harness.ts';

// axe-core on the flows' steps, whose state the steps before make (every screen on its own:
// accessibility.ja.test.ts and accessibility.en.test.ts): no violations (WCAG 2.1 A and AA).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

describe('accessibility (axe)', () => {
  // The flows in Japanese (test/e2e/checkin.test.ts, checkout.test.ts and request.test.ts check each
  // step in English): every step that needs the state of the steps before it.
  const ja = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

  it('the check-in steps in ja have no violations', async () => {
    const page = await axePage(e2e);
    await signInAs(page, 'hanako.yamada@sakura-demo.example');
    await page.goto('/checkin?hotelId=sakura-asakusa&lang=ja');
    await page.getByRole('heading', { level: 2, name: 'オンラインチェックイン' }).waitFor();
    await page.getByRole('textbox', { name: '予約時の電話番号' }).fill('09000000001');
    await page.getByRole('button', { name: '次へ' }).click();

    await page.waitForURL(/\/checkin-reservation-confirm\?/);
    const card = page.getByRole('listitem').filter({ hasText: 'SA-1001' });
    await card.getByRole('checkbox').waitFor();
    await assertNoViolations(page);
    await card.getByRole('checkbox').check();
    await page.getByRole('button', { name: '次へ' }).click();

    await page.waitForURL(/\/custom-checkin\?/);
    await ja(page, '施設からのご案内').waitFor();
    await page.getByLabel('当日の交通手段').selectOption('電車');
    await assertNoViolations(page);
    for (const select of await page.locator('main select').all()) {
      if ((await select.locator('option', { hasText: 'なし' }).count()) > 0) await select.selectOption('なし');
    }
    await page.getByRole('button', { name: '次へ' }).click();

    await page.waitForURL(/\/checkin-payment\?/);
    await page.getByRole('radio', { name: 'フロントでお支払い' }).check();
    await assertNoViolations(page);
    await page.getByRole('button', { name: '次へ' }).click();

    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByRole('heading', { level: 2, name: 'お支払い内容' }).waitFor();
    await assertNoViolations(page);
    await page.locator('main a[href*="checkin-edit"]').first().click();
    await page.waitForURL(/\/checkin-edit\?/);
    await ja(page, '登録内容の編集').waitFor();
    await assertNoViolations(page);
    await page.getByRole('button', { name: '確認' }).click();
    await page.waitForURL(/\/checkin-confirm\?/);
    await page.getByRole('button', { name: 'チェックイン' }).click();

    await page.waitForURL(/\/checkin-accept\?/);
    await page.getByRole('heading', { level: 2, name: 'ようこそ！' }).waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });

  it('the reservation search in ja has no violations', async () => {
    const page = await axePage(e2e);
    await page.goto('/checkin?hotelId=sakura-asakusa&lang=ja');
    await page.getByRole('textbox', { name: '予約時の電話番号' }).fill('09099999999');
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/checkin-reservation-search\?/);
    await page.getByRole('button', { name: '検索' }).waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });

  it('the check-out steps in ja have no violations', async () => {
    const page = await axePage(e2e);
    const search = async (telephone: string) => {
      await page.goto('/checkout?hotelId=sakura-asakusa&lang=ja');
      await page.getByRole('textbox', { name: '電話番号' }).fill(telephone);
      await page.getByRole('button', { name: '検索' }).click();
    };
    // Not found, then a stay to choose (its reservations), then check-ins to choose.
    await search('08000000000');
    await page.getByText('登録情報が見つかりません。もう一度お試しください。').first().waitFor();
    await assertNoViolations(page);
    await search('08011112222');
    await ja(page, 'ご宿泊のご予約').waitFor();
    await assertNoViolations(page);
    await search('08055556666');
    await ja(page, 'チェックイン情報').waitFor();
    await assertNoViolations(page);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: '次へ' }).click();

    await ja(page, 'お支払い').waitFor();
    await page.getByRole('radio', { name: 'フロントで支払う' }).check();
    await assertNoViolations(page);
    await page.getByRole('button', { name: '次へ' }).click();

    await ja(page, 'アンケートとチェックアウト').waitFor();
    await page.getByRole('radio', { name: '10' }).check();
    await assertNoViolations(page);
    await page.getByRole('button', { name: 'チェックアウト' }).click();
    await page.waitForURL(/\/checkout\/thanks\?/);
    await page.locator('main h2').first().waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });

  it('the product modal, the cart, the order and its completion in ja have no violations', async () => {
    const page = await axePage(e2e);
    await page.goto('/request?hotelId=sakura-asakusa&lang=ja');
    await page.getByRole('button', { name: /^緑茶（ペットボトル）/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await assertNoViolations(page);
    await dialog.getByRole('button', { name: 'カートに入れる' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '確認する' }).click();

    await ja(page, 'カートの確認').waitFor();
    await assertNoViolations(page);
    await page.getByRole('textbox', { name: '電話番号' }).fill('08055556666');
    await page.getByRole('button', { name: '次へ' }).click();

    await ja(page, 'ご注文の確認').waitFor();
    await page.getByRole('combobox').first().selectOption({ index: 1 });
    await page.getByRole('radio', { name: 'フロントでお支払い' }).check();
    await assertNoViolations(page);
    await page.getByRole('button', { name: '注文する' }).click();

    await ja(page, 'ご注文完了').waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });

  it('the product modal in en has no violations', async () => {
    const page = await axePage(e2e);
    await page.goto('/request?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('button', { name: /^Green tea \(bottle\)/ }).click();
    await page.getByRole('dialog').waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });

  // Last: the member's saved card would change the screens above.
  it('the saved card in ja and en has no violations', async () => {
    const page = await axePage(e2e);
    await signInAs(page, 'hanako.yamada@sakura-demo.example');
    await page.goto('/mypage/credit-card/register?hotelId=sakura-asakusa&lang=ja');
    await page.getByLabel(/^カード番号/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^有効期限/).fill('1230');
    await page.getByLabel(/^カード名義/).fill('HANAKO YAMADA');
    await page.getByLabel(/^セキュリティコード/).fill('123');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/mypage\/credit-card\?/);
    await page.locator('.card-panel__number').waitFor();
    await assertNoViolations(page);
    await page.goto('/mypage/credit-card?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('heading', { level: 2, name: 'Registered card' }).waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });
});
