// CI's stand-in for `docker compose up` (Docker cannot run on these machines): lays out the image's
// runtime stage as the Dockerfile does (its COPY lines, `npm ci --omit=dev` and the pruning of
// node_modules, scripts/prune-image-modules.mjs), then runs the image's CMD there, outside a container, with the image's ENV and the environment the compose files give the app
// (its Docker secrets as files, DATABASE_URL pointed at this machine's PostgreSQL), waits for /readyz,
// checks what a fresh production database answers, and stops it with SIGTERM, which must end it cleanly.
// Compose's variables come from .env and the environment, as Compose takes them: a required one that is
// unset (${VAR:?message}) stops it with Compose's words, before anything runs.
//
//   POSTGRES_PASSWORD=… PASSPORT_ENCRYPTION_KEY=… node scripts/run-image-command.mjs \
//     [--file compose.yaml --file compose.secrets.yaml] [--database-url postgres://…@127.0.0.1:5432/postgres]
//
// --file: the compose files, as `docker compose -f` takes them (default: compose.yaml).
// --database-url: a PostgreSQL server to use instead of compose's `db` service, as a role that may create
// databases (default: compose's user and POSTGRES_PASSWORD on 127.0.0.1:5432, which .ci/run creates). A
// fresh database is created for the run and dropped after it. Needs a finished build in dist/
// (`npm run build`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  containerEnvironment,
  freePortPair,
  serviceEnvironment,
  startCommand,
  stopCommand,
  waitFor,
} from './lib/imageRun.mjs';
import { ComposeError, composeVariables, readCompose, readDockerfile, ROOT_DIR, runtimeOf } from './lib/imageSpec.mjs';

function fail(message) {
  console.error(`run-image-command: ${message}`);
  process.exit(1);
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

/** A setting's value as printed: secrets (keys, passwords, the database URL) never. */
const shownValue = (key, value) =>
  /PASSWORD|KEY|SECRET|TOKEN|DATABASE_URL|SMTP_URL/.test(key) && !key.endsWith('_FILE') ? '…' : value;

async function main() {
  const { values } = parseArgs({
    options: { 'database-url': { type: 'string' }, file: { type: 'string', multiple: true } },
  });
  const files = values.file ?? ['compose.yaml'];
  const variables = composeVariables(ROOT_DIR, process.env);
  // What `docker compose up` would refuse (a required variable unset) stops here, before anything runs.
  let compose;
  try {
    compose = readCompose(ROOT_DIR, variables, files);
  } catch (error) {
    if (error instanceof ComposeError) fail(`docker compose would refuse: ${error.message}`);
    throw error;
  }
  if (!fs.existsSync(path.join(ROOT_DIR, 'dist', 'index.html'))) fail('no dist/index.html: run `npm run build` first');

  const stages = readDockerfile();
  const runtime = runtimeOf(stages);
  if (!runtime.cmd) fail('the Dockerfile has no CMD in JSON form');
  // compose's database server, here on 127.0.0.1 as compose's user with POSTGRES_PASSWORD, entered
  // through its maintenance database `postgres`.
  const composeDb = new URL(compose.services.app.environment.DATABASE_URL);
  composeDb.hostname = '127.0.0.1';
  composeDb.pathname = '/postgres';
  composeDb.password = encodeURIComponent(variables.POSTGRES_PASSWORD ?? '');
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
  const secretsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-image-secrets-'));
  let app = null;
  try {
    console.log(`Runtime stage (FROM ${runtime.stage.image}) laid out in ${imageDir}:`);
    layOutRuntimeStage(stages, imageDir);
    console.log(`  node_modules: ${(directoryBytes(path.join(imageDir, 'node_modules')) / 1024 / 1024).toFixed(1)} MB`);
    fs.mkdirSync(dataDir, { recursive: true });

    const port = await freePortPair();
    // A container's environment: the image's ENV, then compose's (its secrets as files); PATH and HOME
    // from here. Only the address changes: this machine's PostgreSQL, a free port, a temporary DATA_DIR.
    const env = containerEnvironment({
      imageEnv: runtime.env,
      serviceEnv: serviceEnvironment(compose, 'app', variables, secretsDir, ROOT_DIR),
      databaseUrl: databaseUrl.href,
      port,
      dataDir,
      secretsDir,
    });
    const shown = Object.keys(env)
      .filter((k) => k !== 'PATH' && k !== 'HOME')
      .map((k) => `${k}=${shownValue(k, env[k])}`);
    console.log(`docker compose ${files.map((f) => `-f ${f}`).join(' ')}: the app service's`);
    console.log(`CMD ${runtime.cmd.join(' ')}\n  with ${shown.join(' ')}`);
    app = startCommand(runtime.cmd, { cwd: imageDir, env });
    const base = `http://127.0.0.1:${port}`;

    const startedAt = Date.now();
    await waitFor(`${base}/readyz`, app);
    console.log(`  ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
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

    const { code, signal } = await stopCommand(app);
    console.log(`  ${code === 0 ? 'ok  ' : 'FAIL'} SIGTERM: exit code ${code}${signal ? ` (${signal})` : ''}`);
    if (code !== 0) throw new Error(`the server did not exit cleanly on SIGTERM:\n${app.output()}`);
    app = null;
    console.log('The image command started on PostgreSQL, answered, and stopped cleanly.');
  } finally {
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL');
    fs.rmSync(imageDir, { recursive: true, force: true });
    fs.rmSync(secretsDir, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(error.message));
  }
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
