import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_PASSPORT_NUMBER, DEMO_REGISTER_CHECKIN_CODE } from '../src/db/seed/demoRegister.ts';
import { DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { createLogger } from '../src/logger.ts';
import { toCsv } from '../src/services/csv.ts';
import { localDateTime } from '../src/services/hotelTime.ts';
import { CAPTURES_PER_HOUR, maskPassportNumber } from '../src/services/passportCapture.ts';
import { callOperation, malformed } from './support/callOperation.ts';
import { assertMatchesContract } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { newMember, type Member } from './support/members.ts';
import {
  foreignCheckinBody,
  heicBytes,
  jpegBytes,
  pngBytes,
  type PassportImage,
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
    const cases: PassportImage[] = [
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
    const gif = await callOperation(t.app, 'createPassportCapture', {
      token: emily.token,
      body: malformed({
        hotelId: DEMO_HOTEL_ID,
        nationality: 'USA',
        passportNumber: 'XK1234567',
        image: { type: 'image/gif', data: 'R0lGODlh' },
      }),
    });
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
    assert.match(japanese.body.detail ?? '', /JPN/);
    for (const nationality of ['us', 'USAA', 'U1A', 'XXX']) {
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
    // Kept with its check-in, 3 years from the end of the stay (the arrival day here: no reservation).
    const { retain_until } = await t.db
      .selectFrom('checkins')
      .select('retain_until')
      .where('id', '=', Number(answer.checkinId))
      .executeTakeFirstOrThrow();
    const years = (retain_until.getTime() - Date.now()) / (365.25 * 86_400_000);
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

describe("the hotel's register at the front desk", () => {
  let sakura: string;
  let minato: string;
  let checkinId: string;
  const image = pngBytes(3000);
  // The check-in's arrival, an hour ahead, and its date in the hotel's zone, the register's date: from
  // 23:00 in Tokyo, tomorrow's.
  const arrival = Math.floor(Date.now() / 1000) + 3600;
  const arrivalDay = localDateTime(new Date(arrival * 1000), 'Asia/Tokyo').date;

  const staffToken = async (email: string, n: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/login',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: `198.19.2.${n}`,
    });
    return response.json().token as string;
  };
  const get = async (operationId: string, url: string, token: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    // The CSV is checked line by line below; every JSON answer against the contract.
    const csv = String(response.headers['content-type']).startsWith('text/csv');
    const body = csv ? response.body : response.json();
    if (!csv) assertMatchesContract(operationId, response.statusCode, body);
    return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
  };
  const range = `from=${arrivalDay}&to=${arrivalDay}`;
  const accessLog = () => t.db.selectFrom('register_access_log').selectAll().orderBy('id').execute();

  before(async () => {
    sakura = await staffToken(DEMO_STAFF[0].email, 1);
    minato = await staffToken(DEMO_STAFF[1].email, 2);
    const own = await uploadPassport(t, emily.token, {
      nationality: 'USA',
      passportNumber: 'FD5551234',
      image: { type: 'image/png', data: image.toString('base64') },
    });
    const { body } = await submitCheckin(
      t,
      emily.token,
      foreignCheckinBody({
        userId: emily.id,
        arrival,
        accompany: [{ surname: '=HYPERLINK("x")', name: 'Tom, Jr.' }],
        passports: [{ guest: 0, passportId: own.body.passportId }],
      }),
    );
    checkinId = body.checkinId;
  });

  it('lists the entries of a range of check-in dates, passports masked, and counts passports per check-in', async () => {
    const { status, body } = await get('listFrontDeskRegister', `/api/front-desk/register?${range}`, sakura);
    assert.equal(status, 200);
    const entries = body.entries.filter((e: { checkinId: string }) => e.checkinId === checkinId);
    assert.deepEqual(
      entries.map((e: Record<string, unknown>) => [e.guest, e.name, e.nationality, e.checkinDate, e.passport]),
      [
        [0, 'Carter Emily', 'USA', arrivalDay, { maskedNumber: '******234' }],
        [1, '=HYPERLINK("x") Tom, Jr.', null, arrivalDay, null],
      ],
    );
    assert.doesNotMatch(JSON.stringify(body), /FD5551234/);
    const checkins = await get('listFrontDeskCheckins', '/api/front-desk/checkins', sakura);
    const listed = checkins.body.checkins.find((c: { checkinId: string }) => c.checkinId === checkinId);
    assert.equal(listed.passports, 1);
    // Another hotel's staff sees none of it.
    const other = await get('listFrontDeskRegister', `/api/front-desk/register?${range}`, minato);
    assert.equal(
      other.body.entries.some((e: { checkinId: string }) => e.checkinId === checkinId),
      false,
    );
  });

  it("shows the demo foreign guest's passport (the seed's past stay)", async () => {
    const from = localDateTime(new Date(Date.now() - 7 * 86_400_000), 'Asia/Tokyo').date;
    const { body } = await get(
      'listFrontDeskRegister',
      `/api/front-desk/register?from=${from}&to=${arrivalDay}`,
      sakura,
    );
    const emilyEntry = body.entries.find((e: { checkinCode: string }) => e.checkinCode === DEMO_REGISTER_CHECKIN_CODE);
    assert.deepEqual(emilyEntry.passport, { maskedNumber: '******678' });
    assert.ok(emilyEntry.checkoutDate < arrivalDay);
    const passport = await get(
      'getFrontDeskPassport',
      `/api/front-desk/register/${emilyEntry.entryId}/passport`,
      sakura,
    );
    assert.equal(passport.body.passportNumber, DEMO_PASSPORT_NUMBER);
    assert.deepEqual([...Buffer.from(passport.body.image.data, 'base64').subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses a range backwards or longer than 366 days (400 date_range_invalid)', async () => {
    for (const query of ['from=2026-03-02&to=2026-03-01', 'from=2024-01-01&to=2025-01-01']) {
      const { status, body } = await get('listFrontDeskRegister', `/api/front-desk/register?${query}`, sakura);
      assert.equal(status, 400, query);
      assert.equal(body.code, 'date_range_invalid');
    }
    const leapYear = await get(
      'listFrontDeskRegister',
      '/api/front-desk/register?from=2024-01-01&to=2024-12-31',
      sakura,
    );
    assert.equal(leapYear.status, 200);
    const backwards = '/api/front-desk/register/export?from=2026-03-02&to=2026-03-01';
    assert.equal((await get('exportFrontDeskRegister', backwards, sakura)).status, 400);
  });

  it('opens a passport for its hotel only, and records each opening', async () => {
    const [entry, companion] = await registerOf(checkinId);
    const before = (await accessLog()).length;
    const url = (id: number) => `/api/front-desk/register/${id}/passport`;
    const { status, body } = await get('getFrontDeskPassport', url(entry!.id), sakura);
    assert.equal(status, 200);
    assert.deepEqual(body, {
      entryId: String(entry!.id),
      nationality: 'USA',
      passportNumber: 'FD5551234',
      image: { type: 'image/png', data: image.toString('base64') },
    });
    const log = (await accessLog()).slice(before);
    assert.deepEqual(
      log.map((r) => [r.action, r.hotel_id, r.entry_id]),
      [['view_passport', DEMO_HOTEL_ID, entry!.id]],
    );
    assert.equal(typeof log[0]!.staff_id, 'number');
    for (const [token, id] of [
      [minato, entry!.id],
      [sakura, companion!.id],
      [sakura, 999999],
    ] as const) {
      const refused = await get('getFrontDeskPassport', url(id), token);
      assert.equal(refused.status, 404);
      assert.equal(refused.body.code, 'passport_not_found');
    }
    assert.equal((await accessLog()).length, before + 1, 'refusals open nothing');
  });

  it('exports CSV for Excel: BOM, the header, CRLF, full numbers, formulas made text; recorded', async () => {
    const before = (await accessLog()).length;
    const exportUrl = `/api/front-desk/register/export?${range}`;
    const { status, body, headers, raw } = await get('exportFrontDeskRegister', exportUrl, sakura);
    assert.equal(status, 200);
    assert.match(String(headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.equal(
      headers['content-disposition'],
      `attachment; filename="guest-register-${DEMO_HOTEL_ID}-${arrivalDay}-${arrivalDay}.csv"`,
    );
    assert.deepEqual([...raw.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const text = (body as string).replace(/^\uFEFF/, '');
    assert.ok(text.endsWith('\r\n'));
    assert.doesNotMatch(text.replaceAll('\r\n', ''), /[\r\n]/, 'every line ends with CRLF');
    const lines = text.split('\r\n');
    assert.equal(lines[0], '宿泊日,出発日,チェックインID,氏名,住所,連絡先,国籍,旅券番号,旅券写し');
    const { checkin_code: code } = await t.db
      .selectFrom('checkins')
      .select('checkin_code')
      .where('id', '=', Number(checkinId))
      .executeTakeFirstOrThrow();
    const address = '"1200 SW Main St, Portland, OR 97205, USA"';
    assert.ok(
      lines.includes(`${arrivalDay},,${code},Carter Emily,${address},15035550142,アメリカ合衆国（USA）,FD5551234,有`),
      text,
    );
    assert.ok(lines.includes(`${arrivalDay},,${code},"'=HYPERLINK(""x"") Tom, Jr.",,,,,`), text);
    const log = (await accessLog()).slice(before);
    assert.deepEqual(
      log.map((r) => [r.action, r.hotel_id, r.entry_id, r.from_date, r.to_date]),
      [['export', DEMO_HOTEL_ID, null, arrivalDay, arrivalDay]],
    );
    // Another hotel's export holds none of it.
    const other = await get('exportFrontDeskRegister', exportUrl, minato);
    assert.doesNotMatch(other.body as string, /FD5551234/);
  });

  it('quotes cells as RFC 4180 says and makes formulas text', () => {
    const row = (...cells: (string | null)[]) => toCsv([cells]).slice(1);
    assert.equal(toCsv([['a']]).charCodeAt(0), 0xfeff);
    assert.equal(row('plain', null), 'plain,\r\n');
    assert.equal(row('a,b'), '"a,b"\r\n');
    assert.equal(row('say "hi"'), '"say ""hi"""\r\n');
    assert.equal(row('two\nlines'), '"two\nlines"\r\n');
    assert.equal(row('=1+1', '+81 3', '-2', '@SUM(A1)'), "'=1+1,'+81 3,'-2,'@SUM(A1)\r\n");
    assert.equal(row('=A1,B1'), `"'=A1,B1"\r\n`);
  });

  it('keeps the register from anyone who is not the staff', async () => {
    for (const url of [
      `/api/front-desk/register?${range}`,
      `/api/front-desk/register/export?${range}`,
      '/api/front-desk/register/1/passport',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${emily.token}` } });
      assert.equal(response.statusCode, 401, url);
    }
  });
});

describe('the log', () => {
  let logged: FastifyInstance;
  const lines: string[] = [];
  before(async () => {
    logged = await buildApp({
      db: t.db,
      log: createLogger({ level: 'trace' }, { write: (line: string) => lines.push(line) }),
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
