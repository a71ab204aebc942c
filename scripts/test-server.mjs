// Server tests with node's test runner. Without TEST_DATABASE_URL: every file on embedded PGlite. With it:
// every file on PostgreSQL (production's database, each test file in a database of its own), and on PGlite
// only the files that prove something of the embedded engine itself (its dialect, its data folder, the
// commands that start on it): the SPA and browser suites already run every operation on PGlite through a
// real server, so running all of this suite twice proved the same thing twice. Each run first makes
// template databases (migrated; migrated and seeded) that every test file copies instead of building
// its own (server/test/support/templates.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pgliteTemplates, postgresTemplates } from './lib/testTemplates.mjs';

const dir = 'server/test';
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join(dir, f));
/** What PGlite runs when PostgreSQL runs the whole suite: the engine, its transactions, its data folder. */
const EMBEDDED_ENGINE_FILES = [
  'database.test.ts',
  'health.test.ts',
  'hotelCommand.test.ts',
  'hotelFile.test.ts',
  'mailOutbox.test.ts',
  'productionMode.test.ts',
  'registerCrypto.test.ts',
  'startStop.test.ts',
].map((f) => path.join(dir, f));

// `node scripts/test-server.mjs PGlite` (or PostgreSQL) runs one of the two (npm test runs them side by side).
const only = process.argv[2];
const targets = [['PGlite', { ...process.env, TEST_DATABASE_URL: '' }]];
if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', process.env]);
if (only && !targets.some(([name]) => name === only)) {
  console.error(`No ${only} to test on (PGlite, or PostgreSQL with TEST_DATABASE_URL).`);
  process.exit(2);
}

const postgres = targets.length > 1;
let failed = false;
for (const [name, baseEnv] of targets.filter(([name]) => !only || name === only)) {
  const runFiles = name === 'PGlite' && postgres ? EMBEDDED_ENGINE_FILES : files;
  console.log(`\n— server tests on ${name}: ${runFiles.length} of ${files.length} files —`);
  const { env, cleanup } = name === 'PGlite' ? pgliteTemplates(baseEnv) : postgresTemplates(baseEnv);
  try {
    const run = spawnSync(process.execPath, ['--test', '--test-concurrency=2', '--test-reporter=spec', ...runFiles], {
      stdio: 'inherit',
      env,
    });
    if (run.status !== 0) failed = true;
  } finally {
    cleanup();
  }
}
process.exit(failed ? 1 : 0);
