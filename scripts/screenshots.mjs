// Screenshots of screens at a phone's size (390x844) in each language, for a human to look at.
// Usage: node scripts/screenshots.mjs <base-url> <out-dir> <path-with-query> [more paths...]
// e.g.   node scripts/screenshots.mjs http://localhost:8080 /tmp/shots '/hotel-guide?hotelId=sakura-asakusa'
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base-url> <out-dir> <path> [path...]');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
for (const route of paths) {
  for (const lang of ['ja', 'en', 'zh', 'ko']) {
    const url = new URL(route, base);
    url.searchParams.set('lang', lang);
    await page.goto(url.toString(), { waitUntil: 'networkidle' });
    const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}-${lang}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: true });
    console.log(path.join(outDir, name));
  }
}
await browser.close();
