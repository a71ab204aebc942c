import { it } from 'node:test';
import type { Page } from 'playwright-core';

import { assertNoViolations, axePage, signInAs, waitInPage, type E2E } from './harness.ts';

// Every built screen and modal of the guest app in one language, through axe-core (WCAG 2.1 A and AA):
// run per language by accessibility.ja.test.ts and accessibility.en.test.ts, side by side.
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

/**
 * One page for every screen of a language, emptied before each screen (storage, cookies: all the origin
 * keeps), so each opens as for a new guest. A new context per screen cost three times the CPU: axe's
 * 550 KB script compiled and warmed up again in each new renderer (the 24 guest screens in en: 164
 * core-seconds, against 48 in one page).
 */
function screenPages(current: () => E2E): () => Promise<Page> {
  let page: Page | undefined;
  return async () => {
    page ??= await axePage(current());
    // Off the app first, to a page of its origin that keeps nothing, so the app writes no state back.
    await page.goto('/dev/outbox');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: current().baseUrl, storageTypes: 'all' });
    await cdp.detach();
    await page.context().clearCookies();
    // The page of the last screen is emptied, as the page sees it (waitInPage fails after 60 s): its own
    // copy of the origin's web storage hears of that clear by a message of its own, which may come after
    // the next script (a CI run read 17 items of a member's screen right after it).
    await waitInPage(
      page,
      async () => localStorage.length + sessionStorage.length + document.cookie.length === 0,
      null,
    );
    return page;
  };
}

/** The tests of every screen in `lang`; `current()` answers the file's running server and browser. */
export function everyScreenIn(lang: 'ja' | 'en', current: () => E2E): void {
  const emptyPage = screenPages(current);
  for (const [name, path, ready] of SCREENS) {
    it(`${name} in ${lang} has no violations`, async () => {
      const page = await emptyPage();
      await page.goto(withLang(path, lang));
      await page.locator(ready).first().waitFor();
      await assertNoViolations(page);
    });
  }
  for (const [name, member, path, ready] of MEMBER_SCREENS) {
    it(`${name} in ${lang} has no violations`, async () => {
      const page = await emptyPage();
      if (member) await signInAs(page, member);
      await page.goto(withLang(path, lang));
      await page.locator(ready).first().waitFor();
      await assertNoViolations(page);
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
      const page = await emptyPage();
      if (member) await signInAs(page, member);
      await page.goto(withLang(path, lang));
      await page.locator(`input[name=${field}]`).fill(value);
      await page.locator(`input[name=${field}]`).blur();
      await page.locator('.field__error').first().waitFor();
      await assertNoViolations(page);
    });
  }

  it(`the front desk telephone modal in ${lang} has no violations`, async () => {
    const page = await emptyPage();
    await page.goto(withLang('/hotel-guide?hotelId=sakura-asakusa', lang));
    await page.getByRole('button', { name: lang === 'ja' ? 'フロントに電話' : 'Call the front desk' }).click();
    await page.getByRole('dialog').waitFor();
    await assertNoViolations(page);
  });

  it(`a coupon's detail in ${lang} has no violations`, async () => {
    const page = await emptyPage();
    await page.goto(withLang('/hotel-guide?hotelId=sakura-asakusa', lang));
    await page
      .getByRole('region', { name: lang === 'ja' ? 'クーポン' : 'Coupons' })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/\/coupon\/\d+\?/);
    await page.locator('main h2').first().waitFor();
    await assertNoViolations(page);
  });

  it(`the LINE notes in ${lang} have no violations`, async () => {
    const page = await emptyPage();
    await page.goto(withLang('/login?hotelId=sakura-asakusa', lang));
    await page.locator('.signin__social-button--line').click();
    await page.getByRole('dialog').waitFor();
    await assertNoViolations(page);
  });

  it(`the invoices and an invoice with its receipt in ${lang} have no violations`, async () => {
    const page = await emptyPage();
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
  });

  it(`a check-in with its ticket modal in ${lang} has no violations`, async () => {
    const page = await emptyPage();
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
  });
}
