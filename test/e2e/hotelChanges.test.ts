import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cacheStorage, shot, startE2E, waitForCached, waitForWorker, type E2E } from './harness.ts';

// With the service worker on and holding the hotel's answers from an earlier load, what the hotel
// changes shows on the next load (docs/offline.md: online, the network's answer wins), and a hotel
// that is gone goes to /404, is forgotten, and leaves the caches. Needs the production build (sw.js).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const GUIDE = 'hotel-public-v1';

describe('the hotel’s changes with the service worker on', () => {
  it('an edited page shows on the next load', async () => {
    const page = await e2e.newPage();
    const url = '/hotel-guide/detail/meal?hotelId=sakura-asakusa&lang=en';
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Meals' }).waitFor();
    // A second load, through the worker: the guide is in its cache from now on.
    await waitForWorker(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meals' }).waitFor();
    await waitForCached(page, GUIDE, ['/api/hotel-guide?hotelId=sakura-asakusa']);

    const edited = `Breakfast moves to the 2nd floor (${Date.now()})`;
    const response = await page.request.put('/test-fixtures/info-page-content', {
      data: { hotelId: 'sakura-asakusa', pageIndex: 7, html: `<p>${edited}</p>` },
    });
    assert.equal(response.status(), 200);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Meals' }).waitFor();
    // The screen shows once the guide has come: what it shows is that answer, and stays so.
    assert.equal((await page.locator('.rich-content').innerText()).trim(), edited);
  });

  it('a deleted hotel goes to /404, its stored hotel_id is forgotten, and its cached answers and page go', async () => {
    const hotelId = 'leaving-hotel';
    const page = await e2e.newPage();
    const created = await page.request.put('/test-fixtures/hotel', { data: { hotelId, name: 'Hotel Leaving Soon' } });
    assert.equal(created.status(), 200, await created.text());
    const url = `/hotel-guide?hotelId=${hotelId}&lang=en`;
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Hotel Leaving Soon' }).waitFor();
    await waitForWorker(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hotel Leaving Soon' }).waitFor();
    await waitForCached(page, GUIDE, [`/api/hotel-guide?hotelId=${hotelId}`]);
    await waitForCached(page, 'app-shell-v1', [`/__app-shell?hotelId=${hotelId}`]);
    assert.equal(await page.evaluate(() => localStorage.getItem('hotel_id')), hotelId);

    const deleted = await page.request.delete(`/test-fixtures/hotel/${hotelId}`);
    assert.deepEqual(await deleted.json(), { deleted: 1 });
    await page.goto(url);
    await page.waitForURL(/\/404\?/);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await shot(page, 'deleted-hotel-404');
    assert.equal(await page.evaluate(() => localStorage.getItem('hotel_id')), null);
    // The not-found page offers no way back to a hotel that is gone.
    assert.equal(await page.getByRole('link', { name: 'TOP' }).count(), 0);
    const cached = Object.values(await cacheStorage(page)).flat();
    assert.deepEqual(
      cached.filter((path) => path.includes(hotelId)),
      [],
    );
  });

  it('an unknown hotel opened in a page the worker controls goes to /404', async () => {
    const page = await e2e.newPage();
    await page.goto('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    await waitForWorker(page);
    await page.goto('/hotel-guide?hotelId=no-such-hotel&lang=en');
    await page.waitForURL(/\/404\?/);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
