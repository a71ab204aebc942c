import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_INTEGRATION_KEY } from '../src/db/seed/demoIntegration.ts';
import { DEMO_MANAGERS } from '../src/db/seed/demoStaff.ts';
import { callOperation } from './support/callOperation.ts';
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

const { login, hotelWithManager, auditRows } = consoleHotels(() => t, 'integration', { subnet: 61 });
const { createKey, put } = integrationClient(() => t);
/** The PMS reads its reservations with this key. */
const listReservations = (key: string, query: { updatedSince?: string; cursor?: string; limit?: number } = {}) =>
  callOperation(t.app, 'listIntegrationReservations', { token: key, query });

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
    const created = await callOperation(t.app, 'createIntegrationKey', {
      token,
      body: { name: 'Our PMS', scopes: ['reservations', 'readOnly'] },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { key, secret } = created.body;
    assert.match(secret, /^hik-[0-9a-f]{12}\.[0-9a-f]{40}$/);
    assert.ok(secret.startsWith(`${key.prefix}.`));
    assert.deepEqual(key.scopes, ['readOnly', 'reservations']);
    const stored = await t.db.selectFrom('integration_keys').selectAll().where('hotel_id', '=', hotelId).execute();
    assert.equal(stored.length, 1);
    const hidden = secret.split('.')[1]!;
    assert.ok(!JSON.stringify(stored).includes(hidden), 'the secret is not stored');

    const listed = await callOperation(t.app, 'listIntegrationKeys', { token });
    assert.deepEqual(listed.body, { keys: [key] });
    assert.ok(!listed.rawPayload.toString().includes(hidden));

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
    const list = () => callOperation(t.app, 'listIntegrationKeys', { token });
    assert.equal((await list()).body.keys[0].lastUsedAt, null);
    assert.equal((await listReservations(key)).status, 200);
    assert.ok(Date.parse(String((await list()).body.keys[0].lastUsedAt)) <= Date.now());
  });

  it('rotates a key: the old secret is refused, the new one works, the rotation is audited', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { keyId, key: old } = await createKey(token, ['reservations']);
    const rotated = await callOperation(t.app, 'rotateIntegrationKey', { token, params: { keyId } });
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    const { secret } = rotated.body;
    assert.notEqual(secret, old);
    assert.equal((await listReservations(old)).status, 401);
    assert.equal((await listReservations(secret)).status, 200);
    assert.deepEqual(
      (await auditRows(hotelId)).map((row) => row.operation),
      ['integrationKey.create', 'integrationKey.rotate'],
    );
  });

  it('revokes a key: refused at once, gone from the list; another hotel’s key answers 404', async () => {
    const mine = await hotelWithManager();
    const theirs = await hotelWithManager();
    const { keyId, key } = await createKey(mine.token, ['reservations']);
    const revoke = (token: string) => callOperation(t.app, 'revokeIntegrationKey', { token, params: { keyId } });
    const refused = await revoke(theirs.token);
    assert.equal(refused.status, 404);
    assert.equal(refused.body?.code, 'integration_key_not_found');
    assert.equal((await revoke(mine.token)).status, 200);
    assert.equal((await revoke(mine.token)).status, 404);
    const read = await listReservations(key);
    assert.equal(read.status, 401);
    const listed = await callOperation(t.app, 'listIntegrationKeys', { token: mine.token });
    assert.deepEqual(listed.body, { keys: [] });
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
    assert.match(String(late.body.detail), /revision 3/);
    assert.deepEqual(await storedRows(hotelId, 'pms-order'), rows);
  });

  it('cancels by a newer revision, after which check-in no longer finds it; a booked revision books it again', async () => {
    // The demo hotel's key: its guests search with online check-in.
    const managerToken = await demoManagerToken();
    const { key } = await createKey(managerToken, ['reservations']);
    const body = pmsReservation({ telephone: '09087650001' });
    await put(key, 'pms-cancel', body);
    assert.equal((await search('09087650001')).status, 200);
    const cancelled = await put(key, 'pms-cancel', { ...body, revision: 2, status: 'cancelled' });
    assert.equal(cancelled.body.reservation.status, 'cancelled');
    assert.equal((await search('09087650001')).status, 404);
    const rebooked = await put(key, 'pms-cancel', { ...body, revision: 3, status: 'booked' });
    assert.equal(rebooked.body.reservation.status, 'booked');
    assert.equal((await search('09087650001')).status, 200);
  });

  it('a pushed reservation is found by online check-in’s search by phone, with its rooms and plan', async () => {
    const managerToken = await demoManagerToken();
    const { key } = await createKey(managerToken, ['reservations']);
    const body = pmsReservation({ telephone: '09087650002', guestCount: 3 });
    await put(key, 'pms-search', body);
    const found = await search('09087650002');
    assert.equal(found.status, 200, JSON.stringify(found.body));
    const [reservation] = found.body.searchReservations;
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
    const params = { externalId: 'pms-get' };
    const got = await callOperation(t.app, 'getIntegrationReservation', { token: key, params });
    assert.deepEqual(got.body, pushed.body.reservation);
    const other = await callOperation(t.app, 'getIntegrationReservation', { token: theirKey, params });
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
    const list = (query: Parameters<typeof listReservations>[1]) => listReservations(key, query);

    const first = await list({ limit: 2 });
    assert.equal(first.status, 200);
    assert.deepEqual(
      first.body.reservations.map((r) => r.externalId),
      ['l-1', 'l-2'],
    );
    assert.ok(first.body.nextCursor);
    const second = await list({ limit: 2, cursor: String(first.body.nextCursor) });
    assert.deepEqual(
      second.body.reservations.map((r) => r.externalId),
      ['l-3'],
    );
    assert.equal(second.body.nextCursor, null);

    // A change moves a reservation to the end; updatedSince keeps what changed from then on.
    const since = first.body.reservations[1].updatedAt;
    await put(writer, 'l-1', { ...pmsReservation(), revision: 2 });
    const changed = await list({ updatedSince: since });
    assert.deepEqual(
      changed.body.reservations.map((r) => r.externalId),
      ['l-2', 'l-3', 'l-1'],
    );

    const bad = await list({ cursor: 'bm90LWEtY3Vyc29y' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.code, 'validation_error');
  });
});

describe('rate limits', () => {
  it('tells the limit on every answer and refuses past it with 429 and Retry-After', async () => {
    const { hotelId, token } = await hotelWithManager();
    const { keyId, key } = await createKey(token, ['reservations']);
    await t.db.updateTable('integration_keys').set({ rate_limit: 2 }).where('id', '=', Number(keyId)).execute();
    const read = () => listReservations(key);
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
  demoManager ??= login(DEMO_MANAGERS[0].email);
  return demoManager;
}

const search = (telephone: string) =>
  callOperation(t.app, 'searchCheckin', {
    body: { hotelId: DEMO_HOTEL_ID, lang: 'en', reservationTel: telephone },
  });

describe('the demo hotel’s integration key (docs/demo-data.md)', () => {
  it('reads the demo hotel’s reservations, those the PMS did not push included; it is stored hashed', async () => {
    const listed = await listReservations(DEMO_INTEGRATION_KEY.key, { limit: 100 });
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
