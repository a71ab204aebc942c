import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_MANAGERS, DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { checkEndpointUrl } from '../src/services/consoleWebhooks.ts';
import { startWebhookDelivery, type WebhookDelivery } from '../src/services/webhookDelivery.ts';
import { emitWebhookEvent, recordCapture } from '../src/services/webhooks.ts';
import { assertMatchesContract } from './support/contract.ts';
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

before(async () => {
  database = await createTestDatabase({ seeded: true });
  db = database.db;
  delivery = startWebhookDelivery({
    db,
    now: () => new Date(Date.now() + offsetMs),
    // Only flush() and the app's kicks deliver: no look of the worker's own during a test.
    pollMs: 3_600_000,
    schedule: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, jitter: 0 },
    log: pino({ level: 'silent' }),
  });
  app = await buildApp({ db, webhookDelivery: delivery });
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

async function call(
  operationId: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    ...(payload && { payload: payload as Record<string, unknown> }),
    headers: { authorization: `Bearer ${token}` },
  });
  const body = response.json();
  assertMatchesContract(operationId, response.statusCode, body);
  return { status: response.statusCode, body };
}

const manager = () => login(DEMO_MANAGERS[0].email);

/** A new endpoint of sakura-asakusa on the receiver, for these event types: its id and secret. */
async function createEndpoint(token: string, url: string, eventTypes: string[]) {
  const { status, body } = await call('createWebhookEndpoint', token, 'POST', '/api/front-desk/webhooks', {
    url,
    eventTypes,
    enabled: true,
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body as { endpointId: string; secret: string };
}

const deliveries = async (token: string, endpointId: string) => {
  const { status, body } = await call(
    'listWebhookDeliveries',
    token,
    'GET',
    `/api/front-desk/webhooks/${endpointId}/deliveries`,
  );
  assert.equal(status, 200, JSON.stringify(body));
  return body.deliveries as {
    deliveryId: string;
    webhookId: string;
    eventType: string;
    status: string;
    attempts: number;
    lastStatus: number | null;
    nextAttemptAt: string | null;
  }[];
};

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
    const pending = await call('listFrontDeskCheckins', desk, 'GET', '/api/front-desk/checkins');
    const checkin = pending.body.checkins.find((c: { telephone: string }) => c.telephone === '08099990000');
    assert.ok(checkin, JSON.stringify(pending.body));
    const approved = await call(
      'approveFrontDeskCheckin',
      desk,
      'POST',
      `/api/front-desk/checkins/${checkin.checkinId}/approve`,
    );
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    // Approved again: no second event.
    await call('approveFrontDeskCheckin', desk, 'POST', `/api/front-desk/checkins/${checkin.checkinId}/approve`);
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
    const resent = await call(
      'resendWebhookDelivery',
      token,
      'POST',
      `/api/front-desk/webhooks/${endpointId}/deliveries/${listed!.deliveryId}/resend`,
    );
    assert.equal(resent.status, 200, JSON.stringify(resent.body));
    await delivery.flush();
    [listed] = await deliveries(token, endpointId);
    assert.equal(listed!.status, 'delivered');
    assert.equal(receiver.received.at(-1)!.headers['webhook-id'], listed!.webhookId);
    assert.equal(receiver.received.filter((r) => r.accepted).length, 1);
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
  it('takes https, or http to this machine outside production only', () => {
    assert.equal(checkEndpointUrl('https://pms.example/hooks', true), 'https://pms.example/hooks');
    assert.equal(checkEndpointUrl('http://127.0.0.1:9/h', false), 'http://127.0.0.1:9/h');
    assert.equal(checkEndpointUrl('http://localhost/h', false), 'http://localhost/h');
    assert.throws(() => checkEndpointUrl('http://127.0.0.1:9/h', true), /url must be https/);
    assert.throws(() => checkEndpointUrl('http://pms.example/h', false), /url must be https/);
    assert.throws(() => checkEndpointUrl('ftp://pms.example/h', false), /url must be https/);
    assert.throws(() => checkEndpointUrl('https://user:pw@pms.example/h', false), /user name or password/);
    assert.throws(() => checkEndpointUrl('not a url', false), /not a URL/);
  });

  it('rotates the secret (the old one no longer verifies), audits each change without it, and keeps hotels apart', async () => {
    const receiver = await startReceiver();
    const token = await manager();
    const { endpointId, secret } = await createEndpoint(token, receiver.url, ['checkin.approved']);
    const refused = await call('createWebhookEndpoint', token, 'POST', '/api/front-desk/webhooks', {
      url: 'http://pms.example/hooks',
      eventTypes: ['order.placed'],
      enabled: true,
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.code, 'validation_error');

    const rotated = await call('rotateWebhookSecret', token, 'POST', `/api/front-desk/webhooks/${endpointId}/secret`);
    assert.equal(rotated.status, 200);
    assert.notEqual(rotated.body.secret, secret);
    await emitApproval('ROTATE');
    await delivery.flush();
    const [message] = receiver.received;
    assert.ok(new Webhook(rotated.body.secret).verify(message!.body, message!.headers));
    assert.throws(() => new Webhook(secret).verify(message!.body, message!.headers), /No matching signature/);

    const listed = await call('listWebhookEndpoints', token, 'GET', '/api/front-desk/webhooks');
    const mine = listed.body.endpoints.find((e: { endpointId: string }) => e.endpointId === endpointId);
    assert.deepEqual(Object.keys(mine).sort(), [
      'createdAt',
      'enabled',
      'endpointId',
      'eventTypes',
      'secretRotatedAt',
      'url',
    ]);

    // Another hotel's manager: as missing.
    const minato = await login(DEMO_MANAGERS[1].email);
    const foreign = await call('updateWebhookEndpoint', minato, 'PUT', `/api/front-desk/webhooks/${endpointId}`, {
      url: 'https://minato.example/hooks',
      eventTypes: ['order.placed'],
      enabled: true,
    });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'webhook_not_found');
    assert.equal(
      (await call('listWebhookDeliveries', minato, 'GET', `/api/front-desk/webhooks/${endpointId}/deliveries`)).status,
      404,
    );

    const updated = await call('updateWebhookEndpoint', token, 'PUT', `/api/front-desk/webhooks/${endpointId}`, {
      url: receiver.url,
      eventTypes: ['order.placed', 'checkin.approved'],
      enabled: false,
    });
    assert.equal(updated.status, 200);
    assert.deepEqual(updated.body.eventTypes, ['checkin.approved', 'order.placed']);
    const removed = await call('deleteWebhookEndpoint', token, 'DELETE', `/api/front-desk/webhooks/${endpointId}`);
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
