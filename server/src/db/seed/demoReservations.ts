import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { ReservationsTable } from '../schema.ts';
import { newCheckinCode } from '../../services/codes.ts';
import { addDays, businessDate } from '../../services/hotelTime.ts';
import { retainUntilPlanned } from '../../services/retention.ts';
import { DEMO_HOTEL_ID, demoHotelClocks, MINIMAL_HOTEL_ID } from './demoHotels.ts';

/**
 * Reservations imported from the hotels' booking systems, on dates relative to the hotel's current
 * date (Asia/Tokyo), so the demo never goes stale: running the seed again moves them to the new
 * today. Phone numbers are obviously fake (090-0000-00xx, stored as digits) and listed in docs/demo-data.md.
 */

export type Plan = Pick<ReservationsTable, 'plan_ja' | 'plan_en' | 'plan_zh' | 'plan_ko'>;

const plan = (ja: string, en: string, zh: string | null, ko: string | null): Plan => ({
  plan_ja: ja,
  plan_en: en,
  plan_zh: zh,
  plan_ko: ko,
});

export const PLANS = {
  roomOnly: plan('【素泊まり】シンプルステイ', 'Simple Stay (room only)', '【仅住宿】简约住宿', '[객실만] 심플 스테이'),
  breakfast: plan(
    '【朝食付き】浅草の朝ごはんプラン',
    'Asakusa Breakfast Plan (breakfast included)',
    '【含早餐】浅草早餐套餐',
    '[조식 포함] 아사쿠사 아침 식사 플랜',
  ),
  earlyBird: plan(
    '【早割30】30日前までのご予約でお得に（素泊まり）',
    'Early Bird 30 (booked 30 days ahead, room only)',
    '【早鸟30】提前30天预订优惠（仅住宿）',
    '[얼리버드 30] 30일 전 예약 할인 (객실만)',
  ),
  group: plan(
    '【グループ・ファミリー】朝夕2食付きプラン',
    'Group & Family Plan (breakfast and dinner)',
    '【团体·家庭】含早晚两餐套餐',
    '[단체·가족] 조석식 포함 플랜',
  ),
  longStay: plan(
    '【連泊】3泊以上でお得な連泊プラン',
    'Long Stay (3 nights or more)',
    '【连住】连住3晚以上优惠套餐',
    '[연박] 3박 이상 연박 할인 플랜',
  ),
  // Japanese and English only: the zh and ko app shows the Japanese name.
  business: plan('【ビジネス】素泊まりプラン', 'Business Plan (room only)', null, null),
};

export const ROOMS = {
  double: { type_name: 'スタンダードダブル Standard Double', room_type: 'STD-D' },
  twin: { type_name: 'デラックスツイン Deluxe Twin', room_type: 'DLX-T' },
  japanese: { type_name: '和室 Japanese-style room', room_type: 'JPN' },
  single: { type_name: 'シングル Single', room_type: 'SGL' },
};

const ROOM_CHARGE = '宿泊料金 Room charge';

export interface DemoSale {
  /** Days after the check-in date. */
  day: number;
  name: string;
  quantity?: number;
  unitPrice: number;
  taxRate: 8 | 10;
  discount?: boolean;
}

export interface DemoReservation {
  hotelId: string;
  code: string;
  /** Check-in date relative to the hotel's today. */
  fromToday: number;
  nights: number;
  plan: Plan;
  paxTotal: number;
  userName: string | null;
  userNameEn: string | null;
  guestName: string | null;
  guestNameEn: string | null;
  guestNameKana: string | null;
  telephone: string;
  /** The address the guest gave when booking, if any. */
  address?: string;
  frontSupported?: boolean;
  rooms: { type: keyof typeof ROOMS; number: string | null; count?: number }[];
  sales: DemoSale[];
  /** Seeded as already checked in online (approved by the hotel). */
  checkedIn?: boolean;
  /** The booking's state at the hotel: booked unless given ('checked_in': staying, checked in at the front desk). */
  status?: 'booked' | 'checked_in';
}

/** One room charge line per night. */
export const roomNights = (nights: number, unitPrice: number, name = ROOM_CHARGE, from = 0): DemoSale[] =>
  Array.from({ length: nights }, (_, i) => ({ day: from + i, name, unitPrice, taxRate: 10 }));

export const demoReservations: DemoReservation[] = [
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-1001',
    fromToday: 0,
    nights: 1,
    plan: PLANS.roomOnly,
    paxTotal: 2,
    userName: '山田 太郎',
    userNameEn: 'Taro Yamada',
    guestName: '山田 太郎',
    guestNameEn: 'Taro Yamada',
    guestNameKana: 'ヤマダ タロウ',
    telephone: '09000000001',
    address: '東京都台東区浅草2-3-1',
    rooms: [{ type: 'double', number: '501' }],
    sales: [
      ...roomNights(1, 14300),
      { day: 0, name: '駐車場 Parking', unitPrice: 2200, taxRate: 10 },
      { day: 0, name: '人形焼（お持ち帰り） Ningyo-yaki (take-out)', quantity: 2, unitPrice: 540, taxRate: 8 },
      { day: 0, name: '会員割引 Member discount', unitPrice: -1000, taxRate: 10, discount: true },
    ],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-1002',
    fromToday: 0,
    nights: 2,
    plan: PLANS.breakfast,
    paxTotal: 2,
    // Booked by one person for another: holder and confirmed guest differ.
    userName: '佐藤 健',
    userNameEn: 'Ken Sato',
    guestName: '佐藤 美咲',
    guestNameEn: 'Misaki Sato',
    guestNameKana: 'サトウ ミサキ',
    telephone: '09000000002',
    rooms: [{ type: 'twin', number: null }],
    sales: [
      ...roomNights(2, 18700),
      {
        day: 0,
        name: 'ミネラルウォーター（お持ち帰り） Mineral water (take-out)',
        quantity: 2,
        unitPrice: 108,
        taxRate: 8,
      },
    ],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-1003',
    fromToday: 1,
    nights: 1,
    plan: PLANS.earlyBird,
    paxTotal: 1,
    // The same phone number as SA-1002: a phone search finds both.
    userName: '佐藤 健',
    userNameEn: 'Ken Sato',
    guestName: '佐藤 健',
    guestNameEn: 'Ken Sato',
    guestNameKana: 'サトウ ケン',
    telephone: '09000000002',
    frontSupported: true,
    rooms: [{ type: 'double', number: null }],
    sales: [
      ...roomNights(1, 12100),
      { day: 0, name: '早割 Early-bird discount', unitPrice: -1210, taxRate: 10, discount: true },
    ],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-1004',
    fromToday: 0,
    nights: 2,
    plan: PLANS.group,
    paxTotal: 6,
    userName: 'ジョンソン エミリー',
    userNameEn: 'Emily Johnson',
    guestName: 'ジョンソン エミリー',
    guestNameEn: 'Emily Johnson',
    guestNameKana: 'ジョンソン エミリー',
    telephone: '09000000003',
    rooms: [
      { type: 'twin', number: '601' },
      { type: 'twin', number: '602' },
      { type: 'japanese', number: '701' },
    ],
    sales: [
      ...roomNights(2, 19800, '宿泊料金（601） Room charge (601)'),
      ...roomNights(2, 19800, '宿泊料金（602） Room charge (602)'),
      ...roomNights(2, 26400, '宿泊料金（701） Room charge (701)'),
      { day: 0, name: 'ルームサービス Room service', unitPrice: 3300, taxRate: 10 },
      { day: 0, name: '雷おこし（お持ち帰り） Kaminari-okoshi (take-out)', quantity: 3, unitPrice: 540, taxRate: 8 },
      { day: 0, name: 'グループ割引 Group discount', unitPrice: -5000, taxRate: 10, discount: true },
    ],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-1005',
    fromToday: 3,
    nights: 3,
    plan: PLANS.longStay,
    paxTotal: 1,
    userName: '김 민지',
    userNameEn: 'Minji Kim',
    guestName: '김 민지',
    guestNameEn: 'Minji Kim',
    guestNameKana: null,
    telephone: '09000000004',
    rooms: [{ type: 'single', number: null }],
    // Paid in advance on the booking site: nothing to pay at check-in.
    sales: [],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-1006',
    // Arrived yesterday (3 nights) and not checked in yet: still found.
    fromToday: -1,
    nights: 3,
    plan: PLANS.breakfast,
    paxTotal: 2,
    userName: '王 伟',
    userNameEn: 'Wei Wang',
    guestName: '王 伟',
    guestNameEn: 'Wei Wang',
    guestNameKana: null,
    telephone: '09000000005',
    frontSupported: true,
    rooms: [{ type: 'double', number: '502' }],
    sales: [
      ...roomNights(3, 17600),
      { day: 0, name: 'ランドリー Laundry', unitPrice: 800, taxRate: 10 },
      { day: 1, name: 'ミニバー ビール Minibar beer', quantity: 2, unitPrice: 600, taxRate: 10 },
    ],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-0998',
    // A stay that is over: never found by the check-in search.
    fromToday: -3,
    nights: 1,
    plan: PLANS.roomOnly,
    paxTotal: 1,
    userName: '伊藤 翔',
    userNameEn: 'Sho Ito',
    guestName: '伊藤 翔',
    guestNameEn: 'Sho Ito',
    guestNameKana: 'イトウ ショウ',
    telephone: '09000000006',
    rooms: [{ type: 'single', number: '303' }],
    sales: roomNights(1, 9900),
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-1007',
    fromToday: 0,
    nights: 1,
    plan: PLANS.roomOnly,
    paxTotal: 1,
    userName: '高橋 直子',
    userNameEn: 'Naoko Takahashi',
    guestName: '高橋 直子',
    guestNameEn: 'Naoko Takahashi',
    guestNameKana: 'タカハシ ナオコ',
    telephone: '09000000007',
    rooms: [{ type: 'single', number: '305' }],
    sales: roomNights(1, 9900),
    // Already checked in online: not found by the search, refused by setCheckin and smartCheckin.
    checkedIn: true,
  },
  {
    hotelId: MINIMAL_HOTEL_ID,
    code: 'MI-2001',
    fromToday: 0,
    nights: 1,
    plan: PLANS.business,
    paxTotal: 1,
    userName: '鈴木 一郎',
    userNameEn: 'Ichiro Suzuki',
    guestName: '鈴木 一郎',
    guestNameEn: 'Ichiro Suzuki',
    guestNameKana: 'スズキ イチロウ',
    telephone: '09000000008',
    rooms: [{ type: 'single', number: '1203' }],
    sales: roomNights(1, 7700),
  },
];

/** Writes one demo reservation with its rooms and folio (upserted by booking number, on dates from `today`). */
export async function seedReservation(db: Db, demo: DemoReservation, today: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const checkinDate = addDays(today, demo.fromToday);
    const values = {
      hotel_id: demo.hotelId,
      reservation_code: demo.code,
      checkin_date: checkinDate,
      nights: demo.nights,
      ...demo.plan,
      pax_total: demo.paxTotal,
      user_name: demo.userName,
      user_name_en: demo.userNameEn,
      guest_name: demo.guestName,
      guest_name_en: demo.guestNameEn,
      guest_name_kana: demo.guestNameKana,
      telephone: demo.telephone,
      guest_address: demo.address ?? null,
      front_supported: demo.frontSupported ?? false,
      status: demo.status ?? 'booked',
    } satisfies Insertable<ReservationsTable>;
    // Upsert by booking number: running the seed again moves the stay to the new dates.
    const { id } = await trx
      .insertInto('reservations')
      .values(values)
      .onConflict((oc) => oc.columns(['hotel_id', 'reservation_code']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();

    await trx.deleteFrom('reservation_rooms').where('reservation_id', '=', id).execute();
    await trx
      .insertInto('reservation_rooms')
      .values(
        demo.rooms.map((room) => ({
          reservation_id: id,
          ...ROOMS[room.type],
          room_number: room.number,
          room_count: room.count ?? 1,
        })),
      )
      .execute();

    // The folio: the booking system's lines (not those of later payments and orders, which carry a check-in).
    await trx.deleteFrom('sales').where('reservation_id', '=', id).where('checkin_id', 'is', null).execute();
    if (demo.sales.length > 0) {
      await trx
        .insertInto('sales')
        .values(
          demo.sales.map((sale) => ({
            hotel_id: demo.hotelId,
            reservation_id: id,
            sales_date: addDays(checkinDate, sale.day),
            sales_subject_name: sale.name,
            quantity: sale.quantity ?? 1,
            unit_price: sale.unitPrice,
            sales_price: (sale.quantity ?? 1) * sale.unitPrice,
            tax_rate: sale.taxRate,
            is_discount: sale.discount ?? false,
          })),
        )
        .execute();
    }

    if (demo.checkedIn) {
      const linked = await trx
        .selectFrom('checkin_reservations')
        .select('checkin_id')
        .where('reservation_id', '=', id)
        .executeTakeFirst();
      const { time_zone } = await trx
        .selectFrom('hotels')
        .select('time_zone')
        .where('id', '=', demo.hotelId)
        .executeTakeFirstOrThrow();
      const retainUntil = retainUntilPlanned(addDays(checkinDate, demo.nights), time_zone);
      if (linked) {
        // Moved to the new dates with its reservation, unless it was checked out.
        await trx
          .updateTable('checkins')
          .set({ retain_until: retainUntil })
          .where('id', '=', linked.checkin_id)
          .where('status', '=', 'submitted')
          .execute();
      } else {
        const code = newCheckinCode();
        const { id: checkinId } = await trx
          .insertInto('checkins')
          .values({
            hotel_id: demo.hotelId,
            user_id: null,
            checkin_code: code,
            status: 'submitted',
            approved_status: 2,
            jpn_gtd_status: 0,
            checkin_time: new Date(),
            user_checkin_time: new Date(),
            total_members: demo.paxTotal,
            telephone: demo.telephone,
            previous_place: '自宅',
            next_place: '自宅',
            qr_json: JSON.stringify({ checkin_code: code, hotel_id: demo.hotelId }),
            front_supported: demo.frontSupported ?? false,
            retain_until: retainUntil,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('checkin_reservations').values({ checkin_id: checkinId, reservation_id: id }).execute();
      }
    }
  });
}

/**
 * The demo reservations with their rooms and folios (the guidance fields are the hotel file's).
 * Idempotent: reservations are found again by booking number and moved to the current dates;
 * their rooms and folio lines are written again.
 */
export async function seedDemoReservations(db: Db, now = new Date()): Promise<void> {
  await redateDemoReservations(db, now);
}

/** Moves the demo reservations of these demo hotels to the dates of the hotel's business day at `now`. */
export async function redateDemoReservations(
  db: Db,
  now = new Date(),
  hotelIds: readonly string[] = [DEMO_HOTEL_ID, MINIMAL_HOTEL_ID],
): Promise<void> {
  const hotels = (await demoHotelClocks(db)).filter((h) => hotelIds.includes(h.id));
  const todayAt = new Map(hotels.map((h) => [h.id, businessDate(h, now)]));
  for (const demo of demoReservations) {
    const today = todayAt.get(demo.hotelId);
    if (today) await seedReservation(db, demo, today);
  }
}
