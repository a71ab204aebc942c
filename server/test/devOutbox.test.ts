import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from './support/helpers.ts';

// The development outbox page (/dev/outbox, server/src/dev/outbox.ts): mails as nodemailer writes
// them, Japanese ones in base64, read back as text with clickable links.
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-dev-outbox-'));
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
const LINK = 'http://localhost:8080/mypage/checkin-history/19?checkinCode=ABC&hotelId=sakura-asakusa&lang=ja';

before(async () => {
  fs.writeFileSync(
    path.join(outboxDir, '2026-01-01T00-00-00-000Z-1-checkin.eml'),
    [
      'From: Sakura Guest Platform <no-reply@sakura-guest.example>',
      'To: hanako.yamada@sakura-demo.example',
      `Subject: =?UTF-8?B?${Buffer.from('【ホテル桜並木 浅草】').toString('base64')}?=`,
      ` =?UTF-8?B?${Buffer.from('チェックイン完了').toString('base64')}?=`,
      'Content-Transfer-Encoding: base64',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      b64(`山田 花子 様\n\nチェックインが完了しました。\n${LINK}\n`),
    ].join('\r\n'),
  );
  fs.writeFileSync(
    path.join(outboxDir, '2026-01-01T00-00-01-000Z-2-reset.eml'),
    [
      'To: guest@example.com',
      'Subject: Reset your password',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="--_b1"',
      '',
      '----_b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Open this link: http://localhost:8080/reset-password/tok?email=3Dguest%40=',
      'example.com',
      'Caf=C3=A9',
      '----_b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      b64('<p>html</p>'),
      '----_b1--',
      '',
    ].join('\r\n'),
  );
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, devOutboxDir: outboxDir });
  await app.ready();
});
after(async () => {
  await app.close();
  await database.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

describe('/dev/outbox', () => {
  it('decodes a base64 Japanese mail and its subject, with the link clickable', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    assert.equal(response.statusCode, 200);
    const html = response.body;
    assert.ok(html.includes('【ホテル桜並木 浅草】チェックイン完了'), html);
    assert.ok(html.includes('チェックインが完了しました。'));
    assert.ok(html.includes(`<a href="${LINK.replace(/&/g, '&amp;')}">`));
  });

  it('decodes the text part of a quoted-printable multipart mail, with the link clickable', async () => {
    const html = (await app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    assert.ok(html.includes('<a href="http://localhost:8080/reset-password/tok?email=guest%40example.com">'), html);
    assert.ok(html.includes('Café'));
    assert.ok(!html.includes('&lt;p&gt;html'));
  });
});
