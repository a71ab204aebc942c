import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';

import { assertNoViolations, signInAs, startE2E, type E2E } from './harness.ts';

// axe-core on every built screen, in Japanese and English: no violations (WCAG 2.1 A and AA).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SCREENS = [
  ['home', '/hotel-guide?hotelId=sakura-asakusa', 'h1'],
  ['home (minimal hotel)', '/hotel-guide?hotelId=minato-inn', 'h1'],
  ['hotel guide menu', '/hotel-guide/detail?hotelId=sakura-asakusa', '.info-menu'],
  ['information page', '/hotel-guide/detail/meal?hotelId=sakura-asakusa', '.rich-content'],
  ['access', '/hotel-guide/detail/access?hotelId=sakura-asakusa', '.rich-content'],
  ['Wi-Fi', '/wifi?hotelId=sakura-asakusa', '.rich-content'],
  ['travel guide', '/around-spot?hotelId=sakura-asakusa&category=0', '.spot-card'],
  ['travel guide widget', '/around-spot?hotelId=sakura-asakusa&category=popular', '.tour-booking__item'],
  ['spot detail', '/around-spot/detail?hotelId=sakura-asakusa&placeId=demo-asakusa-01', '.spot-detail__body'],
  ['hotel terms (hotel guide)', '/hotel-guide/detail/terms-of-use?hotelId=sakura-asakusa', '.rich-content'],
  ['Wi-Fi (no information)', '/wifi?hotelId=minato-inn', '.status-message'],
  ['unknown spot', '/around-spot/detail?hotelId=sakura-asakusa&placeId=nope', 'main a'],
  ['check-in form', '/checkin?hotelId=sakura-asakusa', 'form'],
  ['check-in form (minimal hotel)', '/checkin?hotelId=minato-inn', 'form'],
  ['leaflet check-in form', '/leaflet-checkin?hotelId=sakura-asakusa', 'form'],
  ['check-out search', '/checkout?hotelId=sakura-asakusa', 'form'],
  ['requests', '/request?hotelId=sakura-asakusa', '.product-card__button'],
  ['unknown coupon', '/coupon/999999?hotelId=sakura-asakusa', '.status-message'],
  ['terms of use', '/about-terms-of-use', '.legal'],
  ['hotel terms of use', '/about-terms-of-use-hotel', '.legal'],
  ['privacy policy', '/about-privacy-policy', '.legal'],
  ['security policy', '/about-security-policy', '.legal'],
  ['not found', '/no-such-page?hotelId=sakura-asakusa', 'h1'],
  ['not found (no hotel)', '/404', 'h1'],
] as const;

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Member screens: the member to sign in as (null: signed out), the path, a selector that shows it is ready. */
const MEMBER_SCREENS: [string, string | null, string, string][] = [
  ['login', null, '/login?hotelId=sakura-asakusa', '.signin__social'],
  ['email login (new account)', null, '/login-email?hotelId=sakura-asakusa&email=a%40b.example&userStatus=new', 'form'],
  [
    'email login (existing account)',
    null,
    '/login-email?hotelId=sakura-asakusa&email=hanako.yamada%40sakura-demo.example&userStatus=exists',
    'form',
  ],
  ['forgot password', null, '/forget-password?hotelId=sakura-asakusa', 'form'],
  ['reset password', null, '/reset-password/x?hotelId=sakura-asakusa&email=a%40b.example', 'form'],
  ['registration', 'new.guest@sakura-demo.example', '/register-account?hotelId=sakura-asakusa', 'form'],
  ['My Page', 'hanako.yamada@sakura-demo.example', '/mypage?hotelId=sakura-asakusa', 'main a'],
  ['member information', 'hanako.yamada@sakura-demo.example', '/mypage/account?hotelId=sakura-asakusa', 'dl'],
  [
    'credit card (none saved)',
    'hanako.yamada@sakura-demo.example',
    '/mypage/credit-card?hotelId=sakura-asakusa',
    'main a.button',
  ],
  [
    'register a card',
    'hanako.yamada@sakura-demo.example',
    '/mypage/credit-card/register?hotelId=sakura-asakusa',
    'form',
  ],
  [
    'check-in history',
    'hanako.yamada@sakura-demo.example',
    '/mypage/checkin-history?hotelId=sakura-asakusa',
    'main li a',
  ],
];

describe('accessibility (axe)', () => {
  for (const lang of ['ja', 'en'] as const) {
    for (const [name, path, ready] of SCREENS) {
      it(`${name} in ${lang} has no violations`, async () => {
        const page = await e2e.newPage();
        await page.goto(withLang(path, lang));
        await page.locator(ready).first().waitFor();
        await assertNoViolations(page);
        await page.context().close();
      });
    }
    for (const [name, member, path, ready] of MEMBER_SCREENS) {
      it(`${name} in ${lang} has no violations`, async () => {
        const page = await e2e.newPage();
        if (member) await signInAs(page, member);
        await page.goto(withLang(path, lang));
        await page.locator(ready).first().waitFor();
        await assertNoViolations(page);
        await page.context().close();
      });
    }

    // Forms with a wrong value: the error message (its colour, the field it describes).
    for (const [name, member, path, field, value] of [
      ['the check-in form', null, '/checkin?hotelId=sakura-asakusa', 'reservationTel', 'abc'],
      [
        'the card form',
        'hanako.yamada@sakura-demo.example',
        '/mypage/credit-card/register?hotelId=sakura-asakusa',
        'cardNumber',
        '1234',
      ],
    ] as const) {
      it(`${name} with an error in ${lang} has no violations`, async () => {
        const page = await e2e.newPage();
        if (member) await signInAs(page, member);
        await page.goto(withLang(path, lang));
        await page.locator(`input[name=${field}]`).fill(value);
        await page.locator(`input[name=${field}]`).blur();
        await page.locator('.field__error').first().waitFor();
        await assertNoViolations(page);
        await page.context().close();
      });
    }

    it(`the front desk telephone modal in ${lang} has no violations`, async () => {
      const page = await e2e.newPage();
      await page.goto(withLang('/hotel-guide?hotelId=sakura-asakusa', lang));
      await page.getByRole('button', { name: lang === 'ja' ? 'フロントに電話' : 'Call the front desk' }).click();
      await page.getByRole('dialog').waitFor();
      await assertNoViolations(page);
      await page.context().close();
    });

    it(`a coupon's detail in ${lang} has no violations`, async () => {
      const page = await e2e.newPage();
      await page.goto(withLang('/hotel-guide?hotelId=sakura-asakusa', lang));
      await page
        .getByRole('region', { name: lang === 'ja' ? 'クーポン' : 'Coupons' })
        .getByRole('link')
        .first()
        .click();
      await page.waitForURL(/\/coupon\/\d+\?/);
      await page.locator('main h2').first().waitFor();
      await assertNoViolations(page);
      await page.context().close();
    });

    it(`the LINE notes in ${lang} have no violations`, async () => {
      const page = await e2e.newPage();
      await page.goto(withLang('/login?hotelId=sakura-asakusa', lang));
      await page.locator('.signin__social-button--line').click();
      await page.getByRole('dialog').waitFor();
      await assertNoViolations(page);
      await page.context().close();
    });

    it(`the invoices and an invoice with its receipt in ${lang} have no violations`, async () => {
      const page = await e2e.newPage();
      const member = 'hanako.yamada@sakura-demo.example';
      await signInAs(page, member);
      // A paid order as creditCardPay leaves it (the test server's fixture), and its receipt.
      const order = (await (
        await page.request.post('/test-fixtures/paid-order', { data: { email: member } })
      ).json()) as { orderId: string; saleIds: string[] };
      const entry = { checkinId: null, reserIds: [], saleIds: order.saleIds, orderId: order.orderId };
      const receipt = { guestName: '山田 花子', paymentPage: 'checkout', provision: 'ご宿泊代' };
      await page.request.post('/api/backup-receipt-pdf-without-auth', { data: { list: [{ ...entry, ...receipt }] } });
      await page.goto(withLang('/mypage/usage-detail?hotelId=sakura-asakusa', lang));
      await page.locator('main li a').first().waitFor();
      await assertNoViolations(page);
      await page.goto(withLang(`/mypage/usage-detail/${order.orderId}?hotelId=sakura-asakusa`, lang));
      await page.locator('.invoice-receipt button').waitFor();
      await assertNoViolations(page);
      // A hotel without a registration number: the plain receipt's screen.
      const plain = (await (
        await page.request.post('/test-fixtures/paid-order', { data: { email: member, hotelId: 'minato-inn' } })
      ).json()) as { orderId: string };
      await page.goto(withLang(`/mypage/usage-detail/${plain.orderId}?hotelId=minato-inn`, lang));
      await page.locator('.invoice-receipt').waitFor();
      await assertNoViolations(page);
      await page.context().close();
    });

    it(`a check-in with its ticket modal in ${lang} has no violations`, async () => {
      const page = await e2e.newPage();
      const token = await signInAs(page, 'hanako.yamada@sakura-demo.example');
      const history = await page.request.get('/api/checkin-history', { headers: { Authorization: `Bearer ${token}` } });
      // Her past stay with tickets: the second oldest (newer ones are the demo stays of the check-out).
      const latest = (
        (await history.json()) as { checkinHistorys: { checkinId: string; checkinCode: string }[] }
      ).checkinHistorys.at(-2);
      await page.goto(
        withLang(
          `/mypage/checkin-history/${latest!.checkinId}?hotelId=sakura-asakusa&checkinCode=${latest!.checkinCode}`,
          lang,
        ),
      );
      await page.locator('svg[data-value]').waitFor();
      await assertNoViolations(page);
      await page.locator('.ticket-group button').first().click();
      await page.getByRole('dialog').waitFor();
      await assertNoViolations(page);
      await page.context().close();
    });
  }

  // The flows in Japanese (test/e2e/checkin.test.ts, checkout.test.ts and request.test.ts check each
  // step in English): every step that needs the state of the steps before it.
  const ja = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

  it('the check-in steps in ja have no violations', async () => {
    const page = await e2e.newPage();
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
    const page = await e2e.newPage();
    await page.goto('/checkin?hotelId=sakura-asakusa&lang=ja');
    await page.getByRole('textbox', { name: '予約時の電話番号' }).fill('09099999999');
    await page.getByRole('button', { name: '次へ' }).click();
    await page.waitForURL(/\/checkin-reservation-search\?/);
    await page.getByRole('button', { name: '検索' }).waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });

  it('the check-out steps in ja have no violations', async () => {
    const page = await e2e.newPage();
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
    const page = await e2e.newPage();
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
    const page = await e2e.newPage();
    await page.goto('/request?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('button', { name: /^Green tea \(bottle\)/ }).click();
    await page.getByRole('dialog').waitFor();
    await assertNoViolations(page);
    await page.context().close();
  });

  // Last: the member's saved card would change the screens above.
  it('the saved card in ja and en has no violations', async () => {
    const page = await e2e.newPage();
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
