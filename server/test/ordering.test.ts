import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { OperationId, Operations } from '../src/contract.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { callOperation, malformed } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { GOOD_CARD as GOOD } from './support/cards.ts';
import { newMember } from './support/members.ts';

// Mobile request orders (spec doc 2 §4 "Mobile request ordering", §7): the card payment, the order,
// its sales and its mails, on the demo hotel's catalogue and the demo stays of 080-5555-6666.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const PHONE = '08055556666';
const DECLINED = '4000000000000002';
const hotelToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

/** A new member with a saved card (the payer need not be the room's guest: the phone is the proof). */
const member = (card = GOOD) => newMember(t, { card, language: 'en' });

async function room() {
  const { status, body } = await callOperation(t.app, 'getGuestRoomByTelephone', {
    query: { hotelId: DEMO_HOTEL_ID, telephone: PHONE },
  });
  assert.equal(status, 200);
  const [first] = body.checkinAssignRooms as { checkinId: string; roomNumber: string[] }[];
  return { checkinId: first!.checkinId, roomNumber: first!.roomNumber[0]! };
}

/** A product of the demo catalogue by sales subject, with a fresh stock and no sale hours. */
async function product(subject: number, stock = 10) {
  const row = await t.db
    .updateTable('products')
    .set({ stock, sale_start_time: null, sale_end_time: null })
    .where('hotel_id', '=', DEMO_HOTEL_ID)
    .where('sales_subject_id', '=', subject)
    .returning(['id', 'price', 'name_ja', 'name_en', 'sales_subject_id'])
    .executeTakeFirstOrThrow();
  return row;
}

/** A product of the other demo hotel (minato-inn), which an order at sakura-asakusa may not name. */
const foreignProduct = (subject: number) =>
  t.db
    .insertInto('products')
    .values({
      hotel_id: MINIMAL_HOTEL_ID,
      name_ja: '他館の商品',
      name_en: null,
      name_zh: null,
      name_ko: null,
      description_ja: null,
      description_en: null,
      description_zh: null,
      description_ko: null,
      price: 100,
      tax_rate: 10,
      stock: 5,
      image_path: null,
      sale_start_time: null,
      sale_end_time: null,
      sales_subject_id: subject,
      category_id: null,
    })
    .returning(['id', 'price'])
    .executeTakeFirstOrThrow();

const stockOf = async (id: number) =>
  (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

type Body<Id extends OperationId> = Operations[Id]['body'];
type SaleLine = Body<'makeSales'>['list'][number];

const pay = (
  who: { token: string; cardId: string },
  payload: Omit<Body<'creditCardPayForMobileRequest'>, 'cardId' | 'telephone'>,
  key = randomUUID(),
) =>
  callOperation(t.app, 'creditCardPayForMobileRequest', {
    token: who.token,
    key,
    body: { cardId: who.cardId, telephone: PHONE, ...payload },
  });

const order = (payload: Omit<Body<'makeRequestOrder'>, 'telephone'>, token?: string, key = randomUUID()) =>
  callOperation(t.app, 'makeRequestOrder', {
    token,
    key,
    body: { telephone: PHONE, mobileRequestOrderId: null, ...payload },
  });

const mailsTo = (address: string) =>
  t.db.selectFrom('mails').selectAll().where('to_address', '=', address).orderBy('id').execute();

describe('a card order', () => {
  it('is paid, ordered, recorded, backed up and mailed to the guest and the hotel, once each', async () => {
    const who = await member();
    const { checkinId, roomNumber } = await room();
    const beer = await product(9001);
    const tea = await product(9002);
    const products = [
      { id: beer.id, numberOfItems: 2 },
      { id: tea.id, numberOfItems: 1 },
    ];
    const total = beer.price * 2 + tea.price;

    const paid = await pay(who, { checkinId, paymentAmount: String(total), productIds: [beer.id, tea.id], products });
    assert.equal(paid.status, 200);
    assert.equal(paid.body.processResult, 'success');
    const paymentId = paid.body.mobileRequestOrderId as string;
    assert.equal(await stockOf(beer.id), 8, 'the payment takes the stock');

    const made = await order(
      { checkinId, roomNumber, paymentMethod: 1, mobileRequestOrderId: paymentId, products },
      who.token,
    );
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const requestOrderId = made.body.requestOrderId as string;
    assert.equal(await stockOf(beer.id), 8, 'the order does not take the stock twice');

    const list = [beer, tea].map((p, i): SaleLine => ({
      checkinId,
      quantity: products[i]!.numberOfItems,
      salesDate: hotelToday(),
      salesPaymentPrice: p.price * products[i]!.numberOfItems,
      salesSubjectId: p.sales_subject_id!,
      salesSubjectPrice: p.price,
      orderId: paymentId,
      isDiscount: false,
      paymentMethod: 1,
    }));
    const sales = await callOperation(t.app, 'makeSales', {
      body: { list, telephone: PHONE },
    });
    assert.equal(sales.status, 200, JSON.stringify(sales.body));
    assert.equal(sales.body.saleIds.length, 2);
    const again = await callOperation(t.app, 'makeSales', {
      body: { list, telephone: PHONE },
    });
    assert.deepEqual(again.body, sales.body, 'the sales of an order are recorded once');

    const backup = await callOperation(t.app, 'backupReceiptPDF', {
      body: {
        list: [
          {
            checkinId,
            reserIds: [],
            saleIds: sales.body.saleIds,
            orderId: paymentId,
            guestName: 'Order Guest',
            paymentPage: 'request',
            provision: 'Room service',
          },
        ],
      },
    });
    assert.equal(backup.status, 200, JSON.stringify(backup.body));

    const mail: Body<'sendmailMobileRequestInfoForUser'> = {
      hotelId: DEMO_HOTEL_ID,
      requestOrderId,
      checkinId,
      roomNumber,
      paymentMethod: 1,
      products: [
        { id: beer.id, name: 'whatever the page says', numberOfItems: 2, price: beer.price },
        { id: tea.id, name: 'tea', numberOfItems: 1, price: tea.price },
      ],
      totalAmount: total,
      lang: 'en',
    };
    for (let i = 0; i < 2; i++) {
      const toGuest = await callOperation(t.app, 'sendmailMobileRequestInfoForUser', {
        token: who.token,
        body: mail,
      });
      assert.equal(toGuest.status, 200);
      const toHotel = await callOperation(t.app, 'sendmailMobileRequestInfoForAdmin', {
        body: mail,
      });
      assert.equal(toHotel.status, 200);
    }
    const guestMails = await mailsTo(who.email);
    assert.equal(guestMails.length, 1, 'mailed once');
    assert.match(guestMails[0]!.text_body, /Asakusa craft beer × 2/);
    assert.match(guestMails[0]!.text_body, new RegExp(`¥${total.toLocaleString('en-US')}`));
    assert.doesNotMatch(guestMails[0]!.text_body, /whatever the page says/);
    const hotel = await t.db
      .selectFrom('hotels')
      .select('admin_email')
      .where('id', '=', DEMO_HOTEL_ID)
      .executeTakeFirstOrThrow();
    const adminMails = (await mailsTo(hotel.admin_email!)).filter((m) => m.kind === 'request-order-admin');
    assert.equal(adminMails.length, 1);
    assert.match(adminMails[0]!.subject, new RegExp(roomNumber));
    assert.match(adminMails[0]!.text_body, /浅草クラフトビール × 2/);
  });

  it('charges once per Idempotency-Key and refuses the key with another body', async () => {
    const who = await member();
    const { checkinId } = await room();
    const beer = await product(9001);
    const body = {
      checkinId,
      paymentAmount: String(beer.price),
      productIds: [beer.id],
      products: [{ id: beer.id, numberOfItems: 1 }],
    };
    const key = randomUUID();
    const first = await pay(who, body, key);
    const second = await pay(who, body, key);
    assert.deepEqual(second.body, first.body);
    const charges = await t.db
      .selectFrom('gateway_charges')
      .select('id')
      .where('order_id', '=', first.body.mobileRequestOrderId)
      .execute();
    assert.equal(charges.length, 1);
    assert.equal(await stockOf(beer.id), 9);
    const other = await pay(
      who,
      { ...body, paymentAmount: String(beer.price * 2), products: [{ id: beer.id, numberOfItems: 2 }] },
      key,
    );
    assert.equal(other.status, 422);
  });

  it('gives the stock back when the card is declined, and the order then cannot use the payment', async () => {
    const who = await member(DECLINED);
    const { checkinId, roomNumber } = await room();
    const tea = await product(9002, 3);
    const products = [{ id: tea.id, numberOfItems: 2 }];
    const paid = await pay(who, { checkinId, paymentAmount: String(tea.price * 2), productIds: [tea.id], products });
    assert.equal(paid.status, 200);
    assert.equal(paid.body.processResult, 'failure');
    assert.equal(paid.body.status, 'declined');
    assert.equal(paid.body.mobileRequestOrderId, null);
    assert.equal(await stockOf(tea.id), 3);
    const failed = await t.db
      .selectFrom('payment_orders')
      .select('id')
      .where('kind', '=', 'request')
      .where('process_result', '=', 'failure')
      .execute();
    const made = await order(
      { checkinId, roomNumber, paymentMethod: 1, mobileRequestOrderId: failed[0]!.id, products },
      who.token,
    );
    assert.equal(made.status, 409);
    assert.equal(made.body.code, 'order_not_paid');
  });

  it('checks the amount, the products and the phone before charging anything', async () => {
    const who = await member();
    const { checkinId } = await room();
    const beer = await product(9001, 5);
    const products = [{ id: beer.id, numberOfItems: 1 }];
    const base = { checkinId, paymentAmount: String(beer.price), productIds: [beer.id], products };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ paymentAmount: String(beer.price - 1) }, 400, 'amount_mismatch'],
      [{ productIds: [beer.id, beer.id + 1000] }, 400, 'products_mismatch'],
      [{ telephone: '08000000000' }, 404, 'checkin_not_found'],
      [{ checkinId: '999999' }, 404, 'checkin_not_found'],
      [{ cardId: '999999' }, 404, 'card_not_found'],
      [{ products: [{ id: beer.id, numberOfItems: 6 }], paymentAmount: String(beer.price * 6) }, 400, 'out_of_stock'],
    ];
    for (const [change, status, code] of cases) {
      const answer = await pay(who, { ...base, ...change });
      assert.equal(answer.status, status, `${JSON.stringify(change)}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.code, code);
    }
    assert.equal(await stockOf(beer.id), 5);
    const charges = await t.db
      .selectFrom('gateway_charges')
      .select('id')
      .where('amount', '=', beer.price - 1)
      .execute();
    assert.equal(charges.length, 0);
  });
});

describe('an order paid at check-out', () => {
  it('takes the stock with the order and puts unpaid lines on the stay’s bill', async () => {
    const { checkinId, roomNumber } = await room();
    const crackers = await product(9011, 4);
    const products = [{ id: crackers.id, numberOfItems: 3 }];
    const made = await order({ checkinId, roomNumber, paymentMethod: 0, products });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.equal(await stockOf(crackers.id), 1);
    const line: SaleLine = {
      checkinId,
      quantity: 3,
      salesDate: hotelToday(),
      salesPaymentPrice: crackers.price * 3,
      salesSubjectId: crackers.sales_subject_id!,
      salesSubjectPrice: crackers.price,
      orderId: made.body.requestOrderId,
      isDiscount: false,
      paymentMethod: 0,
    };
    const sales = await callOperation(t.app, 'makeSales', {
      body: { list: [line], telephone: PHONE },
    });
    assert.equal(sales.status, 200);
    const [row] = await t.db
      .selectFrom('sales')
      .select(['order_id', 'request_order_id', 'sales_price'])
      .where('id', '=', Number(sales.body.saleIds[0]))
      .execute();
    assert.equal(row!.order_id, null, 'unpaid: billed at check-out');
    assert.equal(row!.request_order_id, Number(made.body.requestOrderId));
    const replay = await callOperation(t.app, 'makeSales', {
      body: { list: [line], telephone: PHONE },
    });
    assert.deepEqual(replay.body, sales.body);
  });

  it('sells the last item once when two guests order it at the same moment', async () => {
    const { checkinId, roomNumber } = await room();
    const bath = await product(9007, 1);
    const products = [{ id: bath.id, numberOfItems: 1 }];
    const answers = await Promise.all([
      order({ checkinId, roomNumber, paymentMethod: 0, products }),
      order({ checkinId, roomNumber, paymentMethod: 2, products }),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
    assert.equal(answers.find((a) => a.status === 400)!.body.code, 'out_of_stock');
    assert.equal(answers.find((a) => a.status === 400)!.body.message, 'Out of stock');
    assert.equal(await stockOf(bath.id), 0);
    const orders = await t.db
      .selectFrom('request_order_items')
      .select('order_id')
      .where('product_id', '=', bath.id)
      .execute();
    assert.equal(orders.length, 1);
  });

  it('refuses a product out of its sale hours, and orders nothing', async () => {
    const { checkinId, roomNumber } = await room();
    const ramen = await product(9009, 5);
    // A one-minute window twelve hours away from the hotel's time now.
    const [hour] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hour12: false })
      .format(new Date())
      .split(':');
    const away = `${String((Number(hour) + 12) % 24).padStart(2, '0')}:00`;
    await t.db
      .updateTable('products')
      .set({ sale_start_time: away, sale_end_time: away.replace(':00', ':01') })
      .where('id', '=', ramen.id)
      .execute();
    const before = await t.db.selectFrom('request_orders').select('id').execute();
    const made = await order({
      checkinId,
      roomNumber,
      paymentMethod: 0,
      products: [{ id: ramen.id, numberOfItems: 1 }],
    });
    assert.equal(made.status, 400);
    assert.equal(made.body.code, 'out_of_sale_time');
    assert.equal(made.body.message, 'This product is out of sale time.');
    assert.equal(await stockOf(ramen.id), 5);
    assert.equal((await t.db.selectFrom('request_orders').select('id').execute()).length, before.length);
  });

  it('answers bad quantities, products, rooms and check-ins with 4xx and orders nothing', async () => {
    const { checkinId, roomNumber } = await room();
    const tea = await product(9002, 10);
    const foreign = await foreignProduct(9100);
    const before = (await t.db.selectFrom('request_orders').select('id').execute()).length;
    const cases: [Record<string, unknown>, number][] = [
      [{ products: [{ id: tea.id, numberOfItems: 0 }] }, 400],
      [{ products: [{ id: tea.id, numberOfItems: 1000 }] }, 400],
      [{ products: [{ id: tea.id, numberOfItems: -1 }] }, 400],
      [{ products: [{ id: tea.id, numberOfItems: 1.5 }] }, 400],
      [{ products: [{ id: tea.id, numberOfItems: '2' }] }, 400],
      [{ products: [] }, 400],
      [
        {
          products: [
            { id: tea.id, numberOfItems: 1 },
            { id: tea.id, numberOfItems: 1 },
          ],
        },
        400,
      ],
      [{ products: [{ id: 987654, numberOfItems: 1 }] }, 404],
      [{ products: [{ id: foreign.id, numberOfItems: 1 }] }, 404],
      [{ roomNumber: '9999' }, 400],
      [{ checkinId: '999999' }, 404],
      [{ checkinId: 'abc' }, 404],
      [{ telephone: '08000000000' }, 404],
      [{ paymentMethod: 3 }, 400],
      [{ paymentMethod: 1 }, 400],
      [{ paymentMethod: 1, mobileRequestOrderId: 'ORDnotapayment' }, 404],
    ];
    for (const [change, status] of cases) {
      const answer = await order({
        checkinId,
        roomNumber,
        paymentMethod: 0,
        products: [{ id: tea.id, numberOfItems: 1 }],
        ...change,
      });
      assert.equal(answer.status, status, `${JSON.stringify(change)}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal(await stockOf(tea.id), 10);
    assert.equal((await t.db.selectFrom('request_orders').select('id').execute()).length, before);
  });
});

describe('the phone check of an order', () => {
  it('counts phones that find no stay against the room lookup’s per-address limit', async () => {
    const { checkinId, roomNumber } = await room();
    const tea = await product(9002, 50);
    const remoteAddress = '10.77.0.1';
    const attempt = (telephone: string) =>
      callOperation(t.app, 'makeRequestOrder', {
        remoteAddress,
        body: {
          checkinId,
          roomNumber,
          paymentMethod: 0,
          telephone,
          mobileRequestOrderId: null,
          products: [{ id: tea.id, numberOfItems: 1 }],
        },
      });
    for (let i = 0; i < 30; i++) assert.equal((await attempt(`0800000${String(i).padStart(4, '0')}`)).status, 404);
    const limited = await attempt(PHONE);
    assert.equal(limited.status, 429);
    assert.equal(await stockOf(tea.id), 50);
  });
});

describe('the order mails', () => {
  it('answer 404 for an order that does not match, or is another member’s', async () => {
    const owner = await member();
    const other = await member();
    const { checkinId, roomNumber } = await room();
    const tea = await product(9002);
    const products = [{ id: tea.id, numberOfItems: 1 }];
    const made = await order({ checkinId, roomNumber, paymentMethod: 0, products }, owner.token);
    const mail: Body<'sendmailMobileRequestInfoForUser'> = {
      hotelId: DEMO_HOTEL_ID,
      requestOrderId: made.body.requestOrderId,
      checkinId,
      roomNumber,
      paymentMethod: 0,
      products: [{ id: tea.id, name: 'Green tea', numberOfItems: 1, price: tea.price }],
      totalAmount: tea.price,
      lang: 'ja',
    };
    const send = (payload: Body<'sendmailMobileRequestInfoForUser'>, token = owner.token) =>
      callOperation(t.app, 'sendmailMobileRequestInfoForUser', {
        token,
        body: payload,
      });
    assert.equal((await send({ ...mail, totalAmount: 1 })).status, 404);
    assert.equal((await send({ ...mail, requestOrderId: '999999' })).status, 404);
    assert.equal((await send({ ...mail, products: [{ ...mail.products[0]!, numberOfItems: 2 }] })).status, 404);
    assert.equal((await send(mail, other.token)).status, 404);
    assert.equal((await mailsTo(other.email)).length, 0);
    assert.equal((await send(mail)).status, 200);
    const [sent] = await mailsTo(owner.email);
    assert.match(sent!.subject, /ご注文を承りました/);
    // The app's words for the order payment code 0 (DIRECT, spec doc 2 §3: pay at the front desk).
    assert.match(sent!.text_body, /フロントでお支払い/);
    const anonymous = await callOperation(t.app, 'sendmailMobileRequestInfoForUser', { body: mail });
    assert.equal(anonymous.status, 401);
  });
});

/** Both stays of the demo phone (rooms 805 and 806): two check-ins. */
async function bothRooms() {
  const { body } = await callOperation(t.app, 'getGuestRoomByTelephone', {
    query: { hotelId: DEMO_HOTEL_ID, telephone: PHONE },
  });
  const rooms = body.checkinAssignRooms as { checkinId: string; roomNumber: string[] }[];
  assert.equal(rooms.length, 2, JSON.stringify(rooms));
  return rooms.map((r) => ({ checkinId: r.checkinId, roomNumber: r.roomNumber[0]! }));
}

const requestPayments = async () =>
  (await t.db.selectFrom('payment_orders').select('id').where('kind', '=', 'request').execute()).length;

describe('a card payment refused before charging', () => {
  it('takes no stock and creates no payment for a product out of sale time, of another hotel, or a bad quantity', async () => {
    const who = await member();
    const { checkinId } = await room();
    const beer = await product(9001, 5);
    const [hour] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', hour12: false })
      .format(new Date())
      .split(':');
    const away = `${String((Number(hour) + 12) % 24).padStart(2, '0')}:00`;
    const ramen = await product(9009, 5);
    await t.db
      .updateTable('products')
      .set({ sale_start_time: away, sale_end_time: away.replace(':00', ':01') })
      .where('id', '=', ramen.id)
      .execute();
    const foreign = await foreignProduct(9101);
    const before = await requestPayments();
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [
        {
          productIds: [ramen.id],
          products: [{ id: ramen.id, numberOfItems: 1 }],
          paymentAmount: String(ramen.price),
        },
        400,
        'out_of_sale_time',
      ],
      [{ productIds: [beer.id], products: [{ id: beer.id, numberOfItems: 0 }], paymentAmount: '0' }, 400, undefined],
      [
        { productIds: [beer.id], products: [{ id: beer.id, numberOfItems: 1.5 }], paymentAmount: String(beer.price) },
        400,
        undefined,
      ],
    ];
    cases.push([
      {
        productIds: [foreign.id],
        products: [{ id: foreign.id, numberOfItems: 1 }],
        paymentAmount: String(foreign.price),
      },
      404,
      'product_not_found',
    ]);
    for (const [change, status, code] of cases) {
      const answer = await callOperation(t.app, 'creditCardPayForMobileRequest', {
        token: who.token,
        body: malformed({ cardId: who.cardId, telephone: PHONE, checkinId, ...change }),
      });
      assert.equal(answer.status, status, `${JSON.stringify(change)}: ${JSON.stringify(answer.body)}`);
      if (code) assert.equal(answer.body.code, code);
    }
    assert.equal(await stockOf(beer.id), 5);
    assert.equal(await stockOf(ramen.id), 5);
    assert.equal(await requestPayments(), before, 'no payment order was created');
  });
});

describe('the sales of a card order', () => {
  it('are neither replayed nor recorded for another stay of the same phone', async () => {
    const who = await member();
    const [mine, other] = await bothRooms();
    const tea = await product(9002);
    const products = [{ id: tea.id, numberOfItems: 1 }];
    const paid = await pay(who, {
      checkinId: mine!.checkinId,
      paymentAmount: String(tea.price),
      productIds: [tea.id],
      products,
    });
    const paymentId = paid.body.mobileRequestOrderId as string;
    const made = await order({ ...mine!, paymentMethod: 1, mobileRequestOrderId: paymentId, products }, who.token);
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const line: SaleLine = {
      checkinId: mine!.checkinId,
      quantity: 1,
      salesDate: hotelToday(),
      salesPaymentPrice: tea.price,
      salesSubjectId: tea.sales_subject_id!,
      salesSubjectPrice: tea.price,
      orderId: paymentId,
      isDiscount: false,
      paymentMethod: 1,
    };
    const recorded = await callOperation(t.app, 'makeSales', {
      body: { list: [line], telephone: PHONE },
    });
    assert.equal(recorded.status, 200, JSON.stringify(recorded.body));
    const salesBefore = (await t.db.selectFrom('sales').select('id').execute()).length;
    const elsewhere = await callOperation(t.app, 'makeSales', {
      body: { list: [{ ...line, checkinId: other!.checkinId }], telephone: PHONE },
    });
    assert.equal(elsewhere.status, 404, JSON.stringify(elsewhere.body));
    assert.equal(elsewhere.body.code, 'order_not_found');
    assert.equal((await t.db.selectFrom('sales').select('id').execute()).length, salesBefore);
  });
});

describe('the hotel’s order mail', () => {
  async function paidAtCheckout(who?: { token: string }) {
    const { checkinId, roomNumber } = await room();
    const tea = await product(9002);
    const products = [{ id: tea.id, numberOfItems: 2 }];
    const made = await order({ checkinId, roomNumber, paymentMethod: 0, products }, who?.token);
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const mail: Body<'sendmailMobileRequestInfoForUser'> = {
      hotelId: DEMO_HOTEL_ID,
      requestOrderId: made.body.requestOrderId as string,
      checkinId,
      roomNumber,
      paymentMethod: 0,
      products: [{ id: tea.id, name: 'Green tea', numberOfItems: 2, price: tea.price }],
      totalAmount: tea.price * 2,
      lang: 'ja',
    };
    return { tea, mail };
  }
  const toHotel = (payload: Body<'sendmailMobileRequestInfoForAdmin'>) =>
    callOperation(t.app, 'sendmailMobileRequestInfoForAdmin', {
      body: payload,
    });
  const adminAddress = async () =>
    (await t.db.selectFrom('hotels').select('admin_email').where('id', '=', DEMO_HOTEL_ID).executeTakeFirstOrThrow())
      .admin_email!;
  const adminMailsOf = async (requestOrderId: string) =>
    (await mailsTo(await adminAddress())).filter(
      (m) => m.kind === 'request-order-admin' && m.subject.includes(`注文番号 ${requestOrderId}`),
    );

  it('answers 404 for an unknown hotel or another hotel, and ok without sending when the hotel has no address', async () => {
    const { mail } = await paidAtCheckout();
    const unknown = await toHotel({ ...mail, hotelId: 'no-such-hotel' });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.code, 'hotel_not_found');
    const otherHotel = await toHotel({ ...mail, hotelId: MINIMAL_HOTEL_ID });
    assert.equal(otherHotel.status, 404);
    assert.equal(otherHotel.body.code, 'order_not_found');

    const address = await adminAddress();
    await t.db.updateTable('hotels').set({ admin_email: null }).where('id', '=', DEMO_HOTEL_ID).execute();
    try {
      assert.equal((await toHotel(mail)).status, 200);
    } finally {
      await t.db.updateTable('hotels').set({ admin_email: address }).where('id', '=', DEMO_HOTEL_ID).execute();
    }
    assert.equal((await adminMailsOf(mail.requestOrderId)).length, 0);
  });

  it('is sent once when the guest’s and the hotel’s mails are asked for several times at once', async () => {
    const who = await member();
    const { mail } = await paidAtCheckout(who);
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => toHotel(mail)),
      ...[1, 2, 3].map(() =>
        callOperation(t.app, 'sendmailMobileRequestInfoForUser', {
          token: who.token,
          body: mail,
        }),
      ),
    ]);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200, 200, 200, 200],
    );
    assert.equal((await adminMailsOf(mail.requestOrderId)).length, 1);
    assert.equal((await mailsTo(who.email)).length, 1);
  });

  it('names a product in Japanese when it has no name in the guest’s language', async () => {
    const who = await member();
    const { tea, mail } = await paidAtCheckout(who);
    const { name_ko } = await t.db
      .selectFrom('products')
      .select('name_ko')
      .where('id', '=', tea.id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('products').set({ name_ko: null }).where('id', '=', tea.id).execute();
    try {
      const sent = await callOperation(t.app, 'sendmailMobileRequestInfoForUser', {
        token: who.token,
        body: { ...mail, lang: 'ko' },
      });
      assert.equal(sent.status, 200);
    } finally {
      await t.db.updateTable('products').set({ name_ko }).where('id', '=', tea.id).execute();
    }
    const [guestMail] = await mailsTo(who.email);
    assert.match(guestMail!.text_body, new RegExp(`${tea.name_ja.replace(/[()（）]/g, '.')} × 2`));
  });
});
