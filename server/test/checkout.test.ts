import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { listFolioLines, type FolioSelection } from '../src/db/repositories/folio.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { RESERVATION_NOT_FOUND } from '../src/errors.ts';
import { UNABLE_TO_CHECKOUT } from '../src/services/checkout.ts';
import { RETENTION_YEARS, yearsLater } from '../src/services/retention.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { countRows, createTestApp, reservationIdOf, type TestApp } from './support/helpers.ts';

let t: TestApp;
let hanakoId: number;
before(async () => {
  t = await createTestApp();
  hanakoId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'hanako.yamada@sakura-demo.example')
      .executeTakeFirstOrThrow()
  ).id;
});
after(async () => {
  await t.close();
});

const stays = (telephone: string, hotelId = DEMO_HOTEL_ID) =>
  callOperation(t.app, 'getStayReservations', { query: { hotelId, telephone } });
const checkinList = (telephone: string, hotelId = DEMO_HOTEL_ID) =>
  callOperation(t.app, 'getCheckinsList', { query: { hotelId, telephone } });
const bill = (query: OperationCall<'getReservatinsPayments'>['query']) =>
  callOperation(t.app, 'getReservatinsPayments', { query: { hotelId: DEMO_HOTEL_ID, ...query } });
/** Some payloads leave out or break a field on purpose (the 400 cases), so the body is sent as given. */
const checkout = (payload: object) =>
  callOperation(t.app, 'checkout', { body: malformed({ withReview: true, ...payload }) });

const idOf = (code: string) => reservationIdOf(t.db, code);

async function dbIdOf(code: string): Promise<number> {
  const row = await t.db
    .selectFrom('reservations')
    .select('id')
    .where('reservation_code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The online check-in of a seeded reservation (database id). */
async function checkinOf(code: string): Promise<number> {
  const row = await t.db
    .selectFrom('checkin_reservations')
    .select('checkin_id')
    .where('reservation_id', '=', await dbIdOf(code))
    .executeTakeFirstOrThrow();
  return row.checkin_id;
}

async function statusOf(code: string) {
  const row = await t.db
    .selectFrom('reservations')
    .select('status')
    .where('reservation_code', '=', code)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function checkinRow(id: number) {
  return t.db
    .selectFrom('checkins')
    .select(['status', 'checked_out_at', 'retain_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Marks the lines as paid by a new payment order with this result (as the payment server does). */
async function pay(lines: { id: number }[], result: 'success' | 'pending' = 'success'): Promise<string> {
  const orderId = `ORD${randomBytes(10).toString('hex')}`;
  await t.db
    .insertInto('payment_orders')
    .values({ id: orderId, hotel_id: DEMO_HOTEL_ID, kind: 'checkout', amount: 0, process_result: result })
    .execute();
  if (lines.length > 0) {
    await t.db
      .updateTable('sales')
      .set({ order_id: orderId })
      .where(
        'id',
        'in',
        lines.map((l) => l.id),
      )
      .execute();
  }
  return orderId;
}

/** What the payment server charges for a selection: the unpaid folio lines. */
async function unpaidSum(selection: FolioSelection): Promise<number> {
  const lines = await listFolioLines(t.db, selection);
  return lines.filter((l) => l.order_id === null).reduce((sum, l) => sum + l.sales_price, 0);
}

const codes = (items: { reservationId: string }[]) => items.map((r) => r.reservationId);

describe('getStayReservations', () => {
  it('finds the stays the hotel checked in, by phone number (the seed’s two, one departing today)', async () => {
    const { status, body } = await stays('08011112222');
    assert.equal(status, 200);
    assert.deepEqual(codes(body.stayReservations), ['SA-2001', 'SA-2002']);
    const [first] = body.stayReservations;
    assert.deepEqual(first, {
      id: await idOf('SA-2001'),
      reservationId: 'SA-2001',
      room: 'スタンダードダブル Standard Double',
      frontSupported: false,
      checkinId: null,
      roomNumbers: ['801'],
      checkinTime: null,
      nights: 2,
      plan: {
        ja: '【朝食付き】浅草の朝ごはんプラン',
        en: 'Asakusa Breakfast Plan (breakfast included)',
        zh: '【含早餐】浅草早餐套餐',
        ko: '[조식 포함] 아사쿠사 아침 식사 플랜',
      },
      guestName: '中村 優子',
    });
  });

  it('shows a stay settled at the front desk as such', async () => {
    const { body } = await stays('08033334444');
    assert.deepEqual(codes(body.stayReservations), ['SA-2003']);
    assert.equal(body.stayReservations[0].frontSupported, true);
  });

  it('does not count reservations only checked in online, booked, over, future or another hotel’s', async () => {
    for (const phone of ['08055556666', '08099990000', '09000000001', '09000000007']) {
      assert.deepEqual((await stays(phone)).body.stayReservations, [], phone);
    }
    assert.deepEqual((await stays('08011112222', MINIMAL_HOTEL_ID)).body.stayReservations, []);
    // Checked in by the hotel, but the stay is over (SA-0998) or has not begun (SA-1005).
    await t.db
      .updateTable('reservations')
      .set({ status: 'checked_in' })
      .where('reservation_code', 'in', ['SA-0998', 'SA-1005'])
      .execute();
    assert.deepEqual((await stays('09000000006')).body.stayReservations, []);
    assert.deepEqual((await stays('09000000004')).body.stayReservations, []);
  });

  it('links the online check-in of a stay when there is one', async () => {
    // The front desk checks in SA-1007, which was checked in online.
    await t.db
      .updateTable('reservations')
      .set({ status: 'checked_in' })
      .where('reservation_code', '=', 'SA-1007')
      .execute();
    const [stay] = (await stays('09000000007')).body.stayReservations;
    assert.equal(stay.checkinId, String(await checkinOf('SA-1007')));
    assert.ok(stay.checkinTime);
  });

  it('needs a valid telephone and an existing hotel', async () => {
    assert.equal(
      (await callOperation(t.app, 'getStayReservations', { query: { hotelId: DEMO_HOTEL_ID } })).status,
      400,
    );
    assert.equal((await stays('080-1111-2222')).status, 400);
    const unknown = await stays('08011112222', 'nope');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'hotel_not_found');
  });
});

describe('getCheckinsList', () => {
  it('lists the approved online check-ins of the demo member (08055556666), code masked', async () => {
    const { status, body } = await checkinList('08055556666');
    assert.equal(status, 200);
    assert.equal(body.checkin.length, 2);
    const [first, second] = body.checkin;
    assert.equal(first.id, String(await checkinOf('SA-2004')));
    assert.equal(second.id, String(await checkinOf('SA-2005')));
    for (const item of body.checkin) {
      assert.equal(item.approvedStatus, 2);
      assert.equal(item.frontSupported, false);
      assert.equal(item.guestId, String(hanakoId));
      assert.equal(item.guestName, '山田 花子');
      assert.match(item.checkinCode, /^\*{12}[A-Z2-9]{4}$/);
    }
    assert.deepEqual(first.roomNumbers, ['805']);
    assert.deepEqual(second.roomNumbers, ['806']);
  });

  it('shows a front-desk check-in and one not approved yet as they are', async () => {
    const front = (await checkinList('08077778888')).body.checkin;
    assert.deepEqual(
      front.map((c: { approvedStatus: number; frontSupported: boolean }) => [c.approvedStatus, c.frontSupported]),
      [[2, true]],
    );
    const pending = (await checkinList('08099990000')).body.checkin;
    assert.deepEqual(
      pending.map((c: { approvedStatus: number }) => c.approvedStatus),
      [0],
    );
  });

  it('is empty for a phone without check-ins, another hotel, or stays that are over', async () => {
    assert.deepEqual((await checkinList('08011112222')).body.checkin, []);
    assert.deepEqual((await checkinList('08055556666', MINIMAL_HOTEL_ID)).body.checkin, []);
    assert.equal((await checkinList('abc')).status, 400);
    assert.equal((await checkinList('08055556666', 'nope')).status, 404);
  });
});

describe('getReservatinsPayments', () => {
  it('bills a check-in: its reservation’s lines and the line that carries only the check-in', async () => {
    const checkinId = await checkinOf('SA-2004');
    const { status, body } = await bill({ checkinIds: checkinId, telephone: '08055556666' });
    assert.equal(status, 200);
    assert.equal(body.reservations.length, 1);
    const [entry] = body.reservations;
    assert.equal(entry.id, await idOf('SA-2004'));
    assert.equal(entry.roomInfo, 'スタンダードダブル Standard Double 805');
    assert.ok(
      entry.sales.some((s: { salesSubjectName: string }) => s.salesSubjectName === 'ルームサービス Room service'),
    );
    // 2 × 15400 + 2 × 3300 (breakfast, 8%) - 1000 + 2200 (room service).
    assert.equal(body.totalAmount, 38600);
    assert.equal(body.totalAmount, await unpaidSum({ reservationIds: [], checkinIds: [checkinId] }));
    // 10%: 30800 - 1000 + 2200 = 32000 → 2909; 8%: 6600 → 488.
    assert.equal(body.totalTaxPrice, 2909 + 488);
  });

  it('bills several check-ins and reservations together, each line once', async () => {
    const ids = [await checkinOf('SA-2004'), await checkinOf('SA-2005')];
    const both = await bill({ checkinIds: [ids[0]!, ids[1]!], telephone: '08055556666' });
    assert.deepEqual(codes(both.body.reservations), ['SA-2004', 'SA-2005']);
    assert.equal(both.body.totalAmount, 38600 + 9900);
    // A reservation named twice (itself and through its check-in) is billed once.
    const mixed = await bill({ reservationIds: await idOf('SA-2004'), checkinIds: ids[0], telephone: '08055556666' });
    assert.equal(mixed.body.totalAmount, 38600);
    const selection = { reservationIds: [await dbIdOf('SA-2004')], checkinIds: [ids[0]!] };
    assert.equal(mixed.body.totalAmount, await unpaidSum(selection));
  });

  it('bills a check-in without reservations as an entry of its own', async () => {
    const { id } = await t.db
      .insertInto('checkins')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_code: 'OWNENTRYCODE2345',
        status: 'submitted',
        approved_status: 2,
        jpn_gtd_status: 0,
        checkin_time: new Date(),
        telephone: '08012340000',
        front_supported: false,
        retain_until: yearsLater(new Date(), RETENTION_YEARS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sales')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_id: id,
        sales_date: '2026-01-01',
        sales_subject_name: 'ミニバー Minibar',
        unit_price: 600,
        sales_price: 600,
        tax_rate: 10,
      })
      .execute();
    const { status, body } = await bill({ checkinIds: id, telephone: '08012340000' });
    assert.equal(status, 200);
    assert.deepEqual(body.reservations[0], {
      id: String(id),
      reservationId: 'OWNENTRYCODE2345',
      checkinDate: body.reservations[0].checkinDate,
      nights: 0,
      sales: [{ salesDate: '2026-01-01', salesSubjectName: 'ミニバー Minibar', salesPrice: 600 }],
      totalPrice: 600,
      totalDiscount: 0,
      totalPayment: 600,
      roomInfo: '',
    });
    assert.equal(body.totalAmount, await unpaidSum({ reservationIds: [], checkinIds: [id] }));
    // Listed under the check-in, it appears in the check-out list of its telephone too.
    assert.deepEqual(
      (await checkinList('08012340000')).body.checkin.map((c: { id: string }) => c.id),
      [String(id)],
    );
  });

  it('answers a check-in of another telephone exactly like a missing one', async () => {
    const checkinId = await checkinOf('SA-2004');
    const answers = await Promise.all([
      bill({ checkinIds: checkinId, telephone: '08011112222' }),
      bill({ checkinIds: '999999', telephone: '08055556666' }),
      bill({ checkinIds: 'abc', telephone: '08055556666' }),
      bill({ checkinIds: [checkinId, '999999'], telephone: '08055556666' }),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
    // The right telephone at another hotel is not found either.
    const other = await callOperation(t.app, 'getReservatinsPayments', {
      query: { hotelId: MINIMAL_HOTEL_ID, checkinIds: checkinId, telephone: '08055556666' },
    });
    assert.equal(other.status, 404);
  });

  it('checks the telephone of reservations when one is given', async () => {
    const id = await idOf('SA-2001');
    assert.equal((await bill({ reservationIds: id, telephone: '08011112222' })).status, 200);
    const wrong = await bill({ reservationIds: id, telephone: '08033334444' });
    assert.equal(wrong.status, 404);
    assert.equal(wrong.body.message, RESERVATION_NOT_FOUND);
  });

  it('needs an id, and the telephone for check-ins', async () => {
    const none = await bill({ telephone: '08055556666' });
    assert.equal(none.status, 400);
    assert.equal(none.body.code, 'selection_empty');
    const noPhone = await bill({ checkinIds: await checkinOf('SA-2004') });
    assert.equal(noPhone.status, 400);
    assert.equal(noPhone.body.code, 'telephone_missing');
    assert.equal((await bill({ checkinIds: '1', telephone: '080-5555' })).status, 400);
  });
});

describe('sendReservationReview', () => {
  const review = (payload: object) =>
    callOperation(t.app, 'sendReservationReview', {
      body: malformed({
        comment: 'とても快適でした。',
        point: 9,
        improvement: 'スタッフ,清潔さ',
        telephone: '08011112222',
        ...payload,
      }),
    });

  it('stores one review per reservation: sending again replaces it', async () => {
    const reservationId = await idOf('SA-2002');
    assert.deepEqual((await review({ reservationId })).body, { status: 'ok' });
    const again = await review({ reservationId, point: 4, comment: '', improvement: '' });
    assert.equal(again.status, 200);
    const rows = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('reservation_id', '=', await dbIdOf('SA-2002'))
      .execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.point, 4);
    assert.equal(rows[0]!.hotel_id, DEMO_HOTEL_ID);
    assert.equal(rows[0]!.checkin_id, null);
  });

  it('answers another telephone, an unknown reservation and one that is no stay with the same 404', async () => {
    const answers = await Promise.all([
      review({ reservationId: await idOf('SA-2002'), telephone: '08033334444' }),
      review({ reservationId: '0b7c9c1e-0000-4000-8000-000000000000' }),
      review({ reservationId: await idOf('SA-1001'), telephone: '09000000001' }),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
  });

  it('refuses bad input with 400', async () => {
    const reservationId = await idOf('SA-2002');
    const bad: object[] = [
      { reservationId, point: 0 },
      { reservationId, point: 11 },
      { reservationId, point: 5.5 },
      { reservationId, comment: 'x'.repeat(2001) },
      { reservationId, improvement: 'x'.repeat(501) },
      { reservationId, telephone: '080-1111-2222' },
      { reservationId, extra: true },
      { reservationId: 'not an id' },
    ];
    for (const payload of bad) {
      const { status, body } = await review(payload);
      assert.equal(status, 400, JSON.stringify(payload).slice(0, 80));
      assert.ok(body.message?.length);
    }
    const withoutTelephone = { reservationId, comment: '', point: 5, improvement: '' };
    const missing = await callOperation(t.app, 'sendReservationReview', { body: malformed(withoutTelephone) });
    assert.equal(missing.status, 400);
  });
});

describe('sendCheckinReview', () => {
  const review = async (payload: object) =>
    callOperation(t.app, 'sendCheckinReview', {
      body: malformed({
        comment: '',
        point: 10,
        improvement: '',
        telephone: '08055556666',
        checkinId: String(await checkinOf('SA-2005')),
        guestId: String(hanakoId),
        ...payload,
      }),
    });

  it('stores one review per check-in and guest: sending again replaces it', async () => {
    assert.deepEqual((await review({})).body, { status: 'ok' });
    assert.equal((await review({ point: 7, comment: 'Good' })).status, 200);
    const rows = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('checkin_id', '=', await checkinOf('SA-2005'))
      .execute();
    assert.deepEqual(
      rows.map((r) => [r.guest_id, r.point, r.comment]),
      [[hanakoId, 7, 'Good']],
    );
  });

  it('answers another telephone, another guest, an unknown check-in and one without a member with the same 404', async () => {
    const answers = await Promise.all([
      review({ telephone: '08011112222' }),
      review({ guestId: String(hanakoId + 1000) }),
      review({ guestId: 'abc' }),
      review({ checkinId: '999999' }),
      review({ checkinId: String(await checkinOf('SA-1007')), telephone: '09000000007' }),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
    assert.equal(answers[0]!.body.code, 'checkin_not_found');
  });

  it('refuses a score out of 1 to 10 and a missing telephone with 400', async () => {
    assert.equal((await review({ point: 0 })).status, 400);
    assert.equal((await review({ point: 11 })).status, 400);
    assert.equal((await review({ telephone: '' })).status, 400);
  });
});

describe('checkout', () => {
  const folioOf = async (code: string) =>
    listFolioLines(t.db, { reservationIds: [await dbIdOf(code)], checkinIds: [] });

  it('needs exactly one of checkinId and reservationId, and the telephone', async () => {
    const reservationId = await idOf('SA-2001');
    const both = await checkout({ reservationId, checkinId: '1', telephone: '08011112222' });
    assert.equal(both.status, 400);
    assert.equal(both.body.code, 'checkout_target_invalid');
    assert.equal((await checkout({ telephone: '08011112222' })).status, 400);
    assert.equal((await checkout({ reservationId })).status, 400);
    assert.equal((await checkout({ reservationId, telephone: 'abc' })).status, 400);
    const noReview = await callOperation(t.app, 'checkout', {
      body: malformed({ reservationId, telephone: '08011112222' }),
    });
    assert.equal(noReview.status, 400);
  });

  it('refuses a stay with something left to pay (409), and keeps it staying', async () => {
    const { status, body } = await checkout({ reservationId: await idOf('SA-2001'), telephone: '08011112222' });
    assert.equal(status, 409);
    assert.deepEqual(body, { message: UNABLE_TO_CHECKOUT, code: 'unable_to_checkout' });
    assert.equal(body.message, 'Unable to checkout.');
    assert.equal(await statusOf('SA-2001'), 'checked_in');
  });

  it('answers another telephone like an unknown reservation, and a reservation that is no stay with 404', async () => {
    const answers = await Promise.all([
      checkout({ reservationId: await idOf('SA-2001'), telephone: '08055556666' }),
      checkout({ reservationId: '0b7c9c1e-0000-4000-8000-000000000000', telephone: '08011112222' }),
      checkout({ reservationId: await idOf('SA-1001'), telephone: '09000000001' }),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
    assert.equal(await statusOf('SA-2001'), 'checked_in');
  });

  it('refuses a stay to settle at the front desk (409)', async () => {
    await pay(await folioOf('SA-2003'));
    const { status, body } = await checkout({ reservationId: await idOf('SA-2003'), telephone: '08033334444' });
    assert.equal(status, 409);
    assert.equal(body.code, 'unable_to_checkout');
  });

  it('checks out a paid stay; twice is harmless; it is no longer found', async () => {
    await pay(await folioOf('SA-2001'));
    const bill0 = await bill({ reservationIds: await idOf('SA-2001') });
    assert.equal(bill0.body.totalAmount, 0);
    const first = await checkout({ reservationId: await idOf('SA-2001'), telephone: '08011112222' });
    assert.deepEqual([first.status, first.body], [200, { status: 'ok' }]);
    assert.equal(await statusOf('SA-2001'), 'checked_out');
    const [second, third] = await Promise.all([
      checkout({ reservationId: await idOf('SA-2001'), telephone: '08011112222' }),
      checkout({ reservationId: await idOf('SA-2001'), telephone: '08011112222' }),
    ]);
    assert.equal(second.status, 200);
    assert.equal(third.status, 200);
    assert.deepEqual(codes((await stays('08011112222')).body.stayReservations), ['SA-2002']);
    // Still refused with another telephone.
    assert.equal((await checkout({ reservationId: await idOf('SA-2001'), telephone: '08033334444' })).status, 404);
  });

  it('waits for a payment in flight: a line claimed by a pending order is not paid yet', async () => {
    const lines = await folioOf('SA-2002');
    const orderId = await pay(lines, 'pending');
    const reservationId = await idOf('SA-2002');
    assert.equal((await checkout({ reservationId, telephone: '08011112222' })).status, 409);
    await t.db.updateTable('payment_orders').set({ process_result: 'success' }).where('id', '=', orderId).execute();
    assert.equal((await checkout({ reservationId, telephone: '08011112222' })).status, 200);
  });

  it('checks out the online check-in linked to a stay with it', async () => {
    const reservationId = await idOf('SA-1007');
    await t.db
      .updateTable('reservations')
      .set({ status: 'checked_in' })
      .where('reservation_code', '=', 'SA-1007')
      .execute();
    await pay(await folioOf('SA-1007'));
    assert.equal((await checkout({ reservationId, telephone: '09000000007' })).status, 200);
    const checkin = await checkinRow(await checkinOf('SA-1007'));
    assert.equal(checkin.status, 'checked_out');
    assert.ok(checkin.checked_out_at);
    assert.deepEqual((await checkinList('09000000007')).body.checkin, []);
  });

  it('refuses a check-in not approved yet, or to settle at the front desk (409)', async () => {
    await pay(await folioOf('SA-2007'));
    await pay(await folioOf('SA-2006'));
    const pending = await checkout({ checkinId: String(await checkinOf('SA-2007')), telephone: '08099990000' });
    assert.equal(pending.status, 409);
    assert.equal(pending.body.code, 'unable_to_checkout');
    const front = await checkout({ checkinId: String(await checkinOf('SA-2006')), telephone: '08077778888' });
    assert.equal(front.status, 409);
    assert.equal((await checkinRow(await checkinOf('SA-2007'))).status, 'submitted');
  });

  it('answers a check-in of another telephone exactly like a missing one', async () => {
    const answers = await Promise.all([
      checkout({ checkinId: String(await checkinOf('SA-2004')), telephone: '08011112222' }),
      checkout({ checkinId: '999999', telephone: '08055556666' }),
      checkout({ checkinId: 'abc', telephone: '08055556666' }),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
  });

  it('checks out a paid check-in and its reservation; the line carrying only the check-in counts', async () => {
    const checkinId = await checkinOf('SA-2004');
    const request = { checkinId: String(checkinId), telephone: '08055556666' };
    assert.equal((await checkout(request)).status, 409);
    // The reservation's lines paid, the room service (check-in only) not yet: still refused.
    await pay(await folioOf('SA-2004'));
    const left = await bill({ checkinIds: checkinId, telephone: '08055556666' });
    assert.equal(left.body.totalAmount, 2200);
    assert.equal((await checkout(request)).status, 409);
    await pay(await listFolioLines(t.db, { reservationIds: [], checkinIds: [checkinId] }));
    assert.deepEqual((await checkout(request)).body, { status: 'ok' });
    const row = await checkinRow(checkinId);
    assert.equal(row.status, 'checked_out');
    assert.ok(row.checked_out_at instanceof Date);
    assert.deepEqual(row.retain_until, yearsLater(row.checked_out_at, RETENTION_YEARS), 'kept 3 years from now on');
    assert.equal(await statusOf('SA-2004'), 'checked_out');
    assert.equal((await checkout(request)).status, 200);
    // The other check-in of the telephone is still listed.
    assert.deepEqual(
      (await checkinList('08055556666')).body.checkin.map((c: { id: string }) => c.id),
      [String(await checkinOf('SA-2005'))],
    );
  });
  it('checks out a stay and its online check-in at once without a conflict (locks in one order)', async () => {
    await t.db
      .updateTable('reservations')
      .set({ status: 'checked_in' })
      .where('reservation_code', '=', 'SA-2005')
      .execute();
    await pay(await folioOf('SA-2005'));
    const checkinId = await checkinOf('SA-2005');
    // An order during the stay carries only the online check-in: it counts for the stay too.
    await t.db
      .insertInto('sales')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_id: checkinId,
        sales_date: '2026-01-01',
        sales_subject_name: 'ルームサービス Room service',
        unit_price: 1100,
        sales_price: 1100,
        tax_rate: 10,
      })
      .execute();
    const reservationId = await idOf('SA-2005');
    assert.equal((await checkout({ reservationId, telephone: '08055556666' })).status, 409);
    const withCheckin = await bill({ reservationIds: reservationId, checkinIds: checkinId, telephone: '08055556666' });
    assert.equal(withCheckin.body.totalAmount, 1100);
    await pay(await listFolioLines(t.db, { reservationIds: [], checkinIds: [checkinId] }));
    const answers = await Promise.all([
      checkout({ reservationId: await idOf('SA-2005'), telephone: '08055556666' }),
      checkout({ checkinId: String(checkinId), telephone: '08055556666' }),
      checkout({ reservationId: await idOf('SA-2005'), telephone: '08055556666' }),
      checkout({ checkinId: String(checkinId), telephone: '08055556666' }),
    ]);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 200],
    );
    assert.equal(await statusOf('SA-2005'), 'checked_out');
    assert.equal((await checkinRow(checkinId)).status, 'checked_out');
  });
});

describe('the check-out search limit', () => {
  it('answers 429 with Retry-After after 30 misses from one address, for both searches', async () => {
    const address = '10.0.0.77';
    for (let i = 0; i < 30; i += 1) {
      const phone = `0700000${String(i).padStart(4, '0')}`;
      const operationId = i % 2 === 0 ? 'getStayReservations' : 'getCheckinsList';
      const { status } = await callOperation(t.app, operationId, {
        query: { hotelId: DEMO_HOTEL_ID, telephone: phone },
        remoteAddress: address,
      });
      assert.equal(status, 200);
    }
    for (const operationId of ['getStayReservations', 'getCheckinsList'] as const) {
      const limited = await callOperation(t.app, operationId, {
        query: { hotelId: DEMO_HOTEL_ID, telephone: '08033334444' },
        remoteAddress: address,
      });
      assert.equal(limited.status, 429);
      assert.equal(limited.body.message, 'Please wait before retrying.');
      assert.ok(Number(limited.headers['retry-after']) > 0);
    }
    // Another address is not limited.
    assert.equal((await stays('08033334444')).status, 200);
  });
});

describe('the demo stays', () => {
  it('are not duplicated, and are reset, when the seed runs again', async () => {
    const tables = ['reservations', 'checkins', 'checkin_reservations', 'sales', 'reviews'] as const;
    const count = () => Promise.all(tables.map((table) => countRows(t.db, table)));
    const checkinId = await checkinOf('SA-2004');
    // The first run resets the demo folios (the tests above added lines); the second changes nothing.
    await seedDemoData(t.db);
    const before = await count();
    await seedDemoData(t.db);
    assert.deepEqual(await count(), before);
    assert.equal(await checkinOf('SA-2004'), checkinId);
    // Checked out above; the seed puts the stays back and their folios unpaid.
    assert.deepEqual(codes((await stays('08011112222')).body.stayReservations), ['SA-2001', 'SA-2002']);
    assert.equal((await checkinList('08055556666')).body.checkin.length, 2);
    assert.equal((await bill({ reservationIds: await idOf('SA-2001') })).body.totalAmount, 35900);
  });
});
