import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { cacheStorage, startE2E, waitForWorker, type E2E } from './harness.ts';

// The staff app is an app of its own (webpack entry `staff`, staff.html, its own runtime): the guest's
// page names none of its files, home loads none, the guest's service worker precaches none; a staff page
// opened where the guest's worker runs comes from the network and is kept in no guest cache, and the staff
// page registers no worker of its own. On the production build served by the real server.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const HOME = '/hotel-guide?hotelId=sakura-asakusa&lang=en';
const STAFF_SIGN_IN = { level: 1, name: 'Front desk sign-in' } as const;

/** The scripts and stylesheets a page names itself (not its preloads). */
const ownFiles = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']?(\/assets\/[^"'\s>]+)/g)]
    .filter((m) => !/rel="?preload/.test(m[0]))
    .map((m) => m[1]!);

/** The staff app's files: its page's own scripts and stylesheet, and its screens' files (the build's list). */
async function staffFiles(): Promise<string[]> {
  const page = await fetch(`${e2e.baseUrl}/front-desk`).then((r) => r.text());
  const list = (await fetch(`${e2e.baseUrl}/screen-preloads.json`).then((r) => r.json())) as {
    locales: Record<string, string[]>;
    staff?: { screens: { files: string[] }[] };
  };
  const messages = new Set(Object.values(list.locales).flat());
  const screens = (list.staff?.screens ?? []).flatMap((s) => s.files).filter((f) => !messages.has(f));
  return [...new Set([...ownFiles(page), ...screens.map((f) => `/${f}`)])];
}

/** Every same-origin /assets/ file the page requests from now on. */
function assetsOf(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) files.push(url.pathname);
  });
  return files;
}

describe('the staff app apart from the guest’s', () => {
  it('the guest’s page names no staff file; home loads none and its worker precaches none', async () => {
    const staff = await staffFiles();
    assert.ok(
      staff.some((f) => /^\/assets\/runtime-staff\./.test(f)),
      `the staff page has its own runtime: ${staff.join(' ')}`,
    );
    const guestHtml = await fetch(`${e2e.baseUrl}${HOME}`).then((r) => r.text());
    assert.deepEqual(
      staff.filter((f) => guestHtml.includes(f)),
      [],
    );

    const page = await e2e.newPage();
    const loaded = assetsOf(page);
    await page.goto(HOME);
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    await waitForWorker(page);
    await page.waitForLoadState('networkidle');
    assert.ok(loaded.length > 3, loaded.join('\n'));
    assert.deepEqual(
      loaded.filter((f) => staff.includes(f)),
      [],
    );
    const precache = Object.entries(await cacheStorage(page))
      .filter(([name]) => name.startsWith('workbox-precache'))
      .flatMap(([, entries]) => entries.map((entry) => entry.split('?')[0]!));
    assert.ok(precache.length > 10, precache.join('\n'));
    assert.deepEqual(
      precache.filter((f) => staff.includes(f)),
      [],
    );
    await page.context().close();
  });

  it('a staff page where the guest’s worker runs: from the network, kept in no guest cache', async () => {
    const page = await e2e.newPage();
    await page.goto(HOME);
    await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
    await waitForWorker(page);
    await page.goto('/front-desk?lang=en');
    await page.getByRole('heading', STAFF_SIGN_IN).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.title(), 'Hotel Staff');
    // The guest's page shell stays the hotel's own; no shell was kept for the staff page.
    assert.deepEqual((await cacheStorage(page))['app-shell-v1'], [
      '/__app-shell?hotelId=sakura-asakusa&path=%2Fhotel-guide',
    ]);
    // Offline, the staff page does not open from a guest cache.
    await page.context().setOffline(true);
    await assert.rejects(page.goto('/front-desk?lang=en'), /ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await page.context().close();
  });

  it('the staff page registers no service worker', async () => {
    const page = await e2e.newPage();
    await page.goto('/front-desk?lang=ja');
    await page.getByRole('heading', { level: 1, name: 'フロントデスク ログイン' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), 0);
    await page.context().close();
  });
});
