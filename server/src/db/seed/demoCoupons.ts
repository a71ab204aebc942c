import type { Db } from '../database.ts';
import { addDays, localDateTime, zonedInstant } from '../../services/hotelTime.ts';
import { DEMO_HOTEL_ID, demoHotelClocks } from './demoHotels.ts';

/**
 * Coupons of the demo hotel 「ホテル桜並木 浅草」, valid on dates relative to the hotel's today
 * (Asia/Tokyo), so running the seed again moves the windows. Four are listed on the home screen
 * (more than the three it previews, so "show more" appears); one expired yesterday and one starts
 * next week, and neither is listed (both open by their link and show their state). Venues are the
 * hotel's own (fictional); store links use the reserved `.example` domain. Images are flat SVGs in
 * public/images/coupons/. Title, venue and description each have a Latin form for other languages.
 *
 * Idempotent: a coupon is matched by its title, so its id (and who used it) survives a re-seed.
 */

interface DemoCoupon {
  title: string;
  titleLatin: string;
  venueName: string;
  venueNameLatin: string;
  description: string;
  descriptionLatin: string;
  image: string;
  url: string;
  /** Days from the hotel's today (at 00:00 there); null for an open bound. */
  fromDay: number | null;
  toDay: number | null;
}

const image = (name: string) => `/images/coupons/${name}.svg`;

export const demoCoupons: DemoCoupon[] = [
  {
    title: 'ディナー10%オフ',
    titleLatin: '10% off dinner',
    venueName: 'さくらダイニング',
    venueNameLatin: 'Sakura Dining',
    description: '1階レストランでのディナーのお会計から10%割引。ご注文時にこの画面をご提示ください。',
    descriptionLatin:
      '10% off your dinner bill at the restaurant on the first floor. Please show this screen when you order.',
    image: image('dining'),
    url: 'https://sakura-dining.example/',
    fromDay: -7,
    toDay: 30,
  },
  {
    title: 'ウェルカムドリンク1杯無料',
    titleLatin: 'A free welcome drink',
    venueName: 'バー 夜桜',
    venueNameLatin: 'Bar Yozakura',
    description: 'ご宿泊中、最上階のバーでお好きなドリンクを1杯サービスいたします。',
    descriptionLatin: 'During your stay, enjoy one drink of your choice on us at the bar on the top floor.',
    image: image('drink'),
    url: 'https://bar-yozakura.example/',
    fromDay: -7,
    toDay: 60,
  },
  {
    title: 'お土産500円引き',
    titleLatin: '500 yen off souvenirs',
    venueName: 'ロビーショップ 桜屋',
    venueNameLatin: 'Lobby Shop Sakuraya',
    description: '2,000円以上のお買い上げで500円引き。他の割引との併用はできません。',
    descriptionLatin: '500 yen off a purchase of 2,000 yen or more. Cannot be combined with other discounts.',
    image: image('shop'),
    url: 'https://sakuraya-shop.example/',
    fromDay: -30,
    toDay: 14,
  },
  {
    title: '大浴場バスタオルセット',
    titleLatin: 'Bath towel set for the public bath',
    venueName: '大浴場 桜の湯',
    venueNameLatin: 'Public Bath Sakura-no-yu',
    description: 'フロントでこの画面をご提示いただくと、大浴場用のバスタオルとフェイスタオルをお渡しします。',
    descriptionLatin:
      'Show this screen at the front desk to receive a bath towel and a face towel for the public bath.',
    image: image('towel'),
    url: 'https://sakura-asakusa.example/bath',
    fromDay: null,
    toDay: null,
  },
  {
    title: '春の桜まつりドリンク半額',
    titleLatin: 'Half-price drinks for the spring festival',
    venueName: 'バー 夜桜',
    venueNameLatin: 'Bar Yozakura',
    description: '桜まつり期間中のドリンクが半額。期間は終了しました。',
    descriptionLatin: 'Half-price drinks during the cherry blossom festival. The festival has ended.',
    image: image('seasonal'),
    url: 'https://bar-yozakura.example/festival',
    fromDay: -30,
    toDay: 0,
  },
  {
    title: '朝食ビュッフェ20%オフ',
    titleLatin: '20% off the breakfast buffet',
    venueName: 'さくらダイニング',
    venueNameLatin: 'Sakura Dining',
    description: '来週から始まる朝食ビュッフェのリニューアル記念。お会計から20%割引。',
    descriptionLatin: 'To celebrate the renewed breakfast buffet opening next week: 20% off your bill.',
    image: image('dining'),
    url: 'https://sakura-dining.example/breakfast',
    fromDay: 7,
    toDay: 37,
  },
];

export async function seedDemoCoupons(db: Db, now = new Date()): Promise<void> {
  const hotel = (await demoHotelClocks(db)).find((h) => h.id === DEMO_HOTEL_ID);
  if (!hotel) throw new Error(`${DEMO_HOTEL_ID} is not in the database: seed the demo hotels first`);
  const today = localDateTime(now, hotel.time_zone).date;
  const day = (offset: number | null) =>
    offset === null ? null : zonedInstant(addDays(today, offset), '00:00', hotel.time_zone);

  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('coupons')
      .select(['id', 'title'])
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .execute();
    const idOf = new Map(existing.map((c) => [c.title, c.id]));
    const titles = new Set(demoCoupons.map((c) => c.title));
    const stale = existing.filter((c) => !titles.has(c.title)).map((c) => c.id);
    if (stale.length > 0) await trx.deleteFrom('coupons').where('id', 'in', stale).execute();

    for (const [order, c] of demoCoupons.entries()) {
      const values = {
        hotel_id: DEMO_HOTEL_ID,
        title: c.title,
        title_latin: c.titleLatin,
        venue_name: c.venueName,
        venue_name_latin: c.venueNameLatin,
        description: c.description,
        description_latin: c.descriptionLatin,
        image: c.image,
        url: c.url,
        valid_from: day(c.fromDay),
        valid_to: day(c.toDay),
        sort_order: order,
      };
      const id = idOf.get(c.title);
      if (id === undefined) await trx.insertInto('coupons').values(values).execute();
      else await trx.updateTable('coupons').set(values).where('id', '=', id).execute();
    }
  });
}
