import { after, before, describe, it } from 'node:test';

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
  ['terms of use', '/about-terms-of-use', '.legal'],
  ['not found', '/no-such-page?hotelId=sakura-asakusa', 'h1'],
] as const;

const withLang = (path: string, lang: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Member screens: the member to sign in as (null: signed out), the path, a selector that shows it is ready. */
const MEMBER_SCREENS: [string, string | null, string, string][] = [
  ['login', null, '/login?hotelId=sakura-asakusa', '.signin__social'],
  ['email login (new account)', null, '/login-email?hotelId=sakura-asakusa&email=a%40b.example&userStatus=new', 'form'],
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
});
