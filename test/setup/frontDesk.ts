import { randomUUID } from 'node:crypto';
import { paidOrder } from './invoices';
import { COMPLETE_PROFILE, DEMO_MEMBER, DEMO_PASSWORD, newMember } from './members';

// The front desk's data for screen tests, made through the real API server (test/setup/startApiServer.cjs).

const api = (path: string) => `${process.env.API_BASE}${path}`;

/** The demo staff of each demo hotel (server/src/db/seed/demoStaff.ts), password Sakura2026. */
export const SAKURA_STAFF = 'frontdesk@sakura-demo.example';
export const MINATO_STAFF = 'frontdesk@minato-demo.example';
/** The demo managers (the console's Staff and Audit log screens). */
export const SAKURA_MANAGER = 'manager@sakura-demo.example';

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(api(path), {
    method,
    headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A staff token, as frontDeskLogin gives it. */
export const staffToken = async (email = SAKURA_STAFF) =>
  (await call<{ token: string }>('POST', '/api/front-desk/login', { email, password: DEMO_PASSWORD })).token;

/** The seeded check-in waiting for approval at sakura-asakusa (reservation SA-2007): 山田 花子, 2 guests, 2 nights, 1 room. */
export const SEEDED_PENDING = { guest: '山田 花子' };

/** The demo stay with rooms for request orders (phone 08055556666: rooms 805, 806). */
const ORDER_PHONE = '08055556666';

/**
 * A request order of today at sakura-asakusa, paid at the front desk, for the product named `nameEn`
 * (its sale hours lifted first, so that the test passes at any hour), to the room of the stay found
 * by `telephone`: its id and room.
 */
export async function requestOrder(nameEn = 'Toothbrush set', quantity = 2, telephone = ORDER_PHONE) {
  await call('POST', '/test-fixtures/product-sale-hours', { nameEn, saleStartTime: null, saleEndTime: null });
  const { checkinAssignRooms } = await call<{ checkinAssignRooms: { checkinId: string; roomNumber: string[] }[] }>(
    'GET',
    `/api/mobile-request/checkin-room-number?hotelId=sakura-asakusa&telephone=${telephone}`,
  );
  const { checkinId, roomNumber } = checkinAssignRooms[0]!;
  const { products } = await call<{ products: { id: number; name: { en: string } }[] }>(
    'GET',
    '/api/mobile-request/products?hotelId=sakura-asakusa',
  );
  const product = products.find((p) => p.name.en === nameEn);
  if (!product) throw new Error(`no product ${nameEn}`);
  const placed = await call<{ requestOrderId: string }>(
    'POST',
    '/api/mobile-request/order',
    {
      telephone,
      checkinId,
      roomNumber: roomNumber[0],
      paymentMethod: 2,
      mobileRequestOrderId: null,
      products: [{ id: product.id, numberOfItems: quantity }],
    },
    { 'Idempotency-Key': randomUUID() },
  );
  return { orderId: placed.requestOrderId, roomNumber: roomNumber[0]! };
}

/**
 * A card payment left pending ten minutes ago at sakura-asakusa (¥14,280, VISA ****4242, a check-out),
 * the gateway having charged the card (`charged`) or not.
 */
export async function pendingPayment({ charged }: { charged: boolean }) {
  const createdAt = new Date(Date.now() - 10 * 60_000).toISOString();
  const { orderId } = await paidOrder(DEMO_MEMBER, { createdAt, result: 'pending' });
  if (charged) await call('POST', '/test-fixtures/gateway-charge', { orderId, amount: 14280 });
  return { orderId, amount: 14280 };
}

/** Resolves a pending payment straight through the API (another desk, first). */
export const resolveElsewhere = async (orderId: string, action: 'settle' | 'release') =>
  call(
    'POST',
    `/api/front-desk/pending-payments/${orderId}/resolve`,
    { action },
    {
      Authorization: `Bearer ${await staffToken()}`,
    },
  );

/** A 1x1 PNG, and the smallest HEIC the server takes (an ISO-BMFF `ftyp` box of brand heic). */
const PASSPORT_PHOTOS = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  heic: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]).toString('base64'),
} as const;

const randomLetters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');

/**
 * An online check-in at sakura-asakusa, sent now by a new member, of a reservation of its own (booked
 * for today, one night, under another name than the member's profile, in a room of its own), so that
 * approving it changes nothing another test reads: what the desk shows of it.
 */
export async function bookedCheckin() {
  const tag = randomLetters(4);
  const telephone = `080${Math.floor(1e7 + Math.random() * 9e7)}`;
  const bookedName = `YAMAMOTO ${tag}`;
  const roomNumber = String(900 + Math.floor(Math.random() * 100));
  const reservation = await call<{ id: string; reservationId: string }>('POST', '/test-fixtures/reservation', {
    hotelId: 'sakura-asakusa',
    guestName: bookedName,
    telephone,
    roomNumber,
  });
  const profile = { ...COMPLETE_PROFILE, surname: `山本${tag}`, name: '花子' };
  const { token } = await newMember({ profile });
  const member = { Authorization: `Bearer ${token}` };
  const { user } = await call<{ user: { id: string } }>('GET', '/api/me/account-info', undefined, member);
  const arrival = Math.floor(Date.now() / 1000) + 3600;
  const { checkinId, checkinCode } = await call<{ checkinId: string; checkinCode: string }>(
    'POST',
    '/api/checkin/smart-checkin',
    {
      userId: user.id,
      checkin: {
        hotelId: 'sakura-asakusa',
        jpnGtdStatus: 0,
        approvedStatus: 0,
        previousPlaceToStay: '自宅',
        nextPlaceToStay: '自宅',
        userCheckinTime: arrival,
        checkinTime: arrival,
        accompany: [],
        guest: { totalMembers: 1, reservationTel: telephone },
        user: profile,
      },
      reservationIds: [reservation.id],
      checkinNote: { memo: '' },
      paymentType: 'cash',
      receiptName: `${profile.surname} ${profile.name}`,
      lang: 'en',
      guestRegister: { residesInJapan: true, passports: [] },
    },
    { ...member, 'Idempotency-Key': randomUUID() },
  );
  return {
    checkinId,
    checkinCode,
    guestName: `${profile.surname} ${profile.name}`,
    bookedName,
    telephone,
    reservationId: reservation.reservationId,
    roomNumber,
  };
}

/** Who checks in: a US national with a passport, a foreign national living in Japan, a Japanese national. */
export type RegisterGuest = 'passport' | 'resident' | 'japanese';

const PROFILES: Record<RegisterGuest, { nationality: string; telephone: string; address: string }> = {
  passport: { nationality: 'NJP', telephone: '12025550123', address: '1600 Pennsylvania Ave NW, Washington, DC, USA' },
  resident: { nationality: 'NJP', telephone: '08011112222', address: '東京都台東区浅草1-1-1' },
  japanese: { nationality: 'JPN', telephone: '09033334444', address: '東京都台東区浅草2-3-1' },
};

/**
 * An online check-in at sakura-asakusa, submitted today by a new member with a companion, for the
 * guest register: the representative `guest` (with a passport whose photo is of type `photo`, for
 * `passport`). Its representative's and companion's names (unique), passport and check-in code.
 */
export async function registerCheckin(
  guest: RegisterGuest,
  { photo = 'png' }: { photo?: keyof typeof PASSPORT_PHOTOS } = {},
) {
  const { token } = await newMember();
  const member = { Authorization: `Bearer ${token}` };
  const { user } = await call<{ user: { id: string } }>('GET', '/api/me/account-info', undefined, member);
  const passportNumber = `X${randomLetters(2)}${Math.floor(1e6 + Math.random() * 9e6)}`;
  const capture =
    guest === 'passport'
      ? await call<{ passportId: string; maskedNumber: string }>(
          'POST',
          '/api/checkin/passports',
          {
            hotelId: 'sakura-asakusa',
            nationality: 'USA',
            passportNumber,
            image: { type: `image/${photo}`, data: PASSPORT_PHOTOS[photo] },
          },
          member,
        )
      : null;
  const surname = `SMITH${randomLetters(4)}`;
  const profile = PROFILES[guest];
  const now = Math.floor(Date.now() / 1000);
  const checkin = await call<{ checkinCode: string }>(
    'POST',
    '/api/checkin/smart-checkin',
    {
      userId: user.id,
      checkin: {
        hotelId: 'sakura-asakusa',
        jpnGtdStatus: 0,
        approvedStatus: 0,
        previousPlaceToStay: '自宅',
        nextPlaceToStay: '自宅',
        userCheckinTime: now,
        checkinTime: now,
        accompany: [{ surname, name: 'Alex' }],
        guest: { totalMembers: 2, reservationTel: profile.telephone },
        user: { ...COMPLETE_PROFILE, ...profile, surname, name: 'Jane', nameKana: null, postalCode: null },
      },
      reservationIds: [],
      checkinNote: { memo: '' },
      paymentType: 'cash',
      receiptName: `${surname} Jane`,
      lang: 'en',
      guestRegister: {
        residesInJapan: guest !== 'passport',
        passports: capture ? [{ guest: 0, passportId: capture.passportId }] : [],
      },
    },
    { ...member, 'Idempotency-Key': randomUUID() },
  );
  return {
    name: `${surname} Jane`,
    companion: `${surname} Alex`,
    ...profile,
    passportNumber: capture && passportNumber,
    maskedNumber: capture?.maskedNumber ?? null,
    checkinCode: checkin.checkinCode,
  };
}

/** A staff member added by a manager of the hotel (addHotelStaff). */
export const addStaff = (managerToken: string, body: { name: string; email: string; role: string; password: string }) =>
  call('POST', '/api/front-desk/staff', body, { Authorization: `Bearer ${managerToken}` });

/** `count` room-order webhook events of sakura-asakusa recorded at once (for its endpoints' delivery lists). */
export const webhookEvents = (count: number) =>
  call('POST', '/test-fixtures/webhook-events', { hotelId: 'sakura-asakusa', count });
