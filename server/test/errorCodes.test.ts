import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openapi } from './support/contract.ts';

// That every code the server sends is one of openapi.yaml's is tsc's to check: HttpError, notFound and
// the Fastify code map take the generated ErrorCode union (server/test/types/handlerTable.check.ts).
// What no compiler sees is the other way round: a code of the contract that nothing sends.

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
  it('every code in ErrorCode is sent somewhere (the list holds no dead codes)', () => {
    const text = sources();
    assert.deepEqual(
      CODES.filter((code) => !text.includes(`'${code}'`)),
      [],
    );
  });
});
