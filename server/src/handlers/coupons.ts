import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { findCoupon, useCoupon, validCoupons, type CouponRow } from '../services/coupons.ts';

/** The contract's Coupon (title, venue and description with their Latin forms; the SPA picks by language). */
function coupon(row: CouponRow) {
  return {
    id: row.id,
    title: row.title,
    titleLatin: row.title_latin,
    venueName: row.venue_name ?? '',
    venueNameLatin: row.venue_name_latin,
    description: row.description,
    descriptionLatin: row.description_latin,
    image: row.image,
    url: row.url,
    validFrom: row.valid_from?.toISOString() ?? null,
    validTo: row.valid_to?.toISOString() ?? null,
    isUsed: Boolean(row.is_used),
  };
}

/** Hotel coupons: the list, one coupon, and marking one used (rules in services/coupons.ts). */
export function createCouponHandlers(db: Db) {
  return {
    async getHotelCoupons(request) {
      const rows = await validCoupons(db, request.query.hotelId, request.userId);
      return { coupons: rows.map(coupon) };
    },

    async getHotelCoupon(request) {
      return { coupon: coupon(await findCoupon(db, request.params.id, request.userId)) };
    },

    // Signed-in only (the contract's security).
    async takeHotelCoupons(request) {
      return { coupon: coupon(await useCoupon(db, request.params.id, request.userId!)) };
    },
  } satisfies SomeHandlers;
}
