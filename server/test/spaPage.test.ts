import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestDatabase } from './support/helpers.ts';

// index.html as the server sends it (server/src/web/spaPage.ts): the first render's stylesheet inline and
// preloads of the first screen's requests, found by Lighthouse ([8/8 trust]: render-blocking CSS, LCP
// image discovered late, the guide fetched only after the script ran).
const CSS = '.page{min-height:100vh}.home__hero{aspect-ratio:16/9}';
const INDEX =
  '<!doctype html><html lang=ja><head><meta charset=utf-8><title>Hotel Guide</title>' +
  '<script defer src=/assets/main.0123456789abcdef.js></script>' +
  '<link href=/assets/main.abcdef0123456789.css rel=stylesheet></head><body><div id=root></div></body></html>';

// The staff app's own page (webpack entry `staff`, public/staff.html), there from the start as in a build.
const STAFF_CSS = '.front-desk{padding:1rem}';
const STAFF_HTML =
  '<!doctype html><html lang=ja><head><meta charset=utf-8><title>Hotel Staff</title>' +
  '<script defer src=/assets/runtime-staff.0123456789abcdef.js></script><script defer src=/assets/staff.0123456789abcdef.js></script>' +
  '<link href=/assets/staff.abcdef0123456789.css rel=stylesheet></head><body><div id=root></div></body></html>';

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-spa-page-'));
before(async () => {
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.abcdef0123456789.css'), CSS);
  fs.writeFileSync(path.join(staticDir, 'staff.html'), STAFF_HTML);
  fs.writeFileSync(path.join(staticDir, 'assets', 'staff.abcdef0123456789.css'), STAFF_CSS);
  fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\n');
  // What `npm start` compares with the sources (scripts/lib/buildInputs.cjs): not for browsers.
  fs.writeFileSync(path.join(staticDir, '.build-stamp.json'), '{"hash":"0","builtAt":"2026-01-01T00:00:00Z"}');
  database = await createTestDatabase({ seeded: true });
  app = await buildApp({
    db: database.db,
    staticDir,
    cardTokenUrl: () => 'https://tokens.example/v1/tokens',
    guestAppUrl: 'https://guest.example/app?a=1&b="2"',
  });
  await app.ready();
});
after(async () => {
  await app.close();
  await database.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^text\/html/);
  return response.body;
};
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`);

describe('the SPA page', () => {
  it("does not serve the build's own files (dist/.build-stamp.json)", async () => {
    const response = await app.inject({ method: 'GET', url: '/.build-stamp.json' });
    assert.equal(response.statusCode, 404);
    assert.doesNotMatch(response.body, /builtAt/);
  });

  it('caches content-hashed files for a year and revalidates the others', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/assets/main.abcdef0123456789.css' });
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.body, CSS);
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url: '/robots.txt' });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['cache-control'], 'no-cache');
  });

  it('serves index.html only as the page, whatever path names it', async () => {
    for (const url of [
      '/index.html',
      '//index.html',
      '/./index.html',
      '/assets/../index.html',
      '/assets/%2e%2e/index.html',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /<div id=root>/, url);
    }
  });

  it("home: the guide, the icon settings and the hotel's hero image are preloaded", async () => {
    const html = await page(`/hotel-guide?hotelId=${DEMO_HOTEL_ID}&lang=en`);
    const hotel = await database.db
      .selectFrom('hotels')
      .select('ext_image_id')
      .where('id', '=', DEMO_HOTEL_ID)
      .executeTakeFirstOrThrow();
    assert.ok(hotel.ext_image_id);
    // The hero first, before the scripts: the browser asks for it first, and paints it before they have come.
    assert.deepEqual(preloadsOf(html), [
      `image ${hotel.ext_image_id}`,
      `fetch /api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`,
      `fetch /api/icon-display?hotelId=${DEMO_HOTEL_ID}`,
    ]);
    assert.ok(html.indexOf(`href="${hotel.ext_image_id}" as="image"`) < html.indexOf('<script defer'));
    // fetch() sends same-origin credentials, which is what crossorigin="anonymous" preloads with.
    assert.equal(html.match(/as="fetch" crossorigin="anonymous"/g)?.length, 2);
    assert.match(html, /as="image" fetchpriority="high"/);
  });

  it("the product list: the guide, the products and the first screen's four pictures are preloaded", async () => {
    const html = await page(`/request?hotelId=${DEMO_HOTEL_ID}`);
    const list = await callOperation(app, 'getProductsList', { query: { hotelId: DEMO_HOTEL_ID } });
    assert.equal(list.status, 200);
    const pictures = list.body.products.slice(0, 4).map((product) => product.imagePath);
    assert.ok(pictures.every((picture) => picture?.startsWith('/images/products/')));
    assert.deepEqual(preloadsOf(html), [
      `fetch /api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`,
      `fetch /api/mobile-request/products?hotelId=${DEMO_HOTEL_ID}`,
      ...pictures.map((picture) => `image ${picture}`),
    ]);
  });

  it("the product list's pictures: none missing, none from another site unless over HTTPS, none of an unknown hotel", async () => {
    const list = await callOperation(app, 'getProductsList', { query: { hotelId: DEMO_HOTEL_ID } });
    assert.equal(list.status, 200);
    const [first, second, third, fourth] = list.body.products.map(({ id, imagePath }) => ({ id, imagePath }));
    assert.ok(first && second && third && fourth);
    const before = await page(`/request?hotelId=${DEMO_HOTEL_ID}`);
    const setPicture = (id: number, imagePath: string | null) =>
      database.db.updateTable('products').set({ image_path: imagePath }).where('id', '=', id).execute();
    try {
      await setPicture(first.id, null);
      await setPicture(second.id, '//pictures.example/tea.webp');
      await setPicture(third.id, 'javascript:alert(1)');
      await setPicture(fourth.id, 'https://pictures.example/a"b.webp');
      const images = preloadsOf(await page(`/request?hotelId=${DEMO_HOTEL_ID}`)).filter((p) => p.startsWith('image'));
      assert.notDeepEqual(
        preloadsOf(before).filter((p) => p.startsWith('image')),
        images,
      );
      assert.deepEqual(images, ['image https://pictures.example/a&quot;b.webp']);
    } finally {
      for (const row of [first, second, third, fourth]) await setPicture(row.id, row.imagePath);
    }
    assert.deepEqual(preloadsOf(await page('/request?hotelId=no-such-hotel')), [
      'fetch /api/hotel-guide?hotelId=no-such-hotel',
      'fetch /api/mobile-request/products?hotelId=no-such-hotel',
    ]);
  });

  it("home: the hero is in the page as home draws it, and named to the SPA's loading frames", async () => {
    const html = await page(`/hotel-guide?hotelId=${DEMO_HOTEL_ID}&lang=en`);
    const { ext_image_id: image } = await database.db
      .selectFrom('hotels')
      .select('ext_image_id')
      .where('id', '=', DEMO_HOTEL_ID)
      .executeTakeFirstOrThrow();
    assert.ok(image);
    assert.ok(
      html.includes(
        '<div id=root><div class="page"><main class="page__content"><div class="home__hero">' +
          `<img class="home__hero-image" src="${image}" alt="" width="1200" height="675" fetchpriority="high">` +
          '</div></main></div></div>',
      ),
    );
    assert.match(html, new RegExp(`<meta name="home-hero-image" content="${image}" />`));
    assert.match(html, new RegExp(`<meta name="home-hero-hotel-id" content="${DEMO_HOTEL_ID}" />`));
    // Another screen, or a hotel that does not exist, has the empty mount point and no hero settings.
    for (const url of [`/login?hotelId=${DEMO_HOTEL_ID}`, '/hotel-guide?hotelId=no-such-hotel']) {
      const other = await page(url);
      assert.ok(other.includes('<div id=root></div>'), url);
      assert.doesNotMatch(other, /home-hero/, url);
    }
  });

  it('the stylesheet of the first render is inline, and the tokeniser URL is still put in', async () => {
    const html = await page(`/hotel-guide?hotelId=${DEMO_HOTEL_ID}`);
    assert.ok(html.includes(`<style>${CSS}</style>`));
    assert.doesNotMatch(html, /main\.abcdef0123456789\.css/);
    assert.match(html, /<meta name="card-token-url" content="https:\/\/tokens.example\/v1\/tokens" \/>/);
  });

  it('puts in the guest app’s URL, a runtime setting (GUEST_APP_URL at start), escaped', async () => {
    const html = await page(`/request?hotelId=${DEMO_HOTEL_ID}`);
    assert.ok(
      html.includes('<meta name="guest-app-url" content="https://guest.example/app?a=1&amp;b=&quot;2&quot;" />'),
    );
    assert.equal(readConfig({ GUEST_APP_URL: 'https://guest.example/' }).guestAppUrl, 'https://guest.example');
    assert.equal(readConfig({}).guestAppUrl, undefined);
    assert.throws(() => readConfig({ GUEST_APP_URL: 'javascript:alert(1)' }), /GUEST_APP_URL/);
    assert.throws(() => readConfig({ GUEST_APP_URL: 'guest.example' }), /GUEST_APP_URL/);
    // The scripts are left as they are.
    assert.match(html, /<script defer src=\/assets\/main\.0123456789abcdef\.js><\/script>/);
  });

  it('runs the Intl warm-up as its one inline script, allowed by its hash in the CSP and by nothing wider', async () => {
    const response = await app.inject({ method: 'GET', url: `/login?hotelId=${DEMO_HOTEL_ID}` });
    const inline = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    assert.equal(inline.length, 1);
    assert.match(inline[0]!, /^Intl\.NumberFormat\.supportedLocalesOf\('ja'\);/);
    // In the head, before the deferred scripts run (they run after the whole document is parsed).
    assert.ok(response.body.indexOf(inline[0]!) < response.body.indexOf('</head>'));
    const scriptSrc = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    assert.deepEqual(scriptSrc, ["'self'", hash]);
  });

  it('another hotel screen preloads the guide only', async () => {
    assert.deepEqual(preloadsOf(await page(`/checkin?hotelId=${DEMO_HOTEL_ID}`)), [
      `fetch /api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`,
    ]);
    assert.deepEqual(preloadsOf(await page(`/mypage/usage-detail/abc?hotelId=${DEMO_HOTEL_ID}`)), [
      `fetch /api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`,
    ]);
  });

  it('an unknown hotel: its guide and icons are preloaded (the SPA asks for them and shows its 404), no image', async () => {
    assert.deepEqual(preloadsOf(await page('/hotel-guide?hotelId=no-such-hotel')), [
      'fetch /api/hotel-guide?hotelId=no-such-hotel',
      'fetch /api/icon-display?hotelId=no-such-hotel',
    ]);
  });

  it('no preloads without a hotel, for a hotelId outside the pattern, or on the screens that show no hotel', async () => {
    for (const url of [
      '/hotel-guide',
      '/hotel-guide?hotelId=',
      `/hotel-guide?hotelId=${encodeURIComponent('"><script>alert(1)</script>')}`,
      `/hotel-guide?hotelId=${'a'.repeat(65)}`,
      `/?hotelId=${DEMO_HOTEL_ID}`,
      `/about-terms-of-use?hotelId=${DEMO_HOTEL_ID}`,
      `/about-privacy-policy?hotelId=${DEMO_HOTEL_ID}`,
    ]) {
      const html = await page(url);
      assert.deepEqual(preloadsOf(html), [], url);
      assert.doesNotMatch(html, /<script>alert/, url);
    }
  });

  it("links a hotel's screen to its web app manifest in the page's language (else ja)", async () => {
    const manifestOf = (html: string) => [...html.matchAll(/<link rel="manifest" href="([^"]+)">/g)].map((m) => m[1]);
    assert.deepEqual(manifestOf(await page(`/hotel-guide?hotelId=${DEMO_HOTEL_ID}&lang=en`)), [
      `/api/web-manifest?hotelId=${DEMO_HOTEL_ID}&amp;lang=en`,
    ]);
    assert.deepEqual(manifestOf(await page(`/checkin?hotelId=minato-inn&lang=ko`)), [
      '/api/web-manifest?hotelId=minato-inn&amp;lang=ko',
    ]);
    for (const lang of ['', '&lang=fr', '&lang=constructor'])
      assert.deepEqual(manifestOf(await page(`/wifi?hotelId=${DEMO_HOTEL_ID}${lang}`)), [
        `/api/web-manifest?hotelId=${DEMO_HOTEL_ID}&amp;lang=ja`,
      ]);
    // As the preloads: none without a valid hotel, none on the screens that show no hotel.
    for (const url of [
      '/hotel-guide',
      `/hotel-guide?hotelId=${encodeURIComponent('"><script>')}`,
      `/?hotelId=${DEMO_HOTEL_ID}`,
      `/about-terms-of-use?hotelId=${DEMO_HOTEL_ID}&lang=en`,
    ])
      assert.deepEqual(manifestOf(await page(url)), [], url);
  });

  it('a stylesheet that could close the style element is left as a link', async () => {
    const file = path.join(staticDir, 'assets', 'main.abcdef0123456789.css');
    fs.writeFileSync(file, `.a{content:"</style><script>x</script>"}`);
    try {
      const html = await page(`/hotel-guide?hotelId=${DEMO_HOTEL_ID}`);
      assert.match(html, /<link href=\/assets\/main\.abcdef0123456789\.css rel=stylesheet>/);
      assert.doesNotMatch(html, /<style>/);
    } finally {
      fs.writeFileSync(file, CSS);
    }
  });
});

describe("the SPA page: the screen's code", () => {
  // As scripts/webpack/ScreenPreloadsPlugin.cjs writes it (a few routes of src/app/routes.tsx).
  const SCREENS = {
    screens: [
      { path: '/hotel-guide', files: ['assets/home.js', 'assets/home.css'] },
      { path: '/hotel-guide/detail/:slug', files: ['assets/shared.js', 'assets/info-page.js'] },
      { path: '/hotel-guide/detail/access', files: ['assets/shared.js', 'assets/access.js'] },
      { path: '/login', files: ['assets/forms.js', 'assets/login.js', 'assets/login.css'] },
      { path: '/mypage/usage-detail/:id', files: ['assets/invoice.js'] },
      { path: '*', files: ['assets/not-found.js'] },
    ],
    locales: { ja: ['assets/locale-ja.js'], en: ['assets/locale-en.js'] },
  };
  const listFile = path.join(staticDir, 'screen-preloads.json');
  before(() => fs.writeFileSync(listFile, JSON.stringify(SCREENS)));
  after(() => fs.rmSync(listFile, { force: true }));
  const codeOf = (html: string) =>
    preloadsOf(html).filter((line) => !line.startsWith('fetch') && !line.startsWith('image'));

  it("preloads the language's messages and the screen's files, scripts at low priority", async () => {
    const html = await page(`/login?hotelId=${DEMO_HOTEL_ID}`);
    assert.deepEqual(codeOf(html), [
      'script /assets/locale-ja.js',
      'script /assets/forms.js',
      'script /assets/login.js',
      'style /assets/login.css',
    ]);
    assert.equal(html.match(/as="script" fetchpriority="low"/g)?.length, 3);
    // The guide still comes too.
    assert.ok(preloadsOf(html).includes(`fetch /api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`));
  });

  it('takes the lang query (else ja), a route without parameters before one with, and a parameter as one segment', async () => {
    assert.deepEqual(codeOf(await page(`/hotel-guide?hotelId=${DEMO_HOTEL_ID}&lang=en`)), [
      'script /assets/locale-en.js',
      'script /assets/home.js',
      'style /assets/home.css',
    ]);
    assert.deepEqual(codeOf(await page(`/hotel-guide/?lang=xx`)), [
      'script /assets/locale-ja.js',
      'script /assets/home.js',
      'style /assets/home.css',
    ]);
    // A name of an object's own machinery is no language either.
    for (const lang of ['constructor', '__proto__', 'toString'])
      assert.deepEqual(codeOf(await page(`/hotel-guide?lang=${lang}`)), [
        'script /assets/locale-ja.js',
        'script /assets/home.js',
        'style /assets/home.css',
      ]);
    assert.deepEqual(codeOf(await page('/hotel-guide/detail/access')), [
      'script /assets/locale-ja.js',
      'script /assets/shared.js',
      'script /assets/access.js',
    ]);
    assert.deepEqual(codeOf(await page('/hotel-guide/detail/wifi-guide')), [
      'script /assets/locale-ja.js',
      'script /assets/shared.js',
      'script /assets/info-page.js',
    ]);
    assert.deepEqual(codeOf(await page('/mypage/usage-detail/42')), [
      'script /assets/locale-ja.js',
      'script /assets/invoice.js',
    ]);
    // No screen: the messages only.
    for (const url of ['/mypage/usage-detail/42/more', '/no-such-screen', '/hotel-guide-x'])
      assert.deepEqual(codeOf(await page(url)), ['script /assets/locale-ja.js'], url);
  });

  it('an unreadable list leaves the code preloads out and the page as it was', async () => {
    fs.writeFileSync(listFile, '{not json');
    try {
      const html = await page(`/login?hotelId=${DEMO_HOTEL_ID}`);
      assert.deepEqual(codeOf(html), []);
      assert.deepEqual(preloadsOf(html), [`fetch /api/hotel-guide?hotelId=${DEMO_HOTEL_ID}`]);
    } finally {
      fs.writeFileSync(listFile, JSON.stringify(SCREENS));
    }
  });
});

describe("the staff app's page", () => {
  // The list as the build writes it, with the staff app's page and routes.
  const LIST = {
    screens: [{ path: '/hotel-guide', files: ['assets/home.js'] }],
    locales: { ja: ['assets/locale-ja.js'], en: ['assets/locale-en.js'] },
    staff: { page: 'staff.html', screens: [{ path: '/front-desk/*', files: ['assets/front-desk.js'] }] },
  };
  const listFile = path.join(staticDir, 'screen-preloads.json');
  before(() => fs.writeFileSync(listFile, JSON.stringify(LIST)));
  after(() => fs.rmSync(listFile, { force: true }));
  /** Every script and stylesheet a page names (its own tags and its preloads). */
  const filesOf = (html: string) => [...html.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+)/g)].map((m) => m[1]!);

  it("serves staff.html for the staff's routes, with its screen's code, its stylesheet inline and the settings", async () => {
    for (const url of [
      '/front-desk?lang=en',
      '/front-desk/?lang=en',
      '/front-desk/staff?lang=en',
      `/front-desk?lang=en&hotelId=${DEMO_HOTEL_ID}`,
    ]) {
      const html = await page(url);
      assert.match(html, /<title>Hotel Staff<\/title>/, url);
      assert.ok(html.includes(`<style>${STAFF_CSS}</style>`), url);
      // Its code and its language's messages; nothing of a hotel's (no guide, icons or manifest).
      assert.deepEqual(preloadsOf(html), ['script /assets/locale-en.js', 'script /assets/front-desk.js'], url);
      assert.doesNotMatch(html, /rel="manifest"|card-token-url|guest-app-url/, url);
      assert.match(html, /<script>Intl\.NumberFormat\.supportedLocalesOf/, url);
    }
  });

  it("the guest's pages name no staff file, and the staff's page none of the guest's", async () => {
    for (const url of [`/hotel-guide?hotelId=${DEMO_HOTEL_ID}`, '/', '/front-desk-x', '/front-deskother']) {
      const files = filesOf(await page(url));
      assert.ok(files.includes('/assets/main.0123456789abcdef.js'), url);
      assert.deepEqual(
        files.filter((file) => /staff|front-desk/.test(file)),
        [],
        url,
      );
    }
    const staffFiles = filesOf(await page('/front-desk'));
    assert.deepEqual(staffFiles, [
      '/assets/runtime-staff.0123456789abcdef.js',
      '/assets/staff.0123456789abcdef.js',
      '/assets/locale-ja.js',
      '/assets/front-desk.js',
    ]);
  });

  it('does not serve staff.html as a plain file', async () => {
    for (const url of ['/staff.html', '//staff.html', '/assets/../staff.html']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /Hotel Staff/, url);
    }
  });
});
