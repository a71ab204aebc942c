import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { CAPTURES_PER_HOUR, maskPassportNumber } from '../src/services/passportCapture.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { newMember, type Member } from './support/members.ts';
import {
  foreignCheckinBody,
  heicBytes,
  jpegBytes,
  pngBytes,
  submitCheckin,
  uploadPassport,
} from './support/passportFixtures.ts';

// Issue 24: a foreign guest's passport, uploaded, encrypted, and moved into the check-in's register.
let t: TestApp;
let emily: Member;
let other: Member;
before(async () => {
  t = await createTestApp();
  emily = await newMember(t);
  other = await newMember(t);
});
after(async () => {
  await t.close();
});

const registerOf = (checkinId: string) =>
  t.db.selectFrom('guest_register').selectAll().where('checkin_id', '=', Number(checkinId)).orderBy('guest').execute();
const captureRow = (id: string) =>
  t.db.selectFrom('passport_captures').selectAll().where('id', '=', id).executeTakeFirst();

describe('createPassportCapture', () => {
  it('stores a JPEG, PNG or HEIC passport and answers the number masked', async () => {
    for (const [type, bytes] of [
      ['image/jpeg', jpegBytes()],
      ['image/png', pngBytes()],
      ['image/heic', heicBytes()],
    ] as const) {
      const { status, body } = await uploadPassport(t, emily.token, {
        nationality: 'GBR',
        passportNumber: 'XK1234567',
        image: { type, data: bytes.toString('base64') },
      });
      assert.equal(status, 200, type);
      assert.deepEqual(Object.keys(body).sort(), ['maskedNumber', 'nationality', 'passportId']);
      assert.equal(body.maskedNumber, '******567');
      assert.equal(body.nationality, 'GBR');
      const row = await captureRow(body.passportId);
      assert.equal(row?.image_type, type);
    }
    assert.equal(maskPassportNumber('AB123'), '**123');
  });

  it('keeps the number and the image encrypted: neither is in the database as it was sent', async () => {
    const image = jpegBytes(4096);
    const { body } = await uploadPassport(t, emily.token, {
      passportNumber: 'ZZ9876543',
      image: { type: 'image/jpeg', data: image.toString('base64') },
    });
    const row = (await captureRow(body.passportId))!;
    const stored = Buffer.concat([Buffer.from(row.number_ciphertext), Buffer.from(row.image_ciphertext)]);
    assert.equal(stored.includes(Buffer.from('ZZ9876543')), false);
    assert.equal(stored.includes(image.subarray(0, 64)), false);
    assert.equal(stored.includes(Buffer.from(image.toString('base64').slice(0, 64))), false);
    // Not even as text anywhere in the row.
    const text = await sql<{
      row: string;
    }>`select p::text as row from passport_captures p where id = ${body.passportId}`.execute(t.db);
    assert.doesNotMatch(text.rows[0]!.row, /ZZ9876543/);
  });

  it('refuses what is not base64, not of its type, or not an image (400 image_invalid)', async () => {
    const cases = [
      { type: 'image/jpeg', data: 'not base64 at all!' },
      { type: 'image/jpeg', data: pngBytes().toString('base64') },
      { type: 'image/png', data: jpegBytes().toString('base64') },
      { type: 'image/heic', data: jpegBytes().toString('base64') },
      { type: 'image/jpeg', data: Buffer.from('%PDF-1.7 a document').toString('base64') },
    ];
    for (const image of cases) {
      const { status, body } = await uploadPassport(t, emily.token, { image });
      assert.equal(status, 400, image.data.slice(0, 20));
      assert.deepEqual(body, { message: 'Invalid image', code: 'image_invalid' });
    }
    const gif = await uploadPassport(t, emily.token, { image: { type: 'image/gif', data: 'R0lGODlh' } });
    assert.equal(gif.status, 400);
    assert.equal(gif.body.code, 'validation_error');
  });

  it('refuses an image over 10 MB (413 image_too_large) and takes one of 9 MB', async () => {
    const big = await uploadPassport(t, emily.token, {
      image: { type: 'image/jpeg', data: jpegBytes(10 * 1024 * 1024 + 1).toString('base64') },
    });
    assert.equal(big.status, 413);
    assert.deepEqual(big.body, { message: 'File size limit 10Mb.', code: 'image_too_large' });
    const nine = await uploadPassport(t, emily.token, {
      image: { type: 'image/jpeg', data: jpegBytes(9 * 1024 * 1024).toString('base64') },
    });
    assert.equal(nine.status, 200);
  });

  it('keeps the 256 KB body limit of every other operation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'x'.repeat(300 * 1024) },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().code, 'payload_too_large');
  });

  it('refuses JPN, a code that is no country code, an unknown hotel, and anyone not signed in', async () => {
    const japanese = await uploadPassport(t, emily.token, { nationality: 'JPN' });
    assert.equal(japanese.status, 400);
    assert.equal(japanese.body.code, 'validation_error');
    assert.match(japanese.body.message, /JPN/);
    for (const nationality of ['us', 'USAA', 'U1A']) {
      assert.equal((await uploadPassport(t, emily.token, { nationality })).status, 400, nationality);
    }
    const unknown = await uploadPassport(t, emily.token, { hotelId: 'no-such-hotel' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'hotel_not_found');
    const anonymous = await uploadPassport(t, undefined);
    assert.equal(anonymous.status, 401);
  });

  it(`takes at most ${CAPTURES_PER_HOUR} passports per member and hour (then 429)`, async () => {
    const member = await newMember(t);
    for (let i = 0; i < CAPTURES_PER_HOUR; i++) {
      assert.equal((await uploadPassport(t, member.token)).status, 200, `upload ${i + 1}`);
    }
    const refused = await uploadPassport(t, member.token);
    assert.equal(refused.status, 429);
    assert.equal(refused.body.code, 'too_many_requests');
    assert.equal((await uploadPassport(t, other.token)).status, 200, 'another member is not held up');
  });
});

describe('smartCheckin writes the guest register', () => {
  it('needs a passport of a foreign representative without an address in Japan (400 passport_required)', async () => {
    const before = await t.db.selectFrom('checkins').select('id').execute();
    const { status, body } = await submitCheckin(t, emily.token, foreignCheckinBody({ userId: emily.id }));
    assert.equal(status, 400);
    assert.equal(body.code, 'passport_required');
    assert.equal((await t.db.selectFrom('checkins').select('id').execute()).length, before.length, 'nothing stored');
  });

  it('writes a row per guest and moves the passports in, taking them out of the captures', async () => {
    const own = await uploadPassport(t, emily.token, { nationality: 'USA', passportNumber: 'XK1234567' });
    const companions = await uploadPassport(t, emily.token, { nationality: 'CAN', passportNumber: 'AB765432' });
    const capture = (await captureRow(own.body.passportId))!;
    const body = foreignCheckinBody({
      userId: emily.id,
      accompany: [
        { surname: 'Carter', name: 'Tom' },
        { surname: 'Lee', name: 'Ann' },
      ],
      passports: [
        { guest: 0, passportId: own.body.passportId },
        { guest: 2, passportId: companions.body.passportId },
      ],
    });
    const key = randomUUID();
    const { status, body: answer } = await submitCheckin(t, emily.token, body, key);
    assert.equal(status, 200, JSON.stringify(answer));
    const rows = await registerOf(answer.checkinId);
    assert.deepEqual(
      rows.map((r) => [r.guest, r.name, r.nationality, r.resides_in_japan, r.passport_masked, r.image_type]),
      [
        [0, 'Carter Emily', 'USA', false, '******567', 'image/jpeg'],
        [1, 'Carter Tom', null, null, null, null],
        [2, 'Lee Ann', 'CAN', false, '*****432', 'image/jpeg'],
      ],
    );
    assert.equal(rows[0]!.address, '1200 SW Main St, Portland, OR 97205, USA');
    assert.equal(rows[0]!.telephone, '15035550142');
    assert.equal(rows[1]!.address, null);
    // Moved as sealed: the same ciphertext, under the same key.
    assert.deepEqual(Buffer.from(rows[0]!.passport_ciphertext!), Buffer.from(capture.number_ciphertext));
    assert.equal(rows[0]!.key_id, capture.key_id);
    assert.equal(await captureRow(own.body.passportId), undefined);
    assert.equal(await captureRow(companions.body.passportId), undefined);
    // Kept 3 years from the end of the stay (the arrival day here: no reservation).
    const years = (rows[0]!.retain_until.getTime() - Date.now()) / (365.25 * 86_400_000);
    assert.ok(years > 2.99 && years < 3.01, `retained ${years} years`);

    // A replay answers the same and writes nothing again.
    const replay = await submitCheckin(t, emily.token, body, key);
    assert.deepEqual(replay.body, answer);
    assert.equal((await registerOf(answer.checkinId)).length, 3);

    // The capture was taken: another check-in cannot take it again.
    const again = await submitCheckin(
      t,
      emily.token,
      foreignCheckinBody({ userId: emily.id, passports: [{ guest: 0, passportId: own.body.passportId }] }),
    );
    assert.equal(again.status, 404);
    assert.equal(again.body.code, 'passport_not_found');
  });

  it('asks nothing of Japanese guests and foreign residents', async () => {
    for (const [nationality, residesInJapan] of [
      ['JPN', false],
      ['NJP', true],
    ] as const) {
      const { status, body } = await submitCheckin(
        t,
        emily.token,
        foreignCheckinBody({ userId: emily.id, nationality, residesInJapan }),
      );
      assert.equal(status, 200, nationality);
      const [row] = await registerOf(body.checkinId);
      assert.equal(row!.nationality, nationality);
      assert.equal(row!.resides_in_japan, nationality === 'JPN' ? null : true);
      assert.equal(row!.passport_ciphertext, null);
    }
  });

  it("refuses another member's, another hotel's or an expired capture (404 passport_not_found)", async () => {
    const others = await uploadPassport(t, other.token);
    const minimal = await uploadPassport(t, emily.token, { hotelId: MINIMAL_HOTEL_ID });
    const old = await uploadPassport(t, emily.token);
    await sql`update passport_captures set created_at = now() - interval '25 hours' where id = ${old.body.passportId}`.execute(
      t.db,
    );
    for (const passportId of [others.body.passportId, minimal.body.passportId, old.body.passportId, randomUUID()]) {
      const { status, body } = await submitCheckin(
        t,
        emily.token,
        foreignCheckinBody({ userId: emily.id, passports: [{ guest: 0, passportId }] }),
      );
      assert.equal(status, 404, passportId);
      assert.equal(body.code, 'passport_not_found');
    }
    assert.ok(await captureRow(others.body.passportId), 'a refused check-in takes nothing');
  });

  it('refuses a guest number beyond the companions, or one named twice (400 validation_error)', async () => {
    const a = await uploadPassport(t, emily.token);
    const b = await uploadPassport(t, emily.token);
    const accompany = [{ surname: 'Carter', name: 'Tom' }];
    for (const passports of [
      [{ guest: 2, passportId: a.body.passportId }],
      [
        { guest: 0, passportId: a.body.passportId },
        { guest: 0, passportId: b.body.passportId },
      ],
      [
        { guest: 0, passportId: a.body.passportId },
        { guest: 1, passportId: a.body.passportId },
      ],
    ]) {
      const { status, body } = await submitCheckin(
        t,
        emily.token,
        foreignCheckinBody({ userId: emily.id, accompany, passports }),
      );
      assert.equal(status, 400, JSON.stringify(passports));
      assert.equal(body.code, 'validation_error');
    }
  });
});

describe('the log', () => {
  let logged: FastifyInstance;
  const lines: string[] = [];
  before(async () => {
    logged = await buildApp({
      db: t.db,
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    await logged.ready();
  });
  after(() => logged.close());

  it('never holds a passport number or image, of an upload, a check-in or a refused request', async () => {
    const image = jpegBytes(8192).toString('base64');
    const logApp = { ...t, app: logged };
    const { body } = await uploadPassport(logApp, emily.token, {
      passportNumber: 'LOG4242424',
      image: { type: 'image/jpeg', data: image },
    });
    const checkin = await submitCheckin(
      logApp,
      emily.token,
      foreignCheckinBody({ userId: emily.id, passports: [{ guest: 0, passportId: body.passportId }] }),
    );
    assert.equal(checkin.status, 200);
    const refused = await uploadPassport(logApp, emily.token, {
      passportNumber: 'log4242424',
      image: { type: 'image/png', data: image },
    });
    assert.equal(refused.status, 400);
    assert.doesNotMatch(JSON.stringify(refused.body), /4242424/);
    const mismatch = await uploadPassport(logApp, emily.token, {
      passportNumber: 'LOG4242424',
      image: { type: 'image/png', data: image },
    });
    assert.equal(mismatch.status, 400);
    const text = lines.join('');
    assert.ok(lines.length >= 4, 'requests were logged');
    assert.doesNotMatch(text, /4242424/);
    assert.equal(text.includes(image.slice(0, 40)), false);
  });
});
