import assert from 'node:assert/strict';
import type http from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createLogger } from '../src/logger.ts';
import { createMetrics } from '../src/metrics.ts';
import { callOperation } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestDatabase } from './support/helpers.ts';
import { until } from './support/hearing.ts';
import { listenOnLoopback, type HttpSend } from './support/overHttp.ts';

// The answer front (web/answerFront.ts) on a listening server, over real HTTP (app.inject does not pass
// through the HTTP server): a repeat of the guide is answered before Fastify with what Fastify sent,
// its own request id, log line and metric; anything else, and an answer no longer current, is Fastify's.

let database: DatabaseHandle;
let app: FastifyInstance;
let send: HttpSend;
const lines: string[] = [];
const metrics = createMetrics();
/** Requests that reached Fastify (its first hook), by URL. */
const reachedFastify: string[] = [];

/** Sends, and tells whether Fastify answered (else the front did). */
async function sendCounting(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = reachedFastify.length;
  const answer = await send(path, headers, method);
  return { ...answer, status: answer.statusCode, body: answer.raw, byFastify: reachedFastify.length > before };
}

/**
 * Sends until the front answers (at most 2 s), and returns that answer (or the last). A write is heard
 * by every connection of the app's pool (each LISTENs: db/database.ts) and by its listener, and each
 * hearing drops the hotel's answers (and an answer begun before one is not kept): on PostgreSQL under
 * load some come in after the write has returned, so the first repeats after a write may be Fastify's.
 */
async function frontAnswers(path: string, headers: Record<string, string>) {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const answer = await sendCounting(path, headers);
    if (!answer.byFastify || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The headers that differ per answer. */
const PER_ANSWER = new Set(['x-request-id', 'date']);
const lasting = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

/** The demo hotel, whose guide is large enough to be compressed; each test asks with its own Accept-Encoding. */
const DEMO_GUIDE = '/api/hotel-guide?hotelId=sakura-asakusa';
const BR = { 'accept-encoding': 'gzip, deflate, br' };

before(async () => {
  database = await createTestDatabase({ seeded: true });
  app = await buildApp({
    db: database.db,
    hotelChanges: database.hotelChanges,
    metrics,
    trustProxy: true,
    log: createLogger({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    // The CSP names the tokeniser on the page's own host (as cli/serve.ts does).
    cardTokenUrl: (request) => `${request.protocol}://${request.hostname}:9999/tokens`,
  });
  app.addHook('onRequest', (request, _reply, done) => {
    reachedFastify.push(request.url);
    done();
  });
  send = await listenOnLoopback(app);
  await until(database.hotelChanges, true);
});
after(async () => {
  await app?.close();
  await database?.close();
});

const { hotelWithManager } = consoleHotels(() => ({ app, db: database.db, close: async () => {} }), 'front', {
  subnet: 62,
});

describe('the answer front', () => {
  it('keeps Fastify’s keep-alive on its server: 72 s, not Node’s 5 s', () => {
    assert.equal(app.server.keepAliveTimeout, 72_000);
    assert.equal(app.server.requestTimeout, 0);
  });

  it('answers a repeat of the guide before Fastify with Fastify’s status, headers and bytes', async () => {
    const url = DEMO_GUIDE;
    const first = await sendCounting(url, BR);
    assert.equal(first.status, 200);
    assert.ok(first.byFastify);
    lines.length = 0;
    const repeat = await sendCounting(url, BR);
    assert.equal(repeat.byFastify, false, 'the repeat reached Fastify');
    assert.equal(repeat.status, 200);
    assert.deepEqual(lasting(repeat.headers), lasting(first.headers));
    assert.equal(repeat.headers['content-encoding'], 'br');
    assert.equal(repeat.headers['content-length'], String(repeat.body.length));
    assert.deepEqual(repeat.body, first.body);
    assert.match(String(repeat.headers['x-request-id']), /^[0-9a-f-]{36}$/u);
    assert.notEqual(repeat.headers['x-request-id'], first.headers['x-request-id']);

    // Its log line, as plugins/requestLog.ts writes Fastify's (no query: it may hold phone numbers).
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === 'request');
    assert.equal(logged.length, 1, lines.join(''));
    assert.deepEqual(
      { ...logged[0], time: undefined, pid: undefined, hostname: undefined, ms: undefined },
      {
        level: 'info',
        component: 'http',
        reqId: repeat.headers['x-request-id'],
        method: 'GET',
        path: '/api/hotel-guide',
        status: 200,
        msg: 'request',
        time: undefined,
        pid: undefined,
        hostname: undefined,
        ms: undefined,
      },
    );
    assert.equal(typeof logged[0]!.ms, 'number');

    // Each repeat its own id (the kept header list takes it in place).
    const third = await sendCounting(url, BR);
    assert.equal(third.byFastify, false);
    assert.notEqual(third.headers['x-request-id'], repeat.headers['x-request-id']);
    assert.deepEqual(lasting(third.headers), lasting(first.headers));
  });

  it('counts its answers in the request metric, as Fastify’s', async () => {
    const url = DEMO_GUIDE;
    const count = async () => {
      const metric = await metrics.requestDuration.get();
      const series = metric.values.find(
        (value) =>
          value.metricName?.endsWith('_http_request_duration_seconds_count') &&
          value.labels.operation === 'getHotelGuide' &&
          value.labels.status_class === '2xx',
      );
      return series?.value ?? 0;
    };
    const asked = { 'accept-encoding': 'br' };
    await sendCounting(url, asked);
    const before = await count();
    const repeat = await sendCounting(url, asked);
    assert.equal(repeat.byFastify, false);
    assert.equal(await count(), before + 1);
  });

  it('leaves to Fastify what is not a plain repeat: other codings, conditions, methods, hosts, protocols', async () => {
    const url = DEMO_GUIDE;
    const first = await sendCounting(url, BR);

    // Another Accept-Encoding is another answer: Fastify's first, then the front's.
    const gzip = await sendCounting(url, { 'accept-encoding': 'gzip' });
    assert.ok(gzip.byFastify);
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    const gzipAgain = await sendCounting(url, { 'accept-encoding': 'gzip' });
    assert.equal(gzipAgain.byFastify, false);
    assert.deepEqual(gzipAgain.body, gzip.body);

    // A conditional request gets Fastify's 304.
    const notModified = await sendCounting(url, { ...BR, 'if-none-match': String(first.headers.etag) });
    assert.equal(notModified.status, 304);
    assert.ok(notModified.byFastify);

    // HEAD, and the same URL with another query, are Fastify's.
    assert.ok((await sendCounting(url, BR, 'HEAD')).byFastify);
    assert.ok((await sendCounting(`${url}&lang=en`, BR)).byFastify);

    // Another host name: its own CSP (the tokeniser on that host), made by Fastify, then repeated.
    const other = { 'accept-encoding': 'br, gzip', host: 'hotel.example' };
    const onOther = await sendCounting(url, other);
    assert.ok(onOther.byFastify);
    assert.match(String(onOther.headers['content-security-policy']), /http:\/\/hotel\.example:9999/u);
    const onOtherAgain = await sendCounting(url, other);
    assert.equal(onOtherAgain.byFastify, false);
    assert.match(String(onOtherAgain.headers['content-security-policy']), /http:\/\/hotel\.example:9999/u);

    // Through a TLS proxy (trusted here): HSTS and an https tokeniser, never sent to a plain request.
    const proxied = { 'accept-encoding': 'br, gzip', 'x-forwarded-proto': 'https' };
    const secure = await sendCounting(url, proxied);
    assert.ok(secure.byFastify);
    assert.ok(secure.headers['strict-transport-security']);
    assert.equal((await sendCounting(url, proxied)).byFastify, false);
    const plain = await sendCounting(url, { 'accept-encoding': 'br, gzip' });
    assert.ok(plain.byFastify);
    assert.equal((await sendCounting(url, { 'accept-encoding': 'br, gzip' })).byFastify, false);
    assert.equal(plain.headers['strict-transport-security'], undefined);
    assert.match(String(plain.headers['content-security-policy']), /http:\/\/127\.0\.0\.1:9999/u);
  });

  it('never keeps a failure: an unknown hotel is Fastify’s 404 every time', async () => {
    const url = '/api/hotel-guide?hotelId=no-such-hotel';
    for (let i = 0; i < 2; i++) {
      const answer = await sendCounting(url, BR);
      assert.equal(answer.status, 404);
      assert.ok(answer.byFastify);
    }
  });

  it('sends the guide anew once it changed: a page saved is in the next answer', async () => {
    const { hotelId, token } = await hotelWithManager();
    const url = `/api/hotel-guide?hotelId=${hotelId}`;
    const old = await sendCounting(url, BR);
    assert.equal((await frontAnswers(url, BR)).byFastify, false);

    const params = { pageName: 'access' };
    const page = await callOperation(app, 'getHotelPage', { token, params });
    const saved = await callOperation(app, 'updateHotelPage', {
      token,
      params,
      body: { version: page.body.version, visible: true, content: { ja: '<p>駅から3分</p>' } },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    // The change is heard before the save returns (db/hotelChanges.ts): the next request is Fastify's.
    const fresh = await sendCounting(url, BR);
    assert.ok(fresh.byFastify);
    assert.notEqual(fresh.headers.etag, old.headers.etag);
    assert.match((await send(url)).body, /駅から3分/u);
    const again = await frontAnswers(url, BR);
    assert.equal(again.byFastify, false);
    assert.deepEqual(again.body, fresh.body);
  });
});
