import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cacheStorage, errorsOf, startE2E, waitForCached, type E2E } from './harness.ts';

// The operator's pages in a browser where the guest's service worker runs: the API reference
// (/api/docs) draws under its own CSP with no error, and neither it nor /metrics is answered with, or
// kept as, the app's page (src/serviceWorker/sw.ts, SERVER_PAGES). Needs the production build.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

describe("the operator's pages beside the service worker", () => {
  it('the API reference and the metrics come from the server, and the worker keeps neither', async () => {
    const page = await e2e.newPage();
    await page.goto('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    // The worker controls the page and has kept this hotel's page.
    await waitForCached(page, 'app-shell-v1', ['/__app-shell?hotelId=sakura-asakusa']);

    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /^Hotel guest provider API/ }).waitFor();
    await page.getByText('/api/checkin/smart-checkin').first().waitFor();
    assert.deepEqual(errorsOf(page), [], 'no script error or CSP violation on the reference page');
    // A link to it with a query string (from a mail, a chat) draws the reference too.
    await page.goto('/api/docs/?from=mail');
    await page.getByText('/api/checkin/smart-checkin').first().waitFor();
    assert.equal(new URL(page.url()).search, '');
    assert.deepEqual(errorsOf(page), []);

    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto('/metrics');
      assert.match((await page.locator('body').textContent()) ?? '', /hotel_http_request_duration_seconds_count/);
    }
    // Only the hotel's page is kept: no page for the operator's addresses (a second visit of /metrics
    // would otherwise be that page, from the cache).
    assert.deepEqual((await cacheStorage(page))['app-shell-v1'], [
      '/__app-shell?hotelId=sakura-asakusa&path=%2Fhotel-guide',
    ]);
  });
});
