import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SANDBOX_CARD_TOKEN_API_KEY } from '../../src/app.ts';
import { approveSubmittedCheckin } from '../../src/services/checkinApproval.ts';
import * as hotels from '../../src/db/repositories/hotels.ts';
import { DEMO_HOTEL_ID } from '../../src/db/seed/demoHotels.ts';
import { businessDate } from '../../src/services/hotelTime.ts';
import type { OperationId } from '../../src/contract.ts';
import { callOperation, type OperationCall } from '../support/callOperation.ts';
import type { FuzzTarget } from './runFuzz.ts';

/** One guest's visit, generated: who they are, their stay's bill and their review. */
export interface Visit {
  password: string;
  language: 'ja' | 'en' | 'zh' | 'ko';
  surname: string;
  name: string;
  telephone: string;
  lines: { name: string; price: number; taxRate: 8 | 10 }[];
  review: { point: number; comment: string; improvement: string };
  memo: string;
}

/** Text a guest might type: any script, emoji, marks; no control characters. */
const typed = (maxLength: number) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength }).filter((s) => s.trim().length > 0 && !/\p{Cc}/u.test(s));

export const visits: fc.Arbitrary<Visit> = fc.record({
  // The password rule: 8 or more with a lower-case letter, an upper-case letter and a digit.
  password: fc
    .tuple(fc.stringMatching(/^[a-z]{3,20}$/), fc.stringMatching(/^[A-Z]{2,20}$/), fc.stringMatching(/^[0-9]{3,20}$/))
    .map(([a, b, c]) => `${a}${b}${c}`),
  language: fc.constantFrom('ja', 'en', 'zh', 'ko'),
  surname: typed(20),
  name: typed(20),
  telephone: fc.stringMatching(/^0[789]0[0-9]{8}$/),
  lines: fc.array(
    fc.record({ name: typed(30), price: fc.integer({ min: 1, max: 200_000 }), taxRate: fc.constantFrom(8, 10) }),
    { minLength: 1, maxLength: 5 },
  ),
  review: fc.record({ point: fc.integer({ min: 1, max: 10 }), comment: typed(200), improvement: typed(40) }),
  memo: fc.string({ maxLength: 200 }).filter((s) => !s.includes('\u0000')),
}) as fc.Arbitrary<Visit>;

let addresses = 0;

/**
 * register → login (the first session signed out) → card → check-in (search by phone, bill,
 * pending check-in, submit, the hotel approves) → check-out (list by phone, bill, card payment,
 * review, check-out) → invoice. Every answer is checked against openapi.yaml; the amounts are
 * followed from the folio to the invoice. `statuses` counts the answers by status (the tokeniser's too).
 */
export async function runVisit(target: FuzzTarget, visit: Visit, statuses: Record<string, number> = {}): Promise<void> {
  const remoteAddress = `10.77.${(++addresses >> 8) & 255}.${addresses & 255}`;
  const count = (status: number) => (statuses[status] = (statuses[status] ?? 0) + 1);
  /** The operation's answer (checked against openapi.yaml by callOperation), which must have `expect`'s status. */
  const call = async <Id extends OperationId>(operationId: Id, request: OperationCall<Id> = {}, expect = 200) => {
    const answer = await callOperation(target.app, operationId, { remoteAddress, ...request });
    count(answer.status);
    assert.equal(answer.status, expect, `${operationId}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  const email = `visit-${randomUUID()}@example.com`;
  const registered = await call('register', { body: { email, password: visit.password, language: visit.language } });
  const { token, user } = await call('login', { body: { email, password: visit.password } });
  await call('logout', { token: registered.token });
  await call('getUserInfo', { token: registered.token }, 401);

  // The card tokeniser's sandbox stands in for the card company's own service: not an operation of
  // openapi.yaml (the app never answers it in production), so it is called as it is, unchecked.
  const card = await target.app.inject({
    method: 'POST',
    url: '/card-token/v1/tokens',
    remoteAddress,
    payload: {
      token_api_key: SANDBOX_CARD_TOKEN_API_KEY,
      card_number: '4242424242424242',
      card_expire: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
      security_code: '123',
    },
  });
  count(card.statusCode);
  const { cardId } = await call('addCreditCard', {
    token,
    body: { cuicinUserId: user.id, cardToken: card.json().token },
  });
  assert.ok(cardId);

  // The hotel's reservation for this guest, with the folio the generated lines make.
  // Dated by the hotel's business date (it changes at the hotel's check-in end time, not at midnight UTC).
  const hotel = await hotels.findHotel(target.db, DEMO_HOTEL_ID);
  assert.ok(hotel);
  const today = businessDate(hotel);
  const reservation = await target.db
    .insertInto('reservations')
    .values({
      hotel_id: DEMO_HOTEL_ID,
      reservation_code: `FZ-${randomUUID().slice(0, 8)}`,
      checkin_date: today,
      nights: 1,
      pax_total: 1,
      guest_name: `${visit.surname} ${visit.name}`,
      telephone: visit.telephone,
    })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  await target.db
    .insertInto('reservation_rooms')
    .values({ reservation_id: reservation.id, type_name: 'シングル Single', room_type: 'SGL', room_number: '501' })
    .execute();
  await target.db
    .insertInto('sales')
    .values(
      visit.lines.map((line) => ({
        hotel_id: DEMO_HOTEL_ID,
        reservation_id: reservation.id,
        sales_date: today,
        sales_subject_name: line.name,
        unit_price: line.price,
        sales_price: line.price,
        tax_rate: line.taxRate,
        is_discount: false,
      })),
    )
    .execute();
  const total = visit.lines.reduce((sum, line) => sum + line.price, 0);

  const found = await call('searchCheckin', {
    body: { hotelId: DEMO_HOTEL_ID, lang: visit.language, reservationTel: visit.telephone },
  });
  const reservationIds = found.searchReservations.map((r) => r.id);
  assert.ok(reservationIds.includes(reservation.public_id));
  const ids = [reservation.public_id];
  const bill = await call('getCheckinPayments', { query: { hotelId: DEMO_HOTEL_ID, reservationIds: ids } });
  assert.equal(bill.totalAmount, total);
  const draft = await call('setCheckin', { body: { hotelId: DEMO_HOTEL_ID, reservationIds: ids } });
  const now = Math.floor(Date.now() / 1000);
  const checkedIn = await call('smartCheckin', {
    token,
    body: {
      checkinId: draft.id,
      userId: user.id,
      checkin: {
        hotelId: DEMO_HOTEL_ID,
        jpnGtdStatus: 0,
        approvedStatus: 0,
        nextPlaceToStay: '自宅',
        previousPlaceToStay: '自宅',
        userCheckinTime: now + 3600,
        checkinTime: now + 3600,
        accompany: [],
        guest: { totalMembers: 1, reservationTel: visit.telephone },
        user: {
          surname: visit.surname,
          name: visit.name,
          nationality: 'NJP',
          birthDate: '1990-01-01',
          gender: 'F',
          telephone: visit.telephone,
          address: visit.surname,
          occupation: '会社員',
          email,
        },
      },
      reservationIds: ids,
      guestRegister: { residesInJapan: true, passports: [] },
      checkinNote: { memo: visit.memo },
      paymentType: 'cash',
      receiptName: visit.surname,
      lang: visit.language,
    },
  });
  const checkinId = String(checkedIn.checkinId ?? draft.id);
  assert.ok(await approveSubmittedCheckin(target.db, { id: Number(checkinId) }));

  const list = await call('getCheckinsList', { query: { hotelId: DEMO_HOTEL_ID, telephone: visit.telephone } });
  assert.ok(JSON.stringify(list).includes(`"${checkinId}"`), `check-in ${checkinId} in ${JSON.stringify(list)}`);
  const stayBill = await call('getReservatinsPayments', {
    query: { hotelId: DEMO_HOTEL_ID, checkinIds: checkinId, telephone: visit.telephone },
  });
  assert.equal(stayBill.totalAmount, total);
  const paid = await call('creditCardPay', {
    token,
    body: { cardId, paymentAmount: String(total), hotelId: DEMO_HOTEL_ID, checkinIds: [checkinId] },
  });
  assert.equal(paid.processResult, 'success', JSON.stringify(paid));
  await call('sendCheckinReview', {
    body: { ...visit.review, telephone: visit.telephone, checkinId, guestId: user.id },
  });
  await call('checkout', { body: { checkinId, telephone: visit.telephone, withReview: true } });

  const invoice = await call('getInvoiceDetails', { token, query: { orderId: paid.orderId } });
  assert.ok(JSON.stringify(invoice).includes(String(total)), `invoice of ${total}: ${JSON.stringify(invoice)}`);
}
