import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { captureLog } from './support/captureLog.ts';
import { createTestDatabase } from './support/helpers.ts';

// The request id (plugins/requestId.ts): the proxy's X-Request-Id when the request comes from a
// trusted proxy (TRUST_PROXY), else a new one; on every answer, and on every log line of the request.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';

let database: DatabaseHandle;
/** Behind a proxy at 10.0.0.2 (TRUST_PROXY=10.0.0.0/8), logging into `entries`. */
let proxied: FastifyInstance;
/** TRUST_PROXY off. */
let direct: FastifyInstance;
const { log, entries } = captureLog();

before(async () => {
  database = await createTestDatabase();
  proxied = await buildApp({ db: database.db, trustProxy: ['10.0.0.0/8'], log });
  direct = await buildApp({ db: database.db });
  await Promise.all([proxied.ready(), direct.ready()]);
});
after(async () => {
  await Promise.all([proxied.close(), direct.close()]);
  await database.close();
});

const get = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}, url = '/healthz') =>
  app.inject({ method: 'GET', url, remoteAddress, headers });

describe('X-Request-Id', () => {
  it('from a trusted proxy: its id is the request id, answered back', async () => {
    const response = await get(proxied, PROXY, { 'x-request-id': 'caddy-5f1c2a9e', 'x-forwarded-for': CLIENT });
    assert.equal(response.headers['x-request-id'], 'caddy-5f1c2a9e');
  });

  it("from anyone else: a client's own header is not taken, a new UUID is", async () => {
    const fromClient = await get(proxied, CLIENT, { 'x-request-id': 'chosen-by-client' });
    assert.match(String(fromClient.headers['x-request-id']), UUID);
    const untrusted = await get(direct, '127.0.0.1', { 'x-request-id': 'chosen-by-client' });
    assert.match(String(untrusted.headers['x-request-id']), UUID);
  });

  it("a trusted proxy's id that is too long or has odd characters is replaced", async () => {
    for (const id of ['x'.repeat(129), 'two words', 'line\tbreak', '']) {
      const response = await get(proxied, PROXY, { 'x-request-id': id });
      assert.match(String(response.headers['x-request-id']), UUID, JSON.stringify(id));
    }
  });

  it('is on every answer: each its own, also errors, unknown paths and unreadable addresses', async () => {
    const ids = new Set<string>();
    for (const url of ['/healthz', '/api/hotel-guide?hotelId=nowhere', '/no/such/page', '/api/checkin/%zz']) {
      const response = await get(direct, '127.0.0.1', {}, url);
      assert.match(String(response.headers['x-request-id']), UUID, url);
      ids.add(String(response.headers['x-request-id']));
    }
    assert.equal(ids.size, 4);
  });

  it('every log line of the request carries it as reqId', async () => {
    entries.length = 0;
    const response = await get(
      proxied,
      PROXY,
      { 'x-request-id': 'trace-42', 'x-forwarded-for': CLIENT },
      '/api/hotel-guide?hotelId=nowhere',
    );
    assert.equal(response.statusCode, 404);
    const lines = entries.filter((e) => e.reqId === 'trace-42');
    assert.deepEqual(
      lines.map((e) => [e.component, e.msg, e.path]),
      [['http', 'request', '/api/hotel-guide']],
    );
  });
});
