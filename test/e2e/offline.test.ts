import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { answerGuidance, fillCheckinForm } from './checkinSteps.ts';
import {
  assertNoViolations,
  cacheStorage,
  shot,
  signInAs,
  startE2E,
  waitForCached,
  waitInPage,
  type E2E,
} from './harness.ts';

// [6/6 offline] After ONE visit of the hotel's link (what follows happens inside that page), the
// service worker (src/serviceWorker/sw.ts) has kept the page, the hotel's answers and the member's
// pass: with no network, a reload and a new tab show home, the guide, Wi-Fi, the QR code and
// check-in ID. Twice: with the browser offline (navigator.onLine false), and with the server gone
// while the browser says it is online (hotel Wi-Fi with no internet behind it; Chromium 150 also says
// online in a page the worker served offline). After sign-out, Cache Storage holds no member data.
// Needs the production build (dist/ with sw.js).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SAKURA = 'hotelId=sakura-asakusa&lang=en';
const HOTEL_LINK = `/hotel-guide?${SAKURA}`;
const HANAKO = 'hanako.yamada@sakura-demo.example';
const BANNER = 'You are offline. What was loaded before still shows.';

const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();

/** Counts the documents the page loads from now on (a client-side navigation loads none). */
function countLoads(page: Page) {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
}

/** Checks in from home, by its links and buttons (as checkin.test.ts does): phone search, guidance, pay at the desk. */
async function checkIn(page: Page) {
  await page.getByRole('link', { name: 'Check-in', exact: true }).click();
  await fillCheckinForm(page, '09000000001', 1);
  await page.waitForURL(/\/checkin-reservation-confirm\?/);
  await page.getByRole('listitem').filter({ hasText: 'SA-1001' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/custom-checkin\?/);
  await answerGuidance(page);
  await page.waitForURL(/\/checkin-payment\?/);
  await page.getByRole('radio', { name: 'Pay at the front desk' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/checkin-confirm\?/);
  await page.getByRole('button', { name: 'Check in' }).click();
  await page.waitForURL(/\/checkin-accept\?/);
  return (await page.getByText(/^Check-in ID: /).textContent())!.replace('Check-in ID: ', '');
}

/** From My Page, the newest check-in's info (QR code, ID, tickets); returns its address. */
async function openNewestPass(page: Page) {
  await page.getByRole('link', { name: 'Check-in history' }).click();
  await page
    .getByRole('link', { name: /Hotel Sakuranamiki Asakusa/ })
    .first()
    .click();
  await page.waitForURL(/\/mypage\/checkin-history\/[^?]+\?checkinCode=/);
  await page.getByRole('img', { name: 'Check-in QR code' }).waitFor();
  return page.url();
}

/** What the worker must hold after the visit: the hotel's page, its guide, the pass. */
async function waitForTheVisitKept(page: Page, passUrl: string) {
  const pass = new URL(passUrl);
  const id = pass.pathname.split('/').pop()!;
  await waitForCached(page, 'app-shell-v1', ['/__app-shell?hotelId=sakura-asakusa']);
  await waitForCached(page, 'hotel-public-v1', ['/api/hotel-guide?hotelId=sakura-asakusa']);
  await waitForCached(page, 'member-pass-v1', [`/api/checkin-history-detail/${id}?`]);
}

/** The pass's page shows its QR code and ID, offline, with no error. */
async function assertPassShows(page: Page, code: string) {
  await page.getByRole('img', { name: 'Check-in QR code' }).waitFor();
  await page.getByText(code, { exact: true }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Could not load this page' }).count(), 0);
}

describe('offline after one visit', () => {
  it('with the browser offline: reload and a new tab show the pass, the guide and Wi-Fi; sign-out leaves no member data cached', async () => {
    const page = await e2e.newPage();
    const context = page.context();
    // (Through the API and the development outbox's page: not a visit of the app.)
    await signInAs(page, HANAKO);
    const loads = countLoads(page);
    await page.goto(HOTEL_LINK);
    await home(page);
    const code = await checkIn(page);
    await page.getByRole('link', { name: 'My Page' }).click();
    const passUrl = await openNewestPass(page);
    await page.getByText(code, { exact: true }).waitFor();
    await waitForTheVisitKept(page, passUrl);
    assert.deepEqual(loads, [`${e2e.baseUrl}${HOTEL_LINK}`], 'one visit');

    await context.setOffline(true);
    // Chromium's offline emulation covers the service worker's own requests too.
    const [worker] = context.serviceWorkers();
    assert.ok(worker, 'a service worker runs');
    const fromWorker = await worker.evaluate(() =>
      fetch('/api/hotel-guide?hotelId=sakura-asakusa').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    assert.equal(fromWorker, 'failed');

    // The check-in's info, reloaded: from the member's pass cache.
    await page.reload();
    await assertPassShows(page, code);
    await page.getByText(BANNER).waitFor();
    await shot(page, 'offline-1-pass-reloaded');
    // The accept screen: the QR code and the check-in ID (the approved data is in session storage).
    await page.goto(`/checkin-accept?${SAKURA}`);
    await page.getByRole('img', { name: 'Check-in QR code' }).waitFor();
    await page.getByText(`Check-in ID: ${code}`).waitFor();
    await page.getByText(BANNER).waitFor();
    // The member's details (not kept) failed to load quietly: the pass shows without an error toast.
    assert.equal(await page.getByRole('alert').count(), 0);
    // Wi-Fi at its URL, then home, then Wi-Fi by its link.
    await page.goto(`/wifi?${SAKURA}`);
    await page.getByRole('heading', { level: 1, name: 'Wi-Fi' }).waitFor();
    await page.goto(HOTEL_LINK);
    await home(page);
    await page.getByText(BANNER).waitFor();
    await page.getByRole('link', { name: 'Wi-Fi' }).click();
    await page.waitForURL(/\/wifi\?/);
    await page.getByRole('heading', { level: 1, name: 'Wi-Fi' }).waitFor();
    // Home worked offline without an error toast (its coupons block stays away quietly).
    assert.equal(await page.getByRole('alert').count(), 0);

    // The same link in a new tab (no session storage of its own), then the pass in it.
    const tab = await context.newPage();
    await tab.goto(HOTEL_LINK);
    await home(tab);
    await shot(tab, 'offline-2-new-tab-home');
    await tab.getByRole('link', { name: 'Hotel guide', exact: true }).click();
    await tab.getByRole('heading', { level: 1, name: 'Hotel guide' }).waitFor();
    await shot(tab, 'offline-3-new-tab-guide');
    await tab.goto(passUrl);
    await assertPassShows(tab, code);
    await shot(tab, 'offline-4-new-tab-pass');
    await tab.close();

    // A screen that needs the network (its code was never loaded) says so in the shell, with the banner.
    await page.goto(`/request?${SAKURA}`);
    // As the page's main content (a screen reader's "main" landmark), as a screen's own is.
    await page.getByRole('main').getByText('You are offline', { exact: true }).waitFor();
    await page.getByText('This page needs a connection; it will load when you are back online.').waitFor();
    await page.getByText(BANNER).waitFor();
    await shot(page, 'offline-5-needs-connection');
    await assertNoViolations(page);

    await context.setOffline(false);
    // Back online, the screen loads by itself (the page reloads: its code can now be fetched): the
    // products are listed.
    await page.locator('main li').first().waitFor();
    await page.waitForLoadState('networkidle');
    const cachedBefore = await cacheStorage(page);
    assert.ok(
      (cachedBefore['member-pass-v1'] ?? []).some((p) => p.startsWith('/api/checkin-history-detail/')),
      `the pass was cached (the check is not vacuous): ${JSON.stringify(Object.keys(cachedBefore))}`,
    );
    await page.goto(`/mypage?${SAKURA}`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/hotel-guide\?/);
    await waitInPage(page, async () => !(await caches.keys()).includes('member-pass-v1'), null);
    const cached = await cacheStorage(page);
    console.log('Cache Storage after sign-out:');
    for (const [name, paths] of Object.entries(cached)) {
      console.log(
        `  ${name} (${paths.length}): ${name.startsWith('workbox-precache') ? '(app files)' : paths.join(' ')}`,
      );
    }
    const apiPaths = Object.values(cached)
      .flat()
      .filter((p) => p.startsWith('/api/'));
    // Only the hotel's public answers: nothing of the member (account, history, cards, invoices, payments).
    for (const p of apiPaths) {
      assert.match(p, /^\/api\/(hotel-guide|icon-display|guest\/assets|facility-additional-info)\?/, p);
    }
  });

  it("each path's page is its own: after home, the check-in form's has no hotel picture drawn in; offline, a path never loaded takes another", async () => {
    const page = await e2e.newPage();
    const pageOf = (path: string) => `/__app-shell?hotelId=sakura-asakusa&path=${encodeURIComponent(path)}`;
    // Home's page only: the hotel's picture drawn into the mount point, and the preload of home's icons.
    const homeOnly = /class="home__hero|\/api\/icon-display/;
    await page.goto(HOTEL_LINK);
    await home(page);
    await waitForCached(page, 'app-shell-v1', [pageOf('/hotel-guide')]);

    // The check-in form loaded as a document while the worker holds home's page: the server's page of
    // the form (home's would draw the hotel's picture until the form's first render, and preload home's requests).
    const first = await page.goto(`/checkin?${SAKURA}`);
    assert.doesNotMatch((await first?.text()) ?? '', homeOnly);
    await page.getByRole('heading', { name: 'Online check-in' }).waitFor();
    await waitForCached(page, 'app-shell-v1', [pageOf('/hotel-guide'), pageOf('/checkin')]);
    // Again: from its own copy.
    const again = await page.reload();
    assert.equal(again?.fromServiceWorker(), true);
    assert.doesNotMatch((await again?.text()) ?? '', homeOnly);
    await page.getByRole('heading', { name: 'Online check-in' }).waitFor();
    // And home still from home's (the picture drawn in).
    const homeAgain = await page.goto(HOTEL_LINK);
    assert.match((await homeAgain?.text()) ?? '', homeOnly);
    await home(page);

    // Offline, Wi-Fi, never loaded as a document: another of the hotel's pages, the form's rather than home's.
    await page.context().setOffline(true);
    const wifi = await page.goto(`/wifi?${SAKURA}`);
    assert.equal(wifi?.fromServiceWorker(), true);
    assert.doesNotMatch((await wifi?.text()) ?? '', homeOnly);
    await page.getByRole('heading', { level: 1, name: 'Wi-Fi' }).waitFor();
    await page.getByText(BANNER).waitFor();
    await page.context().close();
  });

  it("on Wi-Fi that hangs rather than refuses, a path never loaded opens from another of the hotel's pages after seconds, and keeps its own when it comes", async () => {
    const page = await e2e.newPage();
    const pageOf = (path: string) => `/__app-shell?hotelId=sakura-asakusa&path=${encodeURIComponent(path)}`;
    await page.goto(HOTEL_LINK);
    await home(page);
    await waitForCached(page, 'app-shell-v1', [pageOf('/hotel-guide')]);

    // Wi-Fi's page request (the worker's own, which the context's routes see) is held unanswered.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(
      (url) => url.pathname === '/wifi',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const started = Date.now();
    const wifi = await page.goto(`/wifi?${SAKURA}`);
    const waited = Date.now() - started;
    // Home's page, the hotel's only one, after the worker's wait (3 s), not the browser's (minutes).
    assert.equal(wifi?.fromServiceWorker(), true);
    assert.match((await wifi?.text()) ?? '', /class="home__hero/);
    assert.ok(waited >= 2_500, `answered after ${waited} ms, before the network had its time`);
    await page.getByRole('heading', { level: 1, name: 'Wi-Fi' }).waitFor();

    // The network's page, when it comes, is kept for the next load.
    release();
    await waitForCached(page, 'app-shell-v1', [pageOf('/hotel-guide'), pageOf('/wifi')]);
    await page.context().close();
  });

  // Last in this file: it stops the server.
  it('on Wi-Fi with no internet behind it (the server gone, the browser says online): reload and a new tab show the pass, the guide and Wi-Fi', async () => {
    const page = await e2e.newPage();
    const context = page.context();
    await signInAs(page, HANAKO);
    const loads = countLoads(page);
    await page.goto(HOTEL_LINK);
    await home(page);
    await page.getByRole('link', { name: 'My Page' }).click();
    const passUrl = await openNewestPass(page);
    const code = new URL(passUrl).searchParams.get('checkinCode')!;
    await waitForTheVisitKept(page, passUrl);
    assert.deepEqual(loads, [`${e2e.baseUrl}${HOTEL_LINK}`], 'one visit');

    await e2e.stopServer();
    assert.equal(await (await context.newPage()).evaluate(() => navigator.onLine), true);

    await page.reload();
    await assertPassShows(page, code);
    assert.equal(await page.evaluate(() => navigator.onLine), true);
    // The member's details got no answer: the app says it is offline, and shows no error toast.
    await page.getByText(BANNER).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    await page.goto(HOTEL_LINK);
    await home(page);
    await page.getByRole('link', { name: 'Wi-Fi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wi-Fi' }).waitFor();
    await page.getByText('SAKURANAMIKI-GUEST', { exact: true }).first().waitFor();

    const tab = await context.newPage();
    await tab.goto(HOTEL_LINK);
    await home(tab);
    await tab.getByRole('link', { name: 'Hotel guide', exact: true }).click();
    await tab.getByRole('heading', { level: 1, name: 'Hotel guide' }).waitFor();
    await tab.goto(passUrl);
    await assertPassShows(tab, code);
    assert.equal(await tab.getByRole('alert').count(), 0);
  });
});
