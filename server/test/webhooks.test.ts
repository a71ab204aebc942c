import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { buildApp } from '../src/app.ts';
import type { Schema } from '../src/contract.ts';
import { createMetrics } from '../src/metrics.ts';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_MANAGERS, DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { checkEndpointUrl } from '../src/services/consoleWebhooks.ts';
import { refusedAddressKind, systemResolve, type Resolve } from '../src/services/webhookAddress.ts';
import { startWebhookDelivery, type WebhookDelivery } from '../src/services/webhookDelivery.ts';
import { emitWebhookEvent, recordCapture } from '../src/services/webhooks.ts';
import { captureLog } from './support/captureLog.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestDatabase } from './support/helpers.ts';
import { insertPaidOrder } from './support/invoiceFixtures.ts';
import { newMember } from './support/members.ts';
import { foreignCheckinBody, submitCheckin, uploadPassport } from './support/passportFixtures.ts';

// Webhooks out (issue 33): a manager's endpoint, events of real changes signed by the Standard
// Webhooks rules (verified here with the standardwebhooks package, as a receiver would), and the
// outbox's retries on the worker's clock, which the tests move (no waiting on real time).

let database: DatabaseHandle;
let db: Db;
let app: FastifyInstance;
let delivery: WebhookDelivery;
/** How far the worker's clock is ahead of real time: it only moves forward within a test. */
let offsetMs = 0;
const advance = (ms: number) => {
  offsetMs += ms;
};
let logins = 0;
/** The main worker's metrics and log lines. */
const metrics = createMetrics();
const { log: workerLog, entries: logged } = captureLog();

/**
 * Names of the tests' own: `rebind.test` resolves to this machine (as a name that resolved to a
 * public address when its endpoint was added may resolve later), `mixed.test` to a public and a
 * private address, `public.test` to a public one, `nowhere.test` to none.
 */
const testResolve: Resolve = async (hostname) => {
  if (hostname === 'rebind.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'mixed.test') {
    return [
      { address: '93.184.215.14', family: 4 },
      { address: '::ffff:10.0.0.7', family: 6 },
    ];
  }
  if (hostname === 'nowhere.test') throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  if (hostname === 'public.test') return [{ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 }];
  return systemResolve(hostname);
};

const workerOptions = () => ({
  db,
  now: () => new Date(Date.now() + offsetMs),
  // Only flush() delivers: no look of the worker's own during a test (nor the app's kicks: before()).
  pollMs: 3_600_000,
  schedule: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, jitter: 0 },
  log: pino({ level: 'silent' }),
  resolve: testResolve,
});

before(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
  delivery = startWebhookDelivery({ ...workerOptions(), metrics, log: workerLog });
  // The app kicks the worker after each change it answers, and the pass starts when it will: one could
  // send an event between the test's recording it and its disabling the endpoint. Here only flush() delivers.
  app = await buildApp({ db, webhookDelivery: { ...delivery, kick: () => {} } });
  await app.ready();
});
after(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  // Each test has its own receiver and endpoint: the others' wait no more.
  await db.updateTable('webhook_endpoints').set({ enabled: false }).execute();
  offsetMs = 0;
});

interface Received {
  headers: Record<string, string>;
  body: string;
  /** Answered 2xx (the receiver was up). */
  accepted: boolean;
}

/** A local HTTP receiver that records what it is sent, answering 503 while `down`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { down: false };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
        accepted: !state.down,
      });
      response.writeHead(state.down ? 503 : 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, state };
}

async function login(email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/front-desk/login',
    remoteAddress: `198.19.33.${++logins}`,
    payload: { email, password: DEMO_PASSWORD },
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { token: string }).token;
}

const manager = () => login(DEMO_MANAGERS[0].email);

/** A new endpoint of sakura-asakusa on the receiver, for these event types: its id and secret. */
async function createEndpoint(token: string, url: string, eventTypes: Schema<'WebhookEventType'>[]) {
  const { status, body } = await callOperation(app, 'createWebhookEndpoint', {
    token,
    body: { url, eventTypes, enabled: true },
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body as { endpointId: string; secret: string };
}

const deliveries = async (token: string, endpointId: string) => {
  const { status, body } = await callOperation(app, 'listWebhookDeliveries', { token, params: { endpointId } });
  assert.equal(status, 200, JSON.stringify(body));
  return body.deliveries as {
    deliveryId: string;
    webhookId: string;
    eventType: string;
    status: string;
    attempts: number;
    lastStatus: number | null;
    lastError: string | null;
    nextAttemptAt: string | null;
  }[];
};

/** The main worker's attempts so far by result (hotel_outbox_deliveries_total, kind webhook). */
const attemptsCounted = async () =>
  Object.fromEntries(
    (await metrics.outboxDeliveries.get()).values
      .filter((v) => v.labels.kind === 'webhook')
      .map((v) => [v.labels.result, v.value]),
  ) as Record<'sent' | 'retry' | 'failed', number>;

/** An event of sakura-asakusa recorded as a change records it (in a transaction). */
const emitApproval = (checkinCode: string) =>
  db.transaction().execute((trx) =>
    emitWebhookEvent(trx, 'sakura-asakusa', 'checkin.approved', {
      hotelId: 'sakura-asakusa',
      checkinId: '1',
      checkinCode,
    }),
  );

describe('a check-in approved at the front desk', () => {
  it('reaches the endpoint signed by the Standard Webhooks rules, and the console lists it delivered', async () => {
    const receiver = await startReceiver();
    const token = await manager();
    const { endpointId, secret } = await createEndpoint(token, receiver.url, ['checkin.approved']);
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{32}$/);

    const desk = await login(DEMO_STAFF[0].email);
    const pending = await callOperation(app, 'listFrontDeskCheckins', { token: desk });
    const checkin = pending.body.checkins.find((c) => c.telephone === '08099990000');
    assert.ok(checkin, JSON.stringify(pending.body));
    const approved = await callOperation(app, 'approveFrontDeskCheckin', {
      token: desk,
      params: { checkinId: checkin.checkinId },
    });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    // Approved again: no second event.
    await callOperation(app, 'approveFrontDeskCheckin', { token: desk, params: { checkinId: checkin.checkinId } });
    await delivery.flush();

    assert.equal(receiver.received.length, 1);
    const [message] = receiver.received;
    const payload = new Webhook(secret).verify(message!.body, message!.headers) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    assert.equal(payload.type, 'checkin.approved');
    assert.deepEqual(payload.data, {
      hotelId: 'sakura-asakusa',
      checkinId: checkin.checkinId,
      checkinCode: checkin.checkinCode,
    });
    // The body as docs/integration.md shows it: type, timestamp, data, in that order.
    assert.match(message!.body, /^\{"type":"checkin\.approved","timestamp":"[^"]+","data":\{"hotelId":/);
    assert.equal(message!.headers['content-type'], 'application/json');
    assert.match(message!.headers['webhook-id']!, /^msg_[A-Za-z0-9_-]{24}$/);
    // Another secret does not verify it.
    assert.throws(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(message!.body, message!.headers),
    );

    const [listed] = await deliveries(token, endpointId);
    assert.equal(listed!.webhookId, message!.headers['webhook-id']);
    assert.equal(listed!.eventType, 'checkin.approved');
    assert.equal(listed!.status, 'delivered');
    assert.equal(listed!.attempts, 1);
    assert.equal(listed!.lastStatus, 204);
    assert.equal(listed!.nextAttemptAt, null);
  });
});

describe('an endpoint that is down for a while', () => {
  it('gets the event once it is back, exactly once by webhook-id, after retries with growing waits', async () => {
    const receiver = await startReceiver();
    const token = await manager();
    const { endpointId, secret } = await createEndpoint(token, receiver.url, ['checkin.approved']);
    const before = await attemptsCounted();
    receiver.state.down = true;
    await emitApproval('DOWN01');

    await delivery.flush();
    assert.equal(receiver.received.length, 1);
    let [listed] = await deliveries(token, endpointId);
    assert.deepEqual([listed!.status, listed!.attempts, listed!.lastStatus], ['pending', 1, 503]);
    // Not tried again before its wait (30 s) is over...
    advance(29_000);
    await delivery.flush();
    assert.equal(receiver.received.length, 1);
    // ...then tried, and the next wait is twice as long.
    advance(2_000);
    await delivery.flush();
    assert.equal(receiver.received.length, 2);
    advance(59_000);
    await delivery.flush();
    assert.equal(receiver.received.length, 2);

    receiver.state.down = false;
    advance(2_000);
    await delivery.flush();
    [listed] = await deliveries(token, endpointId);
    assert.deepEqual([listed!.status, listed!.attempts, listed!.lastStatus], ['delivered', 3, 204]);
    const accepted = receiver.received.filter((r) => r.accepted);
    assert.equal(accepted.length, 1);
    // Signed at its attempt (92 s on): a receiver checking the timestamp's tolerance takes it.
    const payload = new Webhook(secret).verify(accepted[0]!.body, accepted[0]!.headers) as { type: string };
    assert.equal(payload.type, 'checkin.approved');
    // Later looks send it no more.
    advance(3_600_000);
    await delivery.flush();
    assert.equal(receiver.received.length, 3);

    // Every attempt carried the one webhook-id, by which the receiver dedupes.
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    assert.deepEqual([...ids], [listed!.webhookId]);

    // The metrics counted each attempt; the log has a line for each failed one and the late success.
    assert.deepEqual(await attemptsCounted(), {
      sent: before.sent + 1,
      retry: before.retry + 2,
      failed: before.failed,
    });
    const lines = logged.filter((e) => e.webhookId === listed!.webhookId);
    assert.deepEqual(
      lines.map((e) => [e.level, e.component, e.attempt, e.msg]),
      [
        [
          'warn',
          'webhook',
          1,
          `Webhook ${listed!.webhookId} (checkin.approved) not delivered (attempt 1): HTTP 503; next try in 30 s`,
        ],
        [
          'warn',
          'webhook',
          2,
          `Webhook ${listed!.webhookId} (checkin.approved) not delivered (attempt 2): HTTP 503; next try in 60 s`,
        ],
        ['info', 'webhook', 3, `Webhook ${listed!.webhookId} (checkin.approved) delivered at attempt 3`],
      ],
    );
  });

  it('is tried for a day, the last time at its end, then marked failed and tried no more', async () => {
    const receiver = await startReceiver();
    receiver.state.down = true;
    const token = await manager();
    const { endpointId } = await createEndpoint(token, receiver.url, ['checkin.approved']);
    await emitApproval('DOWN02');
    await delivery.flush();
    // An hour at a time (the longest wait), for 23 hours: still waiting.
    for (let hour = 1; hour <= 23; hour++) {
      advance(3_600_000);
      await delivery.flush();
    }
    let [listed] = await deliveries(token, endpointId);
    assert.equal(listed!.status, 'pending');
    const triedIn23Hours = receiver.received.length;
    assert.ok(triedIn23Hours >= 20, `${triedIn23Hours} attempts`);
    // The day's end: the last attempt, then failed.
    advance(3_600_000);
    await delivery.flush();
    advance(3_600_000);
    await delivery.flush();
    [listed] = await deliveries(token, endpointId);
    assert.equal(listed!.status, 'failed');
    assert.equal(listed!.lastStatus, 503);
    assert.equal(listed!.attempts, receiver.received.length);
    advance(24 * 3_600_000);
    await delivery.flush();
    assert.equal(receiver.received.length, listed!.attempts);

    // The manager sends it again: the same webhook-id, delivered once the receiver is back.
    receiver.state.down = false;
    const resent = await callOperation(app, 'resendWebhookDelivery', {
      token,
      params: { endpointId, deliveryId: listed!.deliveryId },
    });
    assert.equal(resent.status, 200, JSON.stringify(resent.body));
    await delivery.flush();
    [listed] = await deliveries(token, endpointId);
    assert.equal(listed!.status, 'delivered');
    assert.equal(receiver.received.at(-1)!.headers['webhook-id'], listed!.webhookId);
    assert.equal(receiver.received.filter((r) => r.accepted).length, 1);
  });

  it('held while its endpoint is disabled: sent when enabled again within the day, else failed at its end', async () => {
    const receiver = await startReceiver();
    const token = await manager();
    const { endpointId } = await createEndpoint(token, receiver.url, ['checkin.approved']);
    const setEnabled = async (enabled: boolean) => {
      const { status, body } = await callOperation(app, 'updateWebhookEndpoint', {
        token,
        params: { endpointId },
        body: { url: receiver.url, eventTypes: ['checkin.approved'], enabled },
      });
      assert.equal(status, 200, JSON.stringify(body));
    };
    // Recorded, then the endpoint is turned off before it is sent: held, not sent.
    await emitApproval('HELD01');
    await setEnabled(false);
    await delivery.flush();
    advance(12 * 3_600_000);
    await delivery.flush();
    let [listed] = await deliveries(token, endpointId);
    assert.deepEqual([listed!.status, listed!.attempts, receiver.received.length], ['pending', 0, 0]);
    // Enabled again within its day: sent.
    await setEnabled(true);
    await delivery.flush();
    [listed] = await deliveries(token, endpointId);
    assert.deepEqual([listed!.status, receiver.received.length], ['delivered', 1]);

    // Another, held past its day: failed, saying why, and not sent when the endpoint is enabled again.
    await emitApproval('HELD02');
    await setEnabled(false);
    advance(25 * 3_600_000);
    await delivery.flush();
    [listed] = await deliveries(token, endpointId);
    assert.equal(listed!.status, 'failed');
    assert.match(listed!.lastError ?? '', /disabled/);
    await setEnabled(true);
    await delivery.flush();
    assert.equal(receiver.received.length, 1);
  });
});

describe('the console’s delivery list', () => {
  it('pages back 50 at a time, newest first, past the 50 latest', async () => {
    const receiver = await startReceiver();
    const token = await manager();
    const { endpointId } = await createEndpoint(token, receiver.url, ['checkin.approved']);
    for (let i = 1; i <= 53; i++) await emitApproval(`PAGE${String(i).padStart(2, '0')}`);
    const page = async (cursor?: string) => {
      const { status, body } = await callOperation(app, 'listWebhookDeliveries', {
        token,
        params: { endpointId },
        query: { cursor },
      });
      assert.equal(status, 200, JSON.stringify(body));
      return body as { deliveries: { deliveryId: string }[]; nextCursor: string | null };
    };
    const first = await page();
    assert.equal(first.deliveries.length, 50);
    assert.equal(first.nextCursor, first.deliveries.at(-1)!.deliveryId);
    const second = await page(first.nextCursor!);
    assert.equal(second.deliveries.length, 3);
    assert.equal(second.nextCursor, null);
    const ids = [...first.deliveries, ...second.deliveries].map((d) => Number(d.deliveryId));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.equal(new Set(ids).size, 53);
    const bad = await callOperation(app, 'listWebhookDeliveries', {
      token,
      params: { endpointId },
      query: { cursor: 'x1' },
    });
    assert.equal(bad.status, 400);
    await delivery.flush();
  });
});

describe('what a payload holds', () => {
  it('never a passport number nor card data', async () => {
    const receiver = await startReceiver();
    const token = await manager();
    const { secret } = await createEndpoint(token, receiver.url, ['checkin.submitted', 'payment.captured']);
    const emily = await newMember({ app, db, close: async () => {} });
    const passport = await uploadPassport({ app, db, close: async () => {} }, emily.token, {
      nationality: 'USA',
      passportNumber: 'XK7654321',
    });
    assert.equal(passport.status, 200, JSON.stringify(passport.body));
    const sent = await submitCheckin(
      { app, db, close: async () => {} },
      emily.token,
      foreignCheckinBody({ userId: emily.id, passports: [{ guest: 0, passportId: passport.body.passportId }] }),
    );
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    // A card payment of the hotel's, captured (VISA ************4242 on the order).
    const { orderId } = await insertPaidOrder(db, Number(emily.id), { result: 'pending' });
    await recordCapture(db, orderId, 'txn_webhook_test');
    await delivery.flush();

    const types = receiver.received.map(
      (r) => (new Webhook(secret).verify(r.body, r.headers) as { type: string }).type,
    );
    assert.deepEqual(types.sort(), ['checkin.submitted', 'payment.captured']);
    for (const { body } of receiver.received) {
      assert.doesNotMatch(body, /XK7654321|7654321|passport/i);
      assert.doesNotMatch(body, /4242|VISA|card|masked|txn_webhook_test/i);
    }
    const captured = receiver.received.find((r) => r.body.includes('payment.captured'))!;
    const order = await db
      .selectFrom('payment_orders')
      .select('amount')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(captured.body).data, {
      hotelId: 'sakura-asakusa',
      orderId,
      kind: 'checkout',
      amount: order.amount,
      currency: 'JPY',
    });
  });
});

describe('managing endpoints', () => {
  it('takes https, or http to this machine outside production only', async () => {
    const check = (url: string, production: boolean) => checkEndpointUrl(url, { production, resolve: testResolve });
    assert.equal(await check('https://public.test/hooks', true), 'https://public.test/hooks');
    assert.equal(await check('http://127.0.0.1:9/h', false), 'http://127.0.0.1:9/h');
    assert.equal(await check('http://localhost/h', false), 'http://localhost/h');
    await assert.rejects(check('http://127.0.0.1:9/h', true), /url must be https/);
    await assert.rejects(check('http://pms.example/h', false), /url must be https/);
    await assert.rejects(check('ftp://pms.example/h', false), /url must be https/);
    await assert.rejects(check('https://user:pw@pms.example/h', false), /user name or password/);
    await assert.rejects(check('not a url', false), /not a URL/);
  });

  it('in production, refuses an address of this machine or an internal network, also behind a name', async () => {
    const check = (url: string) => checkEndpointUrl(url, { production: true, resolve: testResolve });
    const refusals: [string, RegExp][] = [
      ['https://127.0.0.1/h', /127\.0\.0\.1, a loopback address/],
      ['https://localhost:8443/h', /localhost resolves to (127\.0\.0\.1|::1), a loopback address/],
      ['https://rebind.test/h', /rebind\.test resolves to 127\.0\.0\.1, a loopback address/],
      ['https://mixed.test/h', /mixed\.test resolves to ::ffff:10\.0\.0\.7, a private address/],
      ['https://10.1.2.3/h', /a private address/],
      ['https://[::1]/h', /::1, a loopback address/],
      ['https://[::ffff:127.0.0.1]/h', /a loopback address/],
      ['https://[::ffff:a9fe:a9fe]/h', /a link-local address/],
      ['https://169.254.169.254/latest/meta-data', /a link-local address/],
      ['https://100.100.1.1/h', /a shared \(CGNAT\) address/],
      ['https://[fd00::5]/h', /a private address/],
      ['https://[fe80::1]/h', /a link-local address/],
      ['https://0.0.0.0/h', /an unspecified address/],
      ['https://[::]/h', /an unspecified address/],
      ['https://239.1.2.3/h', /a multicast address/],
      ['https://[ff02::1]/h', /a multicast address/],
      ['https://[64:ff9b::c0a8:101]/h', /a private address/],
      ['https://nowhere.test/h', /nowhere\.test does not resolve \(ENOTFOUND\)/],
    ];
    for (const [url, reason] of refusals) {
      await assert.rejects(check(url), (error: Error & { code?: string }) => {
        assert.equal(error.code, 'webhook_url_refused', url);
        assert.match(error.message, reason, url);
        return true;
      });
    }
    assert.equal(await check('https://93.184.215.14/h'), 'https://93.184.215.14/h');
    assert.equal(await check('https://[2606:4700::1111]/h'), 'https://[2606:4700::1111]/h');
    assert.deepEqual(
      ['8.8.8.8', '::ffff:8.8.8.8', '64:ff9b::808:808', '100.128.0.1', '172.32.0.1'].map(refusedAddressKind),
      [null, null, null, null, null],
    );
  });

  it('re-checks the address at each attempt in production, and connects to the one it checked', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    // Endpoints whose names resolved to the internet when they were added (not through the console here).
    const endpoints = await db
      .insertInto('webhook_endpoints')
      .values(
        [`rebind.test:${port}`, `[::ffff:127.0.0.1]:${port}`].map((host) => ({
          hotel_id: 'sakura-asakusa',
          url: `https://${host}/hooks`,
          event_types: ['checkin.approved'],
          secret: `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
        })),
      )
      .returning('id')
      .execute();
    const production = startWebhookDelivery({ ...workerOptions(), production: true });
    after(() => production.stop());
    await emitApproval('REBIND');
    assert.equal(await production.flush(), 0);
    assert.equal(receiver.received.length, 0);
    const attempts = await db
      .selectFrom('webhook_deliveries')
      .select(['endpoint_id', 'status', 'attempts', 'last_status', 'last_error'])
      .where(
        'endpoint_id',
        'in',
        endpoints.map((e) => e.id),
      )
      .orderBy('endpoint_id')
      .execute();
    assert.deepEqual(
      attempts.map((a) => [a.status, a.attempts, a.last_status, a.last_error]),
      [
        [
          'pending',
          1,
          null,
          'refused: rebind.test resolves to 127.0.0.1, a loopback address: webhooks go to the internet only',
        ],
        ['pending', 1, null, 'refused: ::ffff:7f00:1, a loopback address: webhooks go to the internet only'],
      ],
    );

    // Outside production the attempt goes where the name resolves: the local receiver.
    await db
      .updateTable('webhook_endpoints')
      .set({ url: `http://rebind.test:${port}/hooks` })
      .where('id', '=', endpoints[0]!.id)
      .execute();
    await db.updateTable('webhook_endpoints').set({ enabled: false }).where('id', '=', endpoints[1]!.id).execute();
    advance(60_000);
    assert.equal(await delivery.flush(), 1);
    assert.equal(receiver.received.length, 1);
    assert.equal(receiver.received[0]!.headers.host, `rebind.test:${port}`);
  });

  it('rotates the secret (the old one no longer verifies), audits each change without it, and keeps hotels apart', async () => {
    const receiver = await startReceiver();
    const token = await manager();
    const { endpointId, secret } = await createEndpoint(token, receiver.url, ['checkin.approved']);
    const refused = await callOperation(app, 'createWebhookEndpoint', {
      token,
      body: { url: 'http://pms.example/hooks', eventTypes: ['order.placed'], enabled: true },
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'webhook_url_refused');
    assert.match(refused.body.detail ?? '', /must be https/);

    const rotated = await callOperation(app, 'rotateWebhookSecret', { token, params: { endpointId } });
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.secret, secret);
    await emitApproval('ROTATE');
    await delivery.flush();
    const [message] = receiver.received;
    assert.ok(new Webhook(rotated.body.secret).verify(message!.body, message!.headers));
    assert.throws(() => new Webhook(secret).verify(message!.body, message!.headers), /No matching signature/);

    const listed = await callOperation(app, 'listWebhookEndpoints', { token });
    const mine = listed.body.endpoints.find((e) => e.endpointId === endpointId);
    assert.deepEqual(Object.keys(mine!).sort(), [
      'createdAt',
      'enabled',
      'endpointId',
      'eventTypes',
      'secretRotatedAt',
      'url',
    ]);

    // Another hotel's manager: as missing.
    const minato = await login(DEMO_MANAGERS[1].email);
    const foreign = await callOperation(app, 'updateWebhookEndpoint', {
      token: minato,
      params: { endpointId },
      body: { url: 'https://minato.example/hooks', eventTypes: ['order.placed'], enabled: true },
    });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'webhook_not_found');
    assert.equal(
      (await callOperation(app, 'listWebhookDeliveries', { token: minato, params: { endpointId } })).status,
      404,
    );

    const updated = await callOperation(app, 'updateWebhookEndpoint', {
      token,
      params: { endpointId },
      body: { url: receiver.url, eventTypes: ['order.placed', 'checkin.approved'], enabled: false },
    });
    assert.equal(updated.status, 200);
    assert.deepEqual(updated.body.eventTypes, ['checkin.approved', 'order.placed']);
    const removed = await callOperation(app, 'deleteWebhookEndpoint', { token, params: { endpointId } });
    assert.equal(removed.status, 200);

    const audit = await db
      .selectFrom('audit_log')
      .select(['operation', 'before', 'after'])
      .where('target', '=', `webhook/${endpointId}`)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((a) => a.operation),
      ['webhook.create', 'webhook.rotateSecret', 'webhook.update', 'webhook.delete'],
    );
    const text = JSON.stringify(audit);
    assert.ok(!text.includes(secret) && !text.includes(rotated.body.secret), 'no secret in the audit log');
  });
});
