import type { Db } from '../database.ts';
import { addDays, localDateTime, zonedInstant } from '../../services/hotelTime.ts';
import { DEMO_HOTEL_ID, demoHotelClocks } from './demoHotels.ts';

/**
 * The demo calendar of the demo hotel's coupons (their texts and images are its hotel file's,
 * hotels/sakura-asakusa.yaml): each valid on days relative to the hotel's today (Asia/Tokyo, from
 * 00:00 there), so running the seed again moves the windows. Four are listed on the home screen (more
 * than the three it previews, so "show more" appears); one expired yesterday and one starts next week,
 * and neither is listed (both open by their link and show their state). A coupon is found by its
 * title, so its id (and who used it) stays.
 */
export const demoCouponDays: { title: string; fromDay: number | null; toDay: number | null }[] = [
  { title: 'ディナー10%オフ', fromDay: -7, toDay: 30 },
  { title: 'ウェルカムドリンク1杯無料', fromDay: -7, toDay: 60 },
  { title: 'お土産500円引き', fromDay: -30, toDay: 14 },
  // Open on both ends.
  { title: '大浴場バスタオルセット', fromDay: null, toDay: null },
  { title: '春の桜まつりドリンク半額', fromDay: -30, toDay: 0 },
  { title: '朝食ビュッフェ20%オフ', fromDay: 7, toDay: 37 },
];

export async function seedDemoCoupons(db: Db, now = new Date()): Promise<void> {
  const hotel = (await demoHotelClocks(db)).find((h) => h.id === DEMO_HOTEL_ID);
  if (!hotel) throw new Error(`${DEMO_HOTEL_ID} is not in the database: seed the demo hotels first`);
  const today = localDateTime(now, hotel.time_zone).date;
  const day = (offset: number | null) =>
    offset === null ? null : zonedInstant(addDays(today, offset), '00:00', hotel.time_zone);

  await db.transaction().execute(async (trx) => {
    for (const c of demoCouponDays) {
      await trx
        .updateTable('coupons')
        .set({ valid_from: day(c.fromDay), valid_to: day(c.toDay) })
        .where('hotel_id', '=', DEMO_HOTEL_ID)
        .where('title', '=', c.title)
        .execute();
    }
  });
}
