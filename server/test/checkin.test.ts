import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import { seedDemoData } from '../src/db/seed/seed.ts';
import { RESERVATION_NOT_FOUND } from '../src/errors.ts';
import { businessDate } from '../src/services/hotelTime.ts';
import { callOperation, type OperationCall } from './support/callOperation.ts';
import { countRows, createTestApp, reservationIdOf, type TestApp } from './support/helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

type SearchBody = OperationCall<'searchCheckin'>['body'];
const search = (body: Partial<SearchBody & object>) =>
  callOperation(t.app, 'searchCheckin', { body: { hotelId: DEMO_HOTEL_ID, lang: 'ja', ...body } as SearchBody });

const codes = (body: { searchReservations: { reservationId: string }[] }) =>
  body.searchReservations.map((r) => r.reservationId);

const idOf = (code: string) => reservationIdOf(t.db, code);

const tokyoToday = () =>
  businessDate({ time_zone: 'Asia/Tokyo', checkin_begin_time: '15:00', checkin_end_time: '02:00' });

describe('demo reservations', () => {
  it('are dated relative to the hotel’s today', async () => {
    const row = await t.db
      .selectFrom('reservations')
      .select(['checkin_date'])
      .where('reservation_code', '=', 'SA-1001')
      .executeTakeFirstOrThrow();
    assert.equal(row.checkin_date, tokyoToday());
  });

  it('are not duplicated when the seed runs again', async () => {
    const tables = [
      'reservations',
      'reservation_rooms',
      'sales',
      'custom_checkin_fields',
      'checkin_reservations',
    ] as const;
    const count = () => Promise.all(tables.map((table) => countRows(t.db, table)));
    const before = await count();
    const id = await idOf('SA-1001');
    await seedDemoData(t.db);
    assert.deepEqual(await count(), before);
    assert.equal(await idOf('SA-1001'), id);
  });

  it('have unguessable public ids', async () => {
    assert.match(await idOf('SA-1001'), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('searchCheckin', () => {
  it('finds reservations by phone number (two share one)', async () => {
    const { status, body } = await search({ reservationTel: '09000000002' });
    assert.equal(status, 200);
    assert.deepEqual(codes(body), ['SA-1002', 'SA-1003']);
    const [first, second] = body.searchReservations;
    assert.equal(first.userName, '佐藤 健');
    assert.equal(first.guestName, '佐藤 美咲');
    assert.equal(first.guestNameEn, 'Misaki Sato');
    assert.equal(first.nights, 2);
    assert.equal(first.paxTotal, 2);
    assert.equal(first.roomNumber, null);
    assert.equal(first.frontSupported, false);
    assert.equal(second.frontSupported, true);
    assert.equal(first.checkinDate, tokyoToday());
  });

  it('gives the booked phone only to a search by that phone, the address never, the kana name always', async () => {
    const byPhone = (await search({ reservationTel: '09000000001' })).body.searchReservations[0];
    assert.equal(byPhone.guestNameKana, 'ヤマダ タロウ');
    assert.equal(byPhone.guestTel, '09000000001');
    assert.equal(byPhone.guestAddr, null);
    for (const query of [
      { reservationId: 'SA-1001' },
      { reservationFamilyName: 'Yamada', reservationGivenName: 'Taro' },
    ]) {
      const [found] = (await search(query)).body.searchReservations;
      assert.equal(found.guestNameKana, 'ヤマダ タロウ');
      assert.equal(found.guestTel, null);
      assert.equal(found.guestAddr, null);
    }
  });

  it('finds a reservation by its ID, ignoring case, width and dashes', async () => {
    for (const typed of ['SA-1004', 'sa-1004', 'ＳＡ－１００４', 'sa1004', ' SA 1004 ']) {
      const { status, body } = await search({ reservationId: typed });
      assert.equal(status, 200, typed);
      assert.deepEqual(codes(body), ['SA-1004']);
    }
  });

  it('shows several rooms by type with their numbers', async () => {
    const { body } = await search({ reservationId: 'SA-1004' });
    const [reservation] = body.searchReservations;
    assert.deepEqual(reservation.reservationRoom, [
      { typeName: 'デラックスツイン Deluxe Twin', roomType: 'DLX-T', roomNum: 2 },
      { typeName: '和室 Japanese-style room', roomType: 'JPN', roomNum: 1 },
    ]);
    assert.equal(reservation.roomNumber, '601, 602, 701');
    assert.equal(reservation.paxTotal, 6);
  });

  it('finds reservations by family and given name in any script, case, width and order', async () => {
    const cases: [string, string, string[]][] = [
      ['Yamada', 'Taro', ['SA-1001']],
      ['YAMADA', 'taro', ['SA-1001']],
      ['ｙａｍａｄａ', 'ＴＡＲＯ', ['SA-1001']],
      ['山田', '太郎', ['SA-1001']],
      ['やまだ', 'たろう', ['SA-1001']],
      ['ﾔﾏﾀﾞ', 'ﾀﾛｳ', ['SA-1001']],
      // The confirmed guest's name finds the reservation as well as the holder's.
      ['Sato', 'Misaki', ['SA-1002']],
      ['Sato', 'Ken', ['SA-1002', 'SA-1003']],
      ['Johnson', 'Emily', ['SA-1004']],
      ['김', '민지', ['SA-1005']],
    ];
    for (const [family, given, expected] of cases) {
      const { status, body } = await search({ reservationFamilyName: family, reservationGivenName: given });
      assert.equal(status, 200, `${family} ${given}`);
      assert.deepEqual(codes(body), expected, `${family} ${given}`);
    }
  });

  it('needs the whole name: a family name alone does not match part of one', async () => {
    const { status } = await search({ reservationFamilyName: 'Yamada', reservationGivenName: 'Ta' });
    assert.equal(status, 404);
  });

  it('answers 404 with the spec’s message when nothing matches', async () => {
    const { status, body } = await search({ reservationTel: '09099999999' });
    assert.equal(status, 404);
    assert.equal(body.message, RESERVATION_NOT_FOUND);
    assert.equal(body.message, 'There is no reservation information. Check it again please.');
    assert.equal(body.code, 'reservation_not_found');
  });

  it('does not find another hotel’s reservation', async () => {
    assert.equal((await search({ reservationTel: '09000000008' })).status, 404);
    assert.equal((await search({ reservationId: 'MI-2001' })).status, 404);
    const own = await search({
      hotelId: MINIMAL_HOTEL_ID,
      lang: 'en',
      reservationTel: '09000000008',
    });
    assert.deepEqual(codes(own.body), ['MI-2001']);
  });

  it('does not find a stay that is over, or one already checked in; finds one that began yesterday', async () => {
    assert.equal((await search({ reservationId: 'SA-0998' })).status, 404);
    assert.equal((await search({ reservationTel: '09000000006' })).status, 404);
    assert.equal((await search({ reservationId: 'SA-1007' })).status, 404);
    const staying = await search({ reservationTel: '09000000005' });
    assert.deepEqual(codes(staying.body), ['SA-1006']);
  });

  it('gives the plan in the requested language, Japanese when there is no translation', async () => {
    const expected = {
      ja: '【素泊まり】シンプルステイ',
      en: 'Simple Stay (room only)',
      zh: '【仅住宿】简约住宿',
      ko: '[객실만] 심플 스테이',
    };
    for (const [lang, plan] of Object.entries(expected)) {
      const { body } = await search({ lang: lang as keyof typeof expected, reservationId: 'SA-1001' });
      assert.equal(body.searchReservations[0].plan, plan, lang);
    }
    const inKorean = await search({
      hotelId: MINIMAL_HOTEL_ID,
      lang: 'ko',
      reservationId: 'MI-2001',
    });
    assert.equal(inKorean.body.searchReservations[0].plan, '【ビジネス】素泊まりプラン');
  });

  it('needs a search key: none, or half a name, is 400 with a message', async () => {
    for (const payload of [{}, { reservationFamilyName: 'Yamada' }, { reservationGivenName: 'Taro' }]) {
      const { status, body } = await search(payload);
      assert.equal(status, 400);
      assert.ok(body.message);
    }
    assert.equal((await search({ reservationTel: '090-0000-0001' })).status, 400);
  });

  it('answers 404 for an unknown hotel', async () => {
    const { status, body } = await search({
      hotelId: 'nope',
      lang: 'ja',
      reservationTel: '09000000001',
    });
    assert.equal(status, 404);
    assert.equal(body.code, 'hotel_not_found');
  });
});

describe('getCustomCheckinFields', () => {
  const fields = async (query: OperationCall<'getCustomCheckinFields'>['query']) =>
    callOperation(t.app, 'getCustomCheckinFields', { query });

  it('lists the hotel’s fields in display order, in the requested language', async () => {
    const { status, body } = await fields({ hotelId: DEMO_HOTEL_ID, lang: 'en' });
    assert.equal(status, 200);
    const list = body.customCheckin;
    assert.deepEqual(
      list.map((f: { title: string }) => f.title),
      [
        'Before your stay',
        'How will you arrive?',
        'Health check',
        'Fever of 37.5 °C or higher',
        'Headache',
        'Cough or sore throat',
        'Difficulty breathing',
        'Weariness',
        'Other symptoms',
        'Travel in the last 14 days (including abroad)',
        'Requests',
      ],
    );
    assert.deepEqual(
      list.map((f: { inputType: string }) => f.inputType),
      [
        'none',
        'selectBox',
        'none',
        'selectBox',
        'selectBox',
        'selectBox',
        'selectBox',
        'selectBox',
        'textArea',
        'selectBox',
        'textArea',
      ],
    );
    const [intro, transport, , fever] = list;
    assert.equal(intro.jpTitle, 'ご滞在にあたってのお願い');
    assert.match(intro.content ?? '', /^<p>The whole hotel is non-smoking/);
    assert.deepEqual(intro.inputValue, []);
    assert.equal(intro.isRequired, false);
    assert.deepEqual(transport.inputValue, ['Train', 'Car', 'Taxi', 'On foot', 'Other']);
    assert.equal(transport.isRequired, true);
    assert.equal(fever.jpTitle, '37.5℃以上の発熱');
    assert.deepEqual(fever.inputValue, ['No', 'Yes']);
    assert.equal(list.at(-1)?.isRequired, false);
  });

  it('is in Japanese without lang, and in each language with it', async () => {
    const ja = (await fields({ hotelId: DEMO_HOTEL_ID })).body.customCheckin;
    assert.equal(ja[1].title, '当日の交通手段');
    assert.deepEqual(ja[3].inputValue, ['なし', 'あり']);
    const zh = (await fields({ hotelId: DEMO_HOTEL_ID, lang: 'zh' })).body.customCheckin;
    assert.equal(zh[1].title, '抵达方式');
    const ko = (await fields({ hotelId: DEMO_HOTEL_ID, lang: 'ko' })).body.customCheckin;
    assert.deepEqual(ko[3].inputValue, ['없음', '있음']);
    assert.equal(ko[3].jpTitle, '37.5℃以上の発熱');
  });

  it('is empty for a hotel without guidance fields, 404 for an unknown hotel', async () => {
    assert.deepEqual((await fields({ hotelId: MINIMAL_HOTEL_ID })).body.customCheckin, []);
    assert.equal((await fields({ hotelId: 'nope' })).status, 404);
  });
});

describe('getCheckinPayments and getReservatinsPayments', () => {
  const bill = async (
    operationId: 'getCheckinPayments' | 'getReservatinsPayments',
    hotelId: string,
    codesList: string[],
  ) =>
    callOperation(t.app, operationId, { query: { hotelId, reservationIds: await Promise.all(codesList.map(idOf)) } });
  const checkinBill = (...c: string[]) => bill('getCheckinPayments', DEMO_HOTEL_ID, c);

  it('lists a reservation’s folio with its totals (8% and 10% items, a discount)', async () => {
    const { status, body } = await checkinBill('SA-1001');
    assert.equal(status, 200);
    const today = tokyoToday();
    assert.deepEqual(body.reservations, [
      {
        id: await idOf('SA-1001'),
        reservationId: 'SA-1001',
        checkinDate: today,
        nights: 1,
        sales: [
          { salesDate: today, salesSubjectName: '宿泊料金 Room charge', salesPrice: 14300 },
          { salesDate: today, salesSubjectName: '駐車場 Parking', salesPrice: 2200 },
          { salesDate: today, salesSubjectName: '人形焼（お持ち帰り） Ningyo-yaki (take-out)', salesPrice: 1080 },
          { salesDate: today, salesSubjectName: '会員割引 Member discount', salesPrice: -1000 },
        ],
        totalPrice: 17580,
        totalDiscount: 1000,
        totalPayment: 16580,
        roomInfo: 'スタンダードダブル Standard Double 501',
      },
    ]);
    assert.equal(body.totalAmount, 16580);
    // Tax included: 10% of (14300 + 2200 - 1000) = 15500 → 1409; 8% of 1080 → 80.
    assert.equal(body.totalTaxPrice, 1409 + 80);
  });

  it('adds up several reservations, the tax once per rate', async () => {
    const { body } = await checkinBill('SA-1001', 'SA-1004');
    assert.deepEqual(
      body.reservations.map((r: { reservationId: string; totalPayment: number }) => [r.reservationId, r.totalPayment]),
      [
        ['SA-1001', 16580],
        // 4 × 19800 + 2 × 26400 + 3300 + 1620 - 5000
        ['SA-1004', 131920],
      ],
    );
    const group = body.reservations[1];
    assert.equal(group.totalPrice, 136920);
    assert.equal(group.totalDiscount, 5000);
    assert.equal(group.sales.length, 9);
    assert.equal(group.roomInfo, 'デラックスツイン Deluxe Twin ×2 601, 602 / 和室 Japanese-style room 701');
    assert.equal(body.totalAmount, 16580 + 131920);
    // 10%: 15500 + 130300 = 145800 → floor(145800 × 10 / 110) = 13254; 8%: 1080 + 1620 = 2700 → 200.
    assert.equal(body.totalTaxPrice, 13254 + 200);
  });

  it('is 0 for a reservation paid in advance', async () => {
    const { body } = await checkinBill('SA-1005');
    assert.equal(body.totalAmount, 0);
    assert.equal(body.totalTaxPrice, 0);
    assert.deepEqual(body.reservations[0].sales, []);
  });

  it('getReservatinsPayments gives the same bill', async () => {
    const checkin = await checkinBill('SA-1002', 'SA-1003');
    const checkout = await bill('getReservatinsPayments', DEMO_HOTEL_ID, ['SA-1002', 'SA-1003']);
    assert.deepEqual(checkout.body, checkin.body);
    // 2 × 18700 + 216 and 12100 - 1210.
    assert.equal(checkin.body.totalAmount, 37616 + 10890);
    // 10%: 37400 + 10890 = 48290 → 4390; 8%: 216 → 16.
    assert.equal(checkin.body.totalTaxPrice, 4390 + 16);
  });

  it('answers 404 for another hotel’s or an unknown reservation', async () => {
    assert.equal((await checkinBill('MI-2001')).status, 404);
    assert.equal((await checkinBill('SA-1001', 'MI-2001')).status, 404);
    const unknown = await callOperation(t.app, 'getCheckinPayments', {
      query: { hotelId: DEMO_HOTEL_ID, reservationIds: ['123', await idOf('SA-1001')] },
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, RESERVATION_NOT_FOUND);
    const own = await bill('getCheckinPayments', MINIMAL_HOTEL_ID, ['MI-2001']);
    assert.equal(own.body.totalAmount, 7700);
    assert.equal(own.body.totalTaxPrice, 700);
  });

  it('needs at least one reservation id', async () => {
    const { status } = await callOperation(t.app, 'getCheckinPayments', { query: { hotelId: DEMO_HOTEL_ID } });
    assert.equal(status, 400);
  });
});

describe('setCheckin', () => {
  const set = (hotelId: string, reservationIds: string[]) =>
    callOperation(t.app, 'setCheckin', { body: { hotelId, reservationIds } });

  it('creates a pending check-in for the reservations', async () => {
    const ids = [await idOf('SA-1002'), await idOf('SA-1003')];
    const { status, body } = await set(DEMO_HOTEL_ID, ids);
    assert.equal(status, 200);
    const row = await t.db
      .selectFrom('checkins')
      .selectAll()
      .where('id', '=', Number(body.id))
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'draft');
    assert.equal(row.user_id, null);
    assert.equal(row.front_supported, true);
    const links = await t.db
      .selectFrom('checkin_reservations')
      .select('reservation_id')
      .where('checkin_id', '=', row.id)
      .execute();
    assert.equal(links.length, 2);
    // A pending check-in does not hide the reservations from the search.
    assert.equal((await search({ reservationTel: '09000000002' })).status, 200);
  });

  it('refuses a reservation already checked in (409), another hotel’s or an unknown one (404)', async () => {
    const checkedIn = await set(DEMO_HOTEL_ID, [await idOf('SA-1007')]);
    assert.equal(checkedIn.status, 409);
    assert.equal(checkedIn.body.code, 'already_checked_in');
    assert.equal((await set(DEMO_HOTEL_ID, [await idOf('MI-2001')])).status, 404);
    assert.equal((await set(DEMO_HOTEL_ID, ['0b7c9c1e-0000-4000-8000-000000000000'])).status, 404);
    assert.equal((await set(DEMO_HOTEL_ID, [await idOf('SA-0998')])).status, 404);
    assert.equal((await set('nope', [await idOf('SA-1001')])).status, 404);
  });
});
