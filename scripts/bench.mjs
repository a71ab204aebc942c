// `npm run bench`: load figures of the real API server (not part of `npm test`, not a timed test).
// 1. Starts the real server (node --inspect=127.0.0.1:0 server/src/cli/serve.ts, NODE_ENV=production,
//    API only; the local inspector is for the soak's garbage collections) pinned to CPU core 0 (taskset),
//    once per database: PGlite in a fresh temporary DATA_DIR, then PostgreSQL when BENCH_DATABASE_URL or
//    TEST_DATABASE_URL is set (a fresh database bench_<random> on that server; dropped at the end). Production
//    never seeds, so `npm run seed` writes the demo data first, and DEMO_MODE=1 lets production run on the
//    sandboxes. Waits for "Ready" and the inspector's address.
// 2. Signs in as the demo member and finds one of her check-ins; checks that each endpoint answers 200.
// 3. Per endpoint (getHotelGuide, getProductsList, getCheckinHistoryDetail signed in): a warm-up run and a
//    measured run of autocannon, which runs in a child process pinned to core 1 (`--worker` below), so
//    the load generator does not share the server's core. Prints req/s (mean), p50, p99, non-2xx, errors
//    and the server's CPU use.
//    Beside them, in the same run, the reference routes of scripts/lib/benchReference.mjs (another process
//    pinned to core 0, idle while the server is measured and the other way round): a bare Fastify route
//    sending the guide's very bytes, and (PostgreSQL) a plain pg route running getProductsList's five
//    queries; the guide's and the products list's req/s are printed as ratios to those.
// 4. Soak: the server's resident memory (VmRSS) before and after BENCH_SOAK_SECONDS of mixed load on the
//    three endpoints, with samples in between, and the growth. Each reading follows a short idle and two
//    full garbage collections (scripts/lib/serverHeap.mjs; why: docs/performance.md, "Load figures"); the raw readings
//    and the V8 heap in use are printed too.
// 5. Prints the targets (PostgreSQL: guide >= 5,000 req/s, guide p99 < 25 ms, guide >= 0.9x the bare
//    route, products list >= 1.0x the plain route, memory growth < 10 %).
// Settings (environment): BENCH_SECONDS (measured run, 10), BENCH_WARMUP_SECONDS (3), BENCH_SOAK_SECONDS
// (300; 0 skips the soak), BENCH_CONNECTIONS (50), BENCH_PIPELINING (1), BENCH_DATABASES (pglite,postgres),
// BENCH_ACCEPT_ENCODING (sent with every request, as a browser does; default "gzip, deflate, br"; empty
// sends none), BENCH_LOG_LEVEL (the server's LOG_LEVEL; default: the production default, info).
// Exits 0 when the report is complete, even if a target is MISSED; 1 when something failed to run or a
// measured run got answers other than 2xx (a figure of 404s or 429s says nothing).
// Stops the servers and load generators, drops the database and deletes the temporary folders at the end,
// also on errors and Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSPECTOR_URL, collectGarbage } from './lib/serverHeap.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);

// ---- load generator (child process): `node scripts/bench.mjs --worker '<autocannon options as JSON>'` ----

if (process.argv[2] === '--worker') {
  const { default: autocannon } = await import('autocannon');
  // autocannon 9 appends every response body chunk to a string (`req.body += data`), only for the
  // onResponse/expectBody/verifyBody options, none of which we pass. Decoding the 22 KB brotli guide as
  // UTF-8 took 79 % of the generator's CPU (a --cpu-prof of the worker), so the generator, not the
  // server, set the figure (~3,000 req/s with the server at 59 %). We count the bytes and drop the text.
  const { createRequire } = await import('node:module');
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  queue.prototype.addBody = function addBody() {};
  const cpuBefore = process.cpuUsage();
  const result = await autocannon(JSON.parse(process.argv[3]));
  const cpu = process.cpuUsage(cpuBefore);
  const pick = (r) => ({
    requestsMean: r.requests.mean,
    requestsTotal: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodeStats: r.statusCodeStats,
    bytesMean: r.throughput.mean,
    duration: r.duration,
    generatorCpuPercent: ((cpu.user + cpu.system) / 1e6 / r.duration) * 100,
  });
  process.stdout.write(JSON.stringify(pick(result)));
  process.exit(0);
}

// ---- settings ----

const numberSetting = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, got "${raw}"`);
  return value;
};
const SETTINGS = {
  seconds: numberSetting('BENCH_SECONDS', 10),
  warmupSeconds: numberSetting('BENCH_WARMUP_SECONDS', 3),
  soakSeconds: numberSetting('BENCH_SOAK_SECONDS', 300),
  connections: numberSetting('BENCH_CONNECTIONS', 50),
  pipelining: numberSetting('BENCH_PIPELINING', 1),
  acceptEncoding: process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
  logLevel: process.env.BENCH_LOG_LEVEL || '',
  databases: (process.env.BENCH_DATABASES || 'pglite,postgres').split(',').map((name) => name.trim()),
  postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '',
};
/** Seconds without load before each memory reading, so in-flight work and buffers settle. */
const IDLE_SECONDS = 5;
const SERVER_READY_TIMEOUT_MS = 180_000;
const HOTEL_ID = 'sakura-asakusa';
const MEMBER = { email: 'hanako.yamada@sakura-demo.example', password: 'Sakura2026' };
const TARGETS = { guideRps: 5000, guideP99: 25, guideToBare: 0.9, productsToPlain: 1.0, growthPercent: 10 };
/** The reference route measured right after each endpoint, and the ratio's target. */
const REFERENCES = {
  getHotelGuide: { name: 'bare route (guide bytes)', path: '/bare/guide', target: 'guideToBare' },
  getProductsList: {
    name: 'plain pg route (5 queries)',
    path: `/plain/products?hotelId=${HOTEL_ID}`,
    target: 'productsToPlain',
  },
};

const pad = (value, width) => String(value).padStart(width);
const padEnd = (value, width) => String(value).padEnd(width);
const mb = (kb) => (kb / 1024).toFixed(1);
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const percent = (from, to) => ((to - from) / from) * 100;
const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
/** Registers an async cleanup step and a synchronous last resort for a sudden exit; returns a runner. */
function onCleanup(async, sync = () => {}) {
  const step = { async, sync, done: false };
  cleanups.push(step);
  return async () => {
    if (step.done) return;
    step.done = true;
    await async();
  };
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
    console.error(`\n${signal}: stopping the servers, dropping the database, deleting the temporary folders…`);
    void cleanUp().finally(() => process.exit(code));
  });
}

/** Stops a child: SIGTERM, then SIGKILL after a grace period. */
function stopChild(child, exited, graceMs = 10_000) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
}
const killChild = (child) => () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};

// ---- CPU pinning ----

/** `taskset -c <core>` in front of a command, when taskset exists and there are at least 2 cores. */
function pinning() {
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  if (cores < 2) return { ok: false, why: `only ${cores} core(s) available` };
  const probe = spawnSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) return { ok: false, why: 'taskset (util-linux) is not available' };
  return { ok: true, cores };
}
const PIN = pinning();
const pinned = (core, command, args) =>
  PIN.ok ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];

// ---- /proc readings of the server process ----

function readRss(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}
/**
 * The server's memory after IDLE_SECONDS without load: RSS as read, then RSS and the V8 heap in use after
 * a full garbage collection (the figure the growth target is read on).
 */
async function settledMemory(server) {
  await sleep(IDLE_SECONDS * 1000);
  const raw = readRss(server.pid);
  // Twice, a second apart: the collector returns freed pages to the system after its pause, and the
  // first collection after a load leaves some of them for the next.
  await collectGarbage(server.inspectorUrl);
  await sleep(1000);
  const heap = await collectGarbage(server.inspectorUrl);
  await sleep(1000);
  return { rawRssKb: raw.rssKb, hwmKb: raw.hwmKb, ...heap, rssKb: readRss(server.pid).rssKb };
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
/** The process's user + system CPU time in seconds (all its threads). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime and stime (fields 14 and 15)
}

// ---- server ----

/** Starts the real server on a free port, pinned to core 0; resolves with its base URL and pid once "Ready". */
function startServer({ dataDir, databaseUrl }) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: '' };
  env.DATABASE_URL = databaseUrl ?? ''; // empty: the fresh embedded database in DATA_DIR
  env.PUBLIC_URL = ''; // print the real address
  env.NODE_ENV = 'production';
  env.DEMO_MODE = '1'; // production on the sandboxes (server/src/productionCheck.ts)
  if (SETTINGS.logLevel) env.LOG_LEVEL = SETTINGS.logLevel;
  else delete env.LOG_LEVEL;
  delete env.CARD_TOKEN_PORT; // the tokeniser sandbox on a free port too
  // Production never seeds at start: the demo data first, as an operator would for a demonstration.
  const seed = spawnSync(process.execPath, ['server/src/cli/seed.ts'], {
    cwd: ROOT_DIR,
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`npm run seed failed:\n${seed.stdout}${seed.stderr}`);
  const nodeArgs = ['--inspect=127.0.0.1:0', 'server/src/cli/serve.ts'];
  const [command, args] = pinned(0, process.execPath, nodeArgs);
  const started = performance.now();
  const child = spawn(command, args, { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = onCleanup(stopChild(child, exited), killChild(child));

  // The output is kept only up to "Ready" and, after it, its last 8 KB (request logs at level info).
  let output = '';
  let ready = false;
  const onData = (data) => {
    output += data;
    if (ready && output.length > 16_384) output = output.slice(-8_192);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const tail = () => output.slice(-4_000);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const missing = /Ready in/.test(output) ? "the inspector's address" : '"Ready"';
      reject(new Error(`the server did not print ${missing} within ${SERVER_READY_TIMEOUT_MS / 1000} s:\n${output}`));
    }, SERVER_READY_TIMEOUT_MS);
    const poll = setInterval(() => {
      const match = /Ready in ([\d.]+) s at https?:\/\/[^/\s:]+:(\d+)/.exec(output);
      const inspector = INSPECTOR_URL.exec(output);
      if (!match || !inspector) return;
      clearInterval(poll);
      clearTimeout(timer);
      ready = true;
      resolve({
        base: `http://127.0.0.1:${match[2]}`,
        pid: child.pid,
        inspectorUrl: inspector[1],
        startSeconds: (performance.now() - started) / 1000,
        alive: () => child.exitCode === null && child.signalCode === null,
        tail,
        stop,
      });
    }, 50);
    void exited.then(({ code, signal }) => {
      clearInterval(poll);
      clearTimeout(timer);
      if (!ready) reject(new Error(`the server exited (${signal ?? `code ${code}`}) before "Ready":\n${output}`));
    });
  });
}

/** Headers of the connection, not of the answer: the reference's own server sets them. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];

/**
 * Starts scripts/lib/benchReference.mjs pinned to core 0 with the guide's bytes and headers as the load
 * generator receives them (its Accept-Encoding), and on PostgreSQL the database; resolves with its base URL.
 */
async function startReference(server, { dataDir, databaseUrl }) {
  // As received, still compressed (fetch would decode them).
  const raw = await new Promise((resolve, reject) => {
    http
      .get(`${server.base}/api/hotel-guide?hotelId=${HOTEL_ID}`, { headers: baseHeaders() }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'] ?? '',
            headers: Object.fromEntries(
              Object.entries(res.headers).filter(([name]) => !CONNECTION_HEADERS.includes(name)),
            ),
          }),
        );
      })
      .on('error', reject);
  });
  if (raw.status !== 200) throw new Error(`the guide answered ${raw.status}`);
  const guideFile = path.join(dataDir, 'guide.bytes');
  fs.writeFileSync(guideFile, raw.body);
  const env = { ...process.env, BENCH_GUIDE_FILE: guideFile, BENCH_GUIDE_HEADERS: JSON.stringify(raw.headers) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const [command, args] = pinned(0, process.execPath, ['scripts/lib/benchReference.mjs']);
  const child = spawn(command, args, { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = onCleanup(stopChild(child, exited), killChild(child));
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const base = await new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        clearInterval(poll);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(({ code, signal }) => {
      clearInterval(poll);
      reject(new Error(`the reference routes exited (${signal ?? `code ${code}`}):\n${output}`));
    });
  });
  return {
    base,
    pid: child.pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    tail: () => output.slice(-4_000),
    stop,
    check: `${raw.body.length} B, sent as ${raw.encoding || 'identity'}, with the guide's ${Object.keys(raw.headers).length} headers`,
  };
}

// ---- PostgreSQL: a fresh database per run ----

async function createPostgresDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const dropSql = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  const drop = onCleanup(
    async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(dropSql);
      } finally {
        await client.end();
      }
    },
    () => {
      // A sudden exit: drop it from a short-lived synchronous child.
      const script = `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query(process.argv[2])).finally(()=>c.end());`;
      spawnSync(process.execPath, ['-e', script, adminUrl, dropSql], {
        cwd: ROOT_DIR,
        stdio: 'ignore',
        timeout: 15_000,
      });
    },
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop };
}

// ---- requests ----

const baseHeaders = () => (SETTINGS.acceptEncoding ? { 'accept-encoding': SETTINGS.acceptEncoding } : {});

async function requestJson(base, pathName, { method = 'GET', token, body } = {}) {
  const response = await fetch(base + pathName, {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Signs in, finds a check-in of the member and returns the three endpoints as autocannon requests. */
async function prepareEndpoints(base) {
  const { token } = await requestJson(base, '/api/auth/login', { method: 'POST', body: MEMBER });
  const { checkinHistorys } = await requestJson(base, '/api/checkin-history', { token });
  const checkin = checkinHistorys[0];
  if (!checkin) throw new Error(`${MEMBER.email} has no check-in in the seeded data`);
  const detailPath = `/api/checkin-history-detail/${encodeURIComponent(checkin.checkinId)}?checkinCode=${encodeURIComponent(checkin.checkinCode)}`;
  const endpoints = [
    { name: 'getHotelGuide', path: `/api/hotel-guide?hotelId=${HOTEL_ID}`, headers: baseHeaders() },
    { name: 'getProductsList', path: `/api/mobile-request/products?hotelId=${HOTEL_ID}`, headers: baseHeaders() },
    {
      name: 'getCheckinHistoryDetail',
      path: detailPath,
      headers: { ...baseHeaders(), authorization: `Bearer ${token}` },
    },
  ];
  // Each must answer 200 with the headers the load generator sends.
  for (const endpoint of endpoints) {
    const response = await fetch(base + endpoint.path, { headers: endpoint.headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200)
      throw new Error(`${endpoint.name}: ${response.status} ${body.toString().slice(0, 300)}`);
    endpoint.check = `${body.length} B JSON, sent as ${response.headers.get('content-encoding') ?? 'identity'}`;
  }
  return endpoints;
}

// ---- load generator runs ----

/** Runs autocannon in a child process pinned to core 1 and resolves with its figures. */
function runLoad(base, { endpoint, endpoints, seconds }) {
  const options = {
    url: base,
    connections: SETTINGS.connections,
    pipelining: SETTINGS.pipelining,
    duration: seconds,
    ...(endpoint
      ? { url: base + endpoint.path, headers: endpoint.headers }
      : // Mixed load: each connection goes through the endpoints in turn.
        { requests: endpoints.map((e) => ({ method: 'GET', path: e.path, headers: e.headers })) }),
  };
  const [command, args] = pinned(1, process.execPath, [SELF, '--worker', JSON.stringify(options)]);
  const child = spawn(command, args, { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = onCleanup(stopChild(child, exited, 2_000), killChild(child));
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (data) => (stdout += data));
  child.stderr.on('data', (data) => (stderr += data));
  return exited.then(async ({ code, signal }) => {
    await stop();
    if (code !== 0) throw new Error(`the load generator failed (${signal ?? `code ${code}`}):\n${stderr}`);
    return JSON.parse(stdout);
  });
}

/** A measured run with the server's CPU use over it. */
async function measure(server, load) {
  const cpuBefore = cpuSeconds(server.pid);
  const started = performance.now();
  const result = await runLoad(server.base, load);
  const elapsed = (performance.now() - started) / 1000;
  result.serverCpuPercent = ((cpuSeconds(server.pid) - cpuBefore) / elapsed) * 100;
  return result;
}

const statusText = (stats) =>
  Object.entries(stats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');

// ---- one database ----

async function benchDatabase(kind) {
  console.log(`\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} ===`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  onCleanup(async () => removeDir(), removeDir);
  const database = kind === 'postgres' ? await createPostgresDatabase(SETTINGS.postgresUrl) : null;
  if (database) console.log(`database ${database.name} (created; dropped at the end)`);

  const server = await startServer({ dataDir, databaseUrl: database?.url });
  const readyRss = readRss(server.pid);
  console.log(
    `server pid ${server.pid} ready in ${server.startSeconds.toFixed(1)} s (migrated and seeded), RSS ${mb(readyRss.rssKb)} MB`,
  );
  const endpoints = await prepareEndpoints(server.base);
  for (const endpoint of endpoints) console.log(`  ${padEnd(endpoint.name, 28)} 200, ${endpoint.check}`);
  const reference = await startReference(server, { dataDir, databaseUrl: database?.url });
  console.log(`  reference routes (pid ${reference.pid}): the guide's bytes ${reference.check}`);

  const rows = [];
  console.log(
    `\n  ${padEnd('endpoint', 28)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('max ms', 7)} ` +
      `${pad('non-2xx', 8)} ${pad('errors', 7)} ${pad('server CPU', 10)} ${pad('load gen CPU', 12)}`,
  );
  // Each endpoint, then its reference route (when there is one on this database) right after it.
  const runs = endpoints.flatMap((endpoint) => {
    const ref = REFERENCES[endpoint.name];
    const own = { target: server, endpoint, row: endpoint.name };
    if (!ref || (ref.target === 'productsToPlain' && !database)) return [own];
    const refEndpoint = { name: ref.name, path: ref.path, headers: baseHeaders() };
    return [own, { target: reference, endpoint: refEndpoint, row: ref.name, of: endpoint.name }];
  });
  for (const { target, endpoint, row, of } of runs) {
    if (SETTINGS.warmupSeconds > 0) await runLoad(target.base, { endpoint, seconds: SETTINGS.warmupSeconds });
    const r = await measure(target, { endpoint, seconds: SETTINGS.seconds });
    rows.push({ endpoint: row, ...(of && { referenceOf: of }), ...r });
    const other = statusText(r.statusCodeStats);
    console.log(
      `  ${padEnd(row, 28)} ${pad(Math.round(r.requestsMean), 8)} ${pad(r.p50.toFixed(1), 7)} ` +
        `${pad(r.p99.toFixed(1), 7)} ${pad(r.max.toFixed(0), 7)} ${pad(r.non2xx, 8)} ${pad(r.errors + r.timeouts, 7)} ` +
        `${pad(`${r.serverCpuPercent.toFixed(0)} %`, 10)} ${pad(`${r.generatorCpuPercent.toFixed(0)} %`, 12)}` +
        `${other ? `  (${other})` : ''}`,
    );
    if (!target.alive()) throw new Error(`${row}: its server died:\n${target.tail()}`);
  }
  await reference.stop();

  let soak = null;
  if (SETTINGS.soakSeconds > 0) {
    console.log(
      `\n  soak: ${SETTINGS.soakSeconds} s of mixed load on the three endpoints (${IDLE_SECONDS} s idle before and after)`,
    );
    const before = await settledMemory(server);
    const samples = [];
    const sampleEvery = Math.max(1, Math.round(SETTINGS.soakSeconds / 10)) * 1000;
    const sampler = setInterval(() => {
      if (server.alive()) samples.push(readRss(server.pid).rssKb);
    }, sampleEvery);
    let result;
    try {
      result = await measure(server, { endpoints, seconds: SETTINGS.soakSeconds });
    } finally {
      clearInterval(sampler);
    }
    if (!server.alive()) throw new Error(`the server died during the soak:\n${server.tail()}`);
    const after = await settledMemory(server);
    const growthPercent = percent(before.rssKb, after.rssKb);
    soak = { before, after, growthPercent, result };
    const other = statusText(result.statusCodeStats);
    console.log(
      `  ${Math.round(result.requestsMean)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
        `${result.requestsTotal} requests, non-2xx ${result.non2xx}${other ? ` (${other})` : ''}, ` +
        `errors ${result.errors + result.timeouts}, server CPU ${result.serverCpuPercent.toFixed(0)} %, ` +
        `load generator CPU ${result.generatorCpuPercent.toFixed(0)} %`,
    );
    console.log(`  RSS during (MB): ${samples.map(mb).join(' ')}`);
    console.log(
      `  RSS as read before ${mb(before.rawRssKb)} MB, after ${mb(after.rawRssKb)} MB (${signed(percent(before.rawRssKb, after.rawRssKb))} %, peak ${mb(after.hwmKb)} MB)`,
    );
    console.log(
      `  after a full garbage collection: RSS ${mb(before.rssKb)} -> ${mb(after.rssKb)} MB ` +
        `(${signed(growthPercent)} %), V8 heap in use ${mib(before.heapUsedBytes)} -> ${mib(after.heapUsedBytes)} MB ` +
        `(${signed(percent(before.heapUsedBytes, after.heapUsedBytes))} %)`,
    );
  }

  await server.stop();
  await database?.drop();
  return { kind, rows, soak };
}

// ---- main ----

function targetLines(report) {
  const guide = report.rows.find((row) => row.endpoint === 'getHotelGuide');
  const lines = [
    {
      label: 'getHotelGuide req/s',
      value: Math.round(guide.requestsMean),
      text: `>= ${TARGETS.guideRps}`,
      met: guide.requestsMean >= TARGETS.guideRps,
    },
    {
      label: 'getHotelGuide p99 (ms)',
      value: guide.p99.toFixed(1),
      text: `< ${TARGETS.guideP99}`,
      met: guide.p99 < TARGETS.guideP99,
    },
  ];
  for (const row of report.rows.filter((r) => r.referenceOf)) {
    const own = report.rows.find((r) => r.endpoint === row.referenceOf);
    const key = REFERENCES[row.referenceOf].target;
    const ratio = own.requestsMean / row.requestsMean;
    lines.push({
      label: `${row.referenceOf} / ${row.endpoint.replace(/ \(.*/, '')}`,
      value: `${ratio.toFixed(2)}x`,
      text: `>= ${TARGETS[key].toFixed(1)}x`,
      met: ratio >= TARGETS[key],
    });
  }
  if (report.soak) {
    lines.push({
      label: 'RSS growth over soak, after GC (%)',
      value: report.soak.growthPercent.toFixed(1),
      text: `< ${TARGETS.growthPercent}`,
      met: report.soak.growthPercent < TARGETS.growthPercent,
    });
  }
  return lines;
}

async function main() {
  if (process.cwd() !== ROOT_DIR) process.chdir(ROOT_DIR);
  console.log(
    `Load figures: ${SETTINGS.connections} connections, pipelining ${SETTINGS.pipelining}, warm-up ${SETTINGS.warmupSeconds} s, ` +
      `measured ${SETTINGS.seconds} s per endpoint, soak ${SETTINGS.soakSeconds} s; ` +
      `Accept-Encoding: ${SETTINGS.acceptEncoding || '(none)'}; server NODE_ENV=production, LOG_LEVEL=${SETTINGS.logLevel || 'info (default)'}.`,
  );
  if (PIN.ok) {
    // This process (which only waits and reads /proc) stays off the server's core too.
    spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    console.log(
      `CPU: ${PIN.cores} cores; server on core 0, load generator on core 1 (PostgreSQL itself is not pinned).`,
    );
  } else {
    console.warn(`WARNING: not pinning to cores (${PIN.why}): server and load generator share the CPU.`);
  }

  const [load1] = os.loadavg();
  if (load1 > 1) {
    console.warn(
      `WARNING: the machine is busy (load average ${load1.toFixed(1)}): the figures will be lower than on an idle machine.`,
    );
  }

  const kinds = SETTINGS.databases.filter((kind) => {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${kind}"`);
    if (kind === 'postgres' && !SETTINGS.postgresUrl) {
      console.warn(
        'PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where it may create a database.',
      );
      return false;
    }
    return true;
  });
  const reports = [];
  for (const kind of kinds) reports.push(await benchDatabase(kind));

  console.log('\n=== Summary ===');
  let missed = 0;
  let invalid = 0;
  for (const report of reports) {
    const name = report.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    for (const row of report.rows) {
      if (row.non2xx > 0) invalid++;
      console.log(
        `  ${padEnd(name, 11)} ${padEnd(row.endpoint, 28)} ${pad(Math.round(row.requestsMean), 7)} req/s  ` +
          `p50 ${pad(row.p50.toFixed(1), 5)} ms  p99 ${pad(row.p99.toFixed(1), 6)} ms${row.non2xx ? `  non-2xx ${row.non2xx}` : ''}`,
      );
    }
    if (report.soak) {
      if (report.soak.result.non2xx > 0) invalid++;
      console.log(
        `  ${padEnd(name, 11)} ${padEnd('soak RSS after GC', 24)} ${mb(report.soak.before.rssKb)} -> ${mb(report.soak.after.rssKb)} MB ` +
          `(${signed(report.soak.growthPercent)} %)`,
      );
    }
    // The targets are set for PostgreSQL; for PGlite the same lines are shown for information.
    const binding = report.kind === 'postgres';
    console.log(`  ${name} targets${binding ? '' : ' (information only: the targets are for PostgreSQL)'}:`);
    for (const line of targetLines(report)) {
      if (binding && !line.met) missed++;
      const verdict = line.met ? 'met' : binding ? 'MISSED' : 'not reached';
      console.log(`    ${padEnd(line.label, 44)} ${pad(line.value, 8)}  target ${padEnd(line.text, 7)} ${verdict}`);
    }
  }
  if (!reports.some((report) => report.kind === 'postgres')) {
    console.log('  (No PostgreSQL run: its targets were not checked.)');
  }
  if (invalid > 0) {
    console.error(
      `\n${invalid} run(s) got answers other than 2xx: those figures are not valid (see the tables above).`,
    );
    return 1;
  }
  if (!reports.some((report) => report.kind === 'postgres')) return 0;
  console.log(
    missed === 0
      ? '\nEvery PostgreSQL target met (indicative: other work on the machine changes the figures).'
      : `\n${missed} target(s) MISSED (a report: the exit code stays 0; see the lines marked MISSED).`,
  );
  return 0;
}

const exitCode = await main().catch((error) => {
  if (cleaning) return 1; // stopped by a signal: its handler reports and exits
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  return 1;
});
await cleanUp();
process.exit(exitCode);
