import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createMailer } from '../src/services/mail.ts';
import { createTestDatabase } from './support/helpers.ts';

let database: DatabaseHandle;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
before(async () => {
  database = await createTestDatabase();
});
after(async () => {
  await database.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe('mailer without SMTP', () => {
  it('writes the mail to the outbox as .eml and records it as sent', async () => {
    const mailer = createMailer({ db: database.db, from: 'No Reply <no-reply@example.com>', outboxDir: outbox });
    after(() => mailer.close());
    await mailer.send({
      kind: 'test',
      to: 'guest@example.com',
      subject: 'パスワード再設定',
      text: 'リンク https://x/y',
      language: 'ja',
    });
    // Recorded in the outbox, delivered by the worker right after (flush waits for it).
    assert.equal(await mailer.flush(), 1);
    const files = fs.readdirSync(outbox);
    assert.equal(files.length, 1);
    assert.match(files[0]!, /-test\.eml$/);
    const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
    assert.match(eml, /^From: No Reply <no-reply@example.com>$/m);
    assert.match(eml, /^To: guest@example.com$/m);
    const row = await database.db.selectFrom('mails').selectAll().executeTakeFirstOrThrow();
    assert.equal(row.subject, 'パスワード再設定');
    assert.ok(row.sent_at);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 1);
    // Delivered once: nothing is left to deliver.
    assert.equal(await mailer.flush(), 0);
    assert.equal(fs.readdirSync(outbox).length, 1);
  });
});
