import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle, type Db } from '../src/db/database.ts';
import { claimDueMails, enqueueMail, markSent } from '../src/db/repositories/mails.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { createMailer, type Mailer } from '../src/services/mail.ts';
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from '../src/services/mailDelivery.ts';
import { createMetrics, type Metrics } from '../src/metrics.ts';
import { captureLog } from './support/captureLog.ts';
import { createTestDatabase } from './support/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from './support/smtpServer.ts';
import { waitFor } from './support/waitFor.ts';

// The mail outbox (services/mail.ts, services/mailDelivery.ts) against a real SMTP conversation:
// a server that fails (421), then recovers.

let database: DatabaseHandle & { url?: string };
let db: Db;
let smtp: TestSmtpServer;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-outbox-test-'));
const FROM = 'No Reply <no-reply@example.com>';

before(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemoData(db);
  smtp = await startTestSmtpServer();
});
after(async () => {
  await smtp.close();
  await database.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.deleteFrom('mails').execute();
  smtp.setDown(false);
  smtp.setAcceptDelay(0);
  smtp.received.length = 0;
});

/** What the worker logs (the production logger's JSON lines), kept for the assertions instead of printed. */
function captureMailLog() {
  const { log, entries } = captureLog('debug');
  const of = (level: string) => entries.filter((e) => e.level === level).map((e) => e.msg);
  return {
    log,
    entries,
    lines: {
      get info() {
        return of('info');
      },
      get warn() {
        return of('warn');
      },
      get error() {
        return of('error');
      },
    },
  };
}

/** A mailer on the test SMTP server, with a short retry schedule; closed after the test. */
function smtpMailer(
  schedule: Partial<RetrySchedule>,
  log = captureMailLog().log,
  on: Db = db,
  metrics?: Metrics,
): Mailer {
  const mailer = createMailer({
    db: on,
    from: FROM,
    smtpUrl: smtp.url,
    outboxDir,
    retrySchedule: { firstDelayMs: 100, maxDelayMs: 400, maxAttempts: 50, jitter: 0, ...schedule },
    pollMs: 20,
    log,
    ...(metrics && { metrics }),
  });
  after(() => mailer.close());
  return mailer;
}

const mailRow = (id?: number) =>
  db
    .selectFrom('mails')
    .selectAll()
    .$if(id !== undefined, (q) => q.where('id', '=', id!))
    .orderBy('id')
    .executeTakeFirstOrThrow();

const testMail = (subject: string) => ({
  kind: 'test',
  to: 'guest@example.com',
  subject,
  text: `Body of ${subject}`,
  language: 'en' as const,
});

describe('the retry schedule', () => {
  it('waits 30 s, 1 min, 2 min … up to an hour, for more than a day, stretched by up to 20 % at random', () => {
    const none = () => 0;
    const delays = [1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n, DEFAULT_RETRY_SCHEDULE, none) / 1000);
    assert.deepEqual(delays, [30, 60, 120, 240, 1920, 3600, 3600]);
    assert.equal(retryDelayMs(1, DEFAULT_RETRY_SCHEDULE, () => 0.5) / 1000, 33);
    assert.equal(retryDelayMs(9, DEFAULT_RETRY_SCHEDULE, () => 1) / 1000, 4320);
    let total = 0;
    for (let n = 1; n < DEFAULT_RETRY_SCHEDULE.maxAttempts; n++) total += retryDelayMs(n, DEFAULT_RETRY_SCHEDULE, none);
    const hours = total / 3_600_000;
    assert.ok(hours >= 24 && hours <= 48, `tried for ${hours} h`);
  });
});

describe('mail through a failing SMTP server', () => {
  it('keeps the mail while the server fails, retries with growing waits, and delivers it once when it recovers', async () => {
    smtp.setDown(true);
    const { lines, log } = captureMailLog();
    const mailer = smtpMailer({}, log);
    const refusedBefore = smtp.refused;
    await mailer.send(testMail('Sent during the outage'));
    // Returned before any delivery: the mail is in the outbox.
    const queued = await mailRow();
    assert.equal(queued.status, 'pending');

    await waitFor(() => lines.warn.length >= 4, { what: 'four failed attempts' });
    const failing = await mailRow();
    assert.equal(failing.status, 'pending');
    assert.match(failing.last_error!, /421/);
    assert.ok(failing.next_attempt_at > new Date(Date.now() - 50));
    assert.equal(smtp.received.length, 0);
    // The waits double: 100, 200, 400 ms (then 400 ms, the cap of this test's schedule).
    assert.deepEqual(
      lines.warn.slice(0, 4).map((line) => /next try in (.*)$/.exec(line)?.[1]),
      ['100 ms', '200 ms', '400 ms', '400 ms'],
    );
    // …and the worker waited them (it looks every 20 ms: immediate retries would take about 60 ms).
    const failedAt = smtp.refusedAt.slice(refusedBefore);
    assert.ok(failedAt[3]! - failedAt[0]! >= 700 - 50, `attempts at +${failedAt.map((t) => t - failedAt[0]!)} ms`);
    assert.match(lines.warn[0]!, /not sent \(attempt 1 of 50\): .*421/);

    smtp.setDown(false);
    const sent = await waitFor(async () => {
      const row = await mailRow();
      return row.status === 'sent' ? row : null;
    });
    assert.ok(sent.sent_at);
    assert.equal(sent.last_error, null);
    assert.equal(smtp.received.length, 1);
    assert.match(smtp.received[0]!.data, /^Subject: Sent during the outage$/m);
    assert.deepEqual(smtp.received[0]!.to, ['guest@example.com']);
    assert.match(lines.info.at(-1)!, new RegExp(`Mail ${sent.id} \\(test\\) sent at attempt ${sent.attempts}`));
    // Delivered once: the worker keeps looking and finds nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await mailer.flush(), 0);
    assert.equal(smtp.received.length, 1);
  });

  it('stops a pass at the first failed send, and the mails behind it go out once the server is back', async () => {
    smtp.setDown(true);
    const mailer = createMailer({
      db,
      from: FROM,
      smtpUrl: smtp.url,
      outboxDir,
      // The first mail's retry is not due during the test unless the test says so (below).
      retrySchedule: { firstDelayMs: 3_600_000, maxDelayMs: 3_600_000, maxAttempts: 5, jitter: 0 },
      // No look of its own during the test: only flush() delivers.
      pollMs: 60_000,
      log: captureMailLog().log,
    });
    after(() => mailer.close());
    for (const subject of ['First', 'Second', 'Third']) {
      await enqueueMail(db, {
        kind: 'test',
        to_address: 'guest@example.com',
        from_address: FROM,
        subject,
        text_body: subject,
        language: 'en',
      });
    }
    const refused = smtp.refused;
    assert.equal(await mailer.flush(), 0);
    // One connection refused, not three: the others were not tried against a server that is down.
    assert.equal(smtp.refused, refused + 1);
    const rows = await db.selectFrom('mails').select(['subject', 'attempts', 'status']).orderBy('id').execute();
    assert.deepEqual(
      rows.map((r) => [r.subject, r.attempts, r.status]),
      [
        ['First', 1, 'pending'],
        ['Second', 0, 'pending'],
        ['Third', 0, 'pending'],
      ],
    );
    smtp.setDown(false);
    // The two never tried are due; the first waits for its retry (however long the sends take)...
    assert.equal(await mailer.flush(), 2);
    // ...until its time comes.
    await db
      .updateTable('mails')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('subject', '=', 'First')
      .execute();
    assert.equal(await mailer.flush(), 1);
    const received = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.data)![1]);
    assert.deepEqual(received, ['Second', 'Third', 'First']);
  });

  it('gives up after the last attempt, says so in the error log, and tries no more', async () => {
    smtp.setDown(true);
    const { lines, entries, log } = captureMailLog();
    const metrics = createMetrics();
    const mailer = smtpMailer({ firstDelayMs: 10, maxDelayMs: 20, maxAttempts: 3 }, log, db, metrics);
    await mailer.send(testMail('Never delivered'));
    const failed = await waitFor(async () => {
      const row = await mailRow();
      return row.status === 'failed' ? row : null;
    });
    assert.equal(failed.attempts, 3);
    assert.match(failed.last_error!, /421/);
    assert.equal(lines.warn.length, 2);
    assert.equal(lines.error.length, 1);
    assert.match(lines.error[0]!, /Mail \d+ \(test\) to guest@example.com given up after 3 attempts: .*421/);
    // As JSON lines of the mail component, with the mail's id and attempt as fields of their own.
    const givenUp = entries.find((e) => e.level === 'error')!;
    assert.equal(givenUp.component, 'mail');
    assert.equal(givenUp.mailId, failed.id);
    assert.equal(givenUp.attempt, 3);
    // …and counted: two failed attempts tried again, one given up.
    const deliveries = await metrics.outboxDeliveries.get();
    const count = (result: string) => deliveries.values.find((v) => v.labels.result === result)?.value;
    assert.deepEqual([count('sent'), count('retry'), count('failed')], [0, 2, 1]);
    const refused = smtp.refused;
    smtp.setDown(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(await mailer.flush(), 0);
    assert.equal(smtp.refused, refused);
    assert.equal(smtp.received.length, 0);
  });

  it('answers the guest’s reset request while the server is down, and the link arrives after it recovers', async () => {
    smtp.setDown(true);
    const app = await buildApp({ db, mailer: smtpMailer({}), publicUrl: 'https://guest.example' });
    after(() => app.close());
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    const email = `outage-${Date.now()}@example.com`;
    assert.equal((await post('/api/auth/register', { email, password: 'Sakura2026', language: 'en' })).statusCode, 200);
    const asked = await post('/api/auth/forgot-password', { email, hotelId: 'sakura-asakusa', lang: 'en' });
    assert.equal(asked.statusCode, 200, asked.body);
    const refused = smtp.refused;
    await waitFor(() => smtp.refused >= refused + 1, { what: 'a failed attempt' });
    assert.equal((await mailRow()).status, 'pending');

    smtp.setDown(false);
    await waitFor(async () => (await mailRow()).status === 'sent', { what: 'the reset mail' });
    assert.equal(smtp.received.length, 1);
    assert.deepEqual(smtp.received[0]!.to, [email]);
    assert.match(smtp.received[0]!.data, /https:\/\/guest\.example\/reset-password\//);
  });
});

describe('two delivery workers on one database', () => {
  it('deliver every mail exactly once between them', async () => {
    // On PostgreSQL the second worker has its own connection pool, as a second server process would.
    const other = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    after(() => other?.close());
    const first = smtpMailer({});
    const second = smtpMailer({}, captureMailLog().log, other?.db ?? db);
    // Each send takes a moment, as on a real server, so that the two flushes overlap: without it, under
    // CI's load one worker once sent every mail before the other's first claim ("first 0, second 33").
    smtp.setAcceptDelay(10);
    const subjects = Array.from({ length: 45 }, (_, i) => `Mail ${i + 1}`);
    for (const subject of subjects) {
      await enqueueMail(db, {
        kind: 'test',
        to_address: 'guest@example.com',
        from_address: FROM,
        subject,
        text_body: subject,
        language: 'en',
      });
    }
    const [byFirst, bySecond] = await Promise.all([first.flush(), second.flush()]);
    await waitFor(
      async () => (await db.selectFrom('mails').select('id').where('status', '=', 'pending').execute()).length === 0,
    );
    const received = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.data)![1]);
    assert.deepEqual([...received].sort(), [...subjects].sort());
    // Each delivery once (above); the flushes count only their own, and a worker's own wake-up on the
    // queued mails may have sent some before them (CI run 13 on PostgreSQL: 35 of 45 by the flushes).
    assert.ok(byFirst + bySecond <= subjects.length, `${byFirst} + ${bySecond}`);
    assert.ok(byFirst > 0 && bySecond > 0, `first ${byFirst}, second ${bySecond}`);
    const rows = await db.selectFrom('mails').select(['status', 'attempts']).execute();
    assert.ok(rows.every((r) => r.status === 'sent' && r.attempts === 1));
  });

  it('takes over a claim whose worker stopped once its lease has expired, and not before', async () => {
    await enqueueMail(db, {
      kind: 'test',
      to_address: 'guest@example.com',
      from_address: FROM,
      subject: 'Claimed by a worker that stopped',
      text_body: '…',
      language: 'en',
    });
    const [claimed] = await claimDueMails(db, { limit: 10, leaseMs: 300, token: 'stopped-worker' });
    assert.ok(claimed);
    assert.deepEqual(await claimDueMails(db, { limit: 10, leaseMs: 300, token: 'other' }), []);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const [takenOver] = await claimDueMails(db, { limit: 10, leaseMs: 60_000, token: 'other' });
    assert.equal(takenOver?.id, claimed.id);
    assert.equal(takenOver.attempts, 2);
    // The stopped worker, back, cannot mark a mail it no longer holds.
    assert.equal(await markSent(db, claimed.id, 'stopped-worker'), false);
    assert.equal(await markSent(db, claimed.id, 'other'), true);
  });
});
