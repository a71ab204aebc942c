import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, startE2E, type E2E } from './harness.ts';

// The app shell and the hotel's own pages in Chromium, against the real server and production build.
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

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe('home', () => {
  const names = {
    ja: 'ホテル桜並木 浅草',
    en: 'Hotel Sakuranamiki Asakusa',
    zh: 'Hotel Sakuranamiki Asakusa',
    ko: 'Hotel Sakuranamiki Asakusa',
  };
  const checkin = { ja: 'チェックイン', en: 'Check-in', zh: '办理入住', ko: '체크인' };
  for (const lang of ['ja', 'en', 'zh', 'ko'] as const) {
    it(`shows the demo hotel in ${lang}`, async () => {
      const page = await open(`/hotel-guide?hotelId=sakura-asakusa&lang=${lang}`);
      await heading(page, names[lang]).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      assert.ok(await page.getByRole('link', { name: checkin[lang], exact: true }).isVisible());
      await assertNoViolations(page);
      assert.deepEqual(errorsOf(page), []);
    });
  }

  it('draws Japanese, Chinese and Korean in a CJK font, not empty boxes', async () => {
    // The fonts come from the machine (Debian's fonts-noto-cjk, installed by .ci/run): ask
    // Chromium which font drew the hotel's Japanese name and the Korean and Chinese buttons.
    const page = await open('/hotel-guide?hotelId=sakura-asakusa&lang=ja');
    await heading(page, names.ja).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const fontsOf = async (selector: string) => {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((f) => f.familyName).join(', ');
    };
    for (const selector of ['h1', 'footer button[lang="ko"]', 'footer button[lang="zh"]']) {
      assert.match(await fontsOf(selector), /CJK|Noto Sans JP|Noto Sans KR|Noto Sans SC/, selector);
    }
  });

  it('shows only the minimal hotel’s buttons', async () => {
    const page = await open('/hotel-guide?hotelId=minato-inn&lang=en');
    await heading(page, 'Business Inn Minato').waitFor();
    const nav = page.getByRole('navigation', { name: 'Services' });
    await nav.waitFor();
    assert.deepEqual(await nav.getByRole('listitem').allTextContents(), [
      'Check-in',
      'Hotel guide',
      'Wi-Fi',
      'My Page',
    ]);
    assert.equal(await page.getByRole('heading', { name: 'Travel guide' }).count(), 0);
  });

  it('switches the language with the footer and keeps it in the URL and storage', async () => {
    const page = await open('/hotel-guide?hotelId=sakura-asakusa&lang=ja');
    await heading(page, 'ホテル桜並木 浅草').waitFor();
    await page.getByRole('button', { name: '한국어' }).click();
    await heading(page, 'Hotel Sakuranamiki Asakusa').waitFor();
    // The hotel's Latin name shows at once; the Korean labels follow when their messages have loaded.
    await page.getByRole('link', { name: '체크인', exact: true }).waitFor();
    assert.match(page.url(), /lang=ko/);
    assert.equal(await page.evaluate(() => localStorage.getItem('app_lang')), 'ko');
  });

  it('opens the front-telephone modal with a call link', async () => {
    const page = await open('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('button', { name: 'Call the front desk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Front desk' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('link', { name: 'Call 03-5830-1234' }).getAttribute('href'), 'tel:0358301234');
    assert.ok(await dialog.getByText('07:00 – 23:00').isVisible());
    await assertNoViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('information pages', () => {
  const pages = [
    ['checkin-out', 'Check-in / check-out', /15:00/],
    ['wifi', 'Wi-Fi', /SAKURANAMIKI-GUEST/],
    ['meal', 'Meals', /Sakura Dining/],
    ['bath', 'Bath', /Sakura-no-Yu|bath/i],
    ['equipment', 'Facilities and amenities', /laundry/i],
    ['floor', 'Floor guide', /B1/],
    ['notice', 'Notices', /smok/i],
    ['terms-of-use', 'Hotel terms of use', /Article 1/],
  ] as const;
  for (const [slug, title, text] of pages) {
    it(`opens ${slug} from the menu`, async () => {
      const page = await open('/hotel-guide/detail?hotelId=sakura-asakusa&lang=en');
      await page.getByRole('link', { name: title, exact: true }).click();
      await heading(page, title).waitFor();
      assert.match(page.url(), new RegExp(`/hotel-guide/detail/${slug}\\?`));
      assert.match(await page.locator('.rich-content').innerText(), text);
      await assertNoViolations(page);
      assert.deepEqual(errorsOf(page), []);
    });
  }

  it('falls back from Japanese to English for the English-only floor guide', async () => {
    const page = await open('/hotel-guide/detail/floor?hotelId=sakura-asakusa&lang=ja');
    await heading(page, 'フロアガイド').waitFor();
    assert.match(await page.locator('.rich-content').innerText(), /Floor|Lobby/);
    await assertNoViolations(page);
  });

  it('shows the access page with the map of the address', async () => {
    const page = await open('/hotel-guide/detail/access?hotelId=sakura-asakusa&lang=ja');
    const map = page.getByTitle('ホテルの地図');
    await map.waitFor();
    assert.match((await map.getAttribute('src')) ?? '', /z=17/);
  });

  it('goes back from a page to the menu and from the menu to home', async () => {
    const page = await open('/hotel-guide/detail/meal?hotelId=sakura-asakusa&lang=en');
    await heading(page, 'Meals').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Hotel guide').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Hotel Sakuranamiki Asakusa').waitFor();
  });

  it('shows the Wi-Fi page, and a no-data text where there is none', async () => {
    const page = await open('/wifi?hotelId=sakura-asakusa&lang=en');
    await page.getByText('SAKURANAMIKI-GUEST', { exact: true }).first().waitFor();
    const minimal = await open('/wifi?hotelId=minato-inn&lang=en');
    await minimal.getByRole('heading', { name: 'No Wi-Fi information' }).waitFor();
    await assertNoViolations(minimal);
  });
});

describe('not found and legal pages', () => {
  it('shows the not-found page with a TOP button for an unknown path', async () => {
    const page = await open('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await heading(page, 'Hotel Sakuranamiki Asakusa').waitFor();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'TOP' }).click();
    await heading(page, 'Hotel Sakuranamiki Asakusa').waitFor();
  });

  it('sends a guest without a hotel to /404', async () => {
    const page = await open('/hotel-guide?lang=en');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/404');
    assert.equal(await page.getByRole('link', { name: 'TOP' }).count(), 0);
    await assertNoViolations(page);
  });

  it('sends an unknown hotel to /404', async () => {
    const page = await open('/hotel-guide?hotelId=nope&lang=en');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/404');
  });

  it('shows the terms in English for en and in Japanese otherwise', async () => {
    const page = await open('/about-terms-of-use?lang=en');
    await page.getByText('Last updated: April 15, 2022').waitFor();
    const ja = await open('/about-terms-of-use?lang=zh');
    await ja
      .getByText(/2022年4月15日/)
      .first()
      .waitFor();
    await heading(ja, '使用条款').waitFor();
    await assertNoViolations(ja);
  });
});

describe('browser storage', () => {
  it('keeps the spec’s key names after a reload', async () => {
    const page = await open('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await heading(page, 'Hotel Sakuranamiki Asakusa').waitFor();
    await page.reload();
    await heading(page, 'Hotel Sakuranamiki Asakusa').waitFor();
    const keys = await page.evaluate(() => ({
      local: Object.keys(localStorage).sort(),
      session: Object.keys(sessionStorage).sort(),
    }));
    assert.deepEqual(keys.local, ['access_token', 'app_lang', 'hotel_id']);
    assert.deepEqual(keys.session, [
      'approvedCheckinData',
      'cartRooms',
      'checkinData',
      'checkinPaymentData',
      'checkoutCheckins',
      // The finished steps of a check-out (ours, docs/departures.md).
      'checkoutProgress',
      'checkoutReservations',
      'checkoutResultHistories',
      'covidData',
      'customCheckinData',
      // Typed, not yet sent form input (ours, docs/departures.md).
      'form-input',
      'guidance',
      'login-redirect',
      // The steps of an order being placed (ours, not the spec's: docs/departures.md).
      'orderProgress',
      'productsCart',
      'searchReservations',
      // The hotel this tab's flows belong to (ours, docs/departures.md).
      'visit-hotel',
    ]);
  });
});
