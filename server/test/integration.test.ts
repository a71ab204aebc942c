import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_INTEGRATION_KEY } from '../src/db/seed/demoIntegration.ts';
import { DEMO_MANAGERS } from '../src/db/seed/demoStaff.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { hotelToday, integrationClient, pmsReservation } from './support/integrationFixtures.ts';

// The integration API (issue 33): a PMS pushes reservations by its own id with a key a manager made.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const { hotelWithManager, auditRows } = consoleHotels(() => t, 'integration', { subnet: 61 });
const { pms, createKey, put } = integrationClient(() => t);

/** Everything the database holds of a reservation: its row, rooms and booking lines. */
async function storedRows(hotelId: string, externalId: string) {
  const reservation = await t.db
    .selectFrom('reservations')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (!reservation) return null;
  const rooms = await t.db
    .selectFrom('reservation_rooms')
    .selectAll()
    .where('reservation_id', '=', reservation.id)
    .orderBy('id')
    .execute();
  const sales = await t.db
    .selectFrom('sales')
    .selectAll()
    .where('reservation_id', '=', reservation.id)
    .orderBy('id')
    .execute();
  return { reservation, rooms, sales };
}

describe('integration keys in the console', () => {
  it('creates a key whose secret is shown once, stored hashed, listed by prefix, audited', async () => {
    const { hotelId, token } = await hotelWithManager();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/front-desk/integration-keys',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Our PMS', scopes: ['reservations', 'readOnly'] },
    });
    assert.equal(created.statusCode, 200, created.body);
    const { key, secret } = created.json();
    assert.match(secret, /^hik-[0-9a-f]{12}\.[0-9a-f]{40}$/);
    assert.ok(secret.startsWith(`${key.prefix}.`));
    assert.deepEqual(key.scopes, ['readOnly', 'reservations']);
    const stored = await t.db.selectFrom('integration_keys').selectAll().where('hotel_id', '=', hotelId).execute();
    assert.equal(stored.length, 1);
    assert.ok(!JSON.stringify(stored).includes(secret.split('.')[1]), 'the secret is not stored');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/front-desk/integration-keys',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual(listed.json(), { keys: [key] });
    assert.ok(!listed.body.includes(secret.split('.')[1]));

    const audit = await auditRows(hotelId);
    assert.deepEqual(
      audit.map((row) => [row.operation, row.target, row.after]),
      [
        [
          'integrationKey.create',
          `integrationKey/${key.keyId}`,
          { name: 'Our PMS', prefix: key.prefix, scopes: key.scopes },
        ],
      ],
    );
  });

  it('shows when a key was last used', async () => {
    const { token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations']);
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/front-desk/integration-keys',
        headers: { authorization: `Bearer ${token}` },
      });
    assert.equal((await list()).json().keys[0].lastUsedAt, null);
    assert.equal(
      (await pms('listIntegrationReservations', key, { method: 'GET', url: '/api/integration/reservations' })).status,
      200,
    );
    assert.ok(Date.parse((await list()).json().keys[0].lastUsedAt) <= Date.now());
  });

  it('rotates a key: the old secret is refused, the new one works, the rotation is audited', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { keyId, key: old } = await createKey(token, ['reservations']);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/front-desk/integration-keys/${keyId}/rotate`,
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(rotated.statusCode, 200, rotated.body);
    const { secret } = rotated.json();
    assert.notEqual(secret, old);
    const read = (key: string) =>
      pms('listIntegrationReservations', key, { method: 'GET', url: '/api/integration/reservations' });
    assert.equal((await read(old)).status, 401);
    assert.equal((await read(secret)).status, 200);
    assert.deepEqual(
      (await auditRows(hotelId)).map((row) => row.operation),
      ['integrationKey.create', 'integrationKey.rotate'],
    );
  });

  it('revokes a key: refused at once, gone from the list; another hotel’s key answers 404', async () => {
    const mine = await hotelWithManager();
    const theirs = await hotelWithManager();
    const { keyId, key } = await createKey(mine.token, ['reservations']);
    const revoke = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/front-desk/integration-keys/${keyId}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const refused = await revoke(theirs.token);
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.json().code, 'integration_key_not_found');
    assert.equal((await revoke(mine.token)).statusCode, 200);
    assert.equal((await revoke(mine.token)).statusCode, 404);
    const read = await pms('listIntegrationReservations', key, { method: 'GET', url: '/api/integration/reservations' });
    assert.equal(read.status, 401);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/front-desk/integration-keys',
      headers: { authorization: `Bearer ${mine.token}` },
    });
    assert.deepEqual(listed.json(), { keys: [] });
    assert.deepEqual(
      (await auditRows(mine.hotelId)).map((row) => row.operation),
      ['integrationKey.create', 'integrationKey.revoke'],
    );
  });
});

describe('reservations pushed by the PMS', () => {
  it('creates a reservation, and the same call again changes nothing', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations']);
    const body = pmsReservation({ rooms: [{ typeName: 'ツイン Twin', typeCode: 'TWN', roomNumber: '301', count: 1 }] });
    const first = await put(key, 'pms-1', body);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.outcome, 'created');
    assert.equal(first.body.reservation.bookingNumber, body.bookingNumber);
    assert.deepEqual(first.body.reservation.rooms, [
      { typeName: 'ツイン Twin', typeCode: 'TWN', roomNumber: '301', count: 1 },
    ]);
    assert.deepEqual(first.body.reservation.charges, [
      { date: hotelToday(), name: '宿泊料金 Room charge', quantity: 1, unitPrice: 12000, taxRate: 10, paid: false },
    ]);
    const rows = await storedRows(hotelId, 'pms-1');

    const again = await put(key, 'pms-1', body);
    assert.equal(again.status, 200);
    assert.equal(again.body.outcome, 'unchanged');
    assert.deepEqual(again.body.reservation, first.body.reservation);
    assert.deepEqual(await storedRows(hotelId, 'pms-1'), rows);
  });

  it('applies a newer revision and refuses an older one that arrives late (409 revision_outdated)', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations']);
    const v1 = pmsReservation({ revision: 1, nights: 1 });
    const v3 = { ...v1, revision: 3, nights: 3, guestCount: 3 };
    const v2 = { ...v1, revision: 2, nights: 2 };
    assert.equal((await put(key, 'pms-order', v1)).body.outcome, 'created');
    const updated = await put(key, 'pms-order', v3);
    assert.equal(updated.body.outcome, 'updated');
    assert.equal(updated.body.reservation.nights, 3);
    assert.equal(updated.body.reservation.revision, 3);
    const rows = await storedRows(hotelId, 'pms-order');

    const late = await put(key, 'pms-order', v2);
    assert.equal(late.status, 409);
    assert.equal(late.body.code, 'revision_outdated');
    assert.match(late.body.detail, /revision 3/);
    assert.deepEqual(await storedRows(hotelId, 'pms-order'), rows);
  });

  it('cancels by a newer revision, after which check-in no longer finds it; a booked revision books it again', async () => {
    // The demo hotel's key: its guests search with online check-in.
    const managerToken = await demoManagerToken();
    const { key } = await createKey(managerToken, ['reservations']);
    const body = pmsReservation({ telephone: '09087650001' });
    await put(key, 'pms-cancel', body);
    assert.equal((await search('09087650001')).statusCode, 200);
    const cancelled = await put(key, 'pms-cancel', { ...body, revision: 2, status: 'cancelled' });
    assert.equal(cancelled.body.reservation.status, 'cancelled');
    assert.equal((await search('09087650001')).statusCode, 404);
    const rebooked = await put(key, 'pms-cancel', { ...body, revision: 3, status: 'booked' });
    assert.equal(rebooked.body.reservation.status, 'booked');
    assert.equal((await search('09087650001')).statusCode, 200);
  });

  it('a pushed reservation is found by online check-in’s search by phone, with its rooms and plan', async () => {
    const managerToken = await demoManagerToken();
    const { key } = await createKey(managerToken, ['reservations']);
    const body = pmsReservation({ telephone: '09087650002', guestCount: 3 });
    await put(key, 'pms-search', body);
    const found = await search('09087650002');
    assert.equal(found.statusCode, 200, found.body);
    const [reservation] = found.json().searchReservations;
    assert.equal(reservation.reservationId, body.bookingNumber);
    assert.equal(reservation.paxTotal, 3);
  });

  it('refuses to cancel a reservation the guest has checked in to, and keeps the hotel’s status', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations']);
    const body = pmsReservation();
    await put(key, 'pms-stay', body);
    await t.db
      .updateTable('reservations')
      .set({ status: 'checked_in' })
      .where('hotel_id', '=', hotelId)
      .where('external_id', '=', 'pms-stay')
      .execute();
    const refused = await put(key, 'pms-stay', { ...body, revision: 2, status: 'cancelled' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'already_checked_in');
    const changed = await put(key, 'pms-stay', {
      ...body,
      revision: 3,
      rooms: [{ typeName: 'S', typeCode: 'SGL', roomNumber: '505' }],
    });
    assert.equal(changed.body.reservation.status, 'checked_in');
    assert.equal(changed.body.reservation.rooms[0].roomNumber, '505');
  });

  it('refuses a booking number another reservation of the hotel has (409 booking_number_taken)', async () => {
    const { token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations']);
    const body = pmsReservation();
    await put(key, 'pms-a', body);
    const taken = await put(key, 'pms-b', { ...body });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.code, 'booking_number_taken');
  });

  it('answers one reservation by the PMS id; another hotel’s is a missing one', async () => {
    const mine = await hotelWithManager();
    const theirs = await hotelWithManager();
    const { key } = await createKey(mine.token, ['reservations']);
    const { key: theirKey } = await createKey(theirs.token, ['reservations']);
    const pushed = await put(key, 'pms-get', pmsReservation());
    const got = await pms('getIntegrationReservation', key, {
      method: 'GET',
      url: '/api/integration/reservations/pms-get',
    });
    assert.deepEqual(got.body, pushed.body.reservation);
    const other = await pms('getIntegrationReservation', theirKey, {
      method: 'GET',
      url: '/api/integration/reservations/pms-get',
    });
    assert.equal(other.status, 404);
    assert.equal(other.body.code, 'reservation_not_found');
  });
});

describe('listing reservations', () => {
  it('pages with a cursor, oldest change first, and keeps those changed since an instant', async () => {
    const { token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations', 'readOnly']);
    const { key: writer } = await createKey(token, ['reservations']);
    for (const id of ['l-1', 'l-2', 'l-3']) await put(writer, id, pmsReservation());
    const list = (query: string) =>
      pms('listIntegrationReservations', key, { method: 'GET', url: `/api/integration/reservations?${query}` });

    const first = await list('limit=2');
    assert.equal(first.status, 200);
    assert.deepEqual(
      first.body.reservations.map((r: { externalId: string }) => r.externalId),
      ['l-1', 'l-2'],
    );
    assert.ok(first.body.nextCursor);
    const second = await list(`limit=2&cursor=${first.body.nextCursor}`);
    assert.deepEqual(
      second.body.reservations.map((r: { externalId: string }) => r.externalId),
      ['l-3'],
    );
    assert.equal(second.body.nextCursor, null);

    // A change moves a reservation to the end; updatedSince keeps what changed from then on.
    const since = first.body.reservations[1].updatedAt;
    await put(writer, 'l-1', { ...pmsReservation(), revision: 2 });
    const changed = await list(`updatedSince=${encodeURIComponent(since)}`);
    assert.deepEqual(
      changed.body.reservations.map((r: { externalId: string }) => r.externalId),
      ['l-2', 'l-3', 'l-1'],
    );

    const bad = await list('cursor=bm90LWEtY3Vyc29y');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'validation_error');
  });
});

describe('rate limits', () => {
  it('tells the limit on every answer and refuses past it with 429 and Retry-After', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { keyId, key } = await createKey(token, ['reservations']);
    await t.db.updateTable('integration_keys').set({ rate_limit: 2 }).where('id', '=', Number(keyId)).execute();
    const read = () => pms('listIntegrationReservations', key, { method: 'GET', url: '/api/integration/reservations' });
    const one = await read();
    assert.equal(one.headers['ratelimit-limit'], '2');
    assert.equal(one.headers['ratelimit-remaining'], '1');
    assert.ok(Number(one.headers['ratelimit-reset']) >= 1 && Number(one.headers['ratelimit-reset']) <= 60);
    const two = await read();
    assert.equal(two.headers['ratelimit-remaining'], '0');
    const three = await read();
    assert.equal(three.status, 429);
    assert.equal(three.body.code, 'too_many_requests');
    assert.equal(three.headers['ratelimit-remaining'], '0');
    assert.ok(Number(three.headers['retry-after']) >= 1);
    // A write is counted and refused the same way: nothing is written.
    const refused = await put(key, 'rate-limited', pmsReservation());
    assert.equal(refused.status, 429);
    assert.equal(await storedRows(hotelId, 'rate-limited'), null);
  });
});

let demoManager: Promise<string> | undefined;
/** A manager of the demo hotel, whose online check-in the guest searches. */
function demoManagerToken(): Promise<string> {
  demoManager ??= t.app
    .inject({
      method: 'POST',
      url: '/api/front-desk/login',
      remoteAddress: '198.19.62.1',
      payload: { email: DEMO_MANAGERS[0].email, password: DEMO_PASSWORD },
    })
    .then((r) => r.json().token as string);
  return demoManager;
}

const search = (telephone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkin/search',
    payload: { hotelId: DEMO_HOTEL_ID, lang: 'en', reservationTel: telephone },
  });

describe('the demo hotel’s integration key (docs/demo-data.md)', () => {
  it('reads the demo hotel’s reservations, those the PMS did not push included; it is stored hashed', async () => {
    const listed = await pms('listIntegrationReservations', DEMO_INTEGRATION_KEY.key, {
      method: 'GET',
      url: '/api/integration/reservations?limit=100',
    });
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    const demo = (listed.body.reservations as { bookingNumber: string; externalId: string | null }[]).find(
      (r) => r.bookingNumber === 'SA-1001',
    );
    assert.ok(demo, 'SA-1001 is listed');
    assert.equal(demo.externalId, null);
    const stored = await t.db
      .selectFrom('integration_keys')
      .select(['key_hash', 'prefix'])
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .where('prefix', '=', DEMO_INTEGRATION_KEY.prefix)
      .execute();
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0]!.key_hash, DEMO_INTEGRATION_KEY.key);
  });
});
