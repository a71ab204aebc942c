// Browser tests: build the production SPA into dist/, then run test/e2e/*.test.ts with node's test
// runner (each file starts the real server on a fresh database, a copy of the run's seeded template, and
// Debian's Chromium). The database is production's, PostgreSQL, when TEST_DATABASE_URL names a server (as
// in CI: a copy is a file copy on the server, where an in-memory PGlite copy took each file's server
// seconds of WebAssembly); else in-memory PGlite. The SPA suite's server runs every screen on PGlite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { pgliteTemplates, postgresTemplates } from './lib/testTemplates.mjs';

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error('The production build failed.');
    process.exit(1);
  }
}

const dir = 'test/e2e';
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join(dir, f));
// The demo data, migrated and seeded once for the run: each file's server starts from a copy of it
// (server/test/support/serveForTests.ts), as the server suite's files do (scripts/test-server.mjs).
const { env, cleanup } = process.env.TEST_DATABASE_URL
  ? postgresTemplates({ ...process.env, SERVE_ON_POSTGRES: '1' })
  : pgliteTemplates(process.env);
try {
  // Two files at a time (each with its own server and browser). One alone keeps two cores over 90 % busy
  // (Chromium's renderers most), so four at a time were no faster (docs/development.md).
  const concurrency = process.env.E2E_CONCURRENCY ?? '2';
  const run = spawnSync(
    process.execPath,
    ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
    { stdio: 'inherit', env },
  );
  process.exitCode = run.status ?? 1;
} finally {
  cleanup();
}
