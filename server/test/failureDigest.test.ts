import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { failureDigest } from '../../scripts/lib/failureDigest.mjs';

// What `npm test` prints at its end for a failed stage (scripts/test.mjs): often all a CI log keeps.

it("names each failing node:test test once, with its error's message and not its stack", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digest-'));
  try {
    const file = path.join(dir, 'example.test.mjs');
    fs.writeFileSync(
      file,
      [
        "import assert from 'node:assert/strict';",
        "import { describe, it } from 'node:test';",
        "describe('a suite', () => {",
        "  it('compares', () => assert.deepEqual({ status: 'unavailable' }, { status: 'ok' }));",
        "  it('passes', () => {});",
        "  it('throws', async () => { throw new Error('fetch failed'); });",
        '});',
      ].join('\n'),
    );
    // Without this runner's NODE_TEST_CONTEXT, the child reports as `npm test`'s stages do, not to this test.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=spec', file], { encoding: 'utf8', env });
    const digest = failureDigest(run.stdout);
    const lines = digest.split('\n');
    assert.equal(lines.filter((line) => /✖ compares/.test(line)).length, 1, digest);
    assert.equal(lines.filter((line) => /✖ throws/.test(line)).length, 1, digest);
    assert.ok(
      lines.some((line) => /✖ a suite/.test(line)),
      digest,
    );
    assert.doesNotMatch(digest, /passes/);
    // The error under its test: the assertion's difference, the thrown message.
    const compares = lines.findIndex((line) => /✖ compares/.test(line));
    assert.match(lines.slice(compares + 1, compares + 8).join('\n'), /AssertionError[\s\S]*'unavailable'/);
    const throws = lines.findIndex((line) => /✖ throws/.test(line));
    assert.match(lines[throws + 1] ?? '', /Error: fetch failed/);
    assert.doesNotMatch(digest, /^\s+at /m, 'no stack frames');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("keeps Jest's blocks and says so when no test is named", () => {
  const jest = ['  ● login › shows the error', '', '    expect(received).toBe(expected)', '  ● Console', '    log'];
  assert.equal(failureDigest(jest.join('\n')), '  ● login › shows the error\n    expect(received).toBe(expected)');
  assert.match(failureDigest('Error: the build failed\n'), /no failing test named/);
});
