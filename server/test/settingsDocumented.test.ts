import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT_DIR, SECRET_SETTINGS } from '../src/config.ts';

// Every setting the server and the project's commands read is in .env.example and in
// docs/configuration.md, and neither lists one nothing reads: they cannot drift from the code.

/** Where settings are read: the server, its tests and tools, the browser tests, the scripts, the build, compose's files. */
const READERS = [
  'server/src',
  'server/test',
  'test/e2e',
  'scripts',
  'webpack.config.js',
  'compose.yaml',
  'compose.https.yaml',
];
/** Read, but not settings of this project. */
const NOT_SETTINGS: Record<string, string> = {
  PATH: "the system's, passed on to spawned commands",
  HOME: "the system's, passed on to the image's start command (scripts/run-image-command.mjs)",
  WEBPACK_SERVE: 'set by webpack-cli serve itself',
  MEMORY_GATEWAY_OFFLINE: "the test gateway module's switch, in the env gatewayContract.test.ts hands it",
  FAKE_COMPOSE_ENV: "backupRestore.test.ts's containers, in the env it hands its stand-in for docker compose",
  FAKE_COMPOSE_LOG: 'where that stand-in records its calls, from the same test',
  FORCE_COLOR: "Node's and its tools' colour switch, which npm test sets for the stages it runs",
  NODE_COMPILE_CACHE: "Node's own compile cache, which npm test sets for the stages it runs (its folder kept if given)",
  SHARED_BUILD: 'set by npm test (scripts/test.mjs) for its stages: one production build serves them all',
  TEST_PGLITE_TEMPLATES: 'set by scripts/test-server.mjs for the test files it runs: the template databases',
  TEST_PG_TEMPLATES: 'set by scripts/test-server.mjs and test-e2e.mjs for what they run: the template databases',
  SERVE_ON_POSTGRES: "set by scripts/test-e2e.mjs with TEST_DATABASE_URL: its files' servers on that PostgreSQL",
  BENCH_GUIDE_FILE: "set by npm run bench for its reference routes' process (scripts/lib/benchReference.mjs)",
  BENCH_GUIDE_HEADERS: 'set by npm run bench for the same process: the headers those bytes were sent with',
};

/** `process.env.NAME`, `env.NAME`, `env['NAME']`, and the bench's `numberSetting('NAME', …)`. */
const READ = [
  /\b(?:process\.env|env)\.([A-Z][A-Z0-9_]*)\b/g,
  /\b(?:process\.env|env)\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
  /\bnumberSetting\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
];
/** Compose's variables: `${NAME}`, `${NAME:-…}`, `${NAME:?…}`… */
const COMPOSE_READ = [/\$\{([A-Z][A-Z0-9_]*)[:?}+-]/g];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT_DIR, entry);
  if (fs.statSync(full).isFile()) return [full];
  return (
    (fs.readdirSync(full, { recursive: true }) as string[])
      // Not this file: its comments show the patterns.
      .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !/\.gen\.ts$|settingsDocumented\.test\.ts$/.test(file))
      .map((file) => path.join(full, file))
  );
}

/** Each setting name read in code, with the first file that reads it. */
function settingsRead(): Map<string, string> {
  const read = new Map<string, string>();
  for (const file of READERS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of file.endsWith('.yaml') ? COMPOSE_READ : READ) {
      for (const match of text.matchAll(pattern)) {
        const name = match[1]!;
        if (!(name in NOT_SETTINGS) && !read.has(name)) read.set(name, path.relative(ROOT_DIR, file));
      }
    }
  }
  // Each secret may come from a file, NAME_FILE (config.ts reads them by that list).
  for (const name of SECRET_SETTINGS) read.set(`${name}_FILE`, 'server/src/config.ts (SECRET_SETTINGS)');
  return read;
}

const envExample = fs.readFileSync(path.join(ROOT_DIR, '.env.example'), 'utf8');
const configurationDoc = fs.readFileSync(path.join(ROOT_DIR, 'docs', 'configuration.md'), 'utf8');
/** The names .env.example sets (commented or not). */
const inEnvExample = new Set([...envExample.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
/** The names docs/configuration.md shows as code. */
const inConfigurationDoc = new Set([...configurationDoc.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));

describe('settings', () => {
  const read = settingsRead();

  it('finds the settings read in code (the scan works)', () => {
    for (const name of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'DEMO_MODE', 'API_BASE', 'BENCH_SECONDS']) {
      assert.ok(read.has(name), `${name} is read somewhere`);
    }
  });

  it('every setting read in code is in .env.example', () => {
    const missing = [...read].filter(([name]) => !inEnvExample.has(name)).map(([n, file]) => `${n} (${file})`);
    assert.deepEqual(missing, [], 'add a line with its default and a comment to .env.example');
  });

  it('every setting read in code is in docs/configuration.md', () => {
    const missing = [...read].filter(([name]) => !inConfigurationDoc.has(name)).map(([n, file]) => `${n} (${file})`);
    assert.deepEqual(missing, [], 'describe it in docs/configuration.md');
  });

  it('.env.example lists nothing the code does not read', () => {
    assert.deepEqual(
      [...inEnvExample].filter((name) => !read.has(name)),
      [],
    );
  });
});
