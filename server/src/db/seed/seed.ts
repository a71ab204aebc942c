import type { Db } from '../database.ts';
import { seedDemoAccounts } from './demoAccounts.ts';
import { seedDemoCatalogue } from './demoCatalogue.ts';
import { redateDemoData } from './demoCalendar.ts';
import { demoHotels, type DemoHotel } from './demoHotels.ts';
import { seedDemoStaff } from './demoStaff.ts';
import { processRegisterCipher, type RegisterCipher } from '../../services/registerCrypto.ts';
import { seedDemoRegister } from './demoRegister.ts';

async function seedHotel(db: Db, demo: DemoHotel): Promise<void> {
  const hotelId = demo.hotel.id;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('hotels')
      .values(demo.hotel)
      .onConflict((oc) => oc.column('id').doUpdateSet(demo.hotel))
      .execute();

    // The hotel's settings are reset to the demo's: delete and insert again.
    for (const table of [
      'around_spots',
      'hotel_plugins',
      'hotel_icon_display',
      'hotel_access_info',
      'hotel_pages',
      'hotel_payment_methods',
      'hotel_payment_times',
    ] as const) {
      await trx.deleteFrom(table).where('hotel_id', '=', hotelId).execute();
    }

    if (demo.plugins.length > 0) {
      await trx
        .insertInto('hotel_plugins')
        .values(demo.plugins.map((p) => ({ hotel_id: hotelId, ...p })))
        .execute();
    }
    if (demo.icons) {
      await trx
        .insertInto('hotel_icon_display')
        .values({ hotel_id: hotelId, ...demo.icons })
        .execute();
    }
    await trx
      .insertInto('hotel_access_info')
      .values({
        hotel_id: hotelId,
        view_status: demo.access.view_status,
        address: demo.access.address,
        address_latin: demo.access.address_latin,
        content_ja: demo.access.content?.ja ?? null,
        content_en: demo.access.content?.en ?? null,
        content_zh: demo.access.content?.zh ?? null,
        content_ko: demo.access.content?.ko ?? null,
      })
      .execute();
    const pages = Object.entries(demo.pages);
    if (pages.length > 0) {
      await trx
        .insertInto('hotel_pages')
        .values(
          pages.map(([index, content]) => ({
            hotel_id: hotelId,
            page_index: Number(index),
            view_status: 1 as const,
            content_ja: content.ja,
            content_en: content.en,
            content_zh: content.zh,
            content_ko: content.ko,
          })),
        )
        .execute();
    }
    if (demo.paymentTimes.length > 0) {
      await trx
        .insertInto('hotel_payment_times')
        .values(demo.paymentTimes.map((t) => ({ hotel_id: hotelId, ...t })))
        .execute();
    }
    if (demo.paymentMethods.length > 0) {
      await trx
        .insertInto('hotel_payment_methods')
        .values(demo.paymentMethods.map((m) => ({ hotel_id: hotelId, ...m })))
        .execute();
    }
    for (const [order, spot] of demo.spots.entries()) {
      const { id } = await trx
        .insertInto('around_spots')
        .values({
          hotel_id: hotelId,
          place_id: spot.placeId,
          category: spot.category,
          type_name: spot.typeName,
          facility_name: spot.name.ja,
          facility_name_en: spot.name.en,
          facility_name_zh: spot.name.zh,
          facility_name_ko: spot.name.ko,
          photo_reference: spot.photoReference,
          lat: spot.lat,
          lng: spot.lng,
          telephone: spot.telephone,
          website: spot.website,
          address: spot.address,
          comment_ja: spot.comment?.ja ?? null,
          comment_en: spot.comment?.en ?? null,
          comment_zh: spot.comment?.zh ?? null,
          comment_ko: spot.comment?.ko ?? null,
          sort_order: order,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (spot.hours.length > 0) {
        await trx
          .insertInto('around_spot_business_hours')
          .values(spot.hours.map((h) => ({ spot_id: id, day: h.day, start_time: h.startTime, end_time: h.endTime })))
          .execute();
      }
    }
  });
}

/**
 * Writes the demo data. Idempotent: running it again resets the demo hotels to this state, moves
 * the demo reservations to the current dates and leaves existing demo accounts as they are.
 */
export async function seedDemoData(db: Db, cipher: RegisterCipher = processRegisterCipher()): Promise<void> {
  for (const demo of demoHotels) await seedHotel(db, demo);
  await seedDemoCatalogue(db);
  // Before the stays: the demo member made their online check-ins.
  await seedDemoAccounts(db);
  await seedDemoStaff(db);
  // The reservations, stays and coupons, dated from today (what every start outside production moves).
  await redateDemoData(db);
  // A foreign guest's past stay with a passport, for the front desk's register (sealed with the server's key).
  await seedDemoRegister(db, cipher);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('hotels').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
