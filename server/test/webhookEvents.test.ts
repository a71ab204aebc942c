import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pino } from 'pino';
import { buildApp } from '../src/app.ts';
import type { Operations } from '../src/contract.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_MANAGERS, DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import type { PaymentGateway } from '../src/payments/gateway.ts';
import { createSandboxGateway } from '../src/payments/sandboxGateway.ts';
import { findHotel } from '../src/services/checkin.ts';
import { businessDate } from '../src/services/hotelTime.ts';
import { startWebhookDelivery, type WebhookDelivery } from '../src/services/webhookDelivery.ts';
import { WEBHOOK_EVENT_TYPES } from '../src/services/webhooks.ts';
import { callOperation } from './support/callOperation.ts';
import { createTestDatabase, reservationIdOf, type TestApp } from './support/helpers.ts';
import { integrationClient, pmsReservation } from './support/integrationFixtures.ts';
import { newMember, type MemberWithCard } from './support/members.ts';
import { foreignCheckinBody, submitCheckin } from './support/passportFixtures.ts';
import { startEventReceiver, type ReceivedEvent } from './support/webhookReceiver.ts';

// The webhook events of real changes (issue 33, docs/integration.md "Event types and payloads"): a
// PMS pushes a reservation, the guest checks in online, reviews, pays, orders and checks out, the
// front desk approves and settles or releases a payment left pending; each change is told once, with
// the documented data, to an endpoint that wants every type and verifies every body with
// `standardwebhooks`. A change that is refused tells nothing.

let database: DatabaseHandle;
let t: TestApp;
let delivery: WebhookDelivery;
/** The API on the same database with a gateway that charges and then loses the answer... */
let lostAfterCharge: FastifyInstance;
/** ...and with one whose request times out before it reaches the card service. */
let lostBeforeCharge: FastifyInstance;

/** The second apps deliver nothing of their own: only this file's worker does, when flushed. */
const noDelivery: WebhookDelivery = { kick: () => {}, flush: async () => 0, stop: async () => {} };

before(async () => {
  database = await createTestDatabase({ seeded: true });
  const { db } = database;
  // Only flush() and the app's kicks deliver: no look of the worker's own during a test.
  delivery = startWebhookDelivery({ db, pollMs: 3_600_000, log: pino({ level: 'silent' }) });
  const app = await buildApp({ db, webhookDelivery: delivery, mountCardTokenSandbox: true });
  await app.ready();
  t = { app, db, close: async () => {} };
  const sandbox = createSandboxGateway(db);
  const lost = (chargeFirst: boolean): PaymentGateway => ({
    registerCard: (token) => sandbox.registerCard(token),
    findCharge: (orderId) => sandbox.findCharge(orderId),
    charge: async (request) => {
      if (chargeFirst) await sandbox.charge(request);
      throw new Error(chargeFirst ? 'connection reset after the charge' : 'timeout: no answer');
    },
  });
  lostAfterCharge = await buildApp({ db, gateway: lost(true), webhookDelivery: noDelivery });
  lostBeforeCharge = await buildApp({ db, gateway: lost(false), webhookDelivery: noDelivery });
});
after(async () => {
  await lostAfterCharge.close();
  await lostBeforeCharge.close();
  await t.app.close();
  await database.close();
});
beforeEach(async () => {
  // Each test hears only its own endpoint.
  await t.db.updateTable('webhook_endpoints').set({ enabled: false }).execute();
});

let addresses = 0;

type OrderBody = Operations['makeRequestOrder']['body'];

/** Each call from an address of its own, so that no per-address limit is reached. */
const from = () => `198.19.34.${(++addresses % 250) + 1}`;

async function staffToken(email: string): Promise<string> {
  const { status, body } = await callOperation(t.app, 'frontDeskLogin', {
    remoteAddress: from(),
    body: { email, password: DEMO_PASSWORD },
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body.token;
}

/**
 * A new endpoint of the demo hotel for every event type, on a receiver of its own: `next()` delivers
 * what is due and answers the events that arrived since the last call, each verified.
 */
async function hotelEndpoint() {
  const receiver = await startEventReceiver();
  after(() => receiver.close());
  const { status, body } = await callOperation(t.app, 'createWebhookEndpoint', {
    remoteAddress: from(),
    token: await staffToken(DEMO_MANAGERS[0].email),
    body: { url: receiver.url, eventTypes: [...WEBHOOK_EVENT_TYPES], enabled: true },
  });
  assert.equal(status, 200, JSON.stringify(body));
  const seen = new Set<string>();
  return {
    async next(): Promise<ReceivedEvent[]> {
      await delivery.flush();
      const events = receiver.take(body.secret);
      for (const event of events) {
        assert.ok(!seen.has(event.webhookId), `${event.type} arrived twice`);
        seen.add(event.webhookId);
      }
      return events;
    },
    /** The types of the events since the last call. */
    async types(): Promise<string[]> {
      return (await this.next()).map((e) => e.type);
    },
  };
}

const { createKey, put } = integrationClient(() => t);
let pmsKey: string | undefined;
let stays = 0;

/** The demo hotel's business date: the day a reservation pushed for today is a stay on. */
const hotelDate = async () => businessDate(await findHotel(t.db, DEMO_HOTEL_ID));

/** A reservation the PMS pushes for today (one night, a room number, `charges` yen to pay), as the guest API knows it. */
async function pushedReservation(charges = 12000, telephone = `0903400${String(stays + 1).padStart(4, '0')}`) {
  pmsKey ??= (await createKey(await staffToken(DEMO_MANAGERS[0].email), ['reservations'])).key;
  const n = ++stays;
  const externalId = `pms-event-${n}-${randomUUID().slice(0, 8)}`;
  const roomNumber = `12${String(n).padStart(2, '0')}`;
  const date = await hotelDate();
  const pushed = pmsReservation({
    telephone,
    checkinDate: date,
    guestCount: 1,
    rooms: [{ typeName: 'ダブル Double', typeCode: 'DBL', roomNumber }],
    charges: charges > 0 ? [{ date, name: '宿泊料金 Room charge', unitPrice: charges, taxRate: 10 }] : [],
  });
  const answer = await put(pmsKey, externalId, pushed);
  assert.ok(answer.status < 300, JSON.stringify(answer.body));
  const found = await callOperation(t.app, 'searchCheckin', {
    remoteAddress: from(),
    body: { hotelId: DEMO_HOTEL_ID, lang: 'en', reservationTel: telephone },
  });
  assert.equal(found.status, 200, JSON.stringify(found.body));
  const reservation = (found.body.searchReservations as { id: string; reservationId: string }[]).find(
    (r) => r.reservationId === pushed.bookingNumber,
  );
  return { id: reservation!.id, externalId, bookingNumber: pushed.bookingNumber, telephone, roomNumber };
}

type Pushed = Awaited<ReturnType<typeof pushedReservation>>;

/** The guest's online check-in of the pushed reservation (a Japanese national, paying in cash). */
async function checkInOnline(
  reservation: Pushed,
  guest: MemberWithCard,
  key = randomUUID(),
  arrival = Math.floor(Date.now() / 1000) + 3600,
  also: Pushed[] = [],
) {
  const reservationIds = [reservation, ...also].map((r) => r.id);
  const body = foreignCheckinBody({ userId: guest.id, nationality: 'JPN', arrival, reservationIds });
  body.checkin.guest.reservationTel = reservation.telephone;
  const sent = await submitCheckin(t, guest.token, body, key);
  return { ...sent, arrival };
}

/** The front desk approves the check-in. */
async function approve(checkinId: string) {
  const { status, body } = await callOperation(t.app, 'approveFrontDeskCheckin', {
    remoteAddress: from(),
    params: { checkinId },
    token: await staffToken(DEMO_STAFF[0].email),
  });
  assert.equal(status, 200, JSON.stringify(body));
}

/** A pushed reservation the guest checked in to online, approved by the front desk: staying now. */
async function stayingGuest(charges = 12000) {
  const reservation = await pushedReservation(charges);
  const guest = await newMember(t, { card: true });
  const sent = await checkInOnline(reservation, guest);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  await approve(sent.body.checkinId);
  return { reservation, guest, checkinId: sent.body.checkinId as string, checkinCode: sent.body.checkinCode as string };
}

const refOf = (r: Pushed) => ({ id: r.id, externalId: r.externalId, bookingNumber: r.bookingNumber });

/** creditCardPay of a folio by the member's card, on `app` (the gateway may lose its answer there). */
const payFolio = (
  guest: MemberWithCard,
  amount: number,
  selection: { reservationIds?: string[]; checkinIds?: string[] },
  app = t.app,
) =>
  callOperation(app, 'creditCardPay', {
    remoteAddress: from(),
    token: guest.token,
    body: { cardId: guest.cardId, paymentAmount: String(amount), hotelId: DEMO_HOTEL_ID, ...selection },
    // The apps with a broken gateway answer the unknown outcome with the 500 the contract leaves out.
    checked: app === t.app,
  });

const checkOut = (payload: { reservationId?: string; checkinId?: string; telephone: string; withReview: boolean }) =>
  callOperation(t.app, 'checkout', { remoteAddress: from(), body: payload });

/** The guest's card payment (kind and amount) of an order, as stored: what payment events tell. */
const paymentOrder = (orderId: string) =>
  t.db
    .selectFrom('payment_orders')
    .select(['id', 'kind', 'amount', 'process_result'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

describe('checkin.submitted', () => {
  it('names the pushed reservation by the PMS id and booking number; a replay or a refused check-in tells nothing', async () => {
    const hook = await hotelEndpoint();
    const reservation = await pushedReservation();
    const guest = await newMember(t, { card: true });
    const key = randomUUID();
    const sent = await checkInOnline(reservation, guest, key);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));

    const [event, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.equal(event!.type, 'checkin.submitted');
    assert.deepEqual(event!.data, {
      hotelId: DEMO_HOTEL_ID,
      checkinId: sent.body.checkinId,
      checkinCode: sent.body.checkinCode,
      reservationIds: [reservation.id],
      reservations: [refOf(reservation)],
      arrival: new Date(sent.arrival * 1000).toISOString(),
      totalMembers: 1,
    });

    // The same request again (its Idempotency-Key): the stored answer, no second event.
    const replayed = await checkInOnline(reservation, guest, key, sent.arrival);
    assert.deepEqual([replayed.status, replayed.body], [200, sent.body]);
    // Another guest's check-in of the same reservation: refused, nothing told.
    const other = await newMember(t, { card: true });
    const refused = await checkInOnline(reservation, other);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.deepEqual(await hook.types(), []);
  });
});

describe('checkin.approved', () => {
  it('once per approval: again tells nothing, undone tells nothing, given again is a new event', async () => {
    const hook = await hotelEndpoint();
    const { checkinId, checkinCode } = await stayingGuest();
    const approved = { hotelId: DEMO_HOTEL_ID, checkinId, checkinCode };
    const events = await hook.next();
    assert.deepEqual(
      events.map((e) => [e.type, e.type === 'checkin.approved' ? e.data : null]),
      [
        ['checkin.submitted', null],
        ['checkin.approved', approved],
      ],
    );
    await approve(checkinId);
    assert.deepEqual(await hook.types(), []);
    const undone = await callOperation(t.app, 'undoFrontDeskCheckinApproval', {
      remoteAddress: from(),
      params: { checkinId },
      token: await staffToken(DEMO_STAFF[0].email),
    });
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    assert.deepEqual(await hook.types(), []);
    await approve(checkinId);
    const [again, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.deepEqual([again!.type, again!.data], ['checkin.approved', approved]);
  });
});

describe('checkout.completed', () => {
  it('of a check-in: with the review sent before it and the PMS id, after a refusal while something was left to pay', async () => {
    const hook = await hotelEndpoint();
    const { reservation, guest, checkinId } = await stayingGuest(12000);
    assert.deepEqual(await hook.types(), ['checkin.submitted', 'checkin.approved']);
    const request = { checkinId, telephone: reservation.telephone, withReview: true };

    // 12,000 yen left to pay: refused, nothing told.
    const refused = await checkOut(request);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.deepEqual(await hook.types(), []);

    const review = await callOperation(t.app, 'sendCheckinReview', {
      remoteAddress: from(),
      body: {
        checkinId,
        guestId: guest.id,
        telephone: reservation.telephone,
        point: 8,
        improvement: 'スタッフ,清潔さ',
        comment: 'Quiet room, kind staff.',
      },
    });
    assert.equal(review.status, 200, JSON.stringify(review.body));
    const paid = await payFolio(guest, 12000, { checkinIds: [checkinId] });
    assert.equal(paid.body.processResult, 'success', JSON.stringify(paid.body));
    const [captured, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.equal(captured!.type, 'payment.captured');
    assert.deepEqual(captured!.data, {
      hotelId: DEMO_HOTEL_ID,
      orderId: paid.body.orderId,
      kind: 'checkout',
      amount: 12000,
      currency: 'JPY',
    });

    assert.equal((await checkOut(request)).status, 200);
    const [event, ...others] = await hook.next();
    assert.deepEqual(others, []);
    assert.equal(event!.type, 'checkout.completed');
    assert.deepEqual(event!.data, {
      hotelId: DEMO_HOTEL_ID,
      checkinId,
      reservationIds: [reservation.id],
      reservations: [refOf(reservation)],
      review: { point: 8, improvement: 'スタッフ,清潔さ', comment: 'Quiet room, kind staff.' },
    });
    // Checked out again: harmless, and told no more.
    assert.equal((await checkOut(request)).status, 200);
    assert.deepEqual(await hook.types(), []);
  });

  it('of a reservation the hotel checked in: its review, its PMS id, no check-in', async () => {
    const hook = await hotelEndpoint();
    const reservation = await pushedReservation(9900);
    const guest = await newMember(t, { card: true });
    // The front desk checks the guest in (in the hotel's own system: the API has no call for it).
    await t.db
      .updateTable('reservations')
      .set({ status: 'checked_in' })
      .where('public_id', '=', reservation.id)
      .execute();
    const request = { reservationId: reservation.id, telephone: reservation.telephone, withReview: true };
    assert.equal((await checkOut(request)).status, 409);
    assert.deepEqual(await hook.types(), []);

    const review = await callOperation(t.app, 'sendReservationReview', {
      remoteAddress: from(),
      body: {
        reservationId: reservation.id,
        telephone: reservation.telephone,
        point: 6,
        improvement: '食事',
        comment: 'Breakfast could start earlier.',
      },
    });
    assert.equal(review.status, 200, JSON.stringify(review.body));
    const paid = await payFolio(guest, 9900, { reservationIds: [reservation.id] });
    assert.equal(paid.body.processResult, 'success', JSON.stringify(paid.body));
    // A stay's payment at check-out, though no online check-in went before it.
    const captured = await hook.next();
    assert.deepEqual(
      captured.map((e) => [e.type, e.data.kind]),
      [['payment.captured', 'checkout']],
    );

    assert.equal((await checkOut(request)).status, 200);
    const [event, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.equal(event!.type, 'checkout.completed');
    assert.deepEqual(event!.data, {
      hotelId: DEMO_HOTEL_ID,
      checkinId: null,
      reservationIds: [reservation.id],
      reservations: [refOf(reservation)],
      review: { point: 6, improvement: '食事', comment: 'Breakfast could start earlier.' },
    });
    assert.equal((await checkOut(request)).status, 200);
    assert.deepEqual(await hook.types(), []);
  });

  it('of a check-in whose first reservation was checked out on its own: only what this check-out ended', async () => {
    const hook = await hotelEndpoint();
    const first = await pushedReservation(5000);
    const second = await pushedReservation(8000, first.telephone);
    const guest = await newMember(t, { card: true });
    const sent = await checkInOnline(first, guest, randomUUID(), undefined, [second]);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const checkinId: string = sent.body.checkinId;
    await approve(checkinId);
    // The front desk checks in the first room's stay; the guest pays it and checks it out alone.
    await t.db.updateTable('reservations').set({ status: 'checked_in' }).where('public_id', '=', first.id).execute();
    assert.equal((await payFolio(guest, 5000, { reservationIds: [first.id] })).body.processResult, 'success');
    assert.equal(
      (await checkOut({ reservationId: first.id, telephone: first.telephone, withReview: false })).status,
      200,
    );
    const events = await hook.next();
    assert.deepEqual(
      events.map((e) => e.type),
      ['checkin.submitted', 'checkin.approved', 'payment.captured', 'checkout.completed'],
    );
    assert.deepEqual(events[3]!.data, {
      hotelId: DEMO_HOTEL_ID,
      checkinId: null,
      reservationIds: [first.id],
      reservations: [refOf(first)],
      review: null,
    });

    // Then the check-in, with the second, reviewed by its score alone: the first's check-out is not
    // told again, and the review's empty texts are told as none.
    const review = await callOperation(t.app, 'sendCheckinReview', {
      remoteAddress: from(),
      body: { checkinId, guestId: guest.id, telephone: first.telephone, point: 9, improvement: '', comment: '' },
    });
    assert.equal(review.status, 200, JSON.stringify(review.body));
    assert.equal((await payFolio(guest, 8000, { checkinIds: [checkinId] })).body.processResult, 'success');
    assert.equal((await checkOut({ checkinId, telephone: first.telephone, withReview: true })).status, 200);
    const [captured, event, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.equal(captured!.type, 'payment.captured');
    assert.equal(event!.type, 'checkout.completed');
    assert.deepEqual(event!.data, {
      hotelId: DEMO_HOTEL_ID,
      checkinId,
      reservationIds: [second.id],
      reservations: [refOf(second)],
      review: { point: 9, improvement: null, comment: null },
    });
  });

  it('of a reservation without a review, and not pushed by a PMS: review and externalId null', async () => {
    const hook = await hotelEndpoint();
    // The demo stay SA-2002 (checked in by the hotel, 080-1111-2222), its folio paid by card.
    const reservationId = await reservationIdOf(t.db, 'SA-2002');
    const bill = await callOperation(t.app, 'getReservatinsPayments', {
      remoteAddress: from(),
      query: { hotelId: DEMO_HOTEL_ID, reservationIds: reservationId },
    });
    const guest = await newMember(t, { card: true });
    const paid = await payFolio(guest, bill.body.totalAmount, { reservationIds: [reservationId] });
    assert.equal(paid.body.processResult, 'success', JSON.stringify(paid.body));
    assert.deepEqual(await hook.types(), ['payment.captured']);

    const request = { reservationId, telephone: '08011112222', withReview: false };
    assert.equal((await checkOut(request)).status, 200);
    const [event, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.equal(event!.type, 'checkout.completed');
    assert.deepEqual(event!.data, {
      hotelId: DEMO_HOTEL_ID,
      checkinId: null,
      reservationIds: [reservationId],
      reservations: [{ id: reservationId, externalId: null, bookingNumber: 'SA-2002' }],
      review: null,
    });
  });
});

/** A product of the demo catalogue by sales subject, with a fresh stock and no sale hours. */
const product = (subject: number, stock = 10) =>
  t.db
    .updateTable('products')
    .set({ stock, sale_start_time: null, sale_end_time: null })
    .where('hotel_id', '=', DEMO_HOTEL_ID)
    .where('sales_subject_id', '=', subject)
    .returning(['id', 'price'])
    .executeTakeFirstOrThrow();

describe('order.placed', () => {
  it('tells each order to the room with its items, room, method and total; a refused or replayed order tells nothing', async () => {
    const hook = await hotelEndpoint();
    const { reservation, guest, checkinId } = await stayingGuest(0);
    assert.deepEqual(await hook.types(), ['checkin.submitted', 'checkin.approved']);
    const rooms = await callOperation(t.app, 'getGuestRoomByTelephone', {
      remoteAddress: from(),
      query: { hotelId: DEMO_HOTEL_ID, telephone: reservation.telephone },
    });
    assert.deepEqual(
      rooms.body.checkinAssignRooms.map((r: { checkinId: string; roomNumber: string[] }) => [
        r.checkinId,
        r.roomNumber,
      ]),
      [[checkinId, [reservation.roomNumber]]],
    );
    const beer = await product(9001);
    const tea = await product(9002, 1);
    const order = (payload: Pick<OrderBody, 'paymentMethod' | 'products'> & Partial<OrderBody>, key = randomUUID()) =>
      callOperation(t.app, 'makeRequestOrder', {
        remoteAddress: from(),
        key,
        body: {
          telephone: reservation.telephone,
          checkinId,
          roomNumber: reservation.roomNumber,
          mobileRequestOrderId: null,
          ...payload,
        },
      });

    // By card: the payment is captured, then the order placed with what it paid for.
    const paid = await callOperation(t.app, 'creditCardPayForMobileRequest', {
      remoteAddress: from(),
      token: guest.token,
      body: {
        cardId: guest.cardId,
        telephone: reservation.telephone,
        checkinId,
        paymentAmount: String(beer.price * 2),
        productIds: [beer.id],
        products: [{ id: beer.id, numberOfItems: 2 }],
      },
    });
    assert.equal(paid.body.processResult, 'success', JSON.stringify(paid.body));
    const orderId = paid.body.mobileRequestOrderId;
    const [captured, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.deepEqual(
      [captured!.type, captured!.data],
      [
        'payment.captured',
        { hotelId: DEMO_HOTEL_ID, orderId, kind: 'request', amount: beer.price * 2, currency: 'JPY' },
      ],
    );
    const key = randomUUID();
    const byCard = await order(
      { paymentMethod: 1, mobileRequestOrderId: orderId, products: [{ id: beer.id, numberOfItems: 2 }] },
      key,
    );
    assert.equal(byCard.status, 200, JSON.stringify(byCard.body));
    const [placed, ...others] = await hook.next();
    assert.deepEqual(others, []);
    assert.equal(placed!.type, 'order.placed');
    assert.deepEqual(placed!.data, {
      hotelId: DEMO_HOTEL_ID,
      requestOrderId: byCard.body.requestOrderId,
      checkinId,
      roomNumber: reservation.roomNumber,
      paymentMethod: 1,
      totalAmount: beer.price * 2,
      items: [{ productId: String(beer.id), quantity: 2, price: beer.price }],
    });

    // The same order again (its Idempotency-Key): the stored answer, told no more. The payment
    // named by another order: refused.
    const replayed = await order(
      { paymentMethod: 1, mobileRequestOrderId: orderId, products: [{ id: beer.id, numberOfItems: 2 }] },
      key,
    );
    assert.deepEqual(replayed.body, byCard.body);
    const twice = await order({
      paymentMethod: 1,
      mobileRequestOrderId: orderId,
      products: [{ id: beer.id, numberOfItems: 2 }],
    });
    assert.equal(twice.status, 404, JSON.stringify(twice.body));
    // Another room, and more tea than is left: refused.
    const elsewhere = await order({
      paymentMethod: 0,
      roomNumber: '9999',
      products: [{ id: tea.id, numberOfItems: 1 }],
    });
    assert.equal(elsewhere.status, 400, JSON.stringify(elsewhere.body));
    const tooMany = await order({ paymentMethod: 0, products: [{ id: tea.id, numberOfItems: 2 }] });
    assert.deepEqual([tooMany.status, tooMany.body.code], [400, 'out_of_stock']);
    assert.deepEqual(await hook.types(), []);

    // Added to the bill paid at check-out (method 0): beer and the last tea.
    const onBill = await order({
      paymentMethod: 0,
      products: [
        { id: beer.id, numberOfItems: 1 },
        { id: tea.id, numberOfItems: 1 },
      ],
    });
    assert.equal(onBill.status, 200, JSON.stringify(onBill.body));
    const [second, ...rest] = await hook.next();
    assert.deepEqual(rest, []);
    assert.equal(second!.type, 'order.placed');
    assert.deepEqual(second!.data, {
      hotelId: DEMO_HOTEL_ID,
      requestOrderId: onBill.body.requestOrderId,
      checkinId,
      roomNumber: reservation.roomNumber,
      paymentMethod: 0,
      totalAmount: beer.price + tea.price,
      items: [
        { productId: String(beer.id), quantity: 1, price: beer.price },
        { productId: String(tea.id), quantity: 1, price: tea.price },
      ],
    });
  });
});

/** As if the payment had started three minutes ago: left behind, not in progress (PENDING_AFTER_MS). */
const age = (orderId: string) =>
  sql`update payment_orders set created_at = now() - interval '3 minutes' where id = ${orderId}`.execute(t.db);

/** The member's card payment of the pushed reservation's folio through `app`, whose gateway loses the answer. */
async function pendingPayment(app: FastifyInstance, reservation: Pushed, amount: number) {
  const guest = await newMember(t, { card: true });
  const lost = await payFolio(guest, amount, { reservationIds: [reservation.id] }, app);
  assert.equal(lost.status, 500, 'the outcome is unknown to the request');
  const row = await t.db
    .selectFrom('payment_orders')
    .select('id')
    .where('user_id', '=', Number(guest.id))
    .executeTakeFirstOrThrow();
  await age(row.id);
  return row.id;
}

describe('payments the front desk resolves', () => {
  const resolve = async (orderId: string, action: 'settle' | 'release') =>
    callOperation(t.app, 'resolveFrontDeskPendingPayment', {
      remoteAddress: from(),
      params: { orderId: orderId },
      token: await staffToken(DEMO_STAFF[0].email),
      body: { action },
    });

  it('payment.released when the desk releases a payment the gateway never charged', async () => {
    const hook = await hotelEndpoint();
    const reservation = await pushedReservation(8800);
    const orderId = await pendingPayment(lostBeforeCharge, reservation, 8800);
    // Left pending, and a settle the gateway's record contradicts: nothing told.
    const settle = await resolve(orderId, 'settle');
    assert.equal(settle.status, 409, JSON.stringify(settle.body));
    assert.deepEqual(await hook.types(), []);

    const released = await resolve(orderId, 'release');
    assert.deepEqual(released.body, { orderId, processResult: 'failure' });
    const [event, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.equal(event!.type, 'payment.released');
    const order = await paymentOrder(orderId);
    assert.equal(order.process_result, 'failure');
    assert.deepEqual(event!.data, {
      hotelId: DEMO_HOTEL_ID,
      orderId,
      kind: 'checkin',
      amount: 8800,
      currency: 'JPY',
    });
    assert.equal((await resolve(orderId, 'release')).status, 409);
    assert.deepEqual(await hook.types(), []);
  });

  it('payment.captured when the desk settles a payment the gateway charged', async () => {
    const hook = await hotelEndpoint();
    const reservation = await pushedReservation(7700);
    const orderId = await pendingPayment(lostAfterCharge, reservation, 7700);
    const release = await resolve(orderId, 'release');
    assert.equal(release.status, 409, JSON.stringify(release.body));
    assert.deepEqual(await hook.types(), []);

    const settled = await resolve(orderId, 'settle');
    assert.deepEqual(settled.body, { orderId, processResult: 'success' });
    const [event, ...more] = await hook.next();
    assert.deepEqual(more, []);
    assert.equal(event!.type, 'payment.captured');
    assert.deepEqual(event!.data, {
      hotelId: DEMO_HOTEL_ID,
      orderId,
      kind: 'checkin',
      amount: 7700,
      currency: 'JPY',
    });
    assert.equal((await resolve(orderId, 'settle')).status, 409);
    assert.deepEqual(await hook.types(), []);
  });
});
