import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createLogger } from '../src/logger.ts';
import { createTestDatabase } from './support/helpers.ts';

// The request log: one line per answered request, without the query string (it carries phone numbers).
const lines: string[] = [];
let database: DatabaseHandle;
let app: FastifyInstance;
before(async () => {
  database = await createTestDatabase({ seeded: true });
  app = await buildApp({
    db: database.db,
    log: createLogger({ level: 'info' }, { write: (line: string) => lines.push(line) }),
  });
  await app.ready();
});
after(async () => {
  await app.close();
  await database.close();
});

describe('request log', () => {
  it('logs method, path, status and time once per request, and never the query string', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/api/checkin?hotelId=sakura-asakusa&telephone=08055556666',
    });
    assert.equal(response.statusCode, 200);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((e) => e.msg === 'request');
    assert.equal(requests.length, 1, lines.join(''));
    assert.equal(requests[0]!.path, '/api/checkin');
    assert.equal(requests[0]!.status, 200);
    assert.equal(requests[0]!.method, 'GET');
    assert.doesNotMatch(lines.join(''), /08055556666/);
  });
});
