import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { DEMO_MANAGERS, DEMO_STAFF } from '../src/db/seed/demoStaff.ts';
import { insertEndpoint } from '../src/db/repositories/webhooks.ts';
import { addStaff } from '../src/services/frontDeskStaff.ts';
import { HOME } from '../src/services/checkin.ts';
import { newCheckinCode, newOrderId } from '../src/services/codes.ts';
import { processRegisterCipher } from '../src/services/registerCrypto.ts';
import { RETENTION_YEARS, yearsLater } from '../src/services/retention.ts';
import { emitWebhookEvent } from '../src/services/webhooks.ts';
import type { OperationId, Schema as ContractSchema } from '../src/contract.ts';
import { callOperation, malformed } from './support/callOperation.ts';
import { openapi, operation, operations } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';
import { insertPaidOrder } from './support/invoiceFixtures.ts';
import { cardToken } from './support/cards.ts';
import { newMember, type MemberWithCard as Member } from './support/members.ts';

// The access-control matrix: every operation that takes the id of something of a guest (a check-in,
// an invoice, a card, an order, a reservation) is called by its owner, by another signed-in member
// and anonymously, and with a missing id. The owner gets the answer; the others get exactly the
// answer of a missing id (same 404, same message and code), or 401 where the contract requires
// sign-in. Operations where "the owner" is whoever searched with the stay's telephone (the anonymous
// check-out and ordering calls) are called by the others with a telephone of their own.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const OWNER_PHONE = '08024680000';
const OTHER_PHONE = '08013570000';
/** A well-formed id that names nothing (ids are database integers of at most 9 digits). */
const MISSING = '999999999';
const hotelToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A new member with a saved card. */
const member = () => newMember(t, { card: true, language: 'en' });

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** A reservation of the demo hotel staying now (arrived yesterday, leaves tomorrow) with room 901. */
async function stay(status: 'booked' | 'checked_in', telephone = OWNER_PHONE) {
  const row = await t.db
    .insertInto('reservations')
    .values({
      hotel_id: DEMO_HOTEL_ID,
      reservation_code: `AC-${randomUUID().slice(0, 8)}`,
      checkin_date: addDays(hotelToday(), -1),
      nights: 2,
      pax_total: 1,
      guest_name: '権限 試験',
      telephone,
      status,
    })
    .returning(['id', 'public_id'])
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('reservation_rooms')
    .values({ reservation_id: row.id, type_name: 'シングル Single', room_type: 'SGL', room_number: '901' })
    .execute();
  return row;
}

/** A submitted, approved online check-in of the member made with this telephone. */
async function onlineCheckin(userId: string | null, telephone = OWNER_PHONE, reservationIds: number[] = []) {
  const { id } = await t.db
    .insertInto('checkins')
    .values({
      hotel_id: DEMO_HOTEL_ID,
      user_id: userId === null ? null : Number(userId),
      checkin_code: newCheckinCode(),
      status: 'submitted',
      approved_status: 2,
      jpn_gtd_status: 0,
      front_supported: false,
      telephone,
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
  return String(id);
}

/** An unpaid folio line on the check-in. */
async function lineOn(checkinId: string, price: number) {
  await t.db
    .insertInto('sales')
    .values({
      hotel_id: DEMO_HOTEL_ID,
      checkin_id: Number(checkinId),
      sales_date: hotelToday(),
      sales_subject_name: 'ルームサービス Room service',
      unit_price: price,
      sales_price: price,
      tax_rate: 10,
    })
    .execute();
}

/** A room an order can go to: an approved online check-in of a reservation staying now, with its phone. */
async function orderingRoom(userId: string | null, telephone = OWNER_PHONE) {
  const reservation = await stay('booked', telephone);
  return { checkinId: await onlineCheckin(userId, telephone, [reservation.id]), roomNumber: '901', telephone };
}

/** The demo catalogue's green tea (sales subject 9002), in stock and on sale all day. */
async function greenTea() {
  return t.db
    .updateTable('products')
    .set({ stock: 1000, sale_start_time: null, sale_end_time: null })
    .where('hotel_id', '=', DEMO_HOTEL_ID)
    .where('sales_subject_id', '=', 9002)
    .returning(['id', 'price', 'sales_subject_id'])
    .executeTakeFirstOrThrow();
}

// ------------------------------------------------------------------------------ the matrix

type Request = InjectOptions & { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string };

interface Answer {
  status: number;
  body: unknown;
}

interface Calls {
  /** The owner's call (sent last, so that the others' calls are shown to have changed nothing). */
  owner: Request;
  /** The same call by another signed-in member (with a telephone of their own where one is the proof). */
  other: Request;
  /** The same call without sign-in. */
  anonymous: Request;
  /** The owner's call with an id that names nothing. */
  missing: Request;
  /** What the owner must get (status 200 is checked before). */
  expectOwner?: (answer: Answer) => void | Promise<void>;
}

interface Row {
  operationId: OperationId;
  /** The request field that names the guest's thing. */
  field: string;
  /**
   * 'member': the contract requires sign-in (401 anonymously); 'telephone': open to anyone, the
   * stay's phone is the proof; 'staff': the front desk, where the owner is the hotel's staff and
   * "another member" is another hotel's staff; 'integration': a hotel's PMS with an integration key,
   * where "another member" is another hotel's key and anonymous is no key.
   */
  access: 'member' | 'telephone' | 'staff' | 'integration';
  /** The error code of a missing id. */
  code: string;
  setup(other: Member): Promise<Calls>;
}

const idempotent = (request: Request): Request => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': randomUUID() },
});

/** The request as another caller: another token (or none), the rest unchanged. */
const as = (request: Request, token?: string): Request => {
  const { authorization: _, ...headers } = (request.headers ?? {}) as Record<string, string>;
  return { ...request, headers: { ...headers, ...bearer(token) } };
};

/** A call of this operation with a JSON body. */
const post = (method: 'POST' | 'PUT', url: string, payload: object, token?: string, key = false): Request => {
  const request: Request = { method, url, payload, headers: bearer(token) };
  return key ? idempotent(request) : request;
};

function smartCheckinBody(userId: string, checkinId: string, reservationIds: string[]) {
  const now = Math.floor(Date.now() / 1000);
  return {
    checkinId,
    userId,
    checkin: {
      hotelId: DEMO_HOTEL_ID,
      jpnGtdStatus: 0,
      approvedStatus: 0,
      nextPlaceToStay: HOME,
      previousPlaceToStay: HOME,
      userCheckinTime: now + 3600,
      checkinTime: now + 3600,
      accompany: [],
      guest: { totalMembers: 1, reservationTel: OWNER_PHONE },
      user: {
        surname: '権限',
        name: '試験',
        nameKana: 'ケンゲン シケン',
        nationality: 'JPN',
        birthDate: '1990-01-01',
        gender: 'F',
        telephone: OWNER_PHONE,
        postalCode: '150-0041',
        address: '東京都渋谷区神南1-2-3',
        occupation: '会社員',
        company: '桜商事株式会社',
        email: 'acl@example.com',
      },
    },
    reservationIds,
    guestRegister: { residesInJapan: true, passports: [] },
    checkinNote: { memo: '' },
    paymentType: 'cash',
    receiptName: null,
    lang: 'en',
  };
}

/** A front-desk staff token of a demo hotel (one sign-in each, from an address of its own). */
const staffTokens = new Map<string, Promise<string>>();
function staffToken(email: string): Promise<string> {
  if (!staffTokens.has(email)) {
    staffTokens.set(
      email,
      callOperation(t.app, 'frontDeskLogin', {
        remoteAddress: `198.19.9.${staffTokens.size + 1}`,
        body: { email, password: DEMO_PASSWORD },
      }).then(({ status, body }) => {
        assert.equal(status, 200, JSON.stringify(body));
        return body.token;
      }),
    );
  }
  return staffTokens.get(email)!;
}

/** The calls of a front-desk row: the demo hotel's staff own it, the other demo hotel's staff do not. */
async function staffCalls(call: Request, missing: Request, expectOwner: Calls['expectOwner']): Promise<Calls> {
  const [owner, other] = await Promise.all(DEMO_STAFF.map((s) => staffToken(s.email)));
  return { owner: as(call, owner), other: as(call, other), anonymous: call, missing: as(missing, owner), expectOwner };
}

/** The calls of a console row: the demo hotel's manager owns it, the other demo hotel's manager does not. */
async function managerCalls(call: Request, missing: Request, expectOwner: Calls['expectOwner']): Promise<Calls> {
  const [owner, other] = await Promise.all(DEMO_MANAGERS.map((s) => staffToken(s.email)));
  return { owner: as(call, owner), other: as(call, other), anonymous: call, missing: as(missing, owner), expectOwner };
}

/** A new integration key of a demo hotel (0: the demo hotel, 1: the other), made by its manager: the whole key. */
type Scope = ContractSchema<'IntegrationScopes'>[number];
async function integrationKey(hotel: 0 | 1, scopes: Scope[] = ['reservations']) {
  const { status, body } = await callOperation(t.app, 'createIntegrationKey', {
    token: await staffToken(DEMO_MANAGERS[hotel].email),
    body: { name: 'Matrix PMS', scopes },
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body;
}

async function integrationCalls(
  call: Request,
  missing: Request,
  expectOwner?: Calls['expectOwner'],
  scopes: Scope[] = ['reservations'],
): Promise<Calls> {
  const [owner, other] = await Promise.all([integrationKey(0, scopes), integrationKey(1, scopes)]);
  return {
    owner: as(call, owner.secret),
    other: as(call, other.secret),
    anonymous: call,
    missing: as(missing, owner.secret),
    expectOwner,
  };
}

/** A reservation of the demo hotel pushed by its PMS, as the integration API takes it. */
const pushedReservation = (revision = 1) => ({
  revision,
  bookingNumber: `AC-PMS-${randomUUID().slice(0, 8)}`,
  status: 'booked',
  checkinDate: hotelToday(),
  nights: 1,
  guestCount: 1,
  guest: { name: '権限 連携' },
  telephone: OWNER_PHONE,
  rooms: [{ typeName: 'シングル Single', typeCode: 'SGL' }],
});

/** A folio line as the PMS posts it during the stay. */
const folioLine = { date: hotelToday(), name: 'ミニバー Minibar', unitPrice: 500, taxRate: 10 };

async function pushReservation(): Promise<string> {
  const externalId = `matrix-${randomUUID()}`;
  const { secret } = await integrationKey(0);
  const { status, body } = await callOperation(t.app, 'upsertIntegrationReservation', {
    token: secret,
    params: { externalId },
    body: pushedReservation() as ContractSchema<'IntegrationReservationInput'>,
  });
  assert.equal(status, 200, JSON.stringify(body));
  return externalId;
}

/** A reservation of the demo hotel pushed by its PMS and checked in at its desk: a stay. */
async function pushStay(): Promise<string> {
  const externalId = await pushReservation();
  const { secret } = await integrationKey(0, ['stays']);
  const { status, body } = await callOperation(t.app, 'checkInIntegrationStay', {
    token: secret,
    params: { externalId },
    body: {},
  });
  assert.equal(status, 200, JSON.stringify(body));
  return externalId;
}

/** A new front-desk account of the demo hotel, for a console row to change. */
let deskAccounts = 0;
async function deskAccount(): Promise<number> {
  const created = await addStaff(t.db, {
    hotelId: DEMO_HOTEL_ID,
    email: `matrix-${++deskAccounts}@sakura-demo.example`,
    name: '権限',
    password: DEMO_PASSWORD,
  });
  return created.id;
}

/** A (disabled) webhook endpoint of sakura-asakusa with one delivery waiting: its ids. */
async function sakuraWebhook(): Promise<{ endpointId: number; deliveryId: number }> {
  const endpoint = await insertEndpoint(
    t.db,
    DEMO_HOTEL_ID,
    { url: 'https://pms.example/hooks', eventTypes: ['checkin.approved'], enabled: true },
    'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  );
  await t.db.transaction().execute((trx) =>
    emitWebhookEvent(trx, DEMO_HOTEL_ID, 'checkin.approved', {
      hotelId: DEMO_HOTEL_ID,
      checkinId: '1',
      checkinCode: 'MATRIX',
    }),
  );
  const delivery = await t.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpoint.id)
    .executeTakeFirstOrThrow();
  // Disabled: the app's delivery worker leaves its delivery alone while the test compares the rows.
  await t.db.updateTable('webhook_endpoints').set({ enabled: false }).where('id', '=', endpoint.id).execute();
  return { endpointId: endpoint.id, deliveryId: delivery.id };
}

const MATRIX: Row[] = [
  {
    operationId: 'getCheckinHistory',
    field: 'userId',
    access: 'member',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      await onlineCheckin(owner.id);
      const url = (userId: string) => `/api/checkin-history?userId=${userId}`;
      const call = { method: 'GET', url: url(owner.id) } as const;
      return {
        owner: as(call, owner.token),
        other: as(call, other.token),
        anonymous: call,
        missing: as({ method: 'GET', url: url(MISSING) }, owner.token),
        expectOwner: ({ body }) => assert.equal((body as { checkinHistorys: unknown[] }).checkinHistorys.length, 1),
      };
    },
  },
  {
    operationId: 'getCheckinHistoryDetail',
    field: 'checkinId',
    access: 'member',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(owner.id);
      const { checkin_code } = await t.db
        .selectFrom('checkins')
        .select('checkin_code')
        .where('id', '=', Number(checkinId))
        .executeTakeFirstOrThrow();
      const url = (id: string) => `/api/checkin-history-detail/${id}?checkinCode=${checkin_code}`;
      const call = { method: 'GET', url: url(checkinId) } as const;
      return {
        // The other member knows both the id and the code (say, from a forwarded mail).
        owner: as(call, owner.token),
        other: as(call, other.token),
        anonymous: call,
        missing: as({ method: 'GET', url: url(MISSING) }, owner.token),
        expectOwner: ({ body }) =>
          assert.equal(
            (body as { checkinHistory: { checkin_code: string }[] }).checkinHistory[0]!.checkin_code,
            checkin_code,
          ),
      };
    },
  },
  {
    operationId: 'getCheckinApproved',
    field: 'checkinId',
    access: 'member',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(owner.id);
      const call = { method: 'GET', url: `/api/checkin-approved?checkinId=${checkinId}` } as const;
      return {
        owner: as(call, owner.token),
        other: as(call, other.token),
        anonymous: call,
        missing: as({ method: 'GET', url: `/api/checkin-approved?checkinId=${MISSING}` }, owner.token),
        expectOwner: ({ body }) => assert.equal((body as { approvedStatus: number }).approvedStatus, 2),
      };
    },
  },
  {
    operationId: 'smartCheckin',
    field: 'checkinId',
    access: 'member',
    code: 'checkin_not_found',
    async setup(other) {
      // setCheckin is anonymous, so a pending check-in (a small number) belongs to whoever holds its
      // reservations: another member naming it without them must not take it over.
      const owner = await member();
      const reservation = await stay('booked');
      const draft = await callOperation(t.app, 'setCheckin', {
        body: { hotelId: DEMO_HOTEL_ID, reservationIds: [reservation.public_id] },
      });
      assert.equal(draft.status, 200, JSON.stringify(draft.body));
      const draftId = draft.body.id;
      const url = '/api/checkin/smart-checkin';
      return {
        owner: post('POST', url, smartCheckinBody(owner.id, draftId, [reservation.public_id]), owner.token, true),
        other: post('POST', url, smartCheckinBody(other.id, draftId, []), other.token, true),
        anonymous: post('POST', url, smartCheckinBody(owner.id, draftId, [reservation.public_id]), undefined, true),
        missing: post('POST', url, smartCheckinBody(owner.id, MISSING, [reservation.public_id]), owner.token, true),
        expectOwner: ({ body }) => assert.equal((body as { checkinId: string }).checkinId, draftId),
      };
    },
  },
  {
    operationId: 'getInvoiceDetails',
    field: 'orderId',
    access: 'member',
    code: 'invoice_not_found',
    async setup(other) {
      const owner = await member();
      const { orderId } = await insertPaidOrder(t.db, Number(owner.id));
      const call = { method: 'GET', url: `/api/payment/usage-detail?orderId=${orderId}` } as const;
      return {
        owner: as(call, owner.token),
        other: as(call, other.token),
        anonymous: call,
        missing: as({ method: 'GET', url: `/api/payment/usage-detail?orderId=${newOrderId()}` }, owner.token),
        expectOwner: ({ body }) => assert.equal((body as { transactionNumber: string }).transactionNumber, orderId),
      };
    },
  },
  {
    operationId: 'getInvoiceDetails',
    field: 'cuicinUserId',
    access: 'member',
    code: 'invoice_not_found',
    async setup(other) {
      const owner = await member();
      const { orderId } = await insertPaidOrder(t.db, Number(owner.id));
      const url = (userId: string) => `/api/payment/usage-detail?orderId=${orderId}&cuicinUserId=${userId}`;
      return {
        owner: { method: 'GET', url: url(owner.id), headers: bearer(owner.token) },
        other: { method: 'GET', url: url(owner.id), headers: bearer(other.token) },
        anonymous: { method: 'GET', url: url(owner.id) },
        missing: { method: 'GET', url: url(MISSING), headers: bearer(owner.token) },
      };
    },
  },
  {
    operationId: 'getReceiptPdf',
    field: 'orderId',
    access: 'member',
    code: 'invoice_not_found',
    async setup(other) {
      const owner = await member();
      const { orderId, saleIds } = await insertPaidOrder(t.db, Number(owner.id));
      const stored = await callOperation(t.app, 'backupReceiptPDF', {
        body: {
          list: [
            {
              checkinId: null,
              reserIds: [],
              saleIds,
              orderId,
              guestName: '権限 試験',
              paymentPage: 'checkout',
              provision: 'ご宿泊代',
            },
          ],
        },
      });
      assert.equal(stored.status, 200, JSON.stringify(stored.body));
      const call = { method: 'GET', url: `/api/payment/receipt-pdf?orderId=${orderId}` } as const;
      return {
        owner: as(call, owner.token),
        other: as(call, other.token),
        anonymous: call,
        missing: as({ method: 'GET', url: `/api/payment/receipt-pdf?orderId=${newOrderId()}` }, owner.token),
      };
    },
  },
  {
    operationId: 'getCreditCard',
    field: 'cuicinUserId',
    access: 'member',
    code: 'card_not_found',
    async setup(other) {
      const owner = await member();
      const call = { method: 'GET', url: `/api/payment/cuicin-user-card?cuicinUserId=${owner.id}` } as const;
      return {
        owner: as(call, owner.token),
        other: as(call, other.token),
        anonymous: call,
        missing: as({ method: 'GET', url: `/api/payment/cuicin-user-card?cuicinUserId=${MISSING}` }, owner.token),
        expectOwner: ({ body }) =>
          assert.equal((body as { accountInfo: { cardId: string } }).accountInfo.cardId, owner.cardId),
      };
    },
  },
  {
    operationId: 'addCreditCard',
    field: 'cuicinUserId',
    access: 'member',
    code: 'card_not_found',
    async setup(other) {
      const owner = await member();
      const url = '/api/payment/cuicin-user-card';
      const body = async (userId: string) => ({ cuicinUserId: userId, cardToken: await cardToken(t.app) });
      return {
        owner: post('POST', url, await body(owner.id), owner.token, true),
        other: post('POST', url, await body(owner.id), other.token, true),
        anonymous: post('POST', url, await body(owner.id), undefined, true),
        missing: post('POST', url, await body(MISSING), owner.token, true),
        expectOwner: ({ body: answer }) => assert.equal((answer as { status: string }).status, 'registered'),
      };
    },
  },
  {
    operationId: 'deleteCreditCard',
    field: 'cardId',
    access: 'member',
    code: 'card_not_found',
    async setup(other) {
      const owner = await member();
      const call = { method: 'DELETE', url: `/api/payment/cuicin-user-card?cardId=${owner.cardId}` } as const;
      return {
        owner: as(call, owner.token),
        other: as(call, other.token),
        anonymous: call,
        missing: as({ method: 'DELETE', url: `/api/payment/cuicin-user-card?cardId=${MISSING}` }, owner.token),
        expectOwner: async () => {
          const card = await t.db.selectFrom('cards').select('id').where('id', '=', Number(owner.cardId)).execute();
          assert.deepEqual(card, []);
        },
      };
    },
  },
  {
    operationId: 'creditCardPay',
    field: 'cardId',
    access: 'member',
    code: 'card_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(other.id);
      await lineOn(checkinId, 1000);
      // The other member pays their own check-in with the owner's card.
      const body = (cardId: string) => ({
        cardId,
        paymentAmount: '1000',
        hotelId: DEMO_HOTEL_ID,
        checkinIds: [checkinId],
      });
      const url = '/api/payment/credit-card-payment';
      return {
        owner: post('POST', url, { ...body(owner.cardId), checkinIds: [await paidCheckin(owner)] }, owner.token, true),
        other: post('POST', url, body(owner.cardId), other.token, true),
        anonymous: post('POST', url, body(owner.cardId), undefined, true),
        // A card id that names nothing, for the same check-in.
        missing: post('POST', url, body(MISSING), other.token, true),
        expectOwner: ({ body: answer }) => assert.equal((answer as { status: string }).status, 'paid'),
      };
    },
  },
  {
    operationId: 'creditCardPay',
    field: 'checkinIds',
    access: 'member',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await paidCheckin(owner);
      const body = (cardId: string, id: string) => ({
        cardId,
        paymentAmount: '1000',
        hotelId: DEMO_HOTEL_ID,
        checkinIds: [id],
      });
      const url = '/api/payment/credit-card-payment';
      return {
        owner: post('POST', url, body(owner.cardId, checkinId), owner.token, true),
        other: post('POST', url, body(other.cardId, checkinId), other.token, true),
        anonymous: post('POST', url, body(owner.cardId, checkinId), undefined, true),
        missing: post('POST', url, body(owner.cardId, MISSING), owner.token, true),
        expectOwner: ({ body: answer }) => assert.equal((answer as { status: string }).status, 'paid'),
      };
    },
  },
  {
    operationId: 'sendmailCheckoutPaymentInfo',
    field: 'receptionNumber',
    access: 'member',
    code: 'order_not_found',
    async setup(other) {
      const owner = await member();
      const { orderId } = await insertPaidOrder(t.db, Number(owner.id));
      const body = (email: string, receptionNumber: string) => ({
        email,
        hotelName: 'ホテル',
        hotelNameLatin: 'Hotel',
        hotelTelephone: '0300000000',
        name: 'Guest',
        paymentAmount: 1,
        paymentMethods: 'VISA',
        receptionNumber,
        receptionDate: new Date().toISOString(),
        usageDetailUrl: 'https://example.com/usage',
        checkins: [],
      });
      const url = '/api/mail/checkout-payment-info';
      return {
        owner: post('POST', url, body(owner.email, orderId), owner.token),
        other: post('POST', url, body(other.email, orderId), other.token),
        anonymous: post('POST', url, body(owner.email, orderId)),
        missing: post('POST', url, body(owner.email, newOrderId()), owner.token),
        expectOwner: async () => {
          const mails = await t.db.selectFrom('mails').select('id').where('to_address', '=', owner.email).execute();
          assert.equal(mails.length, 1);
        },
      };
    },
  },
  {
    operationId: 'sendmailMobileRequestInfoForUser',
    field: 'requestOrderId',
    access: 'member',
    code: 'order_not_found',
    async setup(other) {
      const owner = await member();
      const room = await orderingRoom(owner.id);
      const tea = await greenTea();
      const made = await callOperation(t.app, 'makeRequestOrder', {
        token: owner.token,
        body: {
          checkinId: room.checkinId,
          roomNumber: room.roomNumber,
          paymentMethod: 0,
          products: [{ id: tea.id, numberOfItems: 1 }],
          telephone: room.telephone,
          mobileRequestOrderId: null,
        },
      });
      assert.equal(made.status, 200, JSON.stringify(made.body));
      const body = (requestOrderId: string) => ({
        hotelId: DEMO_HOTEL_ID,
        requestOrderId,
        checkinId: room.checkinId,
        roomNumber: room.roomNumber,
        paymentMethod: 0,
        products: [{ id: tea.id, name: 'Green tea', numberOfItems: 1, price: tea.price }],
        totalAmount: tea.price,
        lang: 'en',
      });
      const url = '/api/mail/mobile-request-info-for-user';
      const requestOrderId = made.body.requestOrderId;
      return {
        owner: post('POST', url, body(requestOrderId), owner.token),
        other: post('POST', url, body(requestOrderId), other.token),
        anonymous: post('POST', url, body(requestOrderId)),
        missing: post('POST', url, body(MISSING), owner.token),
      };
    },
  },
  {
    operationId: 'creditCardPayForMobileRequest',
    field: 'checkinId',
    access: 'member',
    code: 'checkin_not_found',
    async setup(other) {
      // The payer need not be the room's guest: the telephone the room was found by is the proof.
      const owner = await member();
      const room = await orderingRoom(owner.id);
      const tea = await greenTea();
      const body = (who: Member, checkinId: string, telephone: string) => ({
        checkinId,
        paymentAmount: String(tea.price),
        productIds: [tea.id],
        products: [{ id: tea.id, numberOfItems: 1 }],
        cardId: who.cardId,
        telephone,
      });
      const url = '/api/mobile-request/payment';
      return {
        owner: post('POST', url, body(owner, room.checkinId, OWNER_PHONE), owner.token, true),
        other: post('POST', url, body(other, room.checkinId, OTHER_PHONE), other.token, true),
        anonymous: post('POST', url, body(owner, room.checkinId, OTHER_PHONE), undefined, true),
        missing: post('POST', url, body(owner, MISSING, OWNER_PHONE), owner.token, true),
        expectOwner: ({ body: answer }) => assert.equal((answer as { processResult: string }).processResult, 'success'),
      };
    },
  },
  {
    operationId: 'creditCardPayForMobileRequest',
    field: 'cardId',
    access: 'member',
    code: 'card_not_found',
    async setup(other) {
      const owner = await member();
      const room = await orderingRoom(owner.id);
      const tea = await greenTea();
      const body = (cardId: string) => ({
        checkinId: room.checkinId,
        paymentAmount: String(tea.price),
        productIds: [tea.id],
        products: [{ id: tea.id, numberOfItems: 1 }],
        cardId,
        telephone: OWNER_PHONE,
      });
      const url = '/api/mobile-request/payment';
      return {
        owner: post('POST', url, body(owner.cardId), owner.token, true),
        // Even knowing the room's phone, the other member cannot charge the owner's card.
        other: post('POST', url, body(owner.cardId), other.token, true),
        anonymous: post('POST', url, body(owner.cardId), undefined, true),
        missing: post('POST', url, body(MISSING), owner.token, true),
        expectOwner: ({ body: answer }) => assert.equal((answer as { processResult: string }).processResult, 'success'),
      };
    },
  },
  {
    operationId: 'makeRequestOrder',
    field: 'checkinId',
    access: 'telephone',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const room = await orderingRoom(owner.id);
      const tea = await greenTea();
      const body = (checkinId: string, telephone: string) => ({
        checkinId,
        roomNumber: room.roomNumber,
        paymentMethod: 0,
        products: [{ id: tea.id, numberOfItems: 1 }],
        telephone,
        mobileRequestOrderId: null,
      });
      const url = '/api/mobile-request/order';
      return {
        owner: post('POST', url, body(room.checkinId, OWNER_PHONE), owner.token, true),
        other: post('POST', url, body(room.checkinId, OTHER_PHONE), other.token, true),
        anonymous: post('POST', url, body(room.checkinId, OTHER_PHONE), undefined, true),
        missing: post('POST', url, body(MISSING, OWNER_PHONE), owner.token, true),
      };
    },
  },
  {
    operationId: 'makeRequestOrder',
    field: 'mobileRequestOrderId',
    access: 'telephone',
    code: 'order_not_found',
    async setup(other) {
      const owner = await member();
      const room = await orderingRoom(owner.id);
      const theirs = await orderingRoom(other.id, OTHER_PHONE);
      const tea = await greenTea();
      const products = [{ id: tea.id, numberOfItems: 1 }];
      const paid = await callOperation(t.app, 'creditCardPayForMobileRequest', {
        token: owner.token,
        body: {
          checkinId: room.checkinId,
          paymentAmount: String(tea.price),
          productIds: [tea.id],
          products,
          cardId: owner.cardId,
          telephone: OWNER_PHONE,
        },
      });
      assert.equal(paid.body.processResult, 'success', JSON.stringify(paid.body));
      const paymentId = paid.body.mobileRequestOrderId;
      assert.ok(paymentId, 'the payment names its order');
      // The other guest orders for their own room, paid by the owner's card payment.
      const body = (where: { checkinId: string; telephone: string }, mobileRequestOrderId: string) => ({
        checkinId: where.checkinId,
        roomNumber: '901',
        paymentMethod: 1,
        products,
        telephone: where.telephone,
        mobileRequestOrderId,
      });
      const url = '/api/mobile-request/order';
      return {
        owner: post('POST', url, body(room, paymentId), owner.token, true),
        other: post('POST', url, body(theirs, paymentId), other.token, true),
        anonymous: post('POST', url, body(theirs, paymentId), undefined, true),
        missing: post('POST', url, body(room, newOrderId()), owner.token, true),
      };
    },
  },
  {
    operationId: 'makeSales',
    field: 'checkinId',
    access: 'telephone',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(owner.id);
      const tea = await greenTea();
      const body = (id: string, telephone: string) => ({
        list: [
          {
            checkinId: id,
            quantity: 1,
            salesDate: hotelToday(),
            salesPaymentPrice: tea.price,
            salesSubjectId: tea.sales_subject_id,
            salesSubjectPrice: tea.price,
            orderId: null,
            isDiscount: false,
            paymentMethod: 0,
          },
        ],
        telephone,
      });
      const url = '/api/sales-manager/sales';
      return {
        owner: post('PUT', url, body(checkinId, OWNER_PHONE), owner.token),
        other: post('PUT', url, body(checkinId, OTHER_PHONE), other.token),
        anonymous: post('PUT', url, body(checkinId, OTHER_PHONE)),
        missing: post('PUT', url, body(MISSING, OWNER_PHONE), owner.token),
        expectOwner: ({ body: answer }) => assert.equal((answer as { saleIds: string[] }).saleIds.length, 1),
      };
    },
  },
  {
    operationId: 'getReservatinsPayments',
    field: 'checkinIds',
    access: 'telephone',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(owner.id);
      await lineOn(checkinId, 1000);
      const url = (id: string, telephone: string) =>
        `/api/reservations-payments?hotelId=${DEMO_HOTEL_ID}&checkinIds=${id}&telephone=${telephone}`;
      return {
        owner: { method: 'GET', url: url(checkinId, OWNER_PHONE), headers: bearer(owner.token) },
        other: { method: 'GET', url: url(checkinId, OTHER_PHONE), headers: bearer(other.token) },
        anonymous: { method: 'GET', url: url(checkinId, OTHER_PHONE) },
        missing: { method: 'GET', url: url(MISSING, OWNER_PHONE), headers: bearer(owner.token) },
        expectOwner: ({ body }) => assert.equal((body as { totalAmount: number }).totalAmount, 1000),
      };
    },
  },
  {
    operationId: 'getReservatinsPayments',
    field: 'reservationIds',
    access: 'telephone',
    code: 'reservation_not_found',
    async setup(other) {
      // With the telephone of the search the reservation must be the phone's (without one, its
      // public id, a random UUID, is the proof: see NOT_OWNED_OR_PUBLIC).
      const owner = await member();
      const reservation = await stay('checked_in');
      const url = (id: string, telephone: string) =>
        `/api/reservations-payments?hotelId=${DEMO_HOTEL_ID}&reservationIds=${id}&telephone=${telephone}`;
      return {
        owner: { method: 'GET', url: url(reservation.public_id, OWNER_PHONE), headers: bearer(owner.token) },
        other: { method: 'GET', url: url(reservation.public_id, OTHER_PHONE), headers: bearer(other.token) },
        anonymous: { method: 'GET', url: url(reservation.public_id, OTHER_PHONE) },
        missing: { method: 'GET', url: url(randomUUID(), OWNER_PHONE), headers: bearer(owner.token) },
      };
    },
  },
  {
    operationId: 'sendReservationReview',
    field: 'reservationId',
    access: 'telephone',
    code: 'reservation_not_found',
    async setup(other) {
      const owner = await member();
      const reservation = await stay('checked_in');
      const body = (reservationId: string, telephone: string) => ({
        comment: 'Good',
        point: 5,
        reservationId,
        improvement: '',
        telephone,
      });
      const url = '/api/reservation-review';
      return {
        owner: post('PUT', url, body(reservation.public_id, OWNER_PHONE), owner.token),
        other: post('PUT', url, body(reservation.public_id, OTHER_PHONE), other.token),
        anonymous: post('PUT', url, body(reservation.public_id, OTHER_PHONE)),
        missing: post('PUT', url, body(randomUUID(), OWNER_PHONE), owner.token),
      };
    },
  },
  {
    operationId: 'sendCheckinReview',
    field: 'checkinId',
    access: 'telephone',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(owner.id);
      const body = (id: string, guestId: string, telephone: string) => ({
        comment: 'Good',
        point: 5,
        checkinId: id,
        guestId,
        improvement: '',
        telephone,
      });
      const url = '/api/checkin-review';
      return {
        owner: post('PUT', url, body(checkinId, owner.id, OWNER_PHONE), owner.token),
        other: post('PUT', url, body(checkinId, other.id, OTHER_PHONE), other.token),
        anonymous: post('PUT', url, body(checkinId, owner.id, OTHER_PHONE)),
        missing: post('PUT', url, body(MISSING, owner.id, OWNER_PHONE), owner.token),
      };
    },
  },
  {
    operationId: 'sendCheckinReview',
    field: 'guestId',
    access: 'telephone',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(owner.id);
      const body = (guestId: string) => ({
        comment: 'Good',
        point: 5,
        checkinId,
        guestId,
        improvement: '',
        telephone: OWNER_PHONE,
      });
      const url = '/api/checkin-review';
      return {
        owner: post('PUT', url, body(owner.id), owner.token),
        // Even with the stay's phone, a review is the check-in's guest's: nobody can sign as another.
        other: post('PUT', url, body(other.id), other.token),
        anonymous: post('PUT', url, body(other.id)),
        missing: post('PUT', url, body(MISSING), owner.token),
      };
    },
  },
  {
    operationId: 'checkout',
    field: 'checkinId',
    access: 'telephone',
    code: 'checkin_not_found',
    async setup(other) {
      const owner = await member();
      const checkinId = await onlineCheckin(owner.id);
      const body = (id: string, telephone: string) => ({ checkinId: id, withReview: false, telephone });
      return {
        owner: post('PUT', '/api/checkout', body(checkinId, OWNER_PHONE), owner.token),
        other: post('PUT', '/api/checkout', body(checkinId, OTHER_PHONE), other.token),
        anonymous: post('PUT', '/api/checkout', body(checkinId, OTHER_PHONE)),
        missing: post('PUT', '/api/checkout', body(MISSING, OWNER_PHONE), owner.token),
        expectOwner: async () => {
          const row = await t.db
            .selectFrom('checkins')
            .select('status')
            .where('id', '=', Number(checkinId))
            .executeTakeFirstOrThrow();
          assert.equal(row.status, 'checked_out');
        },
      };
    },
  },
  {
    operationId: 'checkout',
    field: 'reservationId',
    access: 'telephone',
    code: 'reservation_not_found',
    async setup(other) {
      const owner = await member();
      const reservation = await stay('checked_in');
      const body = (id: string, telephone: string) => ({ reservationId: id, withReview: false, telephone });
      return {
        owner: post('PUT', '/api/checkout', body(reservation.public_id, OWNER_PHONE), owner.token),
        other: post('PUT', '/api/checkout', body(reservation.public_id, OTHER_PHONE), other.token),
        anonymous: post('PUT', '/api/checkout', body(reservation.public_id, OTHER_PHONE)),
        missing: post('PUT', '/api/checkout', body(randomUUID(), OWNER_PHONE), owner.token),
      };
    },
  },
  // ---- the front desk: the hotel's staff; another hotel's staff gets the answer of a missing id
  {
    operationId: 'approveFrontDeskCheckin',
    field: 'checkinId',
    access: 'staff',
    code: 'checkin_not_found',
    async setup() {
      const { id } = await t.db
        .insertInto('checkins')
        .values({
          hotel_id: DEMO_HOTEL_ID,
          checkin_code: newCheckinCode(),
          status: 'submitted',
          approved_status: 0,
          jpn_gtd_status: 0,
          front_supported: false,
          telephone: OWNER_PHONE,
          retain_until: yearsLater(new Date(), RETENTION_YEARS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const call = (checkinId: string | number) =>
        ({ method: 'POST', url: `/api/front-desk/checkins/${checkinId}/approve` }) as const;
      return staffCalls(call(id), call(MISSING), ({ body }) =>
        assert.equal((body as { approvedStatus: number }).approvedStatus, 2),
      );
    },
  },
  {
    operationId: 'undoFrontDeskCheckinApproval',
    field: 'checkinId',
    access: 'staff',
    code: 'checkin_not_found',
    async setup() {
      const { id } = await t.db
        .insertInto('checkins')
        .values({
          hotel_id: DEMO_HOTEL_ID,
          checkin_code: newCheckinCode(),
          status: 'submitted',
          approved_status: 2,
          approved_at: new Date(),
          jpn_gtd_status: 0,
          front_supported: false,
          telephone: OWNER_PHONE,
          retain_until: yearsLater(new Date(), RETENTION_YEARS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const call = (checkinId: string | number) =>
        ({ method: 'POST', url: `/api/front-desk/checkins/${checkinId}/undo-approval` }) as const;
      return staffCalls(call(id), call(MISSING), ({ body }) =>
        assert.equal((body as { approvedStatus: number }).approvedStatus, 0),
      );
    },
  },
  {
    operationId: 'getFrontDeskPassport',
    field: 'entryId',
    access: 'staff',
    code: 'passport_not_found',
    async setup() {
      const { id: checkinId } = await t.db
        .insertInto('checkins')
        .values({
          hotel_id: DEMO_HOTEL_ID,
          checkin_code: newCheckinCode(),
          status: 'submitted',
          approved_status: 0,
          jpn_gtd_status: 0,
          front_supported: false,
          telephone: OWNER_PHONE,
          retain_until: yearsLater(new Date(), RETENTION_YEARS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const cipher = processRegisterCipher();
      const { id } = await t.db
        .insertInto('guest_register')
        .values({
          checkin_id: checkinId,
          hotel_id: DEMO_HOTEL_ID,
          guest: 0,
          name: '権限 試験',
          nationality: 'USA',
          resides_in_japan: false,
          passport_ciphertext: cipher.encrypt(Buffer.from('AC1234567')),
          passport_masked: '******567',
          image_ciphertext: cipher.encrypt(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
          image_type: 'image/jpeg',
          key_id: cipher.keyId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const call = (entryId: string | number) =>
        ({ method: 'GET', url: `/api/front-desk/register/${entryId}/passport` }) as const;
      return staffCalls(call(id), call(MISSING), ({ body }) =>
        assert.equal((body as { passportNumber: string }).passportNumber, 'AC1234567'),
      );
    },
  },
  {
    operationId: 'markFrontDeskOrderDelivered',
    field: 'orderId',
    access: 'staff',
    code: 'order_not_found',
    async setup() {
      const checkinId = await onlineCheckin(null);
      const { id } = await t.db
        .insertInto('request_orders')
        .values({
          hotel_id: DEMO_HOTEL_ID,
          checkin_id: Number(checkinId),
          user_id: null,
          room_number: '901',
          payment_method: 2,
          payment_order_id: null,
          total_amount: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const call = (orderId: string | number) =>
        ({ method: 'POST', url: `/api/front-desk/request-orders/${orderId}/delivered` }) as const;
      return staffCalls(call(id), call(MISSING), ({ body }) =>
        assert.ok((body as { deliveredAt: string | null }).deliveredAt),
      );
    },
  },
  {
    operationId: 'resolveFrontDeskPendingPayment',
    field: 'orderId',
    access: 'staff',
    code: 'order_not_found',
    async setup() {
      // A card payment left pending three minutes ago, which the gateway never charged.
      const orderId = newOrderId();
      await t.db
        .insertInto('payment_orders')
        .values({ id: orderId, hotel_id: DEMO_HOTEL_ID, kind: 'checkout', amount: 1000, process_result: 'pending' })
        .execute();
      await sql`update payment_orders set created_at = now() - interval '3 minutes' where id = ${orderId}`.execute(
        t.db,
      );
      const call = (id: string) =>
        ({
          method: 'POST',
          url: `/api/front-desk/pending-payments/${id}/resolve`,
          payload: { action: 'release' },
        }) as const;
      return staffCalls(call(orderId), call(MISSING), ({ body }) =>
        assert.equal((body as { processResult: string }).processResult, 'failure'),
      );
    },
  },
  // ---- the integration API: a hotel's key; another hotel's key gets the answer of a missing id
  {
    operationId: 'getIntegrationReservation',
    field: 'externalId',
    access: 'integration',
    code: 'reservation_not_found',
    async setup() {
      const externalId = await pushReservation();
      const call = (id: string) => ({ method: 'GET', url: `/api/integration/reservations/${id}` }) as const;
      return integrationCalls(call(externalId), call('matrix-missing'), ({ body }) =>
        assert.equal((body as { externalId: string }).externalId, externalId),
      );
    },
  },
  {
    operationId: 'getIntegrationStay',
    field: 'externalId',
    access: 'integration',
    code: 'stay_not_found',
    async setup() {
      const externalId = await pushStay();
      const call = (id: string) => ({ method: 'GET', url: `/api/integration/stays/${id}` }) as const;
      return integrationCalls(
        call(externalId),
        call('matrix-missing'),
        ({ body }) => assert.equal((body as { externalId: string }).externalId, externalId),
        ['stays'],
      );
    },
  },
  {
    operationId: 'checkInIntegrationStay',
    field: 'externalId',
    access: 'integration',
    code: 'reservation_not_found',
    async setup() {
      const externalId = await pushReservation();
      const call = (id: string) => ({ method: 'PUT', url: `/api/integration/stays/${id}`, payload: {} }) as const;
      return integrationCalls(
        call(externalId),
        call('matrix-missing'),
        ({ body }) => assert.equal((body as { stay: { status: string } }).stay.status, 'checked_in'),
        ['stays'],
      );
    },
  },
  {
    operationId: 'assignIntegrationRooms',
    field: 'externalId',
    access: 'integration',
    code: 'reservation_not_found',
    async setup() {
      const externalId = await pushReservation();
      const call = (id: string) =>
        ({
          method: 'PUT',
          url: `/api/integration/reservations/${id}/rooms`,
          payload: { roomNumbers: ['808'] },
        }) as const;
      return integrationCalls(
        call(externalId),
        call('matrix-missing'),
        ({ body }) => assert.equal((body as { rooms: { roomNumber: string }[] }).rooms[0]!.roomNumber, '808'),
        ['stays'],
      );
    },
  },
  {
    operationId: 'getIntegrationFolio',
    field: 'externalId',
    access: 'integration',
    code: 'reservation_not_found',
    async setup() {
      const externalId = await pushReservation();
      const call = (id: string) => ({ method: 'GET', url: `/api/integration/reservations/${id}/folio` }) as const;
      return integrationCalls(
        call(externalId),
        call('matrix-missing'),
        ({ body }) => assert.equal((body as { externalId: string }).externalId, externalId),
        ['folios'],
      );
    },
  },
  {
    operationId: 'upsertIntegrationFolioLine',
    field: 'externalId',
    access: 'integration',
    code: 'reservation_not_found',
    async setup() {
      const externalId = await pushReservation();
      const call = (id: string) =>
        ({ method: 'PUT', url: `/api/integration/reservations/${id}/folio/matrix-line`, payload: folioLine }) as const;
      return integrationCalls(
        call(externalId),
        call('matrix-missing'),
        ({ body }) => assert.equal((body as { line: { lineId: string } }).line.lineId, 'matrix-line'),
        ['folios'],
      );
    },
  },
  // ---- the console: the hotel's managers; another hotel's manager gets the answer of a missing id
  {
    operationId: 'rotateIntegrationKey',
    field: 'keyId',
    access: 'staff',
    code: 'integration_key_not_found',
    async setup() {
      const { key } = await integrationKey(0);
      const call = (id: string) => ({ method: 'POST', url: `/api/front-desk/integration-keys/${id}/rotate` }) as const;
      return managerCalls(call(key.keyId), call(MISSING), ({ body }) =>
        assert.equal((body as { key: { keyId: string } }).key.keyId, key.keyId),
      );
    },
  },
  {
    operationId: 'revokeIntegrationKey',
    field: 'keyId',
    access: 'staff',
    code: 'integration_key_not_found',
    async setup() {
      const { key } = await integrationKey(0);
      const call = (id: string) => ({ method: 'DELETE', url: `/api/front-desk/integration-keys/${id}` }) as const;
      return managerCalls(call(key.keyId), call(MISSING), async () => {
        const row = await t.db
          .selectFrom('integration_keys')
          .select('revoked_at')
          .where('id', '=', Number(key.keyId))
          .executeTakeFirstOrThrow();
        assert.ok(row.revoked_at);
      });
    },
  },
  {
    operationId: 'changeHotelStaffRole',
    field: 'staffId',
    access: 'staff',
    code: 'staff_not_found',
    async setup() {
      const id = await deskAccount();
      const call = (staffId: string | number) =>
        ({ method: 'PUT', url: `/api/front-desk/staff/${staffId}/role`, payload: { role: 'manager' } }) as const;
      return managerCalls(call(id), call(MISSING), ({ body }) =>
        assert.equal((body as { role: string }).role, 'manager'),
      );
    },
  },
  {
    operationId: 'removeHotelStaff',
    field: 'staffId',
    access: 'staff',
    code: 'staff_not_found',
    async setup() {
      const id = await deskAccount();
      const call = (staffId: string | number) =>
        ({ method: 'DELETE', url: `/api/front-desk/staff/${staffId}` }) as const;
      return managerCalls(call(id), call(MISSING), async () => {
        const row = await t.db.selectFrom('staff').select('id').where('id', '=', id).executeTakeFirst();
        assert.equal(row, undefined);
      });
    },
  },
  ...webhookRows(),
];

/** The webhook operations by endpoint (and delivery): another hotel's manager gets 404 webhook_not_found. */
function webhookRows(): Row[] {
  const WEBHOOK = { url: 'https://pms.example/changed', eventTypes: ['order.placed'], enabled: false };
  const byEndpoint = (
    operationId: OperationId,
    call: (endpointId: string | number, deliveryId: number) => Request,
    expectOwner: Calls['expectOwner'],
  ): Row => ({
    operationId,
    field: 'endpointId',
    access: 'staff',
    code: 'webhook_not_found',
    async setup() {
      const { endpointId, deliveryId } = await sakuraWebhook();
      return managerCalls(call(endpointId, deliveryId), call(MISSING, deliveryId), expectOwner);
    },
  });
  const endpointRow = (endpointId: number) =>
    t.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).executeTakeFirst();
  return [
    byEndpoint(
      'updateWebhookEndpoint',
      (id) => ({ method: 'PUT', url: `/api/front-desk/webhooks/${id}`, payload: WEBHOOK }),
      ({ body }) => assert.equal((body as { url: string }).url, WEBHOOK.url),
    ),
    byEndpoint(
      'deleteWebhookEndpoint',
      (id) => ({ method: 'DELETE', url: `/api/front-desk/webhooks/${id}` }),
      async ({ body }) => assert.deepEqual(body, { status: 'ok' }),
    ),
    byEndpoint(
      'rotateWebhookSecret',
      (id) => ({ method: 'POST', url: `/api/front-desk/webhooks/${id}/secret` }),
      async ({ body }) => {
        const { endpointId, secret } = body as { endpointId: string; secret: string };
        assert.equal((await endpointRow(Number(endpointId)))?.secret, secret);
      },
    ),
    byEndpoint(
      'listWebhookDeliveries',
      (id) => ({ method: 'GET', url: `/api/front-desk/webhooks/${id}/deliveries` }),
      ({ body }) => assert.equal((body as { deliveries: unknown[] }).deliveries.length, 1),
    ),
    byEndpoint(
      'resendWebhookDelivery',
      (id, deliveryId) => ({ method: 'POST', url: `/api/front-desk/webhooks/${id}/deliveries/${deliveryId}/resend` }),
      ({ body }) => assert.equal((body as { status: string }).status, 'pending'),
    ),
    {
      operationId: 'resendWebhookDelivery',
      field: 'deliveryId',
      access: 'staff',
      code: 'webhook_not_found',
      async setup() {
        const { endpointId, deliveryId } = await sakuraWebhook();
        const call = (id: string | number) =>
          ({ method: 'POST', url: `/api/front-desk/webhooks/${endpointId}/deliveries/${id}/resend` }) as const;
        return managerCalls(call(deliveryId), call(MISSING), ({ body }) =>
          assert.equal((body as { status: string }).status, 'pending'),
        );
      },
    },
  ];
}
/** A check-in of the member with ¥1,000 to pay. */
async function paidCheckin(owner: Member): Promise<string> {
  const checkinId = await onlineCheckin(owner.id);
  await lineOn(checkinId, 1000);
  return checkinId;
}

/**
 * Operations that take an id-like field but are not in the matrix, with the reason. Each is either
 * a capability by design (an unguessable id, at least 64 random bits, is the proof: asserted below)
 * or not data of a guest.
 */
const NOT_OWNED_OR_PUBLIC: Record<string, { fields: string[]; reason: string }> = {
  upsertIntegrationFolioLine: {
    fields: ['lineId'],
    reason:
      'the PMS’s own id of a line it posts, under a reservation of the key’s hotel (externalId, in the matrix): ' +
      'another hotel’s key never reaches that reservation',
  },
  upsertIntegrationReservation: {
    fields: ['externalId'],
    reason:
      'the PMS’s id names a reservation of the key’s hotel only: another hotel’s key writes its own hotel’s ' +
      'reservation of that id and never reaches ours (the integration operations’ matrix below)',
  },
  updateHotelSettings: {
    fields: ['invoice'],
    reason: 'the hotel’s invoice registration, not an id: the manager’s own hotel’s settings, no id in the call',
  },
  searchCheckin: {
    fields: ['reservationId'],
    reason: 'the booking number the guest types: a search, answered with the public reservation only for its hotel',
  },
  getCheckinPayments: {
    fields: ['reservationIds'],
    reason: 'reservation public ids are random UUIDs (122 bits) returned by the search: the id is the proof',
  },
  setCheckin: {
    fields: ['reservationIds'],
    reason: 'anonymous step of the check-in before sign-in; reservation public ids are random UUIDs',
  },
  getReservatinsPayments: {
    fields: ['reservationIds'],
    reason: 'without telephone a reservation public id (random UUID) is the proof; with one it is in the matrix',
  },
  creditCardPay: {
    fields: ['reservationIds'],
    reason: 'anyone may pay a bill they can name by its random UUID; the card and check-ins are in the matrix',
  },
  postCheckoutInfo: {
    fields: ['orderId', 'checkinIds'],
    reason:
      'anonymous by design: the payment order id (100 random bits) is the proof; a foreign check-in is tested below',
  },
  backupReceiptPDF: {
    fields: ['orderId', 'checkinId', 'reserIds', 'saleIds'],
    reason:
      'anonymous by design: the payment order id (100 random bits) is the proof; a foreign check-in is tested below',
  },
  sendmailMobileRequestInfoForAdmin: {
    fields: ['requestOrderId', 'checkinId'],
    reason: 'mails only the hotel’s own admin address, and only when every detail matches the stored order',
  },
  getHotelCoupon: {
    fields: ['id'],
    reason: 'the hotel’s coupon catalogue is public (spec doc 2 §7); only isUsed is per member: tested below',
  },
  takeHotelCoupons: {
    fields: ['id'],
    reason: 'a use is remembered per member, not a thing one member owns: tested below',
  },
  makeSales: {
    fields: ['orderId'],
    reason: 'checked against the check-in of the same line (in the matrix): only its own orders count',
  },
  smartCheckin: {
    fields: ['userId', 'reservationIds', 'passportId'],
    reason:
      'userId must be the caller’s (400 user_mismatch); reservations are random UUIDs; another member’s passport capture is 404 passport_not_found (guestRegister.test.ts)',
  },
  sendmailMobileRequestInfoForUser: {
    fields: ['checkinId'],
    reason: 'must be the check-in of the order named by requestOrderId, which is in the matrix',
  },
};

/** Ids of catalogue or hotel data, never a guest's. */
const NOT_GUEST_DATA = new Set(['hotelId', 'productIds', 'products[].id', 'salesSubjectId', 'placeId']);

const ID_LIKE = /(^id$|Id$|Ids$|^reserIds$|^receptionNumber$|^invoice)/;

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema };

function resolve<T>(node: T & { $ref?: string }): T {
  if (!node.$ref) return node;
  return node.$ref
    .slice(2)
    .split('/')
    .reduce((at: Record<string, unknown>, part) => at[part] as Record<string, unknown>, openapi) as T;
}

/** The field paths of a schema (`list[].checkinId`). */
function fieldsOf(schema: Schema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const s = resolve(schema);
  if (s.items) return fieldsOf(s.items, `${prefix}[]`);
  return Object.entries(s.properties ?? {}).flatMap(([name, sub]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...fieldsOf(sub, path)];
  });
}

/** Each operation's id-like fields (parameters and request body), as leaf names. */
function idFields(): { operationId: string; field: string }[] {
  return operations.flatMap((op) => {
    const raw = openapi.paths[op.path][op.method.toLowerCase()] as {
      parameters?: ({ $ref?: string } & { name?: string; in?: string })[];
      requestBody?: { $ref?: string; content?: Record<string, { schema: Schema }> };
    };
    const params = (raw.parameters ?? []).map((p) => resolve(p)).filter((p) => p.in !== 'header');
    const body = raw.requestBody ? resolve(raw.requestBody).content?.['application/json']?.schema : undefined;
    const paths = [...params.map((p) => p.name!), ...fieldsOf(body)];
    return paths
      .filter((path) => !NOT_GUEST_DATA.has(path.replace(/^.*\./, '')) && !NOT_GUEST_DATA.has(path))
      .map((path) => path.replace(/^.*\./, ''))
      .filter((leaf) => ID_LIKE.test(leaf) && !NOT_GUEST_DATA.has(leaf))
      .map((field) => ({ operationId: op.operationId, field }));
  });
}

describe('the contract’s operations that take a guest’s id', () => {
  it('are all in the matrix or named as public by design, with a reason', () => {
    const inMatrix = new Set(MATRIX.map((r) => `${r.operationId} ${r.field}`));
    const missing = idFields().filter(
      ({ operationId, field }) =>
        !inMatrix.has(`${operationId} ${field}`) && !NOT_OWNED_OR_PUBLIC[operationId]?.fields.includes(field),
    );
    assert.deepEqual(missing, [], 'add a row to MATRIX (or a reason to NOT_OWNED_OR_PUBLIC)');
  });

  it('names only operations and fields of the contract', () => {
    const known = new Set(idFields().map((f) => `${f.operationId} ${f.field}`));
    for (const row of MATRIX) {
      operation(row.operationId);
      assert.ok(known.has(`${row.operationId} ${row.field}`), `${row.operationId} takes no ${row.field}`);
      const signIn = (operation(row.operationId).security ?? []).every((s) => Object.keys(s).length > 0);
      const required = operation(row.operationId).security !== undefined && signIn;
      assert.equal(row.access !== 'telephone', required, `${row.operationId}: access does not match its security`);
      const staffOnly = (operation(row.operationId).security ?? []).some((s) => 'staffAuth' in s);
      assert.equal(row.access === 'staff', staffOnly, `${row.operationId}: staff access does not match its security`);
      const keyOnly = (operation(row.operationId).security ?? []).some((s) => 'integrationKey' in s);
      assert.equal(row.access === 'integration', keyOnly, `${row.operationId}: key access does not match its security`);
    }
    for (const [operationId, { fields }] of Object.entries(NOT_OWNED_OR_PUBLIC)) {
      for (const field of fields) assert.ok(known.has(`${operationId} ${field}`), `${operationId} takes no ${field}`);
    }
  });
});

/**
 * Sends a row's request through callOperation: its method and path must be the operation's in
 * openapi.yaml (its path parameters are read back from the URL), and every answer, JSON or a file,
 * is checked against the contract. The request goes as described: its body untyped (rows send bodies
 * the contract refuses on purpose, e.g. a `version` of "any"), its Idempotency-Key only if it has one.
 */
async function send(operationId: OperationId, request: Request): Promise<Answer> {
  const { method, path, parameters } = contractPath(operationId);
  assert.equal(request.method, method, `${operationId} is ${method}, not ${request.method}`);
  const url = new URL(request.url, 'http://localhost');
  const matched = parameters.exec(url.pathname);
  assert.ok(matched, `${request.url} is not ${operationId}'s path ${path}`);
  const { authorization, 'idempotency-key': key, ...headers } = (request.headers ?? {}) as Record<string, string>;
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  const answer = await callOperation(t.app, operationId, {
    params: Object.fromEntries(Object.entries(matched.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])),
    query,
    ...(request.payload !== undefined && { body: malformed(request.payload) }),
    token: authorization?.replace(/^Bearer /, ''),
    key: key ?? null,
    headers,
    ...(request.remoteAddress && { remoteAddress: request.remoteAddress }),
  });
  assert.ok(answer.status < 500, `${operationId}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { status: answer.status, body: answer.body ?? answer.rawPayload };
}

/** A table's entries by operationId (its keys are operationIds: `satisfies` says so where it is written). */
const operationEntries = <Table extends Partial<Record<OperationId, unknown>>>(table: Table) =>
  Object.entries(table) as [OperationId, NonNullable<Table[keyof Table]>][];

/** An operation's method, and its path as a pattern that names its parameters. */
function contractPath(operationId: OperationId) {
  const { method, path } = operation(operationId);
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return { method, path, parameters: new RegExp(`^${pattern}$`) };
}

describe('the access-control matrix', () => {
  let other: Member;
  before(async () => {
    other = await member();
  });

  for (const row of MATRIX) {
    const owner = {
      member: 'owner',
      telephone: 'stay’s telephone',
      staff: 'hotel’s staff',
      integration: 'hotel’s integration key',
    }[row.access];
    it(`${row.operationId} (${row.field}): only the ${owner} gets it`, async () => {
      const calls = await row.setup(other);
      const missing = await send(row.operationId, calls.missing);
      assert.equal(missing.status, 404, `missing id: ${JSON.stringify(missing.body)}`);
      assert.equal((missing.body as { code?: string }).code, row.code);

      const anonymous = await send(row.operationId, calls.anonymous);
      if (row.access !== 'telephone') {
        assert.equal(anonymous.status, 401, `anonymous: ${JSON.stringify(anonymous.body)}`);
      } else {
        assert.deepEqual(anonymous, missing, 'anonymous: not the answer of a missing id');
      }
      const byOther = await send(row.operationId, calls.other);
      assert.deepEqual(byOther, missing, 'another member: not the answer of a missing id');

      const owner = await send(row.operationId, calls.owner);
      assert.equal(owner.status, 200, `owner: ${JSON.stringify(owner.body)}`);
      await calls.expectOwner?.(owner);
    });
  }
});

/**
 * The console's operations (`x-staff-role: manager` in openapi.yaml): one call of each, which a
 * front-desk token of the same hotel must not reach (403 manager_only, nothing changed), whatever
 * the call would do. A new manager operation must be added here (the first test says so).
 */
const NO_ICONS = Object.fromEntries(
  ['checkin', 'checkout', 'hotelGuide', 'aroundSpot', 'mobileRequest', 'frontTelephone', 'wifi'].map((icon) => [
    icon,
    false,
  ]),
);
const MANAGER_CALLS = {
  listIntegrationKeys: async () => ({ method: 'GET', url: '/api/front-desk/integration-keys' }),
  createIntegrationKey: async () => ({
    method: 'POST',
    url: '/api/front-desk/integration-keys',
    payload: { name: 'Refused', scopes: ['reservations'] },
  }),
  rotateIntegrationKey: async () => ({
    method: 'POST',
    url: `/api/front-desk/integration-keys/${(await integrationKey(0)).key.keyId}/rotate`,
  }),
  revokeIntegrationKey: async () => ({
    method: 'DELETE',
    url: `/api/front-desk/integration-keys/${(await integrationKey(0)).key.keyId}`,
  }),
  listHotelStaff: async () => ({ method: 'GET', url: '/api/front-desk/staff' }),
  addHotelStaff: async () => ({
    method: 'POST',
    url: '/api/front-desk/staff',
    payload: { email: 'refused@sakura-demo.example', name: 'X', role: 'manager', password: 'Refused2026' },
  }),
  changeHotelStaffRole: async () => ({
    method: 'PUT',
    url: `/api/front-desk/staff/${await deskAccount()}/role`,
    payload: { role: 'manager' },
  }),
  removeHotelStaff: async () => ({ method: 'DELETE', url: `/api/front-desk/staff/${await deskAccount()}` }),
  listAuditLog: async () => ({ method: 'GET', url: '/api/front-desk/audit-log' }),
  getHotelSettings: async () => ({ method: 'GET', url: '/api/front-desk/hotel-settings' }),
  updateHotelSettings: async () => ({
    method: 'PUT',
    url: '/api/front-desk/hotel-settings',
    payload: {
      version: 'any',
      settings: {
        name: '拒否',
        nameLatin: 'Refused',
        timeZone: 'Asia/Tokyo',
        checkinWindow: { start: '15:00', end: '23:00' },
      },
    },
  }),
  getHotelFeatures: async () => ({ method: 'GET', url: '/api/front-desk/hotel-features' }),
  updateHotelFeatures: async () => ({
    method: 'PUT',
    url: '/api/front-desk/hotel-features',
    payload: { version: 'any', plugins: {}, icons: NO_ICONS, payments: {} },
  }),
  getCheckinFields: async () => ({ method: 'GET', url: '/api/front-desk/checkin-fields' }),
  updateCheckinFields: async () => ({
    method: 'PUT',
    url: '/api/front-desk/checkin-fields',
    payload: { version: 'any', fields: [] },
  }),
  listHotelPages: async () => ({ method: 'GET', url: '/api/front-desk/pages' }),
  getHotelPage: async () => ({ method: 'GET', url: '/api/front-desk/pages/wifi' }),
  updateHotelPage: async () => ({
    method: 'PUT',
    url: '/api/front-desk/pages/wifi',
    payload: { version: 'any', visible: true, content: { ja: '<p>拒否</p>' } },
  }),
  getHotelCatalogue: async () => ({ method: 'GET', url: '/api/front-desk/catalogue' }),
  updateHotelCatalogue: async () => ({
    method: 'PUT',
    url: '/api/front-desk/catalogue',
    payload: { version: 'any', catalogue: {} },
  }),
  getConsoleCoupons: async () => ({ method: 'GET', url: '/api/front-desk/coupons' }),
  updateConsoleCoupons: async () => ({
    method: 'PUT',
    url: '/api/front-desk/coupons',
    payload: { version: 'any', coupons: [{ title: '拒否' }] },
  }),
  getHotelSpots: async () => ({ method: 'GET', url: '/api/front-desk/spots' }),
  updateHotelSpots: async () => ({
    method: 'PUT',
    url: '/api/front-desk/spots',
    payload: { version: 'any', spots: [{ placeId: 'refused', category: 1, name: { ja: '拒否' }, lat: 0, lng: 0 }] },
  }),
  uploadHotelImage: async () => ({
    method: 'POST',
    url: '/api/front-desk/images',
    // A real picture (a 1x1 PNG): refused for the role, not for the file.
    payload: {
      type: 'image/png',
      data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    },
  }),
  listWebhookEndpoints: async () => ({ method: 'GET', url: '/api/front-desk/webhooks' }),
  createWebhookEndpoint: async () => ({
    method: 'POST',
    url: '/api/front-desk/webhooks',
    payload: { url: 'https://refused.example/hooks', eventTypes: ['order.placed'], enabled: true },
  }),
  updateWebhookEndpoint: async () => ({
    method: 'PUT',
    url: `/api/front-desk/webhooks/${(await sakuraWebhook()).endpointId}`,
    payload: { url: 'https://refused.example/hooks', eventTypes: ['order.placed'], enabled: false },
  }),
  deleteWebhookEndpoint: async () => ({
    method: 'DELETE',
    url: `/api/front-desk/webhooks/${(await sakuraWebhook()).endpointId}`,
  }),
  rotateWebhookSecret: async () => ({
    method: 'POST',
    url: `/api/front-desk/webhooks/${(await sakuraWebhook()).endpointId}/secret`,
  }),
  listWebhookDeliveries: async () => ({
    method: 'GET',
    url: `/api/front-desk/webhooks/${(await sakuraWebhook()).endpointId}/deliveries`,
  }),
  resendWebhookDelivery: async () => {
    const { endpointId, deliveryId } = await sakuraWebhook();
    return { method: 'POST', url: `/api/front-desk/webhooks/${endpointId}/deliveries/${deliveryId}/resend` };
  },
  previewReservationImport: async () => ({
    method: 'POST',
    url: '/api/front-desk/reservation-import/preview',
    payload: { content: RESERVATION_CSV },
  }),
  applyReservationImport: async () => ({
    method: 'POST',
    url: '/api/front-desk/reservation-import',
    payload: { content: RESERVATION_CSV },
  }),
} satisfies Partial<Record<OperationId, () => Promise<Request>>>;

/** A reservation CSV of one good row (docs/integration.md "CSV import"), base64: refused for the role, not for the file. */
const RESERVATION_CSV = Buffer.from(
  'Booking number,Check-in date,Nights,Guests,Guest name,Telephone,Room type\r\nREFUSED-1,2026-08-01,1,1,拒否,0311112222,シングル\r\n',
).toString('base64');

/** The webhook endpoints (their secrets too) and deliveries, to see that a refused call changed none. */
const webhookState = async () => ({
  endpoints: await t.db.selectFrom('webhook_endpoints').selectAll().orderBy('id').execute(),
  deliveries: await t.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'status', 'next_attempt_at'])
    .orderBy('id')
    .execute(),
});

describe('the manager operations: a front-desk token gets 403', () => {
  const managerOperations = operations
    .filter((op) => (op as { 'x-staff-role'?: string })['x-staff-role'] === 'manager')
    .map((op) => op.operationId);

  it('are every operation marked x-staff-role: manager, all staff operations', () => {
    assert.deepEqual([...managerOperations].sort(), Object.keys(MANAGER_CALLS).sort());
    for (const operationId of managerOperations) {
      assert.ok(
        (operation(operationId).security ?? []).some((s) => 'staffAuth' in s),
        operationId,
      );
    }
  });

  for (const [operationId, request] of operationEntries(MANAGER_CALLS)) {
    it(`${operationId}: the hotel's front desk gets 403 manager_only and changes nothing`, async () => {
      const deskToken = await staffToken(DEMO_STAFF[0].email);
      const call = as(await request(), deskToken);
      const audited = await t.db.selectFrom('audit_log').select('id').execute();
      const roles = await t.db.selectFrom('staff').select(['id', 'role']).orderBy('id').execute();
      const webhooks = await webhookState();
      const reservations = await t.db.selectFrom('reservations').select(['id', 'updated_at']).orderBy('id').execute();
      const answer = await send(operationId, call);
      assert.equal(answer.status, 403, JSON.stringify(answer.body));
      assert.equal((answer.body as { code: string }).code, 'manager_only');
      assert.equal((await t.db.selectFrom('audit_log').select('id').execute()).length, audited.length);
      assert.deepEqual(await t.db.selectFrom('staff').select(['id', 'role']).orderBy('id').execute(), roles);
      assert.deepEqual(await webhookState(), webhooks);
      assert.deepEqual(
        await t.db.selectFrom('reservations').select(['id', 'updated_at']).orderBy('id').execute(),
        reservations,
      );
    });
  }
});

/**
 * The integration API's operations (security `integrationKey`): each called with no key, a revoked
 * key, a rotated key's old secret, a key without the operation's scope (and, for a write, a readOnly
 * key with it) is refused, and another hotel's key never reaches the demo hotel's reservations;
 * nothing of the demo hotel's reservations changes meanwhile. A new integration operation must be
 * added here (the first test says so).
 */
const INTEGRATION_CALLS = {
  listIntegrationReservations: () => ({ method: 'GET', url: '/api/integration/reservations' }),
  getIntegrationReservation: (id) => ({ method: 'GET', url: `/api/integration/reservations/${id}` }),
  upsertIntegrationReservation: (id) => ({
    method: 'PUT',
    url: `/api/integration/reservations/${id}`,
    payload: { ...pushedReservation(9), status: 'cancelled' },
  }),
  assignIntegrationRooms: (id) => ({
    method: 'PUT',
    url: `/api/integration/reservations/${id}/rooms`,
    payload: { roomNumbers: ['909'] },
  }),
  getIntegrationFolio: (id) => ({ method: 'GET', url: `/api/integration/reservations/${id}/folio` }),
  upsertIntegrationFolioLine: (id) => ({
    method: 'PUT',
    url: `/api/integration/reservations/${id}/folio/matrix-line`,
    payload: folioLine,
  }),
  listIntegrationStays: () => ({ method: 'GET', url: '/api/integration/stays' }),
  getIntegrationStay: (id) => ({ method: 'GET', url: `/api/integration/stays/${id}` }),
  checkInIntegrationStay: (id) => ({ method: 'PUT', url: `/api/integration/stays/${id}`, payload: {} }),
} satisfies Partial<Record<OperationId, (externalId: string) => Request>>;

/** The operations whose call needs the reservation checked in first (a stay to read). */
const NEEDS_STAY = new Set(['getIntegrationStay', 'listIntegrationStays']);

/** The scope an integration operation needs (`x-integration-scope`). */
const scopeOf = (operationId: string) =>
  (operation(operationId) as { 'x-integration-scope'?: Scope })['x-integration-scope']!;

describe('the integration operations: only a live key of the hotel with the scope', () => {
  const integrationOperations = operations
    .filter((op) => (op.security ?? []).some((s) => 'integrationKey' in s))
    .map((op) => op.operationId);

  /** The demo hotel's reservations with their rooms and lines, as the database holds them. */
  const demoHotelState = async () => ({
    reservations: await t.db
      .selectFrom('reservations')
      .selectAll()
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .orderBy('id')
      .execute(),
    rooms: await t.db
      .selectFrom('reservation_rooms as rr')
      .innerJoin('reservations as r', 'r.id', 'rr.reservation_id')
      .selectAll('rr')
      .where('r.hotel_id', '=', DEMO_HOTEL_ID)
      .orderBy('rr.id')
      .execute(),
    sales: await t.db
      .selectFrom('sales')
      .select(['id', 'reservation_id', 'sales_price'])
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .orderBy('id')
      .execute(),
  });

  it('are every operation with the integrationKey scheme, each with an x-integration-scope', () => {
    assert.deepEqual([...integrationOperations].sort(), Object.keys(INTEGRATION_CALLS).sort());
    for (const operationId of integrationOperations) {
      assert.ok((operation(operationId) as { 'x-integration-scope'?: string })['x-integration-scope'], operationId);
    }
  });

  for (const [operationId, request] of operationEntries(INTEGRATION_CALLS)) {
    it(`${operationId}: no key, a revoked or rotated key, a key without the scope are refused; another hotel’s key reaches only its hotel`, async () => {
      const scope = scopeOf(operationId);
      const externalId = NEEDS_STAY.has(operationId) ? await pushStay() : await pushReservation();
      const call = request(externalId);
      const revoked = await integrationKey(0, [scope]);
      const manager = await staffToken(DEMO_MANAGERS[0].email);
      const revoke = await callOperation(t.app, 'revokeIntegrationKey', {
        token: manager,
        params: { keyId: revoked.key.keyId },
      });
      assert.equal(revoke.status, 200, JSON.stringify(revoke.body));
      const rotated = await integrationKey(0, [scope]);
      const rotate = await callOperation(t.app, 'rotateIntegrationKey', {
        token: manager,
        params: { keyId: rotated.key.keyId },
      });
      assert.equal(rotate.status, 200, JSON.stringify(rotate.body));
      const noScope = await integrationKey(
        0,
        (['reservations', 'stays', 'folios'] as const).filter((s) => s !== scope),
      );
      const readOnly = await integrationKey(0, [scope, 'readOnly']);
      const theirs = await integrationKey(1, [scope]);
      const before = await demoHotelState();

      for (const [who, key] of [
        ['no key', undefined],
        ['a revoked key', revoked.secret],
        ['a rotated key’s old secret', rotated.secret],
      ] as const) {
        const answer = await send(operationId, as(call, key));
        assert.equal(answer.status, 401, `${who}: ${JSON.stringify(answer.body)}`);
        assert.equal((answer.body as { code: string }).code, 'unauthorized', who);
      }
      const member = await newMember(t, { language: 'en' });
      const byMember = await send(operationId, as(call, member.token));
      assert.equal(byMember.status, 401, 'a member’s token');
      const desk = await send(operationId, as(call, await staffToken(DEMO_MANAGERS[0].email)));
      assert.equal(desk.status, 401, 'a staff token');

      const scopeless = await send(operationId, as(call, noScope.secret));
      assert.equal(scopeless.status, 403, JSON.stringify(scopeless.body));
      assert.equal((scopeless.body as { code: string }).code, 'integration_scope_missing');
      const reader = await send(operationId, as(call, readOnly.secret));
      if (call.method === 'GET') assert.equal(reader.status, 200, 'a readOnly key reads');
      else assert.equal((reader.body as { code: string }).code, 'integration_scope_missing', 'a readOnly key writes');

      const byOtherHotel = await send(operationId, as(call, theirs.secret));
      if (operationId === 'listIntegrationReservations' || operationId === 'listIntegrationStays') {
        type Listed = { externalId: string | null }[];
        const body = byOtherHotel.body as { reservations?: Listed; stays?: Listed };
        const listed = body.reservations ?? body.stays ?? [];
        assert.equal(byOtherHotel.status, 200);
        assert.ok(!listed.some((r) => r.externalId === externalId), 'another hotel’s key lists ours');
      } else if (operationId !== 'upsertIntegrationReservation') {
        // Every other operation names one of our reservations, which another hotel's key does not find.
        assert.equal(byOtherHotel.status, 404, JSON.stringify(byOtherHotel.body));
      }
      assert.deepEqual(await demoHotelState(), before, 'the demo hotel’s reservations changed');
    });
  }
});

describe('capabilities by design', () => {
  it('postCheckoutInfo: a check-in that is not in the order answers as a missing one', async () => {
    const owner = await member();
    const stranger = await member();
    const checkinId = await onlineCheckin(owner.id);
    const theirs = await onlineCheckin(stranger.id);
    const { orderId } = await insertPaidOrder(t.db, Number(owner.id), { checkinIds: [Number(checkinId)] });
    const call = (checkinIds: string[]) =>
      send('postCheckoutInfo', post('POST', '/api/payment/checkout-info', { orderId, checkinIds }));
    const missing = await call([MISSING]);
    assert.equal(missing.status, 404);
    assert.deepEqual(await call([theirs]), missing);
    assert.deepEqual(await call([checkinId, theirs]), missing);
    assert.equal((await call([checkinId])).status, 200);
    const unknownOrder = await send(
      'postCheckoutInfo',
      post('POST', '/api/payment/checkout-info', { orderId: newOrderId(), checkinIds: [checkinId] }),
    );
    assert.equal(unknownOrder.status, 404);
  });

  it('backupReceiptPDF: a check-in that is not the order’s answers as a missing one', async () => {
    const owner = await member();
    const checkinId = await onlineCheckin(owner.id);
    const theirs = await onlineCheckin((await member()).id);
    const { orderId, saleIds } = await insertPaidOrder(t.db, Number(owner.id), { checkinIds: [Number(checkinId)] });
    const call = (id: string) =>
      send(
        'backupReceiptPDF',
        post('POST', '/api/backup-receipt-pdf-without-auth', {
          list: [
            { checkinId: id, reserIds: [], saleIds, orderId, guestName: 'X', paymentPage: 'checkout', provision: 'X' },
          ],
        }),
      );
    const missing = await call(MISSING);
    assert.equal(missing.status, 404);
    assert.deepEqual(await call(theirs), missing);
    assert.equal((await call(checkinId)).status, 200);
  });

  it('coupons: the detail is public, the use is the member’s own', async () => {
    const owner = await member();
    const stranger = await member();
    const coupon = await t.db
      .selectFrom('coupons')
      .select('id')
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .where('valid_to', 'is', null)
      .executeTakeFirstOrThrow();
    const url = `/api/store/coupons/${coupon.id}`;
    const taken = await send('takeHotelCoupons', { method: 'POST', url, headers: bearer(owner.token) });
    assert.equal(taken.status, 200);
    const detail = (token?: string) => send('getHotelCoupon', { method: 'GET', url, headers: bearer(token) });
    const isUsed = (answer: Answer) => (answer.body as { coupon: { isUsed: boolean } }).coupon.isUsed;
    assert.equal(isUsed(await detail(owner.token)), true);
    assert.equal(isUsed(await detail(stranger.token)), false, 'another member’s use is not shown');
    assert.equal(isUsed(await detail()), false);
    const anonymousUse = await send('takeHotelCoupons', { method: 'POST', url });
    assert.equal(anonymousUse.status, 401);
    // Another member's use is their own: it neither fails for the owner's nor frees the owner's.
    assert.equal(
      (await send('takeHotelCoupons', { method: 'POST', url, headers: bearer(stranger.token) })).status,
      200,
    );
    assert.equal((await send('takeHotelCoupons', { method: 'POST', url, headers: bearer(owner.token) })).status, 409);
    const missing = await send('getHotelCoupon', { method: 'GET', url: `/api/store/coupons/${MISSING}` });
    assert.equal(missing.status, 404);
  });
});

// ------------------------------------------------------------------------------ identifiers

/** Bits of randomness of codes drawn from one generator: the sum, per position, of log2 of the letters seen there. */
function observedBits(codes: string[]): number {
  const length = codes[0]!.length;
  assert.ok(
    codes.every((c) => c.length === length),
    'codes of one length',
  );
  let bits = 0;
  for (let i = 0; i < length; i++) bits += Math.log2(new Set(codes.map((c) => c[i])).size);
  return bits;
}

describe('public identifiers of guest data', () => {
  const N = 2000;

  it('check-in codes carry at least 64 random bits, and 2,000 of them are all different', () => {
    const codes = Array.from({ length: N }, () => newCheckinCode());
    assert.equal(new Set(codes).size, N);
    const alphabet = new Set(codes.join(''));
    const length = codes[0]!.length;
    assert.ok(length * Math.log2(alphabet.size) >= 64, `${alphabet.size} letters ^ ${length}`);
    // Every position uses the whole alphabet (no fixed or biased-out positions).
    assert.ok(observedBits(codes) >= 64, `${observedBits(codes)} bits`);
    for (const code of codes) assert.match(code, /^[A-HJ-NP-Z2-9]+$/, 'no look-alike letters');
  });

  it('payment order ids (invoices, receipts, request payments) carry at least 64 random bits', () => {
    const ids = Array.from({ length: N }, () => newOrderId());
    assert.equal(new Set(ids).size, N);
    assert.ok(ids.every((id) => id.startsWith('ORD')));
    assert.ok(observedBits(ids.map((id) => id.slice(3))) >= 64, `${observedBits(ids.map((id) => id.slice(3)))} bits`);
  });

  it('reservation public ids are random UUIDs (122 bits), as the database makes them', async () => {
    const rows = await t.db.selectFrom('reservations').select('public_id').execute();
    assert.ok(rows.length > 0);
    for (const { public_id } of rows) {
      assert.match(public_id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    assert.equal(new Set(rows.map((r) => r.public_id)).size, rows.length);
  });
});
