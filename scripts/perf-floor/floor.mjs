// `node scripts/perf-floor/floor.mjs`: the floor of the design card's libraries under Lighthouse, as
// `npm run perf` measures home (scripts/perf.mjs: mobile, simulated throttling, the CPU slowdown
// calibrated from this machine's benchmarkIndex at the start, 3 runs, median), on pages with no code of the
// app's, served by the real server (its static files, precompressed, and its page with the hero preload):
//  - react: floor.js (webpack.floor.cjs): React, react-dom, Redux Toolkit with RTK Query, react-redux,
//    redux-persist and the router in the app's four library chunks, started a library per task as
//    src/index.tsx does, rendering home's hero image and heading, at /hotel-guide?hotelId=sakura-asakusa;
//  - static: the same hero and heading in the page's HTML, no script (the network's own LCP).
// Settings: FLOOR_CASES (react,react@4x,static by default; page@Nx: at N times, else calibrated), FLOOR_RUNS (3), FLOOR_LHR_DIR (keep traces).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import webpack from 'webpack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { cpuSlowdownFor, lighthouseFlags, measureBenchmarkIndex } from '../lib/cpuCalibration.mjs';
import { ROOT_DIR } from '../lib/build.mjs';
import { traceSum } from '../trace-sum.mjs';

const require = createRequire(import.meta.url);
const RUNS = Number(process.env.FLOOR_RUNS ?? 3);
const CASES = (process.env.FLOOR_CASES ?? 'react,react@4x,static').split(',');
const HOME = '/hotel-guide?hotelId=sakura-asakusa';
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-floor-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-floor-data-'));
let server = null;
const cleanup = () => {
  if (server && server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  cleanup();
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function build() {
  const config = require('./webpack.floor.cjs')(out);
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  // The static page: the floor's page, its stylesheet inline, the hero and heading in #root, no script.
  const index = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  const cssFile = /href="?(\/assets\/main\.[0-9a-f]+\.css)"?/.exec(index)[1];
  const css = fs.readFileSync(path.join(out, cssFile), 'utf8');
  const body =
    '<main><div class="home__hero"><img class="home__hero-image" src="/images/demo/sakura-hero.svg" alt="" ' +
    'width="1200" height="675" fetchpriority="high"></div><div class="home__identity">' +
    '<h1 class="home__name">ホテル桜並木 浅草</h1></div></main>';
  const html = index
    .replace(/<script[^>]*><\/script>/g, '')
    .replace(/<link[^>]*rel="?stylesheet"?[^>]*>/, () => `<style>${css}</style>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${body}</div>`);
  const file = path.join(out, 'static-hero.html');
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  const js = stats.toJson({ assets: true }).assets.filter((a) => a.name.endsWith('.js'));
  return js.map((a) => {
    const br = path.join(out, `${a.name}.br`);
    return { name: a.name, raw: a.size, br: fs.existsSync(br) ? fs.statSync(br).size : null };
  });
}

function startServer() {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: out };
  env.DATABASE_URL = '';
  env.PUBLIC_URL = '';
  delete env.NODE_ENV;
  server = spawn(process.execPath, ['server/src/cli/serve.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (data) => {
      output += data;
      const match = /Ready in [\d.]+ s\. Open the demo hotel: https?:\/\/[^/\s:]+:(\d+)\//.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
}

async function lighthouseRun(url, cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    const flags = lighthouseFlags({ port: chrome.port, cpuSlowdownMultiplier, onlyCategories: ['performance'] });
    const result = await lighthouse(url, flags);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const trace = result.artifacts?.Trace;
    if (process.env.FLOOR_LHR_DIR && trace) {
      fs.mkdirSync(process.env.FLOOR_LHR_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_')}-${cpuSlowdownMultiplier}x-${Date.now()}`;
      fs.writeFileSync(path.join(process.env.FLOOR_LHR_DIR, `${name}.json`), JSON.stringify(lhr));
      fs.writeFileSync(path.join(process.env.FLOOR_LHR_DIR, `${name}.trace.json`), JSON.stringify(trace));
    }
    const long = trace ? traceSum(trace.traceEvents).rows['tasks over 5 ms'] : null;
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      fcp: value('first-contentful-paint'),
      si: value('speed-index'),
      cls: value('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      long: long ? `${(long.wall / 1000).toFixed(0)}/${(long.cpu / 1000).toFixed(0)}` : 'n/a',
      longCount: long?.count ?? 0,
      lhLongTasks: tasks.map((t) => Math.round(t.duration)).join('+'),
      lcpElement: lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node')?.snippet ?? '',
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

process.chdir(ROOT_DIR);
console.log('Building the floor…');
for (const f of await build()) console.log(`  ${f.name.padEnd(40)} raw ${f.raw} br ${f.br}`);
const base = await startServer();
console.log(`server at ${base}; load ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const bench = await measureBenchmarkIndex(browser);
await browser.close();
const calibrated = Math.round(cpuSlowdownFor(bench.benchmarkIndex).multiplier * 100) / 100;
console.log(`benchmarkIndex ${bench.benchmarkIndex} (${bench.runs.join(', ')}) -> ${calibrated}x`);
for (const name of CASES) {
  const [page, at] = name.split('@');
  const multiplier = at ? Number(at.replace('x', '')) : calibrated;
  const url = new URL(page === 'static' ? '/static-hero.html' : HOME, base).href;
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const r = await lighthouseRun(url, multiplier);
    runs.push(r);
    console.log(`${name} ${multiplier}x run ${i + 1}: ${JSON.stringify(r)}`);
  }
  const m = (k) => median(runs.map((r) => r[k]));
  console.log(
    `== ${name} at ${multiplier}x: perf ${m('performance')} (${runs.map((r) => r.performance).join(', ')}), ` +
      `LCP ${Math.round(m('lcp'))}, TBT ${Math.round(m('tbt'))}, FCP ${Math.round(m('fcp'))}, SI ${Math.round(m('si'))}, ` +
      `CLS ${m('cls')}; benchmarkIndex ${runs.map((r) => r.benchmarkIndex).join(', ')}; ` +
      `tasks>5ms wall/cpu ${runs.map((r) => r.long).join(', ')}; load ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
}
cleanup();
process.exit(0);
