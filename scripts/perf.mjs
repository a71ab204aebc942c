// `npm run perf`: a performance report of the production build on the real server (not part of `npm test`).
// 1. Builds the SPA (scripts/lib/build.mjs, the same build as scripts/bundle-budget.mjs) into a temp folder.
// 2. Starts the real server (node --import tsx server/src/main.ts) on a free port, serving that build, with a
//    fresh temporary DATA_DIR (new embedded database, seeded with the demo hotels); waits for "Ready".
// 3. For each route below, in Chromium at 390x844 (playwright-core): every JS and CSS response of a first
//    load (empty cache) until the main heading is visible and the network is idle, with gzipped sizes
//    (gzip -9 of the response bodies; our server does not compress).
// 4. Lighthouse (mobile form factor, simulated throttling), RUNS runs per route; prints the medians of
//    performance, accessibility and best-practices scores, LCP, TBT and CLS against the targets.
// Exits 0 when the report is complete, even if a target is MISSED; 1 when the build, server or a tool fails.
// Stops the server and deletes its temporary folders at the end, also on errors and Ctrl-C.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { KB, ROOT_DIR, buildProduction, gzipSize } from './lib/build.mjs';

/** Routes to measure (path and query). Add screens here, e.g. '/checkin?hotelId=sakura-asakusa'. */
const ROUTES = ['/hotel-guide?hotelId=sakura-asakusa', '/login?hotelId=sakura-asakusa'];
/** Lighthouse runs per route; the report shows the median of each figure. */
const RUNS = 3;
const TARGETS = [
  { key: 'performance', label: 'performance', text: '>= 95', met: (v) => v >= 95 },
  { key: 'accessibility', label: 'accessibility', text: '= 100', met: (v) => v === 100 },
  { key: 'bestPractices', label: 'best-practices' },
  { key: 'lcp', label: 'LCP (ms)' },
  { key: 'tbt', label: 'TBT (ms)' },
  { key: 'cls', label: 'CLS', text: '< 0.02', met: (v) => v < 0.02 },
];
const VIEWPORT = { width: 390, height: 844 };
const SERVER_READY_TIMEOUT_MS = 120_000;

const kb = (bytes) => (bytes / KB).toFixed(1);
const pad = (value, width) => String(value).padStart(width);

// ---- cleanup: everything started or created here, undone once, also on errors and signals ----

const cleanups = [];
let cleaning = null;
/** Runs every cleanup step once, newest first; every caller awaits the same run. */
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of [...cleanups].reverse()) {
      if (step.done) continue;
      try {
        await step.async();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
      step.done = true;
    }
  })();
  return cleaning;
}
/** Registers an async cleanup step and a synchronous last resort for a sudden exit. */
function onCleanup(async, sync = () => {}) {
  cleanups.push({ async, sync, done: false });
}
process.on('exit', () => {
  for (const step of [...cleanups].reverse()) {
    if (step.done) continue;
    try {
      step.sync();
    } catch {
      // best effort at exit
    }
  }
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (cleaning) process.exit(code); // a second signal: the exit handler does what is left, synchronously
    console.error(`\n${signal}: stopping the server and deleting the temporary folders…`);
    void cleanUp().finally(() => process.exit(code));
  });
}

function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  onCleanup(async () => remove(), remove);
  return dir;
}

// ---- server ----

/** Starts the real server on a free port (PORT=0) and resolves with its base URL once it prints "Ready". */
function startServer({ staticDir, dataDir }) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir };
  env.DATABASE_URL = ''; // always the fresh embedded database in DATA_DIR
  env.PUBLIC_URL = ''; // print the real address
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  onCleanup(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM'); // the server closes the database on SIGTERM
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  );

  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`the server did not print "Ready" within ${SERVER_READY_TIMEOUT_MS / 1000} s:\n${output}`)),
      SERVER_READY_TIMEOUT_MS,
    );
    const onData = (data) => {
      output += data;
      const match = /Ready in ([\d.]+) s\. Open the demo hotel: https?:\/\/[^/\s:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ base: `http://127.0.0.1:${match[2]}`, seconds: Number(match[1]) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? `code ${code}`}) before "Ready":\n${output}`));
    });
  });
}

// ---- JS and CSS loaded on a first visit (playwright-core) ----

async function measureResources(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, isMobile: true });
  try {
    const page = await context.newPage();
    const responses = [];
    let recording = true;
    page.on('response', (response) => {
      if (!recording) return;
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      responses.push({ url: response.url(), type, status: response.status(), body: response.body().catch(() => null) });
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    let headingMs = null;
    try {
      await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 20_000 });
      headingMs = Date.now() - started;
    } catch {
      // reported below: the page never showed a main heading
    }
    await page.waitForLoadState('networkidle');
    recording = false;

    const files = [];
    for (const r of responses) {
      const body = await r.body;
      files.push({
        path: new URL(r.url).pathname,
        type: r.type === 'script' ? 'JS' : 'CSS',
        status: r.status,
        raw: body ? body.length : 0,
        gzip: body ? gzipSize(body) : 0,
      });
    }
    return { files, headingMs };
  } finally {
    await context.close();
  }
}

function printResources(route, { files, headingMs }) {
  console.log(`\n${route}: JS and CSS of a first visit (until the h1 is visible and the network is idle)`);
  console.log(
    `  ${'file'.padEnd(44)} ${'type'.padEnd(4)} ${pad('status', 6)} ${pad('raw KB', 9)} ${pad('gzip KB', 9)}`,
  );
  for (const f of files) {
    console.log(
      `  ${f.path.padEnd(44)} ${f.type.padEnd(4)} ${pad(f.status, 6)} ${pad(kb(f.raw), 9)} ${pad(kb(f.gzip), 9)}`,
    );
  }
  for (const type of ['JS', 'CSS']) {
    const of = files.filter((f) => f.type === type);
    const raw = of.reduce((t, f) => t + f.raw, 0);
    const gzip = of.reduce((t, f) => t + f.gzip, 0);
    console.log(`  ${`${type} total (${of.length} files)`.padEnd(56)} ${pad(kb(raw), 9)} ${pad(kb(gzip), 9)}`);
  }
  const failed = files.filter((f) => f.status >= 400);
  if (failed.length > 0) console.log(`  WARNING: ${failed.length} file(s) failed to load`);
  console.log(
    headingMs === null
      ? '  WARNING: no visible main heading (h1) within 20 s'
      : `  main heading visible after ${headingMs} ms (unthrottled, informational)`,
  );
}

// ---- Lighthouse ----

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  // chrome-launcher starts Chrome detached: kill it (and delete its profile) on every way out.
  const closed = new Promise((resolve) => chrome.process.once('exit', resolve));
  const stop = async () => {
    chrome.kill();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  };
  onCleanup(stop, () => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      version: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      warnings: lhr.runWarnings ?? [],
      // Lighthouse's own estimates of what would save load time, e.g. text compression, unused JS.
      opportunities: Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && a.details.overallSavingsMs > 0)
        .map((a) => ({
          id: a.id,
          title: a.title,
          ms: a.details.overallSavingsMs,
          bytes: a.details.overallSavingsBytes,
        })),
      failedA11y: Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0))
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => a.id),
    };
  } finally {
    await stop();
  }
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function format(key, value) {
  if (value === null) return 'n/a';
  if (key === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

function printLighthouse(route, runs, errors) {
  const ok = runs.length;
  console.log(`\n${route}: Lighthouse ${runs[0]?.version ?? ''} mobile, median of ${ok} of ${RUNS} runs`);
  for (const error of errors) console.log(`  run failed: ${error}`);
  console.log(`  ${'metric'.padEnd(16)} ${pad('median', 8)}  ${'runs'.padEnd(20)} ${'target'.padEnd(8)} result`);
  let missed = 0;
  for (const t of TARGETS) {
    const values = runs.map((r) => r[t.key]);
    const m = median(values);
    let result = '';
    if (t.met) {
      const met = m !== null && t.met(m);
      if (!met) missed += 1;
      result = met ? 'met' : 'MISSED';
    }
    const each = values.map((v) => format(t.key, v)).join(' ');
    console.log(
      `  ${t.label.padEnd(16)} ${pad(format(t.key, m), 8)}  ${each.padEnd(20)} ${(t.text ?? '-').padEnd(8)} ${result}`,
    );
  }
  const failedA11y = [...new Set(runs.flatMap((r) => r.failedA11y))];
  if (failedA11y.length > 0) console.log(`  accessibility audits failing: ${failedA11y.join(', ')}`);
  const opportunities = new Map();
  for (const o of runs.flatMap((r) => r.opportunities)) {
    opportunities.set(o.id, [...(opportunities.get(o.id) ?? []), o]);
  }
  const top = [...opportunities.values()]
    .map((list) => ({ ...list[0], ms: median(list.map((o) => o.ms)), bytes: median(list.map((o) => o.bytes)) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  if (top.length > 0) console.log('  Lighthouse opportunities (median estimated savings):');
  for (const o of top) {
    console.log(`    ${o.title}: ~${Math.round(o.ms)} ms${o.bytes ? `, ${kb(o.bytes)} KB` : ''}`);
  }
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  for (const w of warnings) console.log(`  Lighthouse warning: ${w}`);
  return missed;
}

// ---- main ----

async function main() {
  process.chdir(ROOT_DIR); // webpack.config.js and Babel resolve paths from the working directory
  console.log('Building the production SPA…');
  const build = await buildProduction({ outDir: tempDir('hotel-perf-dist-') });
  console.log(`  built in ${build.seconds.toFixed(1)} s`);

  const dataDir = tempDir('hotel-perf-data-');
  console.log('Starting the server with a fresh database…');
  const server = await startServer({ staticDir: build.outDir, dataDir });
  console.log(`  ready in ${server.seconds} s at ${server.base}`);

  // Our SIGINT/SIGTERM handlers close the browser; Playwright's own exit hook kills it on a sudden exit.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup(
    () => browser.close(),
    () => {},
  );
  for (const route of ROUTES) printResources(route, await measureResources(browser, new URL(route, server.base).href));
  await browser.close();

  let missed = 0;
  for (const route of ROUTES) {
    const url = new URL(route, server.base).href;
    const runs = [];
    const errors = [];
    for (let i = 1; i <= RUNS; i += 1) {
      process.stdout.write(`Lighthouse ${route} run ${i}/${RUNS}…\n`);
      try {
        runs.push(await lighthouseRun(url));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    missed += printLighthouse(route, runs, errors);
  }
  console.log(
    missed === 0
      ? '\nAll targets met.'
      : `\n${missed} target(s) MISSED (a report: the exit code stays 0; see the rows marked MISSED).`,
  );
  return 0;
}

const exitCode = await main().catch((error) => {
  console.error(`\nperf failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  return 1;
});
await cleanUp();
process.exit(exitCode);
