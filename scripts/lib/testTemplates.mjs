// The template databases a test run makes once and every test file copies (server/test/support/templates.ts):
// migrated, and migrated and seeded. Used by the server suite (scripts/test-server.mjs) and the browser
// tests' servers (scripts/test-e2e.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MAKE_TEMPLATES = 'server/test/support/makeTemplates.ts';

const makeTemplates = (args, env, capture = false) =>
  spawnSync(process.execPath, [MAKE_TEMPLATES, ...args], {
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env,
  });

/**
 * PGlite templates in a temporary folder: the environment that points test files at them
 * (TEST_PGLITE_TEMPLATES), and their removal. The folder is removed at once if making them fails.
 */
export function pgliteTemplates(env) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-test-templates-'));
  const cleanup = () => fs.rmSync(folder, { recursive: true, force: true });
  if (makeTemplates(['make', 'pglite', folder], env).status !== 0) {
    cleanup();
    throw new Error('The PGlite templates failed.');
  }
  return { env: { ...env, TEST_PGLITE_TEMPLATES: folder }, cleanup };
}

/** PostgreSQL templates, databases named for this process (TEST_PG_TEMPLATES), and their removal. */
export function postgresTemplates(env) {
  const made = makeTemplates(['make', 'postgres', `hotel_tpl_${process.pid}`], env, true);
  if (made.status !== 0) throw new Error('The PostgreSQL templates failed.');
  const names = made.stdout.trim();
  return {
    env: { ...env, TEST_PG_TEMPLATES: names },
    cleanup: () => makeTemplates(['drop', 'postgres', names], env),
  };
}
