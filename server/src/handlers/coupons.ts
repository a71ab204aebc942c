import type { FastifyRequest } from 'fastify';
import type { OperationRequest } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as coupons from '../db/repositories/coupons.ts';
import { HttpError, numericId } from '../errors.ts';
import { requireHotel } from '../services/hotelScope.ts';

type CouponRow = NonNullable<Awaited<ReturnType<typeof coupons.findStartedCoupon>>>;
type CouponRequest = OperationRequest<'getHotelCoupon' | 'takeHotelCoupons'>;

/** An unknown coupon, one not valid yet, one of a hotel without the CU plugin: one answer for all. */
const couponNotFound = () => new HttpError(404, 'This coupon was not found.', 'coupon_not_found');

const guestKeyOf = (request: FastifyRequest) =>
  request.userId === undefined ? null : coupons.memberGuestKey(request.userId);

const isExpired = (row: CouponRow, now: Date) => row.valid_to !== null && row.valid_to <= now;

/** The contract's Coupon (title and venue with their Latin forms; the SPA picks by language). */
function coupon(row: CouponRow) {
  return {
    id: row.id,
    title: row.title,
    titleLatin: row.title_latin,
    venueName: row.venue_name ?? '',
    venueNameLatin: row.venue_name_latin,
    description: row.description,
    image: row.image,
    url: row.url,
    validFrom: row.valid_from?.toISOString() ?? null,
    validTo: row.valid_to?.toISOString() ?? null,
    isUsed: Boolean(row.is_used),
  };
}

/**
 * Hotel coupons (spec doc 1 home coupons block, doc 2 coupon detail): the list, one coupon, and
 * marking one used. Coupons exist only where the hotel's CU plugin is on.
 */
export function createCouponHandlers(db: Db) {
  async function startedCoupon(request: CouponRequest, now: Date) {
    // The contract's id is an integer, which Ajv has read from the path; the bound still applies.
    const id = numericId(String(request.params.id));
    const row = id === null ? undefined : await coupons.findStartedCoupon(db, id, now, guestKeyOf(request));
    if (!row) throw couponNotFound();
    return row;
  }

  return {
    async getHotelCoupons(request: OperationRequest<'getHotelCoupons'>) {
      const { hotelId } = request.query;
      await requireHotel(db, hotelId);
      const rows = await coupons.listValidCoupons(db, hotelId, new Date(), guestKeyOf(request));
      return { coupons: rows.map(coupon) };
    },

    // An expired coupon is still shown: the screen shows its validity, and a member sees it used.
    async getHotelCoupon(request: CouponRequest) {
      return { coupon: coupon(await startedCoupon(request, new Date())) };
    },

    async takeHotelCoupons(request: CouponRequest) {
      const now = new Date();
      const row = await startedCoupon(request, now);
      if (isExpired(row, now)) throw new HttpError(400, 'This coupon has expired.', 'coupon_not_valid');
      // Signed-in only (the contract's security): the member is the guest who uses it.
      if (!(await coupons.recordUse(db, row.id, coupons.memberGuestKey(request.userId!)))) {
        throw new HttpError(409, 'You have already used this coupon.', 'coupon_already_used');
      }
      return { coupon: coupon({ ...row, is_used: true }) };
    },
  };
}
