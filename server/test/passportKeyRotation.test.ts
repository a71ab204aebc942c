import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { runHotelCommand } from '../src/cli/hotel.ts';
import type { Db } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_PASSPORT_NUMBER } from '../src/db/seed/demoRegister.ts';
import { DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { localDateTime } from '../src/services/hotelTime.ts';
import { createRegisterCipher, passportKeyId, type RegisterCipher } from '../src/services/registerCrypto.ts';
import { assertMatchesContract } from './support/contract.ts';
import { createTestDatabase } from './support/helpers.ts';
import { newMember, type Member } from './support/members.ts';
import { foreignCheckinBody, pngBytes, submitCheckin, uploadPassport } from './support/passportFixtures.ts';

// Rotating the passport key: PASSPORT_ENCRYPTION_KEY seals, PASSPORT_ENCRYPTION_OLD_KEYS still open
// what older keys sealed, `npm run hotel -- rotate-passport-key` seals those rows again with the
// current key (in batches, idempotently), and then the old key can go. A row whose key the server
// was not given answers 503 passport_key_missing, with nothing of the passport.

const [keyA, keyB, keyC] = [randomBytes(32), randomBytes(32), randomBytes(32)];
const [idA, idB] = [passportKeyId(keyA), passportKeyId(keyB)];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const apps: FastifyInstance[] = [];
let logins = 0;

/** An API server on the test database with these passport keys (a restarted server, as it were). */
async function serverWith(cipher: RegisterCipher) {
  const app = await buildApp({ db, registerCipher: cipher });
  await app.ready();
  apps.push(app);
  const t = { app, db, close: async () => {} };
  const login = await app.inject({
    method: 'POST',
    url: '/api/front-desk/login',
    payload: { email: DEMO_STAFF[0].email, password: DEMO_PASSWORD },
    remoteAddress: `198.19.9.${++logins}`,
  });
  assert.equal(login.statusCode, 200, login.body);
  const staff = login.json().token as string;
  const get = async (operationId: string, url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } });
    const csv = String(response.headers['content-type']).startsWith('text/csv');
    const body = csv ? response.body : response.json();
    if (!csv) assertMatchesContract(operationId, response.statusCode, body);
    return { status: response.statusCode, body, text: response.body };
  };
  return {
    t,
    passport: (entryId: number) => get('getFrontDeskPassport', `/api/front-desk/register/${entryId}/passport`),
    exportRange: (from: string, to: string) =>
      get('exportFrontDeskRegister', `/api/front-desk/register/export?from=${from}&to=${to}`),
  };
}

const keysOf = async (table: 'guest_register' | 'passport_captures') =>
  (await db.selectFrom(table).select('key_id').where('key_id', 'is not', null).execute()).map((r) => r.key_id);
const sealedEntries = () =>
  db.selectFrom('guest_register').select(['id', 'key_id']).where('key_id', 'is not', null).orderBy('id').execute();
const accessCount = async () => (await db.selectFrom('register_access_log').select('id').execute()).length;
const hotel = (cipher: RegisterCipher, ...args: string[]) =>
  runHotelCommand(db, args, { registerCipher: () => cipher });

// Up to tomorrow: the test's check-in arrives an hour ahead (foreignCheckinBody), tomorrow's from 23:00 in Tokyo.
const tomorrow = localDateTime(new Date(Date.now() + 86_400_000), 'Asia/Tokyo').date;
const weekAgo = localDateTime(new Date(Date.now() - 7 * 86_400_000), 'Asia/Tokyo').date;
const image = pngBytes(3000);
let emily: Member;
/** The register entry id of each passport number written below. */
const entries = new Map<string, number>();

before(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The demo register (Emily Carter's past stay) sealed with key A, as a server on key A wrote it.
  await seedDemoData(db, createRegisterCipher(keyA));
  const onA = await serverWith(createRegisterCipher(keyA));
  emily = await newMember(onA.t);
  const upload = await uploadPassport(onA.t, emily.token, {
    passportNumber: 'RA1111111',
    image: { type: 'image/png', data: image.toString('base64') },
  });
  const checkin = await submitCheckin(
    onA.t,
    emily.token,
    foreignCheckinBody({ userId: emily.id, passports: [{ guest: 0, passportId: upload.body.passportId }] }),
  );
  assert.equal(checkin.status, 200, JSON.stringify(checkin.body));
  // And an upload no check-in has taken yet.
  assert.equal((await uploadPassport(onA.t, emily.token, { passportNumber: 'RA2222222' })).status, 200);
  const [demo, own] = await sealedEntries();
  entries.set(DEMO_PASSPORT_NUMBER, demo!.id);
  entries.set('RA1111111', own!.id);
});

after(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

describe('rotating the passport key', () => {
  it("a server without a row's key answers 503 passport_key_missing, with nothing of the passport, recorded nowhere", async () => {
    const onC = await serverWith(createRegisterCipher(keyC));
    const before = await accessCount();
    const { status, body } = await onC.passport(entries.get('RA1111111')!);
    assert.equal(status, 503);
    assert.equal(body.code, 'passport_key_missing');
    assert.equal(
      body.message,
      'This passport was encrypted with a key the server does not have. Please contact the system administrator.',
    );
    assert.match(body.detail, new RegExp(`sealed with key ${idA}.*add key ${idA} to PASSPORT_ENCRYPTION_OLD_KEYS`));
    assert.doesNotMatch(JSON.stringify(body), /RA1111111|iVBOR/);
    const exported = await onC.exportRange(weekAgo, tomorrow);
    assert.equal(exported.status, 503);
    assert.doesNotMatch(exported.text, /RA1111111|X12345678/);
    assert.equal(await accessCount(), before, 'nothing was opened');
    await assert.rejects(
      hotel(createRegisterCipher(keyC), 'passport-keys'),
      new RegExp(`${idA}  missing  2 register entries, 1 uploads\\n.*cannot be read: add that key`, 's'),
    );
  });

  it('seals new passports with the current key while the old key still opens older ones', async () => {
    const rotating = await serverWith(createRegisterCipher(keyB, [keyA]));
    for (const [number, entryId] of entries) {
      const { status, body } = await rotating.passport(entryId);
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.passportNumber, number);
    }
    const upload = await uploadPassport(rotating.t, emily.token, { passportNumber: 'RB3333333' });
    assert.equal(upload.status, 200);
    assert.deepEqual((await keysOf('passport_captures')).sort(), [idA, idB].sort());
    assert.match(
      await hotel(createRegisterCipher(keyB, [keyA]), 'passport-keys'),
      new RegExp(
        `${idB}  current  0 register entries, 1 uploads\\n  ${idA}  old      2 register entries, 1 uploads\\n.*rotate-passport-key`,
        's',
      ),
    );
  });

  it('rotate-passport-key seals every old row again with the current key, batch by batch, once', async () => {
    const rotation = createRegisterCipher(keyB, [keyA]);
    const output = await hotel(rotation, 'rotate-passport-key', '1');
    assert.match(output, new RegExp(`^Sealed again with key ${idB}: 2 register entries, 1 uploads\\.`));
    assert.match(output, /the old keys \([0-9a-f]{8}\) can go from PASSPORT_ENCRYPTION_OLD_KEYS/);
    assert.deepEqual(await keysOf('guest_register'), [idB, idB]);
    assert.deepEqual(await keysOf('passport_captures'), [idB, idB]);
    // Again: nothing left to do.
    assert.match(
      await hotel(rotation, 'rotate-passport-key'),
      /^Sealed again with key [0-9a-f]{8}: 0 register entries, 0 uploads\./,
    );
    await assert.rejects(hotel(rotation, 'rotate-passport-key', '0'), /batch size is a number of rows from 1 to 10000/);
  });

  it('after it, the old key can go: the new key alone opens every passport, the photo too', async () => {
    const onB = await serverWith(createRegisterCipher(keyB));
    for (const [number, entryId] of entries) {
      const { status, body } = await onB.passport(entryId);
      assert.equal(status, 200);
      assert.equal(body.passportNumber, number);
    }
    const own = await onB.passport(entries.get('RA1111111')!);
    assert.deepEqual(Buffer.from(own.body.image.data, 'base64'), image);
    const exported = await onB.exportRange(weekAgo, tomorrow);
    assert.equal(exported.status, 200);
    assert.match(exported.text, /RA1111111/);
    assert.match(exported.text, new RegExp(DEMO_PASSPORT_NUMBER));
    assert.equal(
      await hotel(createRegisterCipher(keyB), 'passport-keys'),
      `Passport keys (key id, role, passports sealed with it):\n  ${idB}  current  2 register entries, 2 uploads\nEvery passport is sealed with the current key.`,
    );
  });
});
