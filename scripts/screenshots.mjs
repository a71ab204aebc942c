// Screenshots of screens at a phone's size (390x844 unless --size) in each language, for a human to look at.
// Usage: node scripts/screenshots.mjs <base-url> <out-dir> [--member=email] [--staff=email] [--langs=ja,en]
//          [--size=1280x800] <path-with-query>[@@selector]... ...
// e.g.   node scripts/screenshots.mjs http://localhost:8080 /tmp/shots '/hotel-guide?hotelId=sakura-asakusa'
// --member signs the demo member in first (password Sakura2026), --staff a demo front-desk staff member
// (for /front-desk); --langs takes fewer languages than the four;
// "@@selector" clicks that element (e.g. a button that opens a modal) before the screenshot; several
// click one after the other (a button, then the modal's confirmation). --size names the window (and the files).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const member = option('member');
const staff = option('staff');
const languages = option('langs')?.split(',') ?? ['ja', 'en', 'zh', 'ko'];
const [width, height] = (option('size') ?? '390x844').split('x').map(Number);
const [base, outDir, ...paths] = args.filter((a) => !a.startsWith('--'));
if (!base || !outDir || paths.length === 0) {
  console.error(
    'usage: node scripts/screenshots.mjs <base-url> <out-dir> [--member=email] [--staff=email] [--langs=ja,en] <path>[@@selector] ...',
  );
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });

if (member) {
  const response = await page.request.post(new URL('/api/auth/login', base).toString(), {
    data: { email: member, password: 'Sakura2026' },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  const { token } = await response.json();
  // The app keeps the token as redux-persist does; written from a page that is not the app.
  await page.goto(new URL('/dev/outbox', base).toString());
  await page.evaluate((value) => {
    const persist = JSON.stringify({ version: 1, rehydrated: true });
    globalThis.localStorage.setItem(
      'access_token',
      JSON.stringify({ value: JSON.stringify(value), _persist: persist }),
    );
  }, token);
}

if (staff) {
  const response = await page.request.post(new URL('/api/front-desk/login', base).toString(), {
    data: { email: staff, password: 'Sakura2026' },
  });
  if (!response.ok()) throw new Error(`staff sign-in failed: ${response.status()}`);
  const { token } = await response.json();
  // The front desk keeps its token in session storage (front-desk-staff), as redux-persist does.
  await page.goto(new URL('/dev/outbox', base).toString());
  await page.evaluate((value) => {
    const persist = JSON.stringify({ version: 1, rehydrated: true });
    globalThis.sessionStorage.setItem(
      'front-desk-staff',
      JSON.stringify({ token: JSON.stringify(value), _persist: persist }),
    );
  }, token);
}

for (const entry of paths) {
  const [route, ...clicks] = entry.split('@@');
  for (const lang of languages) {
    const url = new URL(route, base);
    url.searchParams.set('lang', lang);
    await page.goto(url.toString(), { waitUntil: 'networkidle' });
    for (const click of clicks) {
      await page.locator(click).first().click();
      await page.waitForTimeout(300);
    }
    const slug = (text, max) =>
      text
        .replace(/[^a-z0-9]+/gi, '_')
        .replace(/^_|_$/g, '')
        .slice(0, max);
    const clicked = clicks.length ? `-${slug(clicks.at(-1), 30)}` : '';
    const size = option('size') ? `-${width}x${height}` : '';
    const name = `${slug(route, 70)}${clicked}${size}-${lang}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: clicks.length === 0 });
    console.log(path.join(outDir, name));
  }
}
await browser.close();
