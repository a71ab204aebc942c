// Server tests with node's test runner: on embedded PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set (each test file then works in a database of its own).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = 'server/test';
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join(dir, f));

const targets = [['PGlite', { ...process.env, TEST_DATABASE_URL: '' }]];
if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', process.env]);

let failed = false;
for (const [name, env] of targets) {
  console.log(`\n— server tests on ${name} —`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
