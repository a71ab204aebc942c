import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import { readConfig } from '../src/config.ts';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import { createMetrics } from '../src/metrics.ts';
import { createHotel } from '../src/services/hotelSetup.ts';
import { runIdempotent } from '../src/services/idempotency.ts';
import { describeCounts, runUpkeep, scheduleUpkeep } from '../src/services/upkeep.ts';
import { captureLog } from './support/captureLog.ts';
import { countRows, createTestDatabase } from './support/helpers.ts';
import { waitFor } from './support/waitFor.ts';

// The upkeep job (services/upkeep.ts) on a real database: what is past its age goes, the rest stays.

let database: DatabaseHandle;
let db: Db;
let userId: number;
const HOUR = 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

before(async () => {
  database = await createTestDatabase();
  db = database.db;
  const user = await db
    .insertInto('users')
    .values({
      email: 'upkeep@example.com',
      email_normalized: 'upkeep@example.com',
      language: 'en',
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});
after(() => database.close());
beforeEach(async () => {
  for (const table of [
    'throttle_events',
    'idempotency_records',
    'sandbox_card_tokens',
    'password_reset_tokens',
    'sessions',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
});

async function throttleEvent(bucket: string, at: Date) {
  await sql`INSERT INTO throttle_events (bucket, created_at) VALUES (${bucket}, ${at})`.execute(db);
}

async function idempotencyRecord(key: string, status: 'in_progress' | 'completed', at: Date) {
  await sql`INSERT INTO idempotency_records (scope, operation, key, request_hash, status, created_at, updated_at)
    VALUES ('user:1', 'smartCheckin', ${key}, 'hash', ${status}, ${at}, ${at})`.execute(db);
}

async function cardToken(token: string, { expiresAt, usedAt = null }: { expiresAt: Date; usedAt?: Date | null }) {
  await db
    .insertInto('sandbox_card_tokens')
    .values({
      token,
      card_brand: 'VISA',
      last4: '4242',
      card_expire: '12/30',
      behaviour: 'ok',
      expires_at: expiresAt,
      used_at: usedAt,
    })
    .execute();
}

const remaining = async <T extends 'throttle_events' | 'sandbox_card_tokens' | 'password_reset_tokens' | 'sessions'>(
  table: T,
  column: 'bucket' | 'token' | 'token_hash',
) =>
  (await sql<{ v: string }>`SELECT ${sql.ref(column)} AS v FROM ${sql.table(table)} ORDER BY 1`.execute(db)).rows.map(
    (r) => r.v,
  );

describe('an upkeep pass', () => {
  it('purges throttle events past the longest window (an hour) and keeps the younger ones', async () => {
    await throttleEvent('old', ago(61 * 60_000));
    await throttleEvent('older', ago(48 * HOUR));
    await throttleEvent('young', ago(59 * 60_000));
    await throttleEvent('now', new Date());
    const counts = await runUpkeep(db);
    assert.equal(counts.throttleEvents, 2);
    assert.deepEqual(await remaining('throttle_events', 'bucket'), ['now', 'young']);
  });

  it('purges idempotency records past 24 hours, in progress or not, and keeps younger in-progress ones', async () => {
    await idempotencyRecord('completed-25h', 'completed', ago(25 * HOUR));
    await idempotencyRecord('abandoned-25h', 'in_progress', ago(25 * HOUR));
    await idempotencyRecord('completed-23h', 'completed', ago(23 * HOUR));
    await idempotencyRecord('in-progress-23h', 'in_progress', ago(23 * HOUR));
    await idempotencyRecord('in-progress-now', 'in_progress', new Date());
    const counts = await runUpkeep(db);
    assert.equal(counts.idempotencyRecords, 2);
    const keys = await db.selectFrom('idempotency_records').select('key').orderBy('key').execute();
    assert.deepEqual(
      keys.map((k) => k.key),
      ['completed-23h', 'in-progress-23h', 'in-progress-now'],
    );
  });

  it('leaves a request replayable within 24 hours, and runs it anew once its record is purged', async () => {
    const request = { scope: 'user:1', operation: 'creditCardPay', key: randomUUID(), payload: { amount: 1200 } };
    let runs = 0;
    const work = async () => ({ orderId: `ORD${++runs}` });
    const first = await runIdempotent(db, request, work);
    assert.deepEqual(first, { body: { orderId: 'ORD1' }, replayed: false });

    await runUpkeep(db);
    assert.deepEqual(await runIdempotent(db, request, work), { body: { orderId: 'ORD1' }, replayed: true });
    // 23 hours later: still replayed.
    await sql`UPDATE idempotency_records SET created_at = ${ago(23 * HOUR)}, updated_at = ${ago(23 * HOUR)}`.execute(
      db,
    );
    await runUpkeep(db);
    assert.deepEqual(await runIdempotent(db, request, work), { body: { orderId: 'ORD1' }, replayed: true });
    // Past 24 hours: the record is gone, the key is new again.
    await sql`UPDATE idempotency_records SET created_at = ${ago(25 * HOUR)}, updated_at = ${ago(25 * HOUR)}`.execute(
      db,
    );
    assert.equal((await runUpkeep(db)).idempotencyRecords, 1);
    assert.deepEqual(await runIdempotent(db, request, work), { body: { orderId: 'ORD2' }, replayed: false });
  });

  it('purges sandbox card tokens used or expired, and keeps those that can still be used', async () => {
    await cardToken('tok_used', { expiresAt: new Date(Date.now() + HOUR), usedAt: ago(60_000) });
    await cardToken('tok_expired', { expiresAt: ago(1000) });
    await cardToken('tok_fresh', { expiresAt: new Date(Date.now() + HOUR) });
    assert.equal((await runUpkeep(db)).sandboxCardTokens, 2);
    assert.deepEqual(await remaining('sandbox_card_tokens', 'token'), ['tok_fresh']);
  });

  it('purges reset links and sessions that ended more than a day ago, and keeps the rest', async () => {
    const future = new Date(Date.now() + HOUR);
    await db
      .insertInto('password_reset_tokens')
      .values([
        { user_id: userId, token_hash: 'reset-expired-2d', expires_at: ago(48 * HOUR) },
        { user_id: userId, token_hash: 'reset-used-2d', expires_at: future, used_at: ago(48 * HOUR) },
        { user_id: userId, token_hash: 'reset-expired-1h', expires_at: ago(HOUR) },
        { user_id: userId, token_hash: 'reset-open', expires_at: future },
      ])
      .execute();
    await db
      .insertInto('sessions')
      .values([
        { user_id: userId, token_hash: 'session-expired-2d', expires_at: ago(48 * HOUR) },
        { user_id: userId, token_hash: 'session-revoked-2d', expires_at: future, revoked_at: ago(48 * HOUR) },
        { user_id: userId, token_hash: 'session-revoked-1h', expires_at: future, revoked_at: ago(HOUR) },
        { user_id: userId, token_hash: 'session-open', expires_at: future },
      ])
      .execute();
    const counts = await runUpkeep(db);
    assert.equal(counts.passwordResetTokens, 2);
    assert.equal(counts.sessions, 2);
    assert.deepEqual(await remaining('password_reset_tokens', 'token_hash'), ['reset-expired-1h', 'reset-open']);
    assert.deepEqual(await remaining('sessions', 'token_hash'), ['session-open', 'session-revoked-1h']);
  });

  it('deletes check-in confirmation mails over 3 years old, once sent or given up, and no other mail', async () => {
    const mail = (kind: string, status: 'pending' | 'sent' | 'failed', at: Date) =>
      sql`INSERT INTO mails (kind, to_address, from_address, subject, text_body, language, status, created_at)
        VALUES (${kind}, 'guest@example.com', 'hotel@example.com', ${`${kind} ${status}`}, 'body', 'en', ${status}, ${at})`.execute(
        db,
      );
    const over3Years = ago(1097 * 24 * HOUR);
    await mail('checkin-confirmation', 'sent', over3Years);
    await mail('checkin-confirmation', 'failed', over3Years);
    await mail('checkin-confirmation', 'pending', over3Years);
    await mail('checkin-confirmation', 'sent', ago(1094 * 24 * HOUR));
    await mail('checkout-payment', 'sent', over3Years);
    assert.equal((await runUpkeep(db)).checkinMails, 2);
    const left = await db.selectFrom('mails').select('subject').orderBy('id').execute();
    assert.deepEqual(
      left.map((m) => m.subject),
      ['checkin-confirmation pending', 'checkin-confirmation sent', 'checkout-payment sent'],
    );
    await db.deleteFrom('mails').execute();
  });

  it('deletes webhook deliveries done over 30 days ago, then their events, and keeps what is pending or younger', async () => {
    await createHotel(db, {
      hotelId: 'upkeep-hooks',
      name: '保守',
      nameLatin: 'Upkeep',
      timeZone: 'Asia/Tokyo',
      telephone: null,
    });
    // Two endpoints: an event has one delivery to each that wanted it.
    const endpoints = await db
      .insertInto('webhook_endpoints')
      .values(
        [1, 2].map(() => ({
          hotel_id: 'upkeep-hooks',
          url: 'https://pms.example/h',
          event_types: ['order.placed'],
          secret: 's',
        })),
      )
      .returning('id')
      .execute();
    const event = async (id: string, at: Date, deliveries: ('pending' | 'delivered' | 'failed')[]) => {
      await db
        .insertInto('webhook_events')
        .values({ id, hotel_id: 'upkeep-hooks', type: 'order.placed', payload: '{}', created_at: at })
        .execute();
      for (const [i, status] of deliveries.entries()) {
        await sql`INSERT INTO webhook_deliveries (event_id, endpoint_id, status, created_at)
          VALUES (${id}, ${endpoints[i]!.id}, ${status}, ${at})`.execute(db);
      }
    };
    const over30Days = ago(31 * 24 * HOUR);
    await event('msg_delivered_old', over30Days, ['delivered', 'failed']);
    await event('msg_nobody_old', over30Days, []);
    await event('msg_resent_old', over30Days, ['delivered', 'pending']);
    await event('msg_young', ago(29 * 24 * HOUR), ['delivered', 'failed']);
    const counts = await runUpkeep(db);
    assert.deepEqual([counts.webhookDeliveries, counts.webhookEvents], [3, 2]);
    assert.match(describeCounts(counts), /webhook deliveries 3, webhook events 2/);
    const left = await db
      .selectFrom('webhook_events as v')
      .leftJoin('webhook_deliveries as d', 'd.event_id', 'v.id')
      .select(['v.id', 'd.status'])
      .orderBy('v.id')
      .orderBy('d.status')
      .execute();
    assert.deepEqual(
      left.map((r) => `${r.id} ${r.status}`),
      ['msg_resent_old pending', 'msg_young delivered', 'msg_young failed'],
    );
    await db.deleteFrom('hotels').where('id', '=', 'upkeep-hooks').execute();
  });

  it('never touches the gateway’s charges or payment orders, nor mails but old check-in confirmations', async () => {
    const before = await Promise.all(
      (['gateway_charges', 'payment_orders', 'mails'] as const).map((table) => countRows(db, table)),
    );
    await sql`INSERT INTO gateway_charges (order_id, card_token, amount, result, created_at)
      VALUES ('ORDold', 'tok_used', 1000, 'success', ${ago(400 * 24 * HOUR)})`.execute(db);
    await runUpkeep(db);
    assert.deepEqual(
      await Promise.all((['gateway_charges', 'payment_orders', 'mails'] as const).map((table) => countRows(db, table))),
      [before[0]! + 1, before[1], before[2]],
    );
  });

  it('deletes in batches until nothing is left', async () => {
    await sql`INSERT INTO throttle_events (bucket, created_at)
      SELECT 'bulk', ${ago(2 * HOUR)}::timestamptz FROM generate_series(1, 2500)`.execute(db);
    await throttleEvent('young', new Date());
    assert.equal((await runUpkeep(db, new Date(), 1000)).throttleEvents, 2500);
    assert.deepEqual(await remaining('throttle_events', 'bucket'), ['young']);
  });

  it('runs twice at once without failing, and the two passes purge each row once between them', async () => {
    await sql`INSERT INTO throttle_events (bucket, created_at)
      SELECT 'bulk', ${ago(2 * HOUR)}::timestamptz FROM generate_series(1, 3000)`.execute(db);
    for (let i = 0; i < 50; i++) await idempotencyRecord(`old-${i}`, 'completed', ago(30 * HOUR));
    await throttleEvent('young', new Date());
    const [a, b] = await Promise.all([runUpkeep(db, new Date(), 200), runUpkeep(db, new Date(), 200)]);
    assert.equal(a.throttleEvents + b.throttleEvents, 3000);
    assert.equal(a.idempotencyRecords + b.idempotencyRecords, 50);
    assert.deepEqual(await remaining('throttle_events', 'bucket'), ['young']);
    assert.equal(await countRows(db, 'idempotency_records'), 0);
  });
});

describe('the upkeep schedule', () => {
  it('runs a first pass soon after the start, logs one JSON line with the counts, and stops cleanly', async () => {
    await throttleEvent('old', ago(2 * HOUR));
    await throttleEvent('old', ago(2 * HOUR));
    await cardToken('tok_expired', { expiresAt: ago(1000) });
    const { log, entries } = captureLog();
    const metrics = createMetrics();
    const schedule = scheduleUpkeep(db, { intervalMs: 60_000, firstDelayMs: 10, log, metrics });
    await waitFor(() => entries.length === 1, { what: 'the first pass' });
    await schedule.stop();
    const [line] = entries;
    assert.equal(line!.msg, 'Upkeep: purged throttle events 2, sandbox card tokens 1.');
    assert.equal(line!.level, 'info');
    assert.equal(line!.component, 'upkeep');
    assert.deepEqual(line!.purged, { throttle_events: 2, sandbox_card_tokens: 1 });
    // Counted in the metrics too: one pass, its time, the rows by kind.
    assert.deepEqual((await metrics.upkeepRuns.get()).values.find((v) => v.labels.result === 'ok')?.value, 1);
    assert.equal((await metrics.upkeepDuration.get()).values.find((v) => v.metricName?.endsWith('_count'))?.value, 1);
    assert.deepEqual(
      Object.fromEntries((await metrics.upkeepPurged.get()).values.map((v) => [v.labels.kind, v.value])),
      { throttle_events: 2, sandbox_card_tokens: 1 },
    );
    assert.equal(
      describeCounts({
        throttleEvents: 0,
        idempotencyRecords: 0,
        sandboxCardTokens: 0,
        passwordResetTokens: 0,
        sessions: 0,
        checkins: 0,
        checkinMails: 0,
        passportCaptures: 0,
        registerAccessLog: 0,
        webhookDeliveries: 0,
        webhookEvents: 0,
      }),
      '',
    );
  });

  it('logs a failed pass and runs the next one as planned', async () => {
    const { log, entries } = captureLog();
    const metrics = createMetrics();
    const errors = () => entries.filter((e) => e.level === 'error');
    await throttleEvent('old', ago(2 * HOUR));
    // The table missing for a while (as if the database were being restored): the pass fails.
    await sql`ALTER TABLE throttle_events RENAME TO throttle_events_away`.execute(db);
    const schedule = scheduleUpkeep(db, {
      intervalMs: 30,
      firstDelayMs: 10,
      log,
      metrics,
    });
    try {
      await waitFor(() => errors().length >= 1, { what: 'the failed pass' });
    } finally {
      await sql`ALTER TABLE throttle_events_away RENAME TO throttle_events`.execute(db);
    }
    const purged = () => entries.filter((e) => e.level === 'info');
    await waitFor(() => purged().length === 1, { what: 'a pass after the failed one' });
    await schedule.stop();
    const failed = errors()[0]!;
    assert.equal(failed.msg, 'Upkeep pass failed');
    assert.equal(failed.component, 'upkeep');
    assert.match((failed.err as { message: string }).message, /throttle_events/);
    assert.deepEqual(
      purged().map((e) => e.msg),
      ['Upkeep: purged throttle events 1.'],
    );
    const runs = (await metrics.upkeepRuns.get()).values;
    assert.ok(runs.find((v) => v.labels.result === 'error')!.value >= 1);
  });
});

describe('UPKEEP_INTERVAL_MINUTES', () => {
  it('is 15 minutes unless set, 0 turns the upkeep off, and anything else stops the start with a clear message', () => {
    assert.equal(readConfig({}).upkeepIntervalMinutes, 15);
    assert.equal(readConfig({ UPKEEP_INTERVAL_MINUTES: '5' }).upkeepIntervalMinutes, 5);
    assert.equal(readConfig({ UPKEEP_INTERVAL_MINUTES: '0.5' }).upkeepIntervalMinutes, 0.5);
    assert.equal(readConfig({ UPKEEP_INTERVAL_MINUTES: '0' }).upkeepIntervalMinutes, 0);
    for (const bad of ['-1', 'ten', '1e3', '20000', ' ']) {
      assert.throws(
        () => readConfig({ UPKEEP_INTERVAL_MINUTES: bad }),
        new RegExp(`UPKEEP_INTERVAL_MINUTES must be a number of minutes from 0 \\(off\\) to 10080, got "${bad}"`),
      );
    }
  });
});
