// CI's stand-in for `docker compose up` (Docker cannot run on these machines): lays out the image's
// runtime stage as the Dockerfile does (its COPY lines, `npm ci --omit=dev` and the pruning of node_modules,
// scripts/prune-image-modules.mjs), then runs the image's CMD there, outside a container, with the
// image's ENV and the environment compose.yaml gives the app
// (DATABASE_URL pointed at this machine's PostgreSQL), waits for /readyz, checks what a fresh production
// database answers, and stops it with SIGTERM, which must end it cleanly.
//
//   node scripts/run-image-command.mjs --database-url postgres://hotel:hotel@127.0.0.1:5432/postgres
//
// --database-url: a PostgreSQL server to use instead of compose's `db` service, as a role that may create
// databases (default: compose's DATABASE_URL with the host swapped to 127.0.0.1: its user and password,
// which .ci/run creates). A fresh database is created for the run and dropped after it. Needs a finished
// build in dist/ (`npm run build`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readCompose, readDockerfile, ROOT_DIR, runtimeOf } from './lib/imageSpec.mjs';

const STARTUP_SECONDS = 120;

function fail(message) {
  console.error(`run-image-command: ${message}`);
  process.exit(1);
}

/** Two free neighbouring ports: the app's and the card tokeniser sandbox's (PORT+1). */
async function freePortPair() {
  const listen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const first = await listen(0);
    if (!first) continue;
    const port = first.address().port;
    const second = port < 65535 ? await listen(port + 1) : null;
    await new Promise((resolve) => first.close(resolve));
    if (second) {
      await new Promise((resolve) => second.close(resolve));
      return port;
    }
  }
  throw new Error('no two free neighbouring ports on 127.0.0.1');
}

/** Copies what the runtime stage's COPY lines copy, and runs its `npm ci` and `node scripts/…` steps, into `imageDir`. */
function layOutRuntimeStage(stages, imageDir) {
  const runtime = runtimeOf(stages);
  const workdir = runtime.workdir;
  const target = (dest) => path.join(imageDir, path.posix.resolve(workdir, dest).slice(workdir.length));
  for (const instruction of runtime.stage.instructions) {
    if (instruction.keyword === 'COPY') {
      const parts = instruction.args.split(/\s+/);
      const dest = parts.pop();
      const from = instruction.flags.from;
      for (const source of parts) {
        let sourcePath;
        if (from) {
          // Another stage: its WORKDIR holds this repository's files after its own build (dist/ included).
          const stage = stages.find((s) => s.name === from);
          if (!stage) throw new Error(`COPY --from=${from}: no such stage`);
          const stageDir = runtimeOf([stage]).workdir;
          const relative = path.posix.relative(stageDir, path.posix.resolve(stageDir, source));
          if (relative.startsWith('..')) throw new Error(`COPY --from=${from} ${source}: outside ${stageDir}`);
          sourcePath = path.join(ROOT_DIR, relative);
        } else {
          sourcePath = path.join(ROOT_DIR, source);
        }
        if (!fs.existsSync(sourcePath)) throw new Error(`COPY ${source}: ${sourcePath} does not exist`);
        const into =
          dest.endsWith('/') || parts.length > 1 ? path.join(target(dest), path.basename(source)) : target(dest);
        fs.mkdirSync(path.dirname(into), { recursive: true });
        fs.cpSync(sourcePath, into, { recursive: true });
      }
    } else if (instruction.keyword === 'RUN') {
      for (const command of instruction.args.split('&&').map((c) => c.trim())) {
        // What makes the image's files: `npm ci` and the repository's own scripts (the pruning of
        // node_modules); not npm's cache or the system's packages.
        if (!/^npm ci\b/.test(command) && !/^node scripts\/[\w-]+\.mjs\b/.test(command)) {
          console.log(`  (skipped here: RUN ${command})`);
          continue;
        }
        console.log(`  RUN ${command}`);
        const run = spawnSync('sh', ['-c', command], {
          cwd: imageDir,
          stdio: ['ignore', 'inherit', 'inherit'],
          env: { ...process.env, ...runtime.env },
        });
        if (run.status !== 0) throw new Error(`RUN ${command} failed`);
      }
    }
  }
}

/** The bytes of the files under `dir` (what `du` counts, less the file system's block rounding). */
function directoryBytes(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

async function waitFor(url, child, output) {
  const deadline = Date.now() + STARTUP_SECONDS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const answer = await fetch(url);
      if (answer.status === 200) return answer;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${STARTUP_SECONDS} s:\n${output()}`);
}

/** `type`: 'json' (application/json), 'page' (the SPA's HTML) or 'probe' (anything but the SPA's page). */
async function check(label, url, expectStatus, type) {
  const answer = await fetch(url);
  const contentType = answer.headers.get('content-type') ?? '';
  const body = await answer.text();
  const isPage = contentType.includes('text/html');
  const ok =
    answer.status === expectStatus &&
    (type === 'json' ? contentType.includes('application/json') : type === 'page' ? isPage : !isPage);
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${label}: ${answer.status} ${contentType.split(';')[0]}`);
  if (!ok) {
    const wanted = `${expectStatus} ${type === 'probe' ? 'that is not the SPA page' : type}`;
    throw new Error(`${url}: expected ${wanted}, got ${answer.status} ${contentType}: ${body.slice(0, 300)}`);
  }
  return body;
}

async function main() {
  const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
  if (!fs.existsSync(path.join(ROOT_DIR, 'dist', 'index.html'))) fail('no dist/index.html: run `npm run build` first');

  const stages = readDockerfile();
  const runtime = runtimeOf(stages);
  if (!runtime.cmd) fail('the Dockerfile has no CMD in JSON form');
  const composeEnv = readCompose(ROOT_DIR, process.env).services.app.environment;
  // compose's database server, here on 127.0.0.1, entered through its maintenance database `postgres`.
  const composeDb = new URL(composeEnv.DATABASE_URL);
  composeDb.hostname = '127.0.0.1';
  composeDb.pathname = '/postgres';
  const server = new URL(values['database-url'] ?? composeDb.href);

  // A database of its own for this run, as compose's empty `db` volume is on the first `up`.
  const name = `hotel_image_${process.pid}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: server.href });
    try {
      await client.connect();
      await client.query(statement);
    } catch (error) {
      throw new Error(`PostgreSQL at ${server.host} as ${server.username}: ${error.message}`, { cause: error });
    } finally {
      await client.end().catch(() => {});
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(server.href);
  databaseUrl.pathname = `/${name}`;

  const imageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-image-'));
  const dataDir = path.join(imageDir, 'data');
  let child = null;
  try {
    console.log(`Runtime stage (FROM ${runtime.stage.image}) laid out in ${imageDir}:`);
    layOutRuntimeStage(stages, imageDir);
    console.log(`  node_modules: ${(directoryBytes(path.join(imageDir, 'node_modules')) / 1024 / 1024).toFixed(1)} MB`);
    fs.mkdirSync(dataDir, { recursive: true });

    const port = await freePortPair();
    // A container's environment: the image's ENV, then compose's; PATH and HOME from here. Only the
    // address changes: this machine's PostgreSQL, a free port on 127.0.0.1, a temporary DATA_DIR.
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...runtime.env,
      ...composeEnv,
      DATABASE_URL: databaseUrl.href,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    };
    const shown = Object.keys(env)
      .filter((k) => k !== 'PATH' && k !== 'HOME')
      .map((k) => (k === 'DATABASE_URL' ? `${k}=postgres://…/${name}` : `${k}=${env[k]}`));
    console.log(`CMD ${runtime.cmd.join(' ')}\n  with ${shown.join(' ')}`);
    const [command, ...args] = runtime.cmd;
    child = spawn(command === 'node' ? process.execPath : command, args, {
      cwd: imageDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const base = `http://127.0.0.1:${port}`;

    const started = Date.now();
    await waitFor(`${base}/readyz`, child, () => output);
    console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await check('/healthz', `${base}/healthz`, 200, 'probe');
    await check('/readyz', `${base}/readyz`, 200, 'probe');
    // Production never seeds: the demo hotel is not there, and the API says so in JSON (not a 5xx).
    await check(
      '/api/hotel-guide?hotelId=sakura-asakusa (empty database)',
      `${base}/api/hotel-guide?hotelId=sakura-asakusa`,
      404,
      'json',
    );
    const page = await check(
      'the guest page /hotel-guide?hotelId=sakura-asakusa',
      `${base}/hotel-guide?hotelId=sakura-asakusa`,
      200,
      'page',
    );
    // …the built page (index.html with the server's additions), whose main bundle is served too.
    const main = /<script\b[^>]*\bsrc="?(\/assets\/main\.[0-9a-f]+\.js)/.exec(page)?.[1];
    if (!/<div id="?root"?>/.test(page) || !main)
      throw new Error(`the guest page is not the built SPA:\n${page.slice(0, 300)}`);
    await check(`its main bundle ${main}`, `${base}${main}`, 200, 'probe');
    // The image's own health check command, run as Docker would (inside the "container").
    const health = spawnSync(process.execPath, runtime.healthcheck.slice(1), { cwd: imageDir, env, encoding: 'utf8' });
    console.log(
      `  ${health.status === 0 ? 'ok  ' : 'FAIL'} HEALTHCHECK ${runtime.healthcheck.slice(0, 2).join(' ')} …`,
    );
    if (health.status !== 0) throw new Error(`the HEALTHCHECK command exited with ${health.status}: ${health.stderr}`);

    const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGTERM');
    const { code, signal } = await Promise.race([
      exit,
      new Promise((resolve) => setTimeout(() => resolve({ code: null, signal: 'timeout' }), 15_000)),
    ]);
    console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} SIGTERM: exit code ${code}${signal ? ` (${signal})` : ''}`);
    if (code !== 0) throw new Error(`the server did not exit cleanly on SIGTERM:\n${output}`);
    child = null;
    console.log('The image command started on PostgreSQL, answered, and stopped cleanly.');
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(imageDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(error.message));
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
