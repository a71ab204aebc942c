import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { ROOT_DIR } from '../src/config.ts';

// `npm start` builds the SPA only when what the build reads changed (scripts/lib/buildInputs.cjs):
// checked here on a small project of its own in a temporary folder, not on the repository.
interface Check {
  needed: boolean;
  reason: string;
  hash: string;
}
interface BuildInputs {
  STAMP_FILE: string;
  buildEnvNames(rootDir: string): string[];
  buildNeeded(options: { rootDir: string; outDir: string; env: NodeJS.ProcessEnv }): Check;
  writeStamp(outDir: string, hash: string): void;
}
const require = createRequire(import.meta.url);
const inputs = require(path.join(ROOT_DIR, 'scripts/lib/buildInputs.cjs')) as BuildInputs;

const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-build-inputs-'));
const outDir = path.join(rootDir, 'dist');
const env = { API_BASE: '', UNRELATED: 'x' };
after(() => fs.rmSync(rootDir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(rootDir, file)), { recursive: true });
  fs.writeFileSync(path.join(rootDir, file), text);
}
const check = (environment: NodeJS.ProcessEnv = env) => inputs.buildNeeded({ rootDir, outDir, env: environment });
/** What a successful build leaves: index.html and the stamp of the inputs it was built from. */
function build() {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir);
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
  inputs.writeStamp(outDir, check().hash);
}

beforeEach(() => {
  fs.rmSync(rootDir, { recursive: true, force: true });
  write(
    'webpack.config.js',
    "new DefinePlugin({ 'process.env.API_BASE': x, 'process.env.HELP_URL': y, other: process.env.DEV_PORT });\n",
  );
  write('package-lock.json', '{}\n');
  write('src/index.tsx', 'export const a = 1;\n');
  write('src/App.test.tsx', 'test();\n');
  write('locales/en.json', '{"hello":"Hello"}\n');
  write('public/index.html', '<div id="root"></div>\n');
  write('README.md', 'not an input\n');
  build();
});

describe('npm start: is a build needed?', () => {
  it('builds when dist/ has no stamp, and not once the stamp matches the sources', () => {
    fs.rmSync(path.join(outDir, inputs.STAMP_FILE));
    assert.deepEqual([check().needed, check().reason], [true, 'no finished build in dist/']);
    build();
    assert.deepEqual([check().needed, check().reason], [false, 'up to date']);
  });

  it('builds again after a source, a message, a public file, the config or the lock file changed', () => {
    for (const [file, text] of [
      ['src/index.tsx', 'export const a = 2;\n'],
      ['locales/en.json', '{"hello":"Hi"}\n'],
      ['public/index.html', '<main id="root"></main>\n'],
      ['webpack.config.js', "({ 'process.env.API_BASE': x, 'process.env.HELP_URL': y }); // changed\n"],
      ['package-lock.json', '{"lockfileVersion":3}\n'],
      ['src/features/New.tsx', 'export {};\n'],
    ] as const) {
      write(file, text);
      assert.deepEqual(
        [file, check().needed, check().reason],
        [file, true, 'the sources changed since the last build'],
      );
      build();
      assert.equal(check().needed, false, file);
    }
    fs.rmSync(path.join(rootDir, 'src/features/New.tsx'));
    assert.equal(check().needed, true, 'a deleted file');
  });

  it('compares content, not times, and ignores tests and files the build never reads', () => {
    const future = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(rootDir, 'src/index.tsx'), future, future);
    write('src/App.test.tsx', 'test("changed");\n');
    write('README.md', 'changed\n');
    assert.equal(check().needed, false);
  });

  it('builds again when a setting the build bakes in changes, not when another one does', () => {
    assert.deepEqual(inputs.buildEnvNames(rootDir), ['API_BASE', 'HELP_URL']);
    assert.equal(check({ ...env, UNRELATED: 'y', DEV_PORT: '3001' }).needed, false);
    assert.equal(check({ ...env, HELP_URL: 'https://help.example.com' }).needed, true);
  });

  it('builds when dist/index.html or a readable stamp is missing', () => {
    fs.rmSync(path.join(outDir, 'index.html'));
    assert.deepEqual([check().needed, check().reason], [true, 'dist/index.html is missing']);
    build();
    fs.writeFileSync(path.join(outDir, inputs.STAMP_FILE), '{not json');
    assert.equal(check().needed, true);
  });

  it("the repository's SPA build bakes in no setting: one build for every environment", () => {
    assert.deepEqual(inputs.buildEnvNames(ROOT_DIR), []);
  });
});
