import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { answerGuidance, fillCheckinForm } from './checkinSteps.ts';
import { assertNoViolations, signInAs, startE2E, type E2E } from './harness.ts';

// [6/6 offline] With the network off after one online visit, the service worker (src/serviceWorker/sw.ts)
// still shows the QR code and check-in ID, the check-in info, Wi-Fi and the offline banner; after
// sign-out, Cache Storage holds no member data. Needs the production build (dist/ with sw.js).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const SAKURA = 'hotelId=sakura-asakusa&lang=en';
const HANAKO = 'hanako.yamada@sakura-demo.example';
const BANNER = 'You are offline. What was loaded before still shows.';

/** Every cache's name and the paths it holds (Cache Storage as DevTools → Application shows it). */
function cacheStorage(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => new URL(r.url).pathname + new URL(r.url).search).sort();
    }
    return out;
  });
}

/** Checks in online (as checkin.test.ts does): phone search, guidance, pay at the desk, confirm. */
async function checkIn(page: Page) {
  await page.goto(`/checkin?${SAKURA}`);
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

describe('offline', () => {
  it('shows the pass, its check-in info and Wi-Fi with no network; sign-out leaves no member data cached', async () => {
    const page = await e2e.newPage({ serviceWorkers: 'allow' });
    const context = page.context();
    await signInAs(page, HANAKO);
    const code = await checkIn(page);
    // The service worker registers once the first screen has loaded, and takes the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // One online visit of the check-in history and the check-in's info (QR code, tickets).
    await page.goto(`/mypage/checkin-history?${SAKURA}`);
    await page
      .getByRole('link', { name: /Hotel Sakuranamiki Asakusa/ })
      .first()
      .click();
    await page.waitForURL(/\/mypage\/checkin-history\/[^?]+\?checkinCode=/);
    await page.getByRole('img', { name: 'Check-in QR code' }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    const infoUrl = page.url();
    await page.goto(`/hotel-guide?${SAKURA}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();

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

    // The accept screen, reloaded: the QR code and the check-in ID (the approved data is in session storage).
    await page.goto(`/checkin-accept?${SAKURA}`);
    await page.getByRole('img', { name: 'Check-in QR code' }).waitFor();
    await page.getByText(`Check-in ID: ${code}`).waitFor();
    await page.getByText(BANNER).waitFor();
    // The member's details (not kept) failed to load quietly: the pass shows without an error toast.
    assert.equal(await page.getByRole('alert').count(), 0);
    // The check-in info, reloaded: from the member's pass cache.
    await page.goto(infoUrl);
    await page.getByRole('img', { name: 'Check-in QR code' }).waitFor();
    await page.getByText(code, { exact: true }).waitFor();
    // Wi-Fi, reloaded at its URL, then by the link on home.
    await page.goto(`/wifi?${SAKURA}`);
    await page.getByRole('heading', { level: 1, name: 'Wi-Fi' }).waitFor();
    await page.goto(`/hotel-guide?${SAKURA}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    await page.getByText(BANNER).waitFor();
    await page.getByRole('link', { name: 'Wi-Fi' }).click();
    await page.waitForURL(/\/wifi\?/);
    await page.getByRole('heading', { level: 1, name: 'Wi-Fi' }).waitFor();
    // Home worked offline without an error toast (its coupons block stays away quietly).
    assert.equal(await page.getByRole('alert').count(), 0);
    // A screen that needs the network (its code was never loaded) says so in the shell, with the banner.
    await page.goto(`/request?${SAKURA}`);
    await page.getByText('You are offline', { exact: true }).waitFor();
    await page.getByText('This page needs a connection; it will load when you are back online.').waitFor();
    await page.getByText(BANNER).waitFor();
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
    await page.waitForFunction(async () => !(await caches.keys()).includes('member-pass-v1'), undefined, {
      timeout: 10_000,
    });
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
});
