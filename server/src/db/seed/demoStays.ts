import type { Db } from '../database.ts';
import { findUserByEmail } from '../repositories/users.ts';
import { newCheckinCode } from '../../services/codes.ts';
import { addDays, businessDate, zonedInstant } from '../../services/hotelTime.ts';
import { retainUntilPlanned } from '../../services/retention.ts';
import { DEMO_HOTEL_ID, demoHotelClocks } from './demoHotels.ts';
import { PLANS, roomNights, seedReservation, type DemoReservation, type DemoSale } from './demoReservations.ts';

/**
 * Guests staying now at the demo hotel, for check-out (phone numbers 080-xxxx-xxxx, listed in the
 * docs/demo-data.md): stays the hotel checked in (front desk), and stays checked in online by the first demo
 * member. Dates are relative to the hotel's business date; running the seed again moves them to
 * the new today and resets them (not checked out, folio unpaid).
 */

/** The demo member who made the online check-ins (demoAccounts.ts). */
const MEMBER_EMAIL = 'hanako.yamada@sakura-demo.example';

const breakfast = (days: number[], guests: number): DemoSale[] =>
  days.map((day) => ({ day, name: '朝食 Breakfast', quantity: guests, unitPrice: 1650, taxRate: 8 }));

const guest = (name: string, nameEn: string, kana: string) => ({
  userName: name,
  userNameEn: nameEn,
  guestName: name,
  guestNameEn: nameEn,
  guestNameKana: kana,
});

interface DemoOnlineCheckin {
  /** Approval by the hotel: 2 approved, 0 pending. */
  approvedStatus: 0 | 2;
  /** Lines added during the stay that carry the check-in only (e.g. a mobile request order). */
  ownSales?: { name: string; unitPrice: number; taxRate: 8 | 10 }[];
}

export const demoStays: (DemoReservation & { onlineCheckin?: DemoOnlineCheckin })[] = [
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-2001',
    // Departs today.
    fromToday: -2,
    nights: 2,
    plan: PLANS.breakfast,
    paxTotal: 2,
    ...guest('中村 優子', 'Yuko Nakamura', 'ナカムラ ユウコ'),
    telephone: '08011112222',
    status: 'checked_in',
    rooms: [{ type: 'double', number: '801' }],
    sales: [
      ...roomNights(2, 15400),
      ...breakfast([1, 2], 2),
      { day: 0, name: '連泊割引 Multi-night discount', unitPrice: -1500, taxRate: 10, discount: true },
    ],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-2002',
    fromToday: -1,
    nights: 2,
    plan: PLANS.breakfast,
    paxTotal: 2,
    ...guest('中村 優子', 'Yuko Nakamura', 'ナカムラ ユウコ'),
    telephone: '08011112222',
    status: 'checked_in',
    rooms: [{ type: 'twin', number: '802' }],
    sales: [
      ...roomNights(2, 18700),
      ...breakfast([1, 2], 2),
      { day: 0, name: '会員割引 Member discount', unitPrice: -2000, taxRate: 10, discount: true },
    ],
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-2003',
    fromToday: -1,
    nights: 1,
    plan: PLANS.roomOnly,
    paxTotal: 1,
    ...guest('小林 誠', 'Makoto Kobayashi', 'コバヤシ マコト'),
    telephone: '08033334444',
    status: 'checked_in',
    frontSupported: true,
    rooms: [{ type: 'single', number: '304' }],
    sales: roomNights(1, 9900),
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-2004',
    fromToday: -1,
    nights: 2,
    plan: PLANS.breakfast,
    paxTotal: 2,
    ...guest('山田 花子', 'Hanako Yamada', 'ヤマダ ハナコ'),
    telephone: '08055556666',
    rooms: [{ type: 'double', number: '805' }],
    sales: [
      ...roomNights(2, 15400),
      ...breakfast([1, 2], 2),
      { day: 0, name: '会員割引 Member discount', unitPrice: -1000, taxRate: 10, discount: true },
    ],
    onlineCheckin: {
      approvedStatus: 2,
      ownSales: [{ name: 'ルームサービス Room service', unitPrice: 2200, taxRate: 10 }],
    },
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-2005',
    fromToday: 0,
    nights: 1,
    plan: PLANS.roomOnly,
    paxTotal: 1,
    ...guest('山田 花子', 'Hanako Yamada', 'ヤマダ ハナコ'),
    telephone: '08055556666',
    rooms: [{ type: 'single', number: '806' }],
    sales: roomNights(1, 9900),
    onlineCheckin: { approvedStatus: 2 },
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-2006',
    fromToday: 0,
    nights: 1,
    plan: PLANS.roomOnly,
    paxTotal: 1,
    ...guest('山田 花子', 'Hanako Yamada', 'ヤマダ ハナコ'),
    telephone: '08077778888',
    frontSupported: true,
    rooms: [{ type: 'single', number: '807' }],
    sales: roomNights(1, 9900),
    onlineCheckin: { approvedStatus: 2 },
  },
  {
    hotelId: DEMO_HOTEL_ID,
    code: 'SA-2007',
    fromToday: 0,
    nights: 2,
    plan: PLANS.roomOnly,
    paxTotal: 2,
    ...guest('山田 花子', 'Hanako Yamada', 'ヤマダ ハナコ'),
    telephone: '08099990000',
    rooms: [{ type: 'double', number: '808' }],
    sales: roomNights(2, 14300),
    // Not approved by the hotel yet: the check-out search says "Registration information not found".
    onlineCheckin: { approvedStatus: 0 },
  },
];

/** How long before the arrival the demo guests sent their online check-ins. */
const SENT_BEFORE_ARRIVAL_MS = 18 * 3_600_000;

async function seedOnlineCheckin(
  db: Db,
  demo: DemoReservation,
  online: DemoOnlineCheckin,
  arrival: Date,
  userId: number | null,
  today: string,
  retainUntil: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id: reservationId } = await trx
      .selectFrom('reservations')
      .select('id')
      .where('hotel_id', '=', demo.hotelId)
      .where('reservation_code', '=', demo.code)
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('checkin_reservations as cr')
      .innerJoin('checkins as c', 'c.id', 'cr.checkin_id')
      .select(['c.id', 'c.checkin_code'])
      .where('cr.reservation_id', '=', reservationId)
      .orderBy('c.id')
      .executeTakeFirst();
    const code = existing?.checkin_code ?? newCheckinCode();
    const values = {
      hotel_id: demo.hotelId,
      user_id: userId,
      checkin_code: code,
      status: 'submitted' as const,
      approved_status: online.approvedStatus,
      jpn_gtd_status: 0,
      checkin_time: arrival,
      user_checkin_time: arrival,
      // Sent the evening before (the front desk lists it by this time).
      submitted_at: new Date(arrival.getTime() - SENT_BEFORE_ARRIVAL_MS),
      total_members: demo.paxTotal,
      telephone: demo.telephone,
      previous_place: '自宅',
      next_place: '自宅',
      qr_json: JSON.stringify({ checkin_code: code, hotel_id: demo.hotelId }),
      front_supported: demo.frontSupported ?? false,
      checked_out_at: null,
      retain_until: retainUntil,
    };
    let checkinId = existing?.id;
    if (checkinId === undefined) {
      ({ id: checkinId } = await trx.insertInto('checkins').values(values).returning('id').executeTakeFirstOrThrow());
      await trx
        .insertInto('checkin_reservations')
        .values({ checkin_id: checkinId, reservation_id: reservationId })
        .execute();
    } else {
      await trx.updateTable('checkins').set(values).where('id', '=', checkinId).execute();
    }

    await trx.deleteFrom('sales').where('checkin_id', '=', checkinId).where('reservation_id', 'is', null).execute();
    if (online.ownSales && online.ownSales.length > 0) {
      await trx
        .insertInto('sales')
        .values(
          online.ownSales.map((sale) => ({
            hotel_id: demo.hotelId,
            checkin_id: checkinId,
            sales_date: today,
            sales_subject_name: sale.name,
            unit_price: sale.unitPrice,
            sales_price: sale.unitPrice,
            tax_rate: sale.taxRate,
          })),
        )
        .execute();
    }
  });
}

/** The stays above; idempotent (reservations by booking number, check-ins by their reservation). */
export async function seedDemoStays(db: Db, now = new Date()): Promise<void> {
  const hotel = (await demoHotelClocks(db)).find((h) => h.id === DEMO_HOTEL_ID);
  if (!hotel) return;
  const today = businessDate(hotel, now);
  const member = await findUserByEmail(db, MEMBER_EMAIL);
  for (const demo of demoStays) {
    await seedReservation(db, demo, today);
    if (demo.onlineCheckin) {
      // Checked in online for the hotel's check-in time on the arrival day.
      const arrival = zonedInstant(addDays(today, demo.fromToday), hotel.checkin_begin_time, hotel.time_zone);
      const retainUntil = retainUntilPlanned(addDays(today, demo.fromToday + demo.nights), hotel.time_zone);
      await seedOnlineCheckin(db, demo, demo.onlineCheckin, arrival, member?.id ?? null, today, retainUntil);
    }
  }
}
