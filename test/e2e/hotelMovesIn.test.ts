import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { assertNoViolations, errorsOf, signInAs } from './harness.ts';

// Issue 32's "a hotel moves in without SQL", as an operator and a new hotel's manager do it: on an
// empty database (a new PostgreSQL database when TEST_DATABASE_URL names a server, as CI has; else an
// empty embedded one) with no demo data, the operator's commands create the hotel and its manager; the
// real server (`npm run serve`'s file) starts on it; the manager signs in, sets up a second factor and
// signs in again with its code, then sets the hotel up in the console; a guest then opens the hotel's
// link and finds it. Every console screen is axe-clean. E2E_SHOTS=<folder> keeps screenshots of the
// console at 390px and 1280px in Japanese and English, and the audit log as the test left it.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOTEL = 'harbour-view';
const MANAGER = 'manager@harbour-view.example';
const PASSWORD = 'Harbour2026';

let env: NodeJS.ProcessEnv;
let dropDatabase = async () => {};
let server: ChildProcess | null = null;
let baseUrl = '';
let browser: Browser;
let dataDir = '';

/** Runs an operator's command (`npm run hotel -- …`'s file) on the test's database; its output. */
function operator(args: string[], extra: NodeJS.ProcessEnv = {}): string {
  const run = spawnSync(process.execPath, ['server/src/cli/hotel.ts', ...args], {
    cwd: ROOT,
    env: { ...env, ...extra },
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, `hotel ${args.join(' ')}:\n${run.stdout}\n${run.stderr}`);
  return `${run.stdout}${run.stderr}`;
}

async function emptyDatabase(): Promise<NodeJS.ProcessEnv> {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-moves-in-'));
  const base = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'info' };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...base, DATABASE_URL: '' };
  const name = `moves_in_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { ...base, DATABASE_URL: url.href };
}

/** The real server on the test's database, serving the production build; its address once ready. */
function startServer(): Promise<string> {
  server = spawn(process.execPath, ['server/src/cli/serve.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: '0', STATIC_DIR: path.join(ROOT, 'dist'), UPKEEP_INTERVAL_MINUTES: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start within 180 s:\n${output}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const ready = /Ready in [\d.]+ s(?: at|\. Open the demo hotel:) (http:\/\/[^\s/"]+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

before(async () => {
  env = await emptyDatabase();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await dropDatabase();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(width = 390, height = 844): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, baseURL: baseUrl });
  return context.newPage();
}

/** With E2E_SHOTS, a screenshot under console-<name>.png. */
async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `console-${name}.png`), fullPage: true });
}

/** Nothing reaches past the window's width. */
async function assertFits(page: Page, what: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= width, `${what}: page ${scrollWidth} > ${width}`);
}

/** The sign-in form; `code` answers the second step when the account has one. */
async function signIn(page: Page, code?: () => Promise<string>) {
  await page.goto('/front-desk?lang=en');
  await page.getByRole('textbox', { name: 'Email address' }).fill(MANAGER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('Code or recovery code').fill(await code());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Harbour View Hotel' }).waitFor();
}

let desk: Page;
const NETWORK = 'harbour-guest-5g';
const PRODUCT = 'Harbour blend coffee';
const COUPON = '10% off breakfast';
/** The manager screens' links (and their regions' names), in English and in Japanese. */
const SCREENS = {
  en: [
    'Hotel',
    'Features',
    'Pages',
    'Catalogue',
    'Coupons',
    'Travel guide',
    'Check-in questions',
    'Webhooks',
    'Staff',
    'Audit log',
  ],
  ja: [
    'ホテル',
    '機能',
    'ページ',
    'リクエスト商品',
    'クーポン',
    '観光ガイド',
    'チェックイン時の質問',
    'Webhook',
    'スタッフ',
    '操作履歴',
  ],
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens each manager screen in turn, once its content has loaded, and checks it (check below). */
async function visitAll(page: Page, language: 'en' | 'ja') {
  for (const link of SCREENS[language]) {
    await views(page).getByRole('link', { name: link, exact: true }).click();
    await page
      .getByRole('region', { name: new RegExp(`^${escaped(link)}`) })
      .first()
      .waitFor();
    await page.locator('[aria-busy="true"], .spinner__circle').first().waitFor({ state: 'detached' });
    await check(
      page,
      `screen-${SCREENS.en[SCREENS[language].indexOf(link as never)]!.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    );
  }
}

/** A picture as a phone would give it: a photo of one colour, as a PNG or JPEG file. */
async function photo(name: string, colour: string) {
  const image = sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } });
  const buffer = await (name.endsWith('.png') ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer };
}

/** axe-clean, fitting the window, and (with E2E_SHOTS) a screenshot named by the view, width and language. */
async function check(page: Page, name: string) {
  await assertNoViolations(page);
  const width = page.viewportSize()!.width;
  await assertFits(page, `${name} at ${width}px`);
  const language = await page.evaluate(() => document.documentElement.lang);
  await shot(page, `${name}-${width}-${language}`);
}

/** With E2E_SHOTS, the audit log as the manager's console answers it, as JSON beside the screenshots. */
async function keepAuditLog(page: Page) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const stored = await page.evaluate(() => window.sessionStorage.getItem('front-desk-staff'));
  const token = JSON.parse(JSON.parse(stored!).token) as string;
  const log = await page.request.get('/api/front-desk/audit-log', { headers: { authorization: `Bearer ${token}` } });
  fs.writeFileSync(path.join(folder, 'console-audit-log.json'), JSON.stringify(await log.json(), null, 2));
}

const views = (page: Page) => page.getByRole('navigation', { name: /^(Screens|画面)$/ });

describe('a hotel moves in without SQL', () => {
  it('the operator creates the hotel and its manager on an empty database; the server starts on it', async () => {
    const created = operator([
      'create',
      HOTEL,
      '--name',
      'ハーバービューホテル',
      '--name-latin',
      'Harbour View Hotel',
      '--time-zone',
      'Asia/Tokyo',
      '--phone',
      '045-000-1234',
    ]);
    assert.match(created, /Created hotel harbour-view/);
    operator(['add-staff', HOTEL, MANAGER, '港 太郎', '--role', 'manager'], { STAFF_PASSWORD: PASSWORD });
    baseUrl = await startServer();
    // No demo data: the demo hotel is unknown here.
    const demo = await fetch(`${baseUrl}/api/hotel-guide?hotelId=sakura-asakusa`);
    assert.equal(demo.status, 404);
  });

  let secret = '';
  it('the manager sets up a second factor and signs in with its code', async () => {
    const page = await newPage();
    await signIn(page);
    await views(page).getByRole('link', { name: 'Two-step verification' }).click();
    const screen = page.getByRole('region', { name: 'Two-step verification' });
    await screen.getByRole('button', { name: 'Set up two-step verification' }).click();
    await screen.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await assertNoViolations(page);
    secret = ((await screen.locator('.two-step__key dd').textContent()) ?? '').trim();
    await screen.getByLabel('Code from the app').fill(await generate({ secret }));
    await screen.getByRole('button', { name: 'Confirm' }).click();
    const confirmedAt = Date.now();
    await screen.getByRole('list', { name: 'Your recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    // A code is taken once: the sign-in waits for the authenticator's next code when the one the
    // enrolment took still shows.
    const next = async () => {
      const step = (time: number) => Math.floor(time / 30_000);
      if (step(Date.now()) === step(confirmedAt)) {
        await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
      }
      return generate({ secret });
    };
    await signIn(page, next);
    desk = page;
  });

  it('the manager sets the hotel up in the console; every screen axe-clean at 390px and 1280px', async () => {
    const page = desk;
    const screen = async (link: string, region: string | RegExp) => {
      await views(page).getByRole('link', { name: link, exact: true }).click();
      const found = page.getByRole('region', { name: region }).first();
      await found.waitFor();
      return found;
    };
    const saved = (scope: Locator) =>
      scope
        .getByRole('status')
        .filter({ hasText: /^Saved\./ })
        .waitFor();

    // The hotel's address.
    const hotel = await screen('Hotel', 'Hotel');
    await hotel.getByLabel(/^Address \(Japanese\)/).fill('神奈川県横浜市中区海岸通1-1');
    await hotel.getByLabel(/^Address \(Latin letters\)/).fill('1-1 Kaigan-dori, Naka, Yokohama');
    const hero = hotel.getByRole('group', { name: /^Main picture/ });
    await hero.getByLabel('Choose a picture').setInputFiles(await photo('harbour.jpg', '#2a7fb8'));
    await hero.getByRole('img', { name: /^The current picture/ }).waitFor();
    await check(page, 'hotel');
    await hotel.getByRole('button', { name: 'Save' }).click();
    await saved(hotel);

    // Coupons on, and requests paid at the front desk.
    const features = await screen('Features', 'Features');
    await features.getByRole('combobox', { name: 'Coupons CU' }).selectOption({ label: 'On' });
    const requests = features.getByRole('group', { name: 'For requests' });
    await requests.getByRole('checkbox', { name: 'Guests may pay online here' }).check();
    await requests.getByRole('checkbox', { name: 'At the front desk' }).check();
    await check(page, 'features');
    await features.getByRole('button', { name: 'Save' }).click();
    await saved(features);

    // The Wi-Fi page, written in the rich-text editor, with a picture.
    const pages = await screen('Pages', /^Pages/);
    await pages.getByRole('listitem', { name: 'Wi-Fi' }).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('region', { name: 'Wi-Fi' });
    const text = editor.getByRole('textbox', { name: 'Page: Japanese' });
    await text.click();
    const toolbar = editor.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.getByRole('button', { name: 'Heading H2' }).click();
    await page.keyboard.type('無線LAN');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`ネットワーク: ${NETWORK}`);
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Image' }).click();
    const picture = editor.getByRole('group', { name: 'Image' });
    await picture.getByLabel('Choose a picture').setInputFiles(await photo('router.png', '#3b6ea5'));
    await picture.getByLabel('Replace the picture').waitFor();
    await picture.getByLabel('Text for guests who cannot see the image').fill('ルーター');
    await picture.getByRole('button', { name: 'Apply' }).click();
    await editor.getByRole('checkbox', { name: "Show in the guests' menu" }).check();
    await check(page, 'page-editor');
    await editor.getByRole('button', { name: 'Save' }).click();
    await saved(editor);

    // A category and a product with a picture.
    const catalogue = await screen('Catalogue', 'Catalogue');
    await catalogue.getByRole('button', { name: 'Add a category' }).click();
    const category = page.getByRole('region', { name: 'New category' });
    await category.getByLabel(/^Name \(Japanese\)/).fill('飲み物');
    await category.getByLabel(/^Name \(English\)/).fill('Drinks');
    await category.getByRole('button', { name: 'Save' }).click();
    await catalogue.getByRole('listitem', { name: '飲み物' }).waitFor();
    await catalogue.getByRole('button', { name: 'Add a product' }).click();
    const product = page.getByRole('region', { name: 'New product' });
    await product.getByLabel(/^Name \(Japanese\)/).fill('港ブレンド珈琲');
    await product.getByLabel(/^Name \(English\)/).fill(PRODUCT);
    await product.getByLabel(/^Category/).selectOption('飲み物');
    await product.getByLabel(/^Price/).fill('450');
    await product.getByLabel(/^Stock/).fill('20');
    await product.getByLabel(/^Sales subject/).fill('1001');
    await product.getByLabel('Choose a picture').setInputFiles(await photo('coffee.jpg', '#6f4e37'));
    await product.getByRole('img', { name: /^The current picture/ }).waitFor();
    await check(page, 'product');
    await product.getByRole('button', { name: 'Save' }).click();
    await catalogue
      .getByRole('status')
      .filter({ hasText: /^Saved\./ })
      .waitFor();

    // A coupon with a picture and the store's link.
    const coupons = await screen('Coupons', /^Coupons/);
    await coupons.getByRole('button', { name: 'Add a coupon' }).click();
    const coupon = page.getByRole('region', { name: 'New coupon' });
    await coupon.getByLabel(/^Title \(Japanese\)/).fill('朝食10%オフ');
    await coupon.getByLabel(/^Title \(Latin letters\)/).fill(COUPON);
    await coupon.getByLabel(/^Store link/).fill('https://harbour-view.example/breakfast');
    await coupon.getByLabel('Choose a picture').setInputFiles(await photo('breakfast.png', '#e0a030'));
    await coupon.getByRole('img', { name: /^The current picture/ }).waitFor();
    await check(page, 'coupon');
    await coupon.getByRole('button', { name: 'Save' }).click();
    // Saved, the form is the coupon's own, named by its title.
    await saved(page.getByRole('region', { name: '朝食10%オフ' }));

    // Every manager screen on the phone in English, then at a desk in Japanese and English.
    await visitAll(page, 'en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: '日本語' }).click();
    await visitAll(page, 'ja');
    await page.getByRole('button', { name: 'English' }).click();
    await visitAll(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: '日本語' }).click();
    await visitAll(page, 'ja');
    assert.deepEqual(errorsOf(page), []);
    await keepAuditLog(page);
  });

  it('a guest opens the hotel’s link: the page with its picture, the coupon taken, the product listed', async () => {
    const page = await newPage();
    const email = `guest-${Date.now()}@harbour-view.example`;
    const created = await page.request.post('/api/auth/register', {
      data: { email, password: PASSWORD, language: 'en' },
    });
    assert.equal(created.status(), 200, await created.text());
    await signInAs(page, email, PASSWORD);

    await page.goto(`/hotel-guide?hotelId=${HOTEL}&lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Harbour View Hotel' }).waitFor();
    // The hotel's main picture, as uploaded in the console.
    const heroImage = page.locator(`img[src^="/images/hotels/${HOTEL}/"]`).first();
    await heroImage.waitFor();
    assert.ok(await heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    await page
      .getByRole('region', { name: 'Coupons' })
      .getByRole('link', { name: new RegExp(COUPON) })
      .click();
    await page.getByRole('heading', { level: 2, name: COUPON }).waitFor();
    await page.getByRole('button', { name: 'Use this coupon' }).click();
    await page.getByRole('button', { name: 'Already used' }).waitFor();
    await assertNoViolations(page);

    await page.goto(`/wifi?hotelId=${HOTEL}&lang=ja`);
    await page.getByRole('heading', { level: 2, name: '無線LAN' }).waitFor();
    await page.getByText(`ネットワーク: ${NETWORK}`).waitFor();
    const router = page.getByRole('img', { name: 'ルーター' });
    await router.waitFor();
    assert.ok(
      await router.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the picture loads',
    );
    await shot(page, 'guest-wifi-390-ja');

    await page.goto(`/request?hotelId=${HOTEL}&lang=en`);
    await page.getByText(PRODUCT).first().waitFor();
    await page.getByText('¥450').first().waitFor();
    await assertNoViolations(page);
    await shot(page, 'guest-request-390-en');
    assert.deepEqual(errorsOf(page), []);
  });
});
