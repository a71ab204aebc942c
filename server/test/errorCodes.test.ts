import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openapi } from './support/contract.ts';

const CODES: string[] = openapi.components.schemas.ErrorCode.enum;

/** Every hand-written server source file, as text (contract.gen.ts lists every code: it proves nothing). */
function sources(dir = 'server/src'): string {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return file.endsWith('.ts') && !file.endsWith('.gen.ts') ? fs.readFileSync(file, 'utf8') : '';
    })
    .join('\n');
}

describe('error codes', () => {
  const text = sources();

  it('every code the server throws is in openapi.yaml ErrorCode', () => {
    const thrown = [...text.matchAll(/HttpError\(\s*\d{3},[\s\S]*?,\s*'([a-z0-9_]+)'/g)].map((m) => m[1] ?? '');
    const named = [...text.matchAll(/notFound\([^)]*?,\s*'([a-z0-9_]+)'\)/g)].map((m) => m[1] ?? '');
    const mapped = [...text.matchAll(/FST_ERR_[A-Z_]+: '([a-z0-9_]+)'/g)].map((m) => m[1] ?? '');
    assert.ok(thrown.length > 40, `found only ${thrown.length} HttpError calls`);
    assert.deepEqual(
      [...thrown, ...named, ...mapped].filter((code) => !CODES.includes(code)),
      [],
    );
  });

  it('every code in ErrorCode is sent somewhere (the list holds no dead codes)', () => {
    assert.deepEqual(
      CODES.filter((code) => !text.includes(`'${code}'`)),
      [],
    );
  });
});
