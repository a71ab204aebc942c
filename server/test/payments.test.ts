import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { claimLines } from '../src/db/repositories/orders.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { ChargeNotMadeError, type PaymentGateway } from '../src/payments/gateway.ts';
import { createSandboxGateway } from '../src/payments/sandboxGateway.ts';
import { luhnValid } from '../src/payments/testCards.ts';
import { newCheckinCode } from '../src/services/codes.ts';
import { RETENTION_YEARS, yearsLater } from '../src/services/retention.ts';
import type { Operations } from '../src/contract.ts';
import { callOperation, malformed, type Malformed } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { GOOD_CARD as GOOD, saveCard } from './support/cards.ts';
import { newMember, type MemberWithCard as Member } from './support/members.ts';

// Card payment of a folio (creditCardPay), its sales (postCheckoutInfo), its mail
// (sendmailCheckoutPaymentInfo) and the sales of mobile request orders (makeSales), called through
// callOperation (app.inject, each answer checked against the contract) on a real database: every folio
// line is charged at most once.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const DECLINED = '4000000000000002';
const TEST_NUMBERS = [GOOD, DECLINED, '5555555555554444'];
const today = () => new Date().toISOString().slice(0, 10);

/** A new member with a saved card. */
const member = (card = GOOD) => newMember(t, { card });

interface Line {
  name: string;
  price: number;
  taxRate?: 8 | 10;
  discount?: boolean;
}

/** Room 14,300 + parking 2,200 + sweets 1,080 - discount 1,000. */
const FOLIO: Line[] = [
  { name: '宿泊料金 Room charge', price: 14300 },
  { name: '駐車場 Parking', price: 2200 },
  { name: '人形焼 Ningyo-yaki', price: 1080, taxRate: 8 },
  { name: '会員割引 Member discount', price: -1000, discount: true },
];
const FOLIO_TOTAL = 16580;

/** A reservation of the hotel with a room and unpaid folio lines. */
async function reservation(lines: Line[] = FOLIO, hotelId = DEMO_HOTEL_ID) {
  const row = await t.db
    .insertInto('reservations')
    .values({
      hotel_id: hotelId,
      reservation_code: `PT-${randomUUID().slice(0, 8)}`,
      checkin_date: today(),
      nights: 1,
      pax_total: 1,
      guest_name: '支払 花子',
      telephone: '09000009999',
    })
    .returning(['id', 'public_id', 'reservation_code'])
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('reservation_rooms')
    .values({ reservation_id: row.id, type_name: 'シングル Single', room_type: 'SGL', room_number: '301' })
    .execute();
  await t.db
    .insertInto('sales')
    .values(
      lines.map((line) => ({
        hotel_id: hotelId,
        reservation_id: row.id,
        sales_date: today(),
        sales_subject_name: line.name,
        unit_price: line.price,
        sales_price: line.price,
        tax_rate: line.taxRate ?? 10,
        is_discount: line.discount ?? false,
      })),
    )
    .execute();
  return row;
}

/** A submitted check-in of the member (or of nobody), linked to reservations. */
/** The telephone the test check-ins were made with (makeSales takes it as the proof of ordering). */
const STAY_TELEPHONE = '08012340000';

async function checkin(userId: string | null, reservationIds: number[] = [], hotelId = DEMO_HOTEL_ID) {
  const { id } = await t.db
    .insertInto('checkins')
    .values({
      hotel_id: hotelId,
      user_id: userId === null ? null : Number(userId),
      checkin_code: newCheckinCode(),
      status: 'submitted',
      approved_status: 2,
      jpn_gtd_status: 0,
      front_supported: false,
      telephone: STAY_TELEPHONE,
      retain_until: yearsLater(new Date(), RETENTION_YEARS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (reservationIds.length > 0) {
    await t.db
      .insertInto('checkin_reservations')
      .values(reservationIds.map((reservation_id) => ({ checkin_id: id, reservation_id })))
      .execute();
  }
  return id;
}

type PayBody = Operations['creditCardPay']['body'];

/**
 * creditCardPay by `who` (anonymous with null) with the Idempotency-Key `key` (a new one unless given,
 * none with null), through `app`: one whose gateway breaks answers 500, which the contract does not
 * document, so its answers are not checked (`checked` false).
 */
function pay(
  who: { token: string } | null,
  body: PayBody | Malformed,
  key?: string | null,
  { app = t.app, checked = true }: { app?: FastifyInstance; checked?: boolean } = {},
) {
  return callOperation(app, 'creditCardPay', { token: who?.token, body, key, checked });
}

/** The order a successful payment answered (a declined one answers none). */
function orderIdOf(answer: { body: { orderId?: string | null } }): string {
  const { orderId } = answer.body;
  assert.ok(orderId, JSON.stringify(answer.body));
  return orderId;
}

const payReservation = (who: Member, publicId: string, amount = FOLIO_TOTAL, key?: string) =>
  pay(
    who,
    { cardId: who.cardId, paymentAmount: String(amount), hotelId: DEMO_HOTEL_ID, reservationIds: [publicId] },
    key,
  );

/** The gateway's charges for the reservation's lines (every order that ever held one). */
async function chargesFor(reservationId: number) {
  const orderIds = await t.db
    .selectFrom('payment_orders')
    .select('id')
    .where(sql<boolean>`reservation_ids @> ${JSON.stringify([reservationId])}::jsonb`)
    .execute();
  if (orderIds.length === 0) return [];
  return t.db
    .selectFrom('gateway_charges')
    .select(['order_id', 'amount', 'result'])
    .where(
      'order_id',
      'in',
      orderIds.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
}

const linesOf = (reservationId: number) =>
  t.db
    .selectFrom('sales')
    .select(['id', 'order_id'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id')
    .execute();

const orderRow = (orderId: string) =>
  t.db.selectFrom('payment_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

async function bill(publicId: string) {
  const response = await callOperation(t.app, 'getReservatinsPayments', {
    query: { hotelId: DEMO_HOTEL_ID, reservationIds: publicId },
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  return response.body;
}

describe('creditCardPay', () => {
  it('charges the unpaid lines once, marks them paid by the order and answers the contract’s result', async () => {
    const who = await member();
    const stay = await reservation();
    assert.equal((await bill(stay.public_id)).totalAmount, FOLIO_TOTAL);

    const response = await payReservation(who, stay.public_id);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const body = response.body;
    assert.equal(body.status, 'paid');
    assert.equal(body.processResult, 'success');
    assert.equal(body.cardBrand, 'VISA');
    assert.equal(body.errorMessage, null);
    const orderId = orderIdOf(response);
    assert.match(orderId, /^ORD[A-Z0-9]{20}$/);

    assert.deepEqual(await chargesFor(stay.id), [{ order_id: body.orderId, amount: FOLIO_TOTAL, result: 'success' }]);
    assert.ok((await linesOf(stay.id)).every((l) => l.order_id === body.orderId));
    const order = await orderRow(orderId);
    assert.equal(order.process_result, 'success');
    assert.equal(order.amount, FOLIO_TOTAL);
    assert.equal(order.kind, 'checkin'); // not checked in yet: the online check-in's payment
    assert.equal(order.user_id, Number(who.id));
    assert.equal(order.card_brand, 'VISA');
    assert.equal(order.masked_number, '************4242');
    assert.match(order.transaction_number ?? '', /^TX/);
    assert.deepEqual(order.reservation_ids, [stay.id]);
    assert.equal((await bill(stay.public_id)).totalAmount, 0);
  });

  it('pays the member’s own check-ins (their lines and their reservations’) as a check-out', async () => {
    const who = await member();
    const stay = await reservation();
    const checkinId = await checkin(who.id, [stay.id]);
    await t.db
      .insertInto('sales')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_id: checkinId,
        sales_date: today(),
        sales_subject_name: 'ルームサービス Room service',
        unit_price: 1500,
        sales_price: 1500,
        tax_rate: 10,
      })
      .execute();
    const response = await pay(who, {
      cardId: who.cardId,
      paymentAmount: String(FOLIO_TOTAL + 1500),
      hotelId: DEMO_HOTEL_ID,
      checkinIds: [String(checkinId)],
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const order = await orderRow(orderIdOf(response));
    assert.equal(order.kind, 'checkout');
    assert.deepEqual(order.checkin_ids, [checkinId]);
    assert.deepEqual(order.reservation_ids, [stay.id]);
    const paid = await t.db.selectFrom('sales').select('id').where('order_id', '=', order.id).execute();
    assert.equal(paid.length, FOLIO.length + 1);
  });

  it('calls a reservation linked to a submitted check-in a check-out', async () => {
    const who = await member();
    const stay = await reservation();
    await checkin(null, [stay.id]);
    const response = await payReservation(who, stay.public_id);
    assert.equal((await orderRow(orderIdOf(response))).kind, 'checkout');
  });

  it('refuses an amount other than the bill’s (400 amount_mismatch) without charging', async () => {
    const who = await member();
    const stay = await reservation();
    const response = await payReservation(who, stay.public_id, FOLIO_TOTAL + 1000);
    assert.equal(response.status, 400);
    assert.equal(response.body.code, 'amount_mismatch');
    assert.ok(response.body.message);
    assert.deepEqual(await chargesFor(stay.id), []);
    assert.ok((await linesOf(stay.id)).every((l) => l.order_id === null));
  });

  it('answers 409 already_paid for a bill paid before, with another key', async () => {
    const who = await member();
    const stay = await reservation();
    assert.equal((await payReservation(who, stay.public_id)).status, 200);
    const again = await payReservation(who, stay.public_id);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_paid');
    assert.equal((await chargesFor(stay.id)).length, 1);
  });

  it('answers 404 for another member’s card, another member’s check-in, and unknown ids', async () => {
    const owner = await member();
    const other = await member();
    const stay = await reservation();
    const foreignCard = await pay(other, {
      cardId: owner.cardId,
      paymentAmount: String(FOLIO_TOTAL),
      hotelId: DEMO_HOTEL_ID,
      reservationIds: [stay.public_id],
    });
    assert.equal(foreignCard.status, 404);
    assert.equal(foreignCard.body.code, 'card_not_found');
    const malformedCard = await pay(owner, {
      cardId: 'abc',
      paymentAmount: String(FOLIO_TOTAL),
      hotelId: DEMO_HOTEL_ID,
      reservationIds: [stay.public_id],
    });
    assert.equal(malformedCard.body.code, 'card_not_found');

    const ownersCheckin = await checkin(owner.id, [stay.id]);
    const otherHotelCheckin = await checkin(other.id, [], MINIMAL_HOTEL_ID);
    for (const checkinId of [String(ownersCheckin), String(otherHotelCheckin), '999999', 'x-1']) {
      const response = await pay(other, {
        cardId: other.cardId,
        paymentAmount: String(FOLIO_TOTAL),
        hotelId: DEMO_HOTEL_ID,
        checkinIds: [checkinId],
      });
      assert.equal(response.status, 404, checkinId);
      assert.equal(response.body.code, 'checkin_not_found', checkinId);
    }

    const unknownReservation = await pay(owner, {
      cardId: owner.cardId,
      paymentAmount: '100',
      hotelId: DEMO_HOTEL_ID,
      reservationIds: [randomUUID()],
    });
    assert.equal(unknownReservation.body.code, 'reservation_not_found');
    const otherHotel = await pay(owner, {
      cardId: owner.cardId,
      paymentAmount: String(FOLIO_TOTAL),
      hotelId: MINIMAL_HOTEL_ID,
      reservationIds: [stay.public_id],
    });
    assert.equal(otherHotel.body.code, 'reservation_not_found');
    const unknownHotel = await pay(owner, {
      cardId: owner.cardId,
      paymentAmount: '100',
      hotelId: 'no-such-hotel',
      reservationIds: [stay.public_id],
    });
    assert.equal(unknownHotel.body.code, 'hotel_not_found');
    assert.deepEqual(await chargesFor(stay.id), []);
  });

  it('needs login (401), a selection (400) and well-formed input (400), never a 5xx', async () => {
    const who = await member();
    const stay = await reservation();
    const anonymous = await pay(null, {
      cardId: who.cardId,
      paymentAmount: String(FOLIO_TOTAL),
      hotelId: DEMO_HOTEL_ID,
      reservationIds: [stay.public_id],
    });
    assert.equal(anonymous.status, 401);
    const nothing = await pay(who, { cardId: who.cardId, paymentAmount: '100', hotelId: DEMO_HOTEL_ID });
    assert.equal(nothing.status, 400);
    assert.equal(nothing.body.code, 'nothing_selected');
    const base = { cardId: who.cardId, hotelId: DEMO_HOTEL_ID, reservationIds: [stay.public_id] };
    for (const payload of [
      { ...base, paymentAmount: '0' },
      { ...base, paymentAmount: '-5' },
      { ...base, paymentAmount: '1', cardNumber: GOOD },
      { ...base, paymentAmount: '1', reservationIds: ['../x'] },
    ]) {
      const response = await pay(who, malformed(payload));
      assert.equal(response.status, 400, JSON.stringify(payload));
    }
    const noKey = await pay(who, { ...base, paymentAmount: String(FOLIO_TOTAL) }, null);
    assert.equal(noKey.status, 400);
    assert.deepEqual(await chargesFor(stay.id), []);
  });

  it('answers a declined card as a failure and leaves the lines unpaid; a good card then pays', async () => {
    const who = await member(DECLINED);
    const stay = await reservation();
    const declined = await payReservation(who, stay.public_id);
    assert.equal(declined.status, 200);
    assert.deepEqual(declined.body, {
      status: 'declined',
      orderId: null,
      cardBrand: 'VISA',
      processResult: 'failure',
      errorMessage: 'Your payment was declined by your card issuer. Please contact your card issuer.',
    });
    assert.ok((await linesOf(stay.id)).every((l) => l.order_id === null));
    assert.equal((await bill(stay.public_id)).totalAmount, FOLIO_TOTAL);
    const failed = await t.db.selectFrom('payment_orders').selectAll().where('user_id', '=', Number(who.id)).execute();
    assert.deepEqual(
      failed.map((o) => o.process_result),
      ['failure'],
    );

    const cardId = await saveCard(t.app, who, '5555555555554444');
    const paid = await pay(who, {
      cardId,
      paymentAmount: String(FOLIO_TOTAL),
      hotelId: DEMO_HOTEL_ID,
      reservationIds: [stay.public_id],
    });
    assert.equal(paid.body.processResult, 'success', JSON.stringify(paid.body));
    assert.equal(paid.body.cardBrand, 'MASTER');
    assert.deepEqual(
      (await chargesFor(stay.id)).map((c) => c.result),
      ['declined', 'success'],
    );
  });

  it('charges once for 50 simultaneous requests with one key: each answer is the success or 409 request_in_progress', async () => {
    const who = await member();
    const stay = await reservation();
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => payReservation(who, stay.public_id, FOLIO_TOTAL, key)),
    );
    const successes = responses.filter((r) => r.status === 200).map((r) => r.body);
    const others = responses.filter((r) => r.status !== 200);
    assert.ok(successes.length >= 1);
    for (const body of successes) assert.deepEqual(body, successes[0]);
    assert.equal(successes[0]!.processResult, 'success');
    for (const r of others) {
      assert.equal(r.status, 409, JSON.stringify(r.body));
      assert.equal(r.body.code, 'request_in_progress');
    }
    assert.equal((await chargesFor(stay.id)).length, 1);
    // Once finished, the key answers the success to everyone.
    assert.deepEqual((await payReservation(who, stay.public_id, FOLIO_TOTAL, key)).body, successes[0]);
  });

  it('charges once for 50 simultaneous requests with different keys', async () => {
    const who = await member();
    const stay = await reservation();
    const responses = await Promise.all(Array.from({ length: 50 }, () => payReservation(who, stay.public_id)));
    const successes = responses.filter((r) => r.status === 200);
    assert.equal(successes.length, 1, responses.map((r) => JSON.stringify(r.body)).join('\n'));
    for (const r of responses.filter((x) => x.status !== 200)) {
      assert.equal(r.status, 409, JSON.stringify(r.body));
      assert.ok(['payment_in_progress', 'already_paid'].includes(r.body.code ?? ''), JSON.stringify(r.body));
    }
    const charges = await chargesFor(stay.id);
    assert.deepEqual(charges, [{ order_id: successes[0]!.body.orderId, amount: FOLIO_TOTAL, result: 'success' }]);
  });

  it('charges once when two members pay the same bill at the same time', async () => {
    const [a, b] = [await member(), await member()];
    const stay = await reservation();
    const responses = await Promise.all([payReservation(a, stay.public_id), payReservation(b, stay.public_id)]);
    assert.deepEqual(responses.map((r) => r.status).sort(), [200, 409]);
    assert.equal((await chargesFor(stay.id)).length, 1);
  });

  it(
    'gives each line to one of two claims racing inside the database',
    { skip: !process.env.TEST_DATABASE_URL && 'PGlite runs one transaction at a time' },
    async () => {
      const stay = await reservation();
      const lineIds = (await linesOf(stay.id)).map((l) => l.id);
      const [first, second] = [`ORDRACEA${randomUUID().slice(0, 8)}`, `ORDRACEB${randomUUID().slice(0, 8)}`];
      for (const id of [first, second]) {
        await t.db
          .insertInto('payment_orders')
          .values({ id, hotel_id: DEMO_HOTEL_ID, kind: 'checkout', amount: FOLIO_TOTAL, process_result: 'pending' })
          .execute();
      }
      let commitFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
      let firstClaimed!: () => void;
      const firstHasClaimed = new Promise<void>((resolve) => (firstClaimed = resolve));
      const a = t.db.transaction().execute(async (trx) => {
        const taken = await claimLines(trx, first, lineIds);
        firstClaimed();
        await firstMayCommit;
        return taken;
      });
      await firstHasClaimed;
      // The second claim read the lines as unpaid before the first committed: its update waits.
      const b = t.db.transaction().execute((trx) => claimLines(trx, second, lineIds));
      await new Promise((resolve) => setTimeout(resolve, 200));
      commitFirst();
      assert.deepEqual(await Promise.all([a, b]), [lineIds.length, 0]);
      assert.ok((await linesOf(stay.id)).every((l) => l.order_id === first));
    },
  );

  it('replays the first answer to a retry after a dropped response, without charging again', async () => {
    const who = await member();
    const stay = await reservation();
    const key = randomUUID();
    const first = await payReservation(who, stay.public_id, FOLIO_TOTAL, key);
    const retry = await payReservation(who, stay.public_id, FOLIO_TOTAL, key);
    assert.equal(retry.status, 200);
    assert.equal(retry.rawPayload.toString(), first.rawPayload.toString());
    assert.equal((await chargesFor(stay.id)).length, 1);
  });

  it('replays a declined answer too: a new attempt needs a new key', async () => {
    const who = await member(DECLINED);
    const stay = await reservation();
    const key = randomUUID();
    const first = await payReservation(who, stay.public_id, FOLIO_TOTAL, key);
    assert.equal(first.body.processResult, 'failure');
    const retry = await payReservation(who, stay.public_id, FOLIO_TOTAL, key);
    assert.equal(retry.rawPayload.toString(), first.rawPayload.toString());
    assert.equal((await chargesFor(stay.id)).length, 1);
  });

  it('refuses the same key with another payload (422) without charging', async () => {
    const who = await member();
    const [stay, other] = [await reservation(), await reservation()];
    const key = randomUUID();
    assert.equal((await payReservation(who, stay.public_id, FOLIO_TOTAL, key)).status, 200);
    const reused = await payReservation(who, other.public_id, FOLIO_TOTAL, key);
    assert.equal(reused.status, 422);
    assert.equal(reused.body.code, 'idempotency_key_reused');
    assert.deepEqual(await chargesFor(other.id), []);
  });

  it('keeps the lines held when the charge’s outcome is unknown, so no later request charges them again', async () => {
    // The gateway charges, then the answer is lost (as if the process died before recording it).
    const sandbox = createSandboxGateway(t.db);
    const lost: PaymentGateway = {
      registerCard: (token) => sandbox.registerCard(token),
      findCharge: (orderId) => sandbox.findCharge(orderId),
      charge: async (request) => {
        await sandbox.charge(request);
        throw new Error('connection reset after the charge');
      },
    };
    const app = await buildApp({ db: t.db, gateway: lost });
    try {
      const who = await member();
      const stay = await reservation();
      const key = randomUUID();
      const body = {
        cardId: who.cardId,
        paymentAmount: String(FOLIO_TOTAL),
        hotelId: DEMO_HOTEL_ID,
        reservationIds: [stay.public_id],
      };
      const broken = await pay(who, body, key, { app, checked: false });
      assert.equal(broken.status, 500);
      assert.equal(broken.body.code, 'internal');
      const [charge] = await chargesFor(stay.id);
      assert.equal(charge?.result, 'success');
      assert.equal((await orderRow(charge!.order_id)).process_result, 'pending');
      assert.ok((await linesOf(stay.id)).every((l) => l.order_id === charge!.order_id));

      for (const retry of [await pay(who, body, key), await pay(who, body)]) {
        assert.equal(retry.status, 409);
        assert.equal(retry.body.code, 'payment_in_progress');
        assert.equal(retry.body.message, 'This bill is already being paid.');
      }
      assert.equal((await chargesFor(stay.id)).length, 1);
    } finally {
      await app.close();
    }
  });

  it('charges no more when the process stops between the charge and its record (a stale pending order)', async () => {
    // The gateway charges and its answer never comes back: the request hangs as if its process died.
    const sandbox = createSandboxGateway(t.db);
    const hung: PaymentGateway = {
      registerCard: (token) => sandbox.registerCard(token),
      findCharge: (orderId) => sandbox.findCharge(orderId),
      charge: async (request) => {
        await sandbox.charge(request);
        return new Promise(() => {});
      },
    };
    const app = await buildApp({ db: t.db, gateway: hung });
    try {
      const who = await member();
      const stay = await reservation();
      const key = randomUUID();
      const body = {
        cardId: who.cardId,
        paymentAmount: String(FOLIO_TOTAL),
        hotelId: DEMO_HOTEL_ID,
        reservationIds: [stay.public_id],
      };
      void pay(who, body, key, { app, checked: false });
      while ((await chargesFor(stay.id)).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

      const soon = await pay(who, body, key);
      assert.equal(soon.body.code, 'request_in_progress');
      // Two minutes on, the key is taken to be abandoned and runs again: the held lines stop it.
      await t.db
        .updateTable('idempotency_records')
        .set({ updated_at: new Date(Date.now() - 3 * 60_000) })
        .where('key', '=', key)
        .execute();
      const later = await pay(who, body, key);
      assert.equal(later.status, 409);
      assert.equal(later.body.code, 'payment_in_progress');
      assert.equal((await pay(who, body)).body.code, 'payment_in_progress');
      const charges = await chargesFor(stay.id);
      assert.equal(charges.length, 1);
      assert.equal((await orderRow(charges[0]!.order_id)).process_result, 'pending');
    } finally {
      await app.close();
    }
  });

  it('releases the lines when the gateway says it charged nothing', async () => {
    const refused: PaymentGateway = {
      registerCard: () => Promise.resolve({ status: 'rejected' }),
      charge: () => Promise.reject(new ChargeNotMadeError('gateway unreachable')),
      findCharge: () => Promise.resolve({ status: 'not_charged' }),
    };
    const app = await buildApp({ db: t.db, gateway: refused });
    try {
      const who = await member();
      const stay = await reservation();
      assert.equal(
        (
          await pay(
            who,
            {
              cardId: who.cardId,
              paymentAmount: String(FOLIO_TOTAL),
              hotelId: DEMO_HOTEL_ID,
              reservationIds: [stay.public_id],
            },
            undefined,
            { app, checked: false },
          )
        ).status,
        500,
      );
      assert.ok((await linesOf(stay.id)).every((l) => l.order_id === null));
      const paid = await payReservation(who, stay.public_id);
      assert.equal(paid.body.processResult, 'success');
    } finally {
      await app.close();
    }
  });
});

describe('postCheckoutInfo', () => {
  const checkoutInfo = (orderId: string, checkinIds: string[]) =>
    callOperation(t.app, 'postCheckoutInfo', { body: { orderId, checkinIds } });

  it('answers the ids of the lines the order paid, the same when repeated', async () => {
    const who = await member();
    const stay = await reservation();
    const stayCheckin = await checkin(null, [stay.id]);
    const orderId = orderIdOf(await payReservation(who, stay.public_id));
    const response = await checkoutInfo(orderId, [String(stayCheckin)]);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const lineIds = (await linesOf(stay.id)).map((l) => String(l.id));
    assert.deepEqual(response.body, { data: { saleIds: lineIds } });
    const repeated = await checkoutInfo(orderId, [String(stayCheckin)]);
    assert.equal(repeated.rawPayload.toString(), response.rawPayload.toString());
    assert.equal((await checkoutInfo(orderId, [])).status, 200);
  });

  it('answers 404 for an unknown or failed order and for a check-in not in the order', async () => {
    const who = await member();
    const stay = await reservation();
    const orderId = orderIdOf(await payReservation(who, stay.public_id));
    const strangerCheckin = await checkin(null, [(await reservation()).id]);
    const notInOrder = await checkoutInfo(orderId, [String(strangerCheckin)]);
    assert.equal(notInOrder.status, 404);
    assert.equal(notInOrder.body.code, 'checkin_not_found');
    assert.equal((await checkoutInfo(orderId, ['abc'])).status, 404);
    const unknown = await checkoutInfo('ORDNOSUCHORDER', []);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'order_not_found');

    const declined = await member(DECLINED);
    await payReservation(declined, (await reservation()).public_id);
    const failed = await t.db
      .selectFrom('payment_orders')
      .select('id')
      .where('user_id', '=', Number(declined.id))
      .executeTakeFirstOrThrow();
    assert.equal((await checkoutInfo(failed.id, [])).status, 404);
    assert.equal((await checkoutInfo('../etc', [])).status, 400);
  });
});

describe('sendmailCheckoutPaymentInfo', () => {
  /** What the SPA sends; the server rebuilds all but the email, name and lang. */
  type MailBody = Operations['sendmailCheckoutPaymentInfo']['body'];
  const mailBody = (who: Member, orderId: string, extra: Partial<MailBody> = {}): MailBody => ({
    email: who.email,
    hotelName: 'Fake hotel',
    hotelNameLatin: 'Fake hotel',
    hotelTelephone: '000',
    name: '支払 花子',
    paymentAmount: 1,
    paymentMethods: 'VISA',
    receptionNumber: orderId,
    receptionDate: new Date().toISOString(),
    usageDetailUrl: 'https://evil.example/phish',
    checkins: [{ roomInfo: 'fake', useAmount: 1, paymentAmount: 1, internalDiscount: 0 }],
    ...extra,
  });
  const sendMail = (who: { token: string } | null, body: MailBody | Malformed) =>
    callOperation(t.app, 'sendmailCheckoutPaymentInfo', { token: who?.token, body });
  const mailsTo = (address: string) =>
    t.db.selectFrom('mails').selectAll().where('to_address', '=', address).orderBy('id').execute();

  it('mails the member once per order, with the amounts from the order and no card number', async () => {
    const who = await member();
    const stay = await reservation();
    const orderId = orderIdOf(await payReservation(who, stay.public_id));
    const first = await sendMail(who, mailBody(who, orderId));
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.deepEqual(first.body, { status: 'ok' });
    assert.deepEqual((await sendMail(who, mailBody(who, orderId))).body, { status: 'ok' });

    const mails = await mailsTo(who.email);
    assert.equal(mails.length, 1);
    const [mail] = mails;
    assert.equal(mail!.kind, 'checkout-payment');
    assert.equal(mail!.language, 'ja');
    assert.match(mail!.subject, /浅草|Asakusa|さくら|Sakura/);
    assert.match(mail!.text_body, /16,580円/);
    assert.match(mail!.text_body, new RegExp(orderId));
    assert.match(mail!.text_body, /VISA/);
    assert.match(mail!.text_body, new RegExp(stay.reservation_code));
    assert.match(
      mail!.text_body,
      new RegExp(`http://localhost:8080/mypage/usage-detail/${orderId}\\?hotelId=${DEMO_HOTEL_ID}&lang=ja`),
    );
    assert.doesNotMatch(mail!.text_body, /evil\.example|Fake hotel/);
    assert.doesNotMatch(mail!.text_body, /(?<![0-9A-Za-z])\d{13,19}(?![0-9A-Za-z])/);
    assert.doesNotMatch(mail!.text_body, /4242/);
  });

  it('writes in the language asked for', async () => {
    const who = await member();
    const orderId = orderIdOf(await payReservation(who, (await reservation()).public_id));
    assert.equal((await sendMail(who, mailBody(who, orderId, { lang: 'en' }))).status, 200);
    const [mail] = await mailsTo(who.email);
    assert.equal(mail!.language, 'en');
    assert.match(mail!.subject, /Your credit card payment is complete/);
    assert.match(mail!.text_body, /¥16,580/);
    assert.match(mail!.text_body, /lang=en/);
  });

  it('refuses another address (400), another member’s or an unknown order (404), and anonymous callers (401)', async () => {
    const who = await member();
    const other = await member();
    const orderId = orderIdOf(await payReservation(who, (await reservation()).public_id));
    const mismatch = await sendMail(who, mailBody(who, orderId, { email: 'someone@example.com' }));
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.body.code, 'email_mismatch');
    const foreign = await sendMail(other, mailBody(other, orderId));
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.code, 'order_not_found');
    assert.equal((await sendMail(who, mailBody(who, 'ORDNOSUCHORDER'))).status, 404);
    assert.equal((await sendMail(null, mailBody(who, orderId))).status, 401);
    assert.equal((await sendMail(who, malformed({ ...mailBody(who, orderId), lang: 'fr' }))).status, 400);
    assert.deepEqual(await mailsTo(who.email), []);
    assert.deepEqual(await mailsTo(other.email), []);
  });
});

describe('makeSales', () => {
  const SUBJECT = 7001;
  let productsAdded = false;
  async function products() {
    if (productsAdded) return;
    productsAdded = true;
    await t.db
      .insertInto('products')
      .values([
        { hotel_id: DEMO_HOTEL_ID, name_ja: 'コーヒー', price: 500, tax_rate: 8, stock: 10, sales_subject_id: SUBJECT },
        {
          hotel_id: DEMO_HOTEL_ID,
          name_ja: 'タオル',
          price: 0,
          tax_rate: 10,
          stock: 10,
          sales_subject_id: SUBJECT + 1,
        },
      ])
      .execute();
  }

  type Sale = Operations['makeSales']['body']['list'][number];
  const sale = (checkinId: number | string, extra: Partial<Sale> = {}): Sale => ({
    checkinId: String(checkinId),
    quantity: 2,
    salesDate: today(),
    salesPaymentPrice: 1000,
    salesSubjectId: SUBJECT,
    salesSubjectPrice: 500,
    orderId: null,
    isDiscount: false,
    paymentMethod: 0,
    ...extra,
  });
  const makeSales = (list: Sale[], telephone = STAY_TELEPHONE) =>
    callOperation(t.app, 'makeSales', { body: { list, telephone } });
  const checkinLines = (checkinId: number) =>
    t.db.selectFrom('sales').selectAll().where('checkin_id', '=', checkinId).orderBy('id').execute();

  /** A successful card order of a mobile request (creditCardPayForMobileRequest is a later issue). */
  async function requestOrder(checkinId: number, amount: number, processResult: 'success' | 'failure' = 'success') {
    const id = `ORDTEST${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
    await t.db
      .insertInto('payment_orders')
      .values({
        id,
        hotel_id: DEMO_HOTEL_ID,
        kind: 'request',
        amount,
        process_result: processResult,
        checkin_ids: JSON.stringify([checkinId]),
      })
      .execute();
    return id;
  }

  it('refuses lines for a check-in named with another telephone, or none (same 404 as a missing one)', async () => {
    await products();
    const who = await member();
    const checkinId = await checkin(who.id);
    const other = await makeSales([sale(checkinId)], '08099998888');
    assert.equal(other.status, 404);
    assert.equal(other.body.code, 'checkin_not_found');
    const none = await callOperation(t.app, 'makeSales', { body: malformed({ list: [sale(checkinId)] }) });
    assert.equal(none.status, 400);
    assert.equal((await checkinLines(checkinId)).length, 0);
  });

  it('adds unpaid lines to the check-in’s folio (billed at check-out) and answers their ids', async () => {
    await products();
    const who = await member();
    const checkinId = await checkin(who.id);
    const response = await makeSales([
      sale(checkinId),
      sale(checkinId, { salesSubjectId: SUBJECT + 1, salesSubjectPrice: 0, salesPaymentPrice: 0, paymentMethod: 2 }),
    ]);
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const lines = await checkinLines(checkinId);
    assert.deepEqual(response.body, { saleIds: lines.map((l) => String(l.id)) });
    assert.deepEqual(
      lines.map((l) => [l.sales_subject_name, l.sales_price, l.tax_rate, l.order_id, l.payment_method]),
      [
        ['コーヒー', 1000, 8, null, 'checkout'],
        ['タオル', 0, 10, null, 'noPaymentMethod'],
      ],
    );
    // The check-out charge takes them.
    const paid = await pay(who, {
      cardId: who.cardId,
      paymentAmount: '1000',
      hotelId: DEMO_HOTEL_ID,
      checkinIds: [String(checkinId)],
    });
    assert.equal(paid.body.processResult, 'success', JSON.stringify(paid.body));
  });

  it('records card-paid lines as paid by their order, never beyond what the order charged', async () => {
    await products();
    const checkinId = await checkin(null);
    const orderId = await requestOrder(checkinId, 1500);
    const paid = await makeSales([sale(checkinId, { orderId, paymentMethod: 1 })]);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.deepEqual(
      (await checkinLines(checkinId)).map((l) => l.order_id),
      [orderId],
    );
    const beyond = await makeSales([sale(checkinId, { orderId, paymentMethod: 1 })]);
    assert.equal(beyond.status, 409);
    assert.equal(beyond.body.code, 'order_amount_exceeded');

    const failedOrder = await requestOrder(checkinId, 5000, 'failure');
    const unpaid = await makeSales([sale(checkinId, { orderId: failedOrder, paymentMethod: 1 })]);
    assert.equal(unpaid.status, 409);
    assert.equal(unpaid.body.code, 'order_not_paid');
    const missing = await makeSales([sale(checkinId, { paymentMethod: 1 })]);
    assert.equal(missing.status, 400);
    assert.equal(missing.body.code, 'order_required');
    assert.equal((await checkinLines(checkinId)).length, 1);
  });

  it('never marks lines paid with another stay’s or a check-out order, and changes no existing line', async () => {
    await products();
    const who = await member();
    const stay = await reservation();
    const orderId = orderIdOf(await payReservation(who, stay.public_id));
    const checkinId = await checkin(who.id, [stay.id]);
    const otherCheckin = await checkin(null);
    const otherOrder = await requestOrder(otherCheckin, 100000);
    const before = await t.db.selectFrom('sales').select(['id', 'order_id', 'sales_price']).orderBy('id').execute();
    for (const foreign of [orderId, otherOrder, 'ORDNOSUCHORDER']) {
      const response = await makeSales([sale(checkinId, { orderId: foreign, paymentMethod: 1 })]);
      assert.equal(response.status, 404, foreign);
      assert.equal(response.body.code, 'order_not_found');
    }
    // Pay at check-out with an order id: only a request order of the check-in is accepted.
    assert.equal((await makeSales([sale(checkinId, { orderId: '424242' })])).status, 404);
    assert.equal((await makeSales([sale(checkinId, { orderId })])).status, 404);
    const after = await t.db.selectFrom('sales').select(['id', 'order_id', 'sales_price']).orderBy('id').execute();
    assert.deepEqual(after, before);
  });

  it('answers 404 for an unknown check-in or sales subject, 400 for wrong prices, discounts and bad input', async () => {
    await products();
    const checkinId = await checkin(null);
    const draft = await t.db
      .insertInto('checkins')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_code: newCheckinCode(),
        status: 'draft',
        approved_status: 0,
        jpn_gtd_status: 0,
        front_supported: false,
        retain_until: yearsLater(new Date(), RETENTION_YEARS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cases: [unknown[], number, string | undefined][] = [
      [[sale(999999)], 404, 'checkin_not_found'],
      [[sale('abc')], 404, 'checkin_not_found'],
      [[sale(draft.id)], 404, 'checkin_not_found'],
      [[sale(checkinId, { salesSubjectId: 999 })], 404, 'sales_subject_not_found'],
      [[sale(checkinId, { salesPaymentPrice: 1 })], 400, 'price_mismatch'],
      [[sale(checkinId, { salesSubjectPrice: 1, salesPaymentPrice: 2 })], 400, 'price_mismatch'],
      [[sale(checkinId, { isDiscount: true })], 400, 'discount_not_allowed'],
      [[sale(checkinId), sale(999999)], 404, 'checkin_not_found'],
      [[sale(checkinId, { quantity: 0 })], 400, 'validation_error'],
      [[sale(checkinId, { salesDate: 'tomorrow' })], 400, 'validation_error'],
      [[sale(checkinId, { salesDate: '2026-02-30' })], 400, 'validation_error'],
      [[sale(checkinId, { salesDate: '0000-01-01' })], 400, 'invalid_date'],
      [[sale(checkinId, { salesDate: '2001-01-01' })], 400, 'invalid_date'],
      [[{ ...sale(checkinId), paymentMethod: 5 }], 400, 'validation_error'],
      [[{ ...sale(checkinId, { orderId: null }), extra: 1 }], 400, 'validation_error'],
      [[], 400, 'validation_error'],
    ];
    for (const [list, status, code] of cases) {
      // Some lists are out of the contract's types: every one goes as it is.
      const response = await callOperation(t.app, 'makeSales', {
        body: malformed({ list, telephone: STAY_TELEPHONE }),
      });
      assert.equal(response.status, status, `${JSON.stringify(list)} ${JSON.stringify(response.body)}`);
      assert.equal(response.body.code, code, JSON.stringify(list));
    }
    // All or none: the valid first line of a refused list was not kept.
    assert.deepEqual(await checkinLines(checkinId), []);
  });
});

describe('card numbers', () => {
  it('are nowhere in the database', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
    `.execute(t.db);
    assert.ok(columns.rows.length > 50);
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const values = await sql<{
        value: string | null;
      }>`select ${sql.ref(column)}::text as value from ${sql.table(table)}`.execute(t.db);
      for (const { value } of values.rows) {
        if (value === null) continue;
        const numbers = value.match(/(?<![0-9A-Za-z])\d{13,19}(?![0-9A-Za-z])/g) ?? [];
        for (const number of numbers.filter(luhnValid)) found.push(`${table}.${column}: ${number}`);
        for (const number of TEST_NUMBERS) if (value.includes(number)) found.push(`${table}.${column}: ${number}`);
      }
    }
    assert.deepEqual(found, []);
  });
});
