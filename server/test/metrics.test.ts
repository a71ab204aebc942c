import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { enqueueMail } from '../src/db/repositories/mails.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { createMetrics } from '../src/metrics.ts';
import { createMailer, DEFAULT_MAIL_FROM } from '../src/services/mail.ts';
import { createTestDatabase } from './support/helpers.ts';

// Prometheus metrics at /metrics (plugins/metrics.ts, metrics.ts): request time by the contract's
// operation, the mail and webhook outboxes' depth and deliveries, the upkeep, the process; never open to the internet.

let database: DatabaseHandle;
let app: FastifyInstance;
/** The same app with METRICS_TOKEN set. */
let withToken: FastifyInstance;
const TOKEN = 'scrape-9f2c41d7e0b3';
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-test-outbox-'));

before(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const metrics = createMetrics();
  app = await buildApp({
    db: database.db,
    metrics,
    mailer: createMailer({ db: database.db, from: DEFAULT_MAIL_FROM, outboxDir, metrics }),
  });
  withToken = await buildApp({ db: database.db, metricsToken: TOKEN });
  await Promise.all([app.ready(), withToken.ready()]);
});
after(async () => {
  await Promise.all([app.close(), withToken.close()]);
  await database.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

/** /metrics as a scraper on the same machine reads it; the lines of one metric, without comments. */
async function scrape(target = app) {
  const response = await target.inject({ method: 'GET', url: '/metrics' });
  assert.equal(response.statusCode, 200, response.body);
  const lines = response.body.split('\n');
  return {
    response,
    text: response.body,
    /** The value of one series, by its name and labels exactly as written (`name{a="1"}`). */
    value: (series: string) => {
      const line = lines.find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    },
  };
}

describe('GET /metrics', () => {
  it('counts a request under its contract operation and status class, never its URL', async () => {
    const before = await scrape();
    const count = 'hotel_http_request_duration_seconds_count{operation="getHotelGuide",status_class="2xx"}';
    const missing = 'hotel_http_request_duration_seconds_count{operation="getHotelGuide",status_class="4xx"}';
    const ok = await app.inject({ method: 'GET', url: '/api/hotel-guide?hotelId=sakura-asakusa' });
    assert.equal(ok.statusCode, 200);
    const notFound = await app.inject({ method: 'GET', url: '/api/hotel-guide?hotelId=no-such-hotel' });
    assert.equal(notFound.statusCode, 404);
    const after = await scrape();
    assert.equal(after.value(count), (before.value(count) ?? 0) + 1);
    assert.equal(after.value(missing), (before.value(missing) ?? 0) + 1);
    // A histogram: buckets by time, ending with +Inf.
    assert.equal(
      after.value('hotel_http_request_duration_seconds_bucket{le="+Inf",operation="getHotelGuide",status_class="2xx"}'),
      after.value(count),
    );
    assert.doesNotMatch(after.text, /sakura-asakusa|no-such-hotel|\/api\/hotel-guide/);
    assert.match(String(after.response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.equal(after.response.headers['cache-control'], 'no-store');
  });

  it('names the routes outside the contract, the SPA and unknown paths with a fixed set of labels', async () => {
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/some/unknown/path/12345' });
    const { text } = await scrape();
    assert.match(text, /operation="healthz",status_class="2xx"/);
    assert.match(text, /operation="unmatched",status_class="4xx"/);
    assert.doesNotMatch(text, /12345/);
  });

  it("reads the mail outbox's depth from the database at each scrape: pending, failed, the oldest's age", async () => {
    await database.db.deleteFrom('mails').execute();
    const mail = { to_address: 'guest@example.com', from_address: DEFAULT_MAIL_FROM, subject: 'S', text_body: 'T' };
    for (const kind of ['password-reset', 'checkin-confirmation', 'payment']) {
      await enqueueMail(database.db, { ...mail, kind, language: 'en' });
    }
    // Waiting for their next try (no delivery worker takes them during the test), the oldest for 90 s.
    await sql`UPDATE mails SET next_attempt_at = now() + interval '1 hour'`.execute(database.db);
    await sql`UPDATE mails SET created_at = now() - interval '90 seconds' WHERE kind = 'password-reset'`.execute(
      database.db,
    );
    await sql`UPDATE mails SET status = 'failed' WHERE kind = 'payment'`.execute(database.db);
    const { value } = await scrape();
    assert.equal(value('hotel_outbox_messages{kind="mail",status="pending"}'), 2);
    assert.equal(value('hotel_outbox_messages{kind="mail",status="failed"}'), 1);
    const age = value('hotel_outbox_oldest_pending_age_seconds{kind="mail"}')!;
    assert.ok(age >= 90 && age < 600, `oldest pending: ${age} s`);

    await database.db.deleteFrom('mails').execute();
    const empty = await scrape();
    assert.equal(empty.value('hotel_outbox_messages{kind="mail",status="pending"}'), 0);
    assert.equal(empty.value('hotel_outbox_oldest_pending_age_seconds{kind="mail"}'), 0);
  });

  it("reads the webhook outbox's depth next to the mail's: deliveries pending, failed, the oldest's age", async () => {
    const db = database.db;
    // A disabled endpoint: no worker attempts its deliveries during the test.
    const endpoint = await db
      .insertInto('webhook_endpoints')
      .values({
        hotel_id: 'sakura-asakusa',
        url: 'https://pms.example/h',
        event_types: ['order.placed'],
        secret: 's',
        enabled: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [id, status, secondsAgo] of [
      ['msg_metrics_1', 'pending', 120],
      ['msg_metrics_2', 'pending', 5],
      ['msg_metrics_3', 'failed', 200],
      ['msg_metrics_4', 'delivered', 300],
    ] as const) {
      const at = new Date(Date.now() - secondsAgo * 1000);
      await db
        .insertInto('webhook_events')
        .values({ id, hotel_id: 'sakura-asakusa', type: 'order.placed', payload: '{}', created_at: at })
        .execute();
      await sql`INSERT INTO webhook_deliveries (event_id, endpoint_id, status, created_at)
        VALUES (${id}, ${endpoint.id}, ${status}, ${at})`.execute(db);
    }
    const { value } = await scrape();
    assert.equal(value('hotel_outbox_messages{kind="webhook",status="pending"}'), 2);
    assert.equal(value('hotel_outbox_messages{kind="webhook",status="failed"}'), 1);
    const age = value('hotel_outbox_oldest_pending_age_seconds{kind="webhook"}')!;
    assert.ok(age >= 120 && age < 600, `oldest pending: ${age} s`);

    await db.deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute();
    const empty = await scrape();
    assert.equal(empty.value('hotel_outbox_messages{kind="webhook",status="pending"}'), 0);
    assert.equal(empty.value('hotel_outbox_oldest_pending_age_seconds{kind="webhook"}'), 0);
  });

  it('has every delivery and upkeep series from the start, and the process metrics', async () => {
    const { value, text } = await scrape();
    for (const kind of ['mail', 'webhook']) {
      for (const result of ['sent', 'retry', 'failed']) {
        assert.equal(value(`hotel_outbox_deliveries_total{kind="${kind}",result="${result}"}`), 0);
      }
    }
    assert.equal(value('hotel_upkeep_runs_total{result="ok"}'), 0);
    assert.equal(value('hotel_upkeep_duration_seconds_count'), 0);
    assert.match(text, /^# TYPE hotel_upkeep_rows_purged_total counter$/m);
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      assert.match(text, new RegExp(`^${name} `, 'm'), name);
    }
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: a direct request from a loopback or private address', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '10.1.2.3', '172.18.0.5', '192.168.1.20', '::ffff:10.0.0.9']) {
      const response = await app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      assert.equal(response.statusCode, 200, remoteAddress);
    }
  });

  it('without METRICS_TOKEN: not from a public address, nor through a proxy', async () => {
    const refused = [
      await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }),
      await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '2001:db8::1' }),
      // The proxy's own address is private; the request it forwards may come from anywhere.
      await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '172.18.0.2',
        headers: { 'x-forwarded-for': '198.51.100.4' },
      }),
      await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { forwarded: 'for=198.51.100.4' },
      }),
    ];
    for (const response of refused) {
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().code, 'unauthorized');
      assert.doesNotMatch(response.body, /hotel_/);
    }
  });

  it('with METRICS_TOKEN: only with the bearer token, from anywhere', async () => {
    const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      withToken.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }] as Record<
      string,
      string
    >[]) {
      const response = await ask(headers);
      assert.equal(response.statusCode, 401, JSON.stringify(headers));
      assert.equal(response.headers['www-authenticate'], 'Bearer realm="metrics"');
    }
    const allowed = await ask({ authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.4' }, '203.0.113.9');
    assert.equal(allowed.statusCode, 200);
    assert.match(allowed.body, /^hotel_http_request_duration_seconds_bucket/m);
  });
});
