import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it, mock } from 'node:test';
import { DEMO_PASSWORD } from '../src/db/seed/demoAccounts.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { GUIDANCE_HEADER, HOME } from '../src/services/checkin.ts';
import { addDays, localDateTime, zonedInstant } from '../src/services/hotelTime.ts';
import { runHotelCommand } from '../src/cli/hotel.ts';
import { assertMatchesContract } from './support/contract.ts';
import { countRows, createTestApp, reservationIdOf, type TestApp } from './support/helpers.ts';

let t: TestApp;
let hanako: { token: string; id: string };
let newGuest: { token: string; id: string };
before(async () => {
  t = await createTestApp();
  const login = async (email: string) => {
    const body = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } })
    ).json();
    return { token: body.token as string, id: body.user.id as string };
  };
  hanako = await login('hanako.yamada@sakura-demo.example');
  newGuest = await login('new.guest@sakura-demo.example');
});
after(async () => {
  await t.close();
});

const idOf = (code: string) => reservationIdOf(t.db, code);

const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

const PROFILE = {
  surname: '山田',
  name: '花子',
  nameKana: 'ヤマダ ハナコ',
  nationality: 'JPN',
  birthDate: '1988-04-12',
  gender: 'F',
  telephone: '09012345678',
  postalCode: '150-0041',
  address: '東京都渋谷区神南1-2-3',
  occupation: '会社員',
  company: '桜商事株式会社',
  email: 'hanako.yamada@sakura-demo.example',
};

interface Overrides {
  hotelId?: string;
  reservationIds?: string[];
  checkinId?: string | null;
  userId?: string;
  totalMembers?: number;
  accompany?: { surname: string; name: string }[];
  userCheckinTime?: number;
  checkinTime?: number;
  paymentType?: 'cash' | 'creditCard' | null;
  memo?: string;
  lang?: 'ja' | 'en' | 'zh' | 'ko';
  nextPlace?: string;
  guestRegister?: { residesInJapan: boolean; passports: { guest: number; passportId: string }[] };
}

function payload(o: Overrides = {}) {
  return {
    ...(o.checkinId !== undefined && { checkinId: o.checkinId }),
    userId: o.userId ?? hanako.id,
    checkin: {
      hotelId: o.hotelId ?? DEMO_HOTEL_ID,
      jpnGtdStatus: 0,
      approvedStatus: 0,
      nextPlaceToStay: o.nextPlace ?? HOME,
      previousPlaceToStay: HOME,
      userCheckinTime: o.userCheckinTime ?? nowSeconds() + 3600,
      // The app sends the arrival as both.
      checkinTime: o.checkinTime ?? o.userCheckinTime ?? nowSeconds() + 3600,
      accompany: o.accompany ?? [{ surname: '山田', name: '太郎' }],
      guest: { totalMembers: o.totalMembers ?? 2, reservationTel: '09000000001' },
      user: PROFILE,
    },
    reservationIds: o.reservationIds ?? [],
    guestRegister: o.guestRegister ?? { residesInJapan: true, passports: [] },
    checkinNote: { memo: o.memo ?? '' },
    paymentType: o.paymentType === undefined ? 'cash' : o.paymentType,
    receiptName: '山田 花子',
    lang: o.lang ?? 'ja',
  };
}

async function submit(body: object, { key = randomUUID() as string, token = hanako.token } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/checkin/smart-checkin',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: body,
  });
  const json = response.json();
  assertMatchesContract('smartCheckin', response.statusCode, json);
  return { status: response.statusCode, body: json };
}

async function approval(checkinId: string, token = hanako.token) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/checkin-approved?checkinId=${checkinId}`,
    headers: { authorization: `Bearer ${token}` },
  });
  assertMatchesContract('getCheckinApproved', response.statusCode, response.json());
  return { status: response.statusCode, body: response.json() };
}

const mailsTo = (address: string) =>
  t.db.selectFrom('mails').selectAll().where('to_address', '=', address).orderBy('id').execute();

describe('smartCheckin', () => {
  let accepted: { checkinId: string; checkinCode: string; qrJson: string };
  const arrival = nowSeconds() + 2 * 3600;

  it('stores the check-in pending approval, with its companions, places, times, memo and payment', async () => {
    const reservationId = await idOf('SA-1001');
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/set',
      payload: { hotelId: DEMO_HOTEL_ID, reservationIds: [reservationId] },
    });
    const draftId = draft.json().id as string;
    const memo = `${GUIDANCE_HEADER}\n当日の交通手段：電車\n37.5℃以上の発熱：なし`;
    const checkinTime = nowSeconds() + 3600;
    const { status, body } = await submit(
      payload({
        checkinId: draftId,
        reservationIds: [reservationId],
        userCheckinTime: arrival,
        checkinTime,
        memo,
        nextPlace: '京都/ホテル桜並木 京都',
        lang: 'en',
      }),
    );
    assert.equal(status, 200);
    accepted = body;
    // The pending check-in of setCheckin becomes the check-in.
    assert.equal(body.checkinId, draftId);
    // 16 characters of a 32-letter alphabet: 80 random bits.
    assert.match(body.checkinCode, /^[A-HJ-NP-Z2-9]{16}$/);

    const row = await t.db
      .selectFrom('checkins')
      .selectAll()
      .where('id', '=', Number(body.checkinId))
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'submitted');
    assert.equal(row.approved_status, 0);
    assert.equal(row.jpn_gtd_status, 0);
    assert.equal(String(row.user_id), hanako.id);
    assert.equal(row.hotel_id, DEMO_HOTEL_ID);
    assert.equal(row.checkin_code, body.checkinCode);
    assert.equal(new Date(row.user_checkin_time!).getTime(), arrival * 1000);
    assert.equal(new Date(row.checkin_time!).getTime(), checkinTime * 1000);
    assert.equal(row.total_members, 2);
    assert.equal(row.telephone, '09000000001');
    assert.equal(row.previous_place, '自宅');
    assert.equal(row.next_place, '京都/ホテル桜並木 京都');
    assert.equal(row.checkin_note, memo);
    assert.equal(row.payment_type, 'cash');
    assert.equal(row.receipt_name, '山田 花子');

    const companions = await t.db
      .selectFrom('checkin_companions')
      .select(['position', 'surname', 'name'])
      .where('checkin_id', '=', row.id)
      .execute();
    assert.deepEqual(companions, [{ position: 0, surname: '山田', name: '太郎' }]);
    const links = await t.db
      .selectFrom('checkin_reservations as cr')
      .innerJoin('reservations as r', 'r.id', 'cr.reservation_id')
      .select('r.reservation_code')
      .where('cr.checkin_id', '=', row.id)
      .execute();
    assert.deepEqual(links, [{ reservation_code: 'SA-1001' }]);
  });

  it('returns the QR payload with a wallet pass id at a hotel with a pass host', async () => {
    const qr = JSON.parse(accepted.qrJson);
    assert.equal(qr.checkin_code, accepted.checkinCode);
    assert.equal(qr.hotel_id, DEMO_HOTEL_ID);
    assert.match(qr.pass_id, /^pass-[A-Za-z0-9_-]{16}$/);
    const row = await t.db
      .selectFrom('checkins')
      .select(['pass_id', 'qr_json'])
      .where('id', '=', Number(accepted.checkinId))
      .executeTakeFirstOrThrow();
    assert.equal(row.pass_id, qr.pass_id);
    assert.deepEqual(row.qr_json, qr);
  });

  it('mails the confirmation to the member in the language of the check-in', async () => {
    const [mail, ...more] = await mailsTo('hanako.yamada@sakura-demo.example');
    assert.equal(more.length, 0);
    assert.equal(mail!.kind, 'checkin-confirmation');
    assert.equal(mail!.language, 'en');
    assert.equal(mail!.subject, '[Hotel Sakuranamiki Asakusa] Your online check-in was received');
    assert.match(mail!.text_body, /^Dear 山田 花子,/);
    assert.ok(mail!.text_body.includes(`Check-in ID: ${accepted.checkinCode}`));
    assert.ok(mail!.text_body.includes('Reservation number: SA-1001'));
    assert.ok(mail!.text_body.includes('Guests: 2'));
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);
    assert.equal(link.pathname, `/mypage/checkin-history/${accepted.checkinId}`);
    assert.equal(link.searchParams.get('checkinCode'), accepted.checkinCode);
  });

  it('checks in the reservation: the search no longer finds it, a second check-in is refused', async () => {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/search',
      payload: { hotelId: DEMO_HOTEL_ID, lang: 'ja', reservationId: 'SA-1001' },
    });
    assert.equal(found.statusCode, 404);
    const before = await countRows(t.db, 'checkins');
    const again = await submit(payload({ reservationIds: [await idOf('SA-1001')] }));
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'already_checked_in');
    assert.equal(await countRows(t.db, 'checkins'), before);
  });

  it('works without reservations and without a wallet pass at a hotel without a pass host, mailing in Korean', async () => {
    const { status, body } = await submit(
      payload({ hotelId: MINIMAL_HOTEL_ID, totalMembers: 1, accompany: [], paymentType: null, lang: 'ko' }),
      { token: newGuest.token },
    ).then((r) => r);
    // new.guest's own id is needed: userId must be the caller.
    assert.equal(status, 400);
    assert.equal(body.code, 'user_mismatch');
    const ok = await submit(
      payload({
        hotelId: MINIMAL_HOTEL_ID,
        userId: newGuest.id,
        totalMembers: 1,
        accompany: [],
        paymentType: null,
        lang: 'ko',
        reservationIds: [await idOf('MI-2001')],
      }),
      { token: newGuest.token },
    );
    assert.equal(ok.status, 200);
    const qr = JSON.parse(ok.body.qrJson);
    assert.equal(qr.pass_id, undefined);
    assert.deepEqual(Object.keys(qr).sort(), ['checkin_code', 'hotel_id']);
    const [mail] = await mailsTo('new.guest@sakura-demo.example');
    assert.equal(mail!.language, 'ko');
    assert.equal(mail!.subject, '[Business Inn Minato] 온라인 체크인이 접수되었습니다');

    const noReservation = await submit(payload({ totalMembers: 1, accompany: [] }));
    assert.equal(noReservation.status, 200);
  });

  it('puts a memo without the header under it, and stores an empty memo as none', async () => {
    const withMemo = await submit(payload({ memo: 'ご要望：禁煙' }));
    const empty = await submit(payload({ memo: '  ' }));
    const notes = await t.db
      .selectFrom('checkins')
      .select(['id', 'checkin_note'])
      .where('id', 'in', [Number(withMemo.body.checkinId), Number(empty.body.checkinId)])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      notes.map((n) => n.checkin_note),
      [`${GUIDANCE_HEADER}\nご要望：禁煙`, null],
    );
  });
});

describe('smartCheckin refuses bad input with a message and stores nothing', () => {
  const cases: [string, () => Promise<object>, number, string?][] = [
    ['an arrival in the past', async () => payload({ userCheckinTime: nowSeconds() - 3 * DAY }), 400, 'invalid_date'],
    [
      'an arrival too far ahead',
      async () => payload({ userCheckinTime: nowSeconds() + 20 * DAY }),
      400,
      'invalid_date',
    ],
    ['a check-in time in the past', async () => payload({ checkinTime: nowSeconds() - 3 * DAY }), 400, 'invalid_date'],
    ['no guests', async () => payload({ totalMembers: 0, accompany: [] }), 400, 'validation_error'],
    ['21 guests', async () => payload({ totalMembers: 21, accompany: [] }), 400, 'validation_error'],
    [
      'more companions than guests',
      async () =>
        payload({
          totalMembers: 2,
          accompany: [
            { surname: '山田', name: '太郎' },
            { surname: '山田', name: '次郎' },
          ],
        }),
      400,
      'companions_mismatch',
    ],
    [
      'a companion without a name',
      async () => payload({ accompany: [{ surname: '山田', name: ' ' }] }),
      400,
      'companion_name_missing',
    ],
    ['a companion with a missing field', async () => payload({ accompany: [{ surname: '山田' } as never] }), 400],
    [
      'an unknown reservation',
      async () => payload({ reservationIds: ['0b7c9c1e-0000-4000-8000-000000000000'] }),
      404,
      'reservation_not_found',
    ],
    [
      'another hotel’s reservation',
      async () => payload({ reservationIds: [await idOf('MI-2001')] }),
      404,
      'reservation_not_found',
    ],
    ['a stay that is over', async () => payload({ reservationIds: [await idOf('SA-0998')] }), 404],
    [
      'a reservation already checked in',
      async () => payload({ reservationIds: [await idOf('SA-1007')] }),
      409,
      'already_checked_in',
    ],
    ['an unknown hotel', async () => payload({ hotelId: 'nope' }), 404, 'hotel_not_found'],
    ['another member’s userId', async () => payload({ userId: '999999' }), 400, 'user_mismatch'],
    ['an unknown pending check-in', async () => payload({ checkinId: '999999' }), 404, 'checkin_not_found'],
    ['approvedStatus other than 0', async () => ({ ...payload(), approvedStatus: 2 }), 400],
    [
      'card payment of a bill not paid yet',
      async () => payload({ paymentType: 'creditCard', reservationIds: [await idOf('SA-1002')] }),
      402,
      'payment_required',
    ],
  ];

  for (const [name, make, status, code] of cases) {
    it(name, async () => {
      const before = await Promise.all([
        countRows(t.db, 'checkins'),
        countRows(t.db, 'idempotency_records'),
        countRows(t.db, 'mails'),
      ]);
      const answer = await submit(await make());
      assert.equal(answer.status, status);
      assert.ok(answer.body.message.length > 0);
      if (code) assert.equal(answer.body.code, code);
      const afterwards = await Promise.all([
        countRows(t.db, 'checkins'),
        countRows(t.db, 'idempotency_records'),
        countRows(t.db, 'mails'),
      ]);
      assert.deepEqual(afterwards, before);
    });
  }

  it('a missing or malformed Idempotency-Key, and no sign-in', async () => {
    const before = await countRows(t.db, 'checkins');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/smart-checkin',
      headers: { authorization: `Bearer ${hanako.token}` },
      payload: payload(),
    });
    assert.equal(noKey.statusCode, 400);
    assert.match(noKey.json().detail, /idempotency-key/i);
    assert.equal((await submit(payload(), { key: 'short' })).status, 400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/smart-checkin',
      headers: { 'idempotency-key': randomUUID() },
      payload: payload(),
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(await countRows(t.db, 'checkins'), before);
  });
});

describe('smartCheckin idempotency', () => {
  it('answers a retry with the same key with the first answer, creating one check-in and one mail', async () => {
    const key = randomUUID();
    const body = payload({ reservationIds: [await idOf('SA-1002')], accompany: [{ surname: '佐藤', name: '健' }] });
    const before = await Promise.all([countRows(t.db, 'checkins'), countRows(t.db, 'mails')]);
    const first = await submit(body, { key });
    const second = await submit(body, { key });
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, first.body);
    assert.deepEqual(await Promise.all([countRows(t.db, 'checkins'), countRows(t.db, 'mails')]), [
      before[0] + 1,
      before[1] + 1,
    ]);
  });

  it('refuses the same key with another payload (422)', async () => {
    const key = randomUUID();
    assert.equal((await submit(payload({ totalMembers: 1, accompany: [] }), { key })).status, 200);
    const before = await countRows(t.db, 'checkins');
    const other = await submit(payload({ totalMembers: 3, accompany: [] }), { key });
    assert.equal(other.status, 422);
    assert.equal(other.body.code, 'idempotency_key_reused');
    assert.equal(await countRows(t.db, 'checkins'), before);
  });

  it('refuses an arrival earlier on the business day that is already past', async () => {
    // The start of the previous minute: the demo hotel's business day began at least two hours ago.
    const previousMinute = Math.floor(Date.now() / 60_000) * 60 - 60;
    const before = await countRows(t.db, 'checkins');
    for (const past of [
      payload({ userCheckinTime: previousMinute }),
      payload({ userCheckinTime: nowSeconds() + 3600, checkinTime: previousMinute }),
    ]) {
      const { status, body } = await submit(past);
      assert.equal(status, 400);
      assert.equal(body.code, 'invalid_date');
    }
    assert.equal(await countRows(t.db, 'checkins'), before);
  });

  it('accepts last night’s 02:00 sent after the business day changed, until its minute is over', async () => {
    // The demo hotel's window is 15:00-02:00 (Tokyo): at the next 02:00:30 its business day is new.
    const day = addDays(localDateTime(new Date(), 'Asia/Tokyo').date, 1);
    const lastSlot = zonedInstant(day, '02:00', 'Asia/Tokyo').getTime();
    const arrival = lastSlot / 1000;
    mock.timers.enable({ apis: ['Date'], now: lastSlot + 30_000 });
    try {
      const sent = await submit(payload({ userCheckinTime: arrival, totalMembers: 1, accompany: [] }));
      assert.equal(sent.status, 200);
      mock.timers.tick(30_000);
      const late = await submit(payload({ userCheckinTime: arrival, totalMembers: 1, accompany: [] }));
      assert.equal(late.status, 400);
      assert.equal(late.body.code, 'invalid_date');
    } finally {
      mock.timers.reset();
    }
  });

  it('lets a failed request be retried with its key', async () => {
    const key = randomUUID();
    const bad = payload({ userCheckinTime: nowSeconds() - 3 * DAY });
    assert.equal((await submit(bad, { key })).status, 400);
    // The same key and payload again: run again (still refused), not a replay of nothing.
    assert.equal((await submit(bad, { key })).status, 400);
  });

  it('creates one check-in for two requests sent at once with one key (a double tap)', async () => {
    const key = randomUUID();
    const body = payload({ reservationIds: [await idOf('SA-1004')], totalMembers: 6, accompany: [] });
    const before = await countRows(t.db, 'checkins');
    const answers = await Promise.all([submit(body, { key }), submit(body, { key }), submit(body, { key })]);
    assert.equal(await countRows(t.db, 'checkins'), before + 1);
    const ok = answers.filter((a) => a.status === 200);
    assert.ok(ok.length >= 1);
    for (const answer of ok) assert.deepEqual(answer.body, ok[0]!.body);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      assert.equal(answer.status, 409);
      assert.equal(answer.body.code, 'request_in_progress');
    }
    // Once done, a retry replays the answer.
    assert.deepEqual((await submit(body, { key })).body, ok[0]!.body);
  });

  it('creates one check-in for two requests at once with different keys for one reservation', async () => {
    const body = payload({ reservationIds: [await idOf('SA-1006')] });
    const before = await countRows(t.db, 'checkins');
    const answers = await Promise.all([submit(body), submit(body)]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    assert.equal(await countRows(t.db, 'checkins'), before + 1);
  });
});

describe('getCheckinApproved and the hotel’s approval', () => {
  it('is pending (0) until the hotel approves it with `npm run hotel -- approve` (2)', async () => {
    const { body } = await submit(payload({ reservationIds: [await idOf('SA-1003')], totalMembers: 1, accompany: [] }));
    const pending = await approval(body.checkinId);
    assert.equal(pending.status, 200);
    assert.deepEqual(pending.body, { checkinCode: body.checkinCode, qrJson: body.qrJson, approvedStatus: 0 });

    const listed = await runHotelCommand(t.db, ['pending']);
    assert.ok(listed.includes(body.checkinCode));
    const output = await runHotelCommand(t.db, ['approve', body.checkinCode.toLowerCase()]);
    assert.match(output, new RegExp(`Approved check-in ${body.checkinId} \\(${body.checkinCode}\\)`));
    assert.equal((await approval(body.checkinId)).body.approvedStatus, 2);
  });

  it('approves by id too, and refuses an unknown check-in or a bad command', async () => {
    const { body } = await submit(payload({ totalMembers: 1, accompany: [] }));
    await runHotelCommand(t.db, ['approve', body.checkinId]);
    assert.equal((await approval(body.checkinId)).body.approvedStatus, 2);
    await assert.rejects(runHotelCommand(t.db, ['approve', 'NOSUCHCODE']), /No submitted check-in "NOSUCHCODE"/);
    await assert.rejects(runHotelCommand(t.db, ['approve']), /Usage/);
    await assert.rejects(runHotelCommand(t.db, ['delete', '1']), /Usage/);
  });

  it('answers 404 for another member’s, a pending draft, an unknown or a malformed check-in id', async () => {
    const { body } = await submit(payload({ totalMembers: 1, accompany: [] }));
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/set',
      payload: { hotelId: DEMO_HOTEL_ID, reservationIds: [await idOf('SA-1005')] },
    });
    const answers = await Promise.all([
      approval(body.checkinId, newGuest.token),
      approval(draft.json().id),
      approval('999999'),
      approval('abc'),
    ]);
    for (const answer of answers) {
      assert.equal(answer.status, 404);
      assert.deepEqual(answer.body, answers[0]!.body);
    }
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/checkin-approved?checkinId=1' });
    assert.equal(response.statusCode, 401);
  });
});
