import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Schema } from '../src/contract.ts';
import { callOperation, type OperationCall } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { hotelToday, integrationClient, pmsReservation, type PmsReservation } from './support/integrationFixtures.ts';

// The integration API's stays and folios (issue 33): the PMS checks guests in, assigns rooms, posts
// folio lines, and reads each stay with its check-out status.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const { hotelWithManager } = consoleHotels(() => t, 'stays', { subnet: 63 });
const { createKey, put } = integrationClient(() => t);

/** Everything the database holds of a reservation: its row, rooms and folio lines. */
async function storedRows(hotelId: string, externalId: string) {
  const reservation = await t.db
    .selectFrom('reservations')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
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

const checkIn = (key: string, externalId: string, body: OperationCall<'checkInIntegrationStay'>['body'] = {}) =>
  callOperation(t.app, 'checkInIntegrationStay', { token: key, params: { externalId }, body });
const getStay = (key: string, externalId: string) =>
  callOperation(t.app, 'getIntegrationStay', { token: key, params: { externalId } });
const assign = (key: string, externalId: string, roomNumbers: (string | null)[]) =>
  callOperation(t.app, 'assignIntegrationRooms', { token: key, params: { externalId }, body: { roomNumbers } });
const folio = (key: string, externalId: string) =>
  callOperation(t.app, 'getIntegrationFolio', { token: key, params: { externalId } });
const post = (
  key: string,
  externalId: string,
  lineId: string,
  body: OperationCall<'upsertIntegrationFolioLine'>['body'],
) => callOperation(t.app, 'upsertIntegrationFolioLine', { token: key, params: { externalId, lineId }, body });
const minibar = {
  date: hotelToday(),
  name: 'ミニバー Minibar',
  quantity: 2,
  unitPrice: 400,
  taxRate: 10,
} satisfies Schema<'IntegrationCharge'>;

/** A hotel with a key of every scope (not readOnly), and a reservation of it pushed by the PMS. */
async function pushed(overrides: Partial<PmsReservation> = {}) {
  const { hotelId, token } = await hotelWithManager();
  const { key } = await createKey(token, ['reservations', 'stays', 'folios']);
  const externalId = `res-${randomUUID().slice(0, 8)}`;
  const body = pmsReservation(overrides);
  assert.equal((await put(key, externalId, body)).status, 200);
  return { hotelId, token, key, externalId, body };
}

/** The guest's check-out by phone (PUT /api/checkout) of the reservation. */
async function guestCheckout(hotelId: string, externalId: string, telephone: string) {
  const { reservation } = await storedRows(hotelId, externalId);
  return callOperation(t.app, 'checkout', {
    body: { reservationId: reservation.public_id, telephone, withReview: false },
  });
}

describe('checking a guest in at the desk', () => {
  it('makes the reservation a stay; the same call again changes nothing', async () => {
    const { hotelId, key, externalId } = await pushed();
    const before = await getStay(key, externalId);
    assert.equal(before.status, 404);
    assert.equal(before.body.code, 'stay_not_found');

    const at = '2026-05-12T06:30:00.000Z';
    const first = await checkIn(key, externalId, { checkedInAt: at });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.outcome, 'created');
    assert.equal(first.body.stay.externalId, externalId);
    assert.equal(first.body.stay.status, 'checked_in');
    assert.equal(first.body.stay.checkedInAt, at);
    assert.deepEqual(first.body.stay.checkOut, {
      checkedOut: false,
      checkedOutAt: null,
      totalAmount: 12000,
      paidAmount: 0,
      balance: 12000,
    });
    const rows = await storedRows(hotelId, externalId);
    assert.equal(rows.reservation.status, 'checked_in');

    const again = await checkIn(key, externalId, { checkedInAt: '2026-05-12T07:00:00.000Z' });
    assert.equal(again.body.outcome, 'unchanged');
    assert.deepEqual(again.body.stay, first.body.stay);
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
    assert.deepEqual((await getStay(key, externalId)).body, first.body.stay);
  });

  it('refuses a cancelled reservation (409) and a missing one (404); nothing changes', async () => {
    const { hotelId, key, externalId, body } = await pushed();
    await put(key, externalId, { ...body, revision: 2, status: 'cancelled' });
    const rows = await storedRows(hotelId, externalId);
    const cancelled = await checkIn(key, externalId);
    assert.equal(cancelled.status, 409);
    assert.equal(cancelled.body.code, 'reservation_cancelled');
    const missing = await checkIn(key, 'no-such-reservation');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.code, 'reservation_not_found');
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
  });

  it('lets the guest check out by phone once the folio is settled, and shows the check-out', async () => {
    const { hotelId, key, externalId, body } = await pushed({ telephone: '09011110001', charges: [] });
    // Not checked in: the guest's check-out does not find the stay.
    assert.equal((await guestCheckout(hotelId, externalId, body.telephone)).status, 404);
    await checkIn(key, externalId);
    await post(key, externalId, 'mb-1', minibar);
    const unpaid = await guestCheckout(hotelId, externalId, body.telephone);
    assert.equal(unpaid.status, 409, JSON.stringify(unpaid.body));
    assert.equal(unpaid.body?.code, 'unable_to_checkout');
    assert.equal((await getStay(key, externalId)).body.checkOut.balance, 800);

    await payLine(hotelId, externalId, 'mb-1');
    const paid = await getStay(key, externalId);
    assert.deepEqual(
      { ...paid.body.checkOut },
      { checkedOut: false, checkedOutAt: null, totalAmount: 800, paidAmount: 800, balance: 0 },
    );
    const done = await guestCheckout(hotelId, externalId, body.telephone);
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const stay = (await getStay(key, externalId)).body;
    assert.equal(stay.status, 'checked_out');
    assert.equal(stay.checkOut.checkedOut, true);
    assert.ok(Math.abs(Date.parse(String(stay.checkOut.checkedOutAt)) - Date.now()) < 60_000);

    // After the check-out: a check-in again changes nothing, a new line is refused.
    const rows = await storedRows(hotelId, externalId);
    assert.equal((await checkIn(key, externalId)).body.outcome, 'unchanged');
    const late = await post(key, externalId, 'mb-2', minibar);
    assert.equal(late.status, 409);
    assert.equal(late.body.code, 'already_checked_out');
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
  });
});

/** Marks the PMS's line paid, as a card payment leaves it (a payment order that carries the line). */
async function payLine(hotelId: string, externalId: string, lineId: string) {
  const { reservation } = await storedRows(hotelId, externalId);
  const orderId = `ORD${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
  await sql`INSERT INTO payment_orders (id, hotel_id, user_id, kind, amount, card_brand, masked_number,
      process_result, transaction_number, reservation_ids, checkin_ids)
    VALUES (${orderId}, ${hotelId}, NULL, 'checkout', 0, 'VISA', '************4242', 'success',
      ${`txn_${orderId}`}, ${JSON.stringify([reservation.id])}::jsonb, '[]'::jsonb)`.execute(t.db);
  await t.db
    .updateTable('sales')
    .set({ order_id: orderId })
    .where('reservation_id', '=', reservation.id)
    .where('external_id', '=', lineId)
    .execute();
}

describe('room assignment', () => {
  it('gives the rooms their numbers, which a room order finds at once; the same numbers again change nothing', async () => {
    const telephone = '09011110002';
    const { hotelId, token, key, externalId } = await pushed({
      telephone,
      rooms: [
        { typeName: 'ツイン Twin', typeCode: 'TWN', roomNumber: null },
        { typeName: 'シングル Single', typeCode: 'SGL', roomNumber: null },
      ],
    });
    const updatedAt = async () =>
      (await callOperation(t.app, 'getIntegrationReservation', { token: key, params: { externalId } })).body.updatedAt;
    const beforeApproval = await updatedAt();
    const checkinId = await approvedOnlineCheckin(hotelId, token, externalId, telephone);
    // The approval is the guest's check-in: it moves the reservation's updatedAt (the lists' updatedSince).
    assert.ok((await updatedAt()) > beforeApproval);
    const orderRoom = () => callOperation(t.app, 'getGuestRoomByTelephone', { query: { hotelId, telephone } });
    assert.equal((await orderRoom()).status, 404, 'no room number yet');

    const wrongCount = await assign(key, externalId, ['301']);
    assert.equal(wrongCount.status, 400);
    assert.equal(wrongCount.body.code, 'validation_error');

    const assigned = await assign(key, externalId, ['301', null]);
    assert.equal(assigned.status, 200, JSON.stringify(assigned.body));
    assert.equal(assigned.body.outcome, 'updated');
    assert.deepEqual(
      assigned.body.rooms.map((r: { roomNumber: string | null }) => r.roomNumber),
      ['301', null],
    );
    const found = await orderRoom();
    assert.equal(found.status, 200, JSON.stringify(found.body));
    assert.deepEqual(found.body.checkinAssignRooms[0].roomNumber, ['301']);
    assert.equal(found.body.checkinAssignRooms[0].checkinId, String(checkinId));

    const rows = await storedRows(hotelId, externalId);
    const again = await assign(key, externalId, ['301', null]);
    assert.equal(again.body.outcome, 'unchanged');
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
    // The approved online check-in made it a stay, with the rooms.
    const stay = await getStay(key, externalId);
    assert.equal(stay.status, 200);
    assert.equal(stay.body.status, 'checked_in');
    assert.ok(stay.body.checkedInAt);
    assert.deepEqual(stay.body.rooms, assigned.body.rooms);
  });

  it('refuses a cancelled reservation and a missing one', async () => {
    const { hotelId, key, externalId, body } = await pushed();
    await put(key, externalId, { ...body, revision: 2, status: 'cancelled' });
    const rows = await storedRows(hotelId, externalId);
    const cancelled = await assign(key, externalId, ['302']);
    assert.equal(cancelled.status, 409);
    assert.equal(cancelled.body.code, 'reservation_cancelled');
    assert.equal((await assign(key, 'no-such-reservation', ['302'])).status, 404);
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
  });
});

/** A guest's online check-in of the reservation, sent, and approved by the hotel's manager at the desk. */
async function approvedOnlineCheckin(hotelId: string, token: string, externalId: string, telephone: string) {
  const { reservation } = await storedRows(hotelId, externalId);
  const checkin = await t.db
    .insertInto('checkins')
    .values({
      hotel_id: hotelId,
      checkin_code: randomUUID().slice(0, 8).toUpperCase(),
      status: 'submitted',
      approved_status: 0,
      jpn_gtd_status: 0,
      front_supported: false,
      telephone,
      checkin_time: new Date(),
      submitted_at: new Date(),
      total_members: 1,
      retain_until: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('checkin_reservations')
    .values({ checkin_id: checkin.id, reservation_id: reservation.id })
    .execute();
  const approved = await callOperation(t.app, 'approveFrontDeskCheckin', { token, params: { checkinId: checkin.id } });
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  return checkin.id;
}

describe('folio lines posted by the PMS', () => {
  it('adds a line by the PMS’s id; the same line again changes nothing; other values change it', async () => {
    const { hotelId, key, externalId } = await pushed();
    const created = await post(key, externalId, 'mb-1', minibar);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.outcome, 'created');
    assert.deepEqual(created.body.line, {
      lineId: 'mb-1',
      source: 'pms',
      date: hotelToday(),
      name: 'ミニバー Minibar',
      quantity: 2,
      unitPrice: 400,
      amount: 800,
      taxRate: 10,
      paid: false,
    });
    const rows = await storedRows(hotelId, externalId);
    const again = await post(key, externalId, 'mb-1', minibar);
    assert.equal(again.body.outcome, 'unchanged');
    assert.deepEqual(await storedRows(hotelId, externalId), rows);

    const changed = await post(key, externalId, 'mb-1', { ...minibar, quantity: 3 });
    assert.equal(changed.body.outcome, 'updated');
    assert.equal(changed.body.line.amount, 1200);
    const read = await folio(key, externalId);
    assert.equal(read.status, 200);
    assert.deepEqual(
      read.body.lines.map((l: { source: string; lineId: string | null; amount: number }) => [
        l.source,
        l.lineId,
        l.amount,
      ]),
      [
        ['booking', null, 12000],
        ['pms', 'mb-1', 1200],
      ],
    );
    assert.deepEqual([read.body.totalAmount, read.body.paidAmount, read.body.balance], [13200, 0, 13200]);
  });

  it('never changes a paid line (409 folio_line_paid); sending it unchanged is harmless', async () => {
    const { hotelId, key, externalId } = await pushed();
    await post(key, externalId, 'mb-1', minibar);
    await payLine(hotelId, externalId, 'mb-1');
    const rows = await storedRows(hotelId, externalId);
    const refused = await post(key, externalId, 'mb-1', { ...minibar, unitPrice: 500 });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'folio_line_paid');
    const replay = await post(key, externalId, 'mb-1', minibar);
    assert.equal(replay.body.outcome, 'unchanged');
    assert.equal(replay.body.line.paid, true);
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
  });

  it('keeps the posted lines when a later revision of the reservation replaces its charges', async () => {
    const { key, externalId, body } = await pushed();
    await post(key, externalId, 'mb-1', minibar);
    await put(key, externalId, {
      ...body,
      revision: 2,
      charges: [{ date: hotelToday(), name: 'Room charge', unitPrice: 15000, taxRate: 10 }],
    });
    const read = await folio(key, externalId);
    assert.deepEqual(
      read.body.lines.map((l: { source: string; amount: number }) => [l.source, l.amount]),
      // By date, then in the order written: the booking's line was written again.
      [
        ['pms', 800],
        ['booking', 15000],
      ],
    );
    const reservation = await callOperation(t.app, 'getIntegrationReservation', { token: key, params: { externalId } });
    assert.equal(reservation.body.charges.length, 1, 'the reservation’s charges are the booking’s only');
  });

  it('refuses a cancelled reservation, and a folio over the limit (400)', async () => {
    const { hotelId, key, externalId, body } = await pushed();
    const tooMuch = await post(key, externalId, 'big', { ...minibar, quantity: 99, unitPrice: 10_000_000 });
    assert.equal(tooMuch.status, 400);
    assert.equal(tooMuch.body.code, 'validation_error');
    await put(key, externalId, { ...body, revision: 2, status: 'cancelled' });
    const rows = await storedRows(hotelId, externalId);
    const refused = await post(key, externalId, 'mb-1', minibar);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'reservation_cancelled');
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
  });
});

describe('listing stays', () => {
  it('pages with a cursor, oldest change first; a posted line moves a stay to the end', async () => {
    const { token } = await hotelWithManager();
    const { key } = await createKey(token, ['reservations', 'stays', 'folios']);
    const { key: reader } = await createKey(token, ['stays', 'readOnly']);
    for (const id of ['s-1', 's-2', 's-3', 'not-in']) await put(key, id, pmsReservation());
    for (const id of ['s-1', 's-2', 's-3']) await checkIn(key, id);
    const list = (query: OperationCall<'listIntegrationStays'>['query']) =>
      callOperation(t.app, 'listIntegrationStays', { token: reader, query });
    const ids = (answer: { body: { stays: { externalId: string | null }[] } }) =>
      answer.body.stays.map((s) => s.externalId);

    const first = await list({ limit: 2 });
    assert.equal(first.status, 200);
    assert.deepEqual(ids(first), ['s-1', 's-2']);
    const second = await list({ limit: 2, cursor: first.body.nextCursor });
    assert.deepEqual(ids(second), ['s-3']);
    assert.equal(second.body.nextCursor, null);

    const since = first.body.stays[1].updatedAt;
    await post(key, 's-1', 'mb-1', minibar);
    const changed = await list({ updatedSince: since });
    assert.deepEqual(ids(changed), ['s-2', 's-3', 's-1']);
    assert.equal(changed.body.stays[2].checkOut.balance, 12800);
  });
});

describe('keys and hotels', () => {
  it('refuses a key without the scope, and a readOnly key’s writes; nothing changes', async () => {
    const { hotelId, token, key, externalId } = await pushed();
    await checkIn(key, externalId);
    const { key: reservationsOnly } = await createKey(token, ['reservations']);
    const { key: readOnly } = await createKey(token, ['stays', 'folios', 'readOnly']);
    const rows = await storedRows(hotelId, externalId);
    for (const answer of [
      await getStay(reservationsOnly, externalId),
      await folio(reservationsOnly, externalId),
      await checkIn(reservationsOnly, externalId),
      await assign(reservationsOnly, externalId, ['9']),
      await post(reservationsOnly, externalId, 'x', minibar),
      await checkIn(readOnly, externalId),
      await assign(readOnly, externalId, ['9']),
      await post(readOnly, externalId, 'x', minibar),
    ]) {
      assert.equal(answer.status, 403, JSON.stringify(answer.body));
      assert.equal(answer.body.code, 'integration_scope_missing');
    }
    assert.equal((await getStay(readOnly, externalId)).status, 200);
    assert.equal((await folio(readOnly, externalId)).status, 200);
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
  });

  it('another hotel’s key finds nothing of ours and changes nothing', async () => {
    const { hotelId, key, externalId } = await pushed();
    await checkIn(key, externalId);
    await post(key, externalId, 'mb-1', minibar);
    const theirs = await hotelWithManager();
    const { key: theirKey } = await createKey(theirs.token, ['reservations', 'stays', 'folios']);
    const rows = await storedRows(hotelId, externalId);
    assert.equal((await getStay(theirKey, externalId)).body.code, 'stay_not_found');
    for (const answer of [
      await folio(theirKey, externalId),
      await checkIn(theirKey, externalId),
      await assign(theirKey, externalId, ['9']),
      await post(theirKey, externalId, 'mb-1', { ...minibar, unitPrice: 1 }),
    ]) {
      assert.equal(answer.status, 404, JSON.stringify(answer.body));
      assert.equal(answer.body.code, 'reservation_not_found');
    }
    const listed = await callOperation(t.app, 'listIntegrationStays', { token: theirKey });
    assert.deepEqual(listed.body.stays, []);
    assert.deepEqual(await storedRows(hotelId, externalId), rows);
  });
});
