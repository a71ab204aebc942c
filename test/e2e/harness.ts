import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const pageErrors = new WeakMap<Page, string[]>();

/**
 * Script errors and console errors the page reported so far. The access page's map frame cannot
 * load on this offline machine; that is the outside world, not our code.
 */
export function errorsOf(page: Page): string[] {
  return (pageErrors.get(page) ?? []).filter(
    (e) => !/maps\.google|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(e),
  );
}

export interface E2E {
  baseUrl: string;
  browser: Browser;
  /**
   * A new phone-sized page (390x844) in a fresh browser context (empty storage), with the service
   * worker on, as a guest has it. A test that changes the page's requests with `page.route` blocks it
   * (`serviceWorkers: 'block'`): a page's routes do not see the requests the worker makes itself. A
   * context's routes do (`page.context().route`, Chromium: offline.test.ts holds the worker's request).
   */
  newPage(options?: { serviceWorkers?: 'allow' | 'block' }): Promise<Page>;
  /**
   * Stops the server, for good: every request then fails while the browser still says it is online,
   * as on hotel Wi-Fi with no internet behind it. Only at the end of a file: nothing answers after it.
   */
  stopServer(): Promise<void>;
  close(): Promise<void>;
}

const START_SECONDS = 180;

/** Starts the real server (production build in dist/, fresh in-memory database) and Chromium. */
export async function startE2E(): Promise<E2E> {
  const server: ChildProcess = spawn(process.execPath, ['server/test/support/serveForTests.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', STATIC_DIR: path.join(ROOT, 'dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A server that never says it listens is stopped before the error goes up: left running, it would keep
  // the test file's process alive for ever (the file's after hook has no server to stop).
  const kill = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  };
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    // Generous: a loaded machine starts it slowly (PGlite, migrations, the demo seed).
    const timer = setTimeout(() => {
      kill();
      reject(new Error(`server did not start within ${START_SECONDS} s:\n${output}`));
    }, START_SECONDS * 1000);
    server.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const stopServer = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    kill();
    throw error;
  }
  return {
    baseUrl,
    browser,
    async newPage({ serviceWorkers = 'allow' } = {}) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        baseURL: baseUrl,
        serviceWorkers,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      pageErrors.set(page, errors);
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return page;
    },
    stopServer,
    async close() {
      await browser.close();
      await stopServer();
    },
  };
}

/**
 * With E2E_SHOTS=<folder>, a screenshot of the page as `<folder>/<name>.png` (evidence for a review,
 * e.g. the offline pass); without it, nothing.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** Signs a member in through the API and leaves the token where the app keeps it (local storage). */
export async function signInAs(page: Page, email: string, password = 'Sakura2026'): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  // Written from a page of the same origin that is not the app (the app would write its own state).
  await page.goto('/dev/outbox');
  await page.evaluate((value) => {
    // redux-persist's format: each field JSON-encoded once more.
    window.localStorage.setItem(
      'access_token',
      JSON.stringify({ value: JSON.stringify(value), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    );
  }, token);
  return token;
}

/**
 * The newest mail to an address in the development outbox (/dev/outbox), as text, once the test
 * server's outbox worker has delivered every mail queued so far.
 */
export async function lastMailTo(page: Page, address: string): Promise<string> {
  const flushed = await page.request.post('/test-fixtures/mail-flush');
  if (!flushed.ok()) throw new Error(`mail flush failed: ${flushed.status()} ${await flushed.text()}`);
  const response = await page.request.get('/dev/outbox');
  const html = await response.text();
  const article = html.split('<article>').find((a) => a.includes(`To: ${address}`));
  if (!article) throw new Error(`no mail to ${address}`);
  return article.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
}

/**
 * A new page for axe: without the service worker. What axe reads is the page's DOM, the same with or
 * without the worker, and the worker's install (the precache) in every new context took the CPU from axe,
 * a third of each test. The worker itself is offline.test.ts's.
 */
export function axePage(e2e: E2E): Promise<Page> {
  return e2e.newPage({ serviceWorkers: 'block' });
}

/** axe-core's script, the one @axe-core/playwright would inject (resolved from it: the same version). */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/**
 * axe-core on the page as it is: no WCAG 2.1 A/AA violations, and no heading level skipped (a
 * best-practice rule: hotel content's headings are set under the screen's, src/ui/RichContent.tsx).
 */
export async function assertNoViolations(page: Page) {
  // axe's 550 KB script once per document: AxeBuilder evaluates its own twice per analysis, and that,
  // not the analysis, was most of axe's time (in a new page: about 1 s and 0.45 s, the analysis 0.2 s).
  // Given a script that does nothing, it configures and runs the axe already in the page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await new AxeBuilder({ page, axeSource: 'void 0' })
    // First: options() replaces every option given before it, withTags' included.
    .options({ rules: { 'heading-order': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The access page's map is a third-party frame that cannot load on this offline machine.
    .exclude('iframe')
    // With frames excluded, axe.run in the page itself: the default (runPartial) gathers each frame's part
    // in a second, blank page that loads axe again, a quarter of every analysis here (11.5 s against
    // 15.4 s for 8). What legacy mode gives up is cross-origin frames, which are excluded above.
    .setLegacyMode()
    .analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(violations, []);
  // The rules did run on the screen (colour contrast, names, landmarks, …).
  assert.ok(results.passes.length >= 10, `only ${results.passes.length} rules passed`);
  // heading-order among them, and no other best-practice rule (region, landmark-one-main, …).
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((r) => r.id),
  );
  assert.ok(ran.has('heading-order') && !ran.has('region'), 'heading-order runs beside WCAG 2.1 A/AA alone');
}

/** Every cache's name and the paths it holds (Cache Storage as DevTools → Application shows it). */
export function cacheStorage(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => new URL(r.url).pathname + new URL(r.url).search).sort();
    }
    return out;
  });
}

/**
 * Waits until `check`, run in the page, resolves to true (60 s at most). Unlike page.waitForFunction,
 * an async check is awaited (waitForFunction takes the promise itself for a true value).
 */
export async function waitInPage<A>(page: Page, check: (arg: A) => Promise<boolean>, arg: A): Promise<void> {
  const deadline = Date.now() + 60_000;
  // (Typed loosely for page.evaluate, whose argument type is its own serialisable form of A.)
  const inPage = check as unknown as (arg: unknown) => Promise<boolean>;
  while (!(await page.evaluate(inPage, arg as unknown))) {
    if (Date.now() > deadline) throw new Error(`still false after 60 s: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the service worker controls the page: its next requests and loads go through the worker. */
export async function waitForWorker(page: Page): Promise<void> {
  await waitInPage(page, async () => navigator.serviceWorker.controller !== null, null);
}

/**
 * Waits until the service worker controls the page and the cache `cacheName` holds, for every one of
 * `paths`, an entry whose path and query start with it: what the worker keeps has been kept, whatever
 * the machine's speed.
 */
export async function waitForCached(page: Page, cacheName: string, paths: string[]): Promise<void> {
  await waitInPage(
    page,
    async ([name, wanted]) => {
      if (!navigator.serviceWorker.controller || !(await caches.has(name))) return false;
      const held = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
      return wanted.every((path) => held.some((entry) => entry.startsWith(path)));
    },
    [cacheName, paths] as const,
  );
}
