// `node scripts/make-icons.mjs`: the web app manifest's PNG icons (server/src/services/webManifest.ts),
// rendered once from public/favicon.svg in Chromium and committed in public/icons/ (the build copies
// public/). Run it again after changing the favicon.
// - icon-192.png, icon-512.png (purpose any): the favicon as it is, rounded corners transparent.
// - maskable-512.png (purpose maskable): the favicon's background to the edges and its mark scaled
//   into the middle 80 % circle that every launcher's mask keeps (the W3C manifest's safe zone).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { ROOT_DIR } from './lib/build.mjs';

const favicon = fs.readFileSync(path.join(ROOT_DIR, 'public', 'favicon.svg'), 'utf8');
const background = /<rect [^>]*fill="([^"]+)"/.exec(favicon)?.[1];
const mark = /<path [^>]*\/>/.exec(favicon)?.[0];
if (!background || !mark) throw new Error('public/favicon.svg: expected a <rect fill> background and a <path> mark');
const maskable =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  `<rect width="32" height="32" fill="${background}"/>` +
  `<g transform="translate(16 16) scale(0.8) translate(-16 -16)">${mark}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
];

const outDir = path.join(ROOT_DIR, 'public', 'icons');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const { file, svg, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
    console.log(`public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
