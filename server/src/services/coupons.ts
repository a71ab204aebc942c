import type { Db } from '../db/database.ts';
import * as coupons from '../db/repositories/coupons.ts';
import { HttpError, numericId } from '../errors.ts';
import { requireHotel } from './hotelScope.ts';

/**
 * Hotel coupons (spec doc 1 home coupons block, doc 2 coupon detail). Coupons exist only where the
 * hotel's CU plugin is on; a member sees the ones they used as used.
 */

export type CouponRow = NonNullable<Awaited<ReturnType<typeof coupons.findCoupon>>>;

/** An unknown coupon, one of a hotel without the CU plugin: one answer for both. */
const couponNotFound = () => new HttpError(404, 'This coupon was not found.', 'coupon_not_found');

const guestKeyOf = (userId: number | undefined) => (userId === undefined ? null : coupons.memberGuestKey(userId));

/** Whether `now` is inside the coupon's validity (validFrom <= now < validTo, a missing bound is open). */
const isValidAt = (row: CouponRow, now: Date) =>
  (row.valid_from === null || row.valid_from <= now) && (row.valid_to === null || now < row.valid_to);

/** The hotel's coupons valid now, or 404 for an unknown hotel. */
export async function validCoupons(db: Db, hotelId: string, userId: number | undefined) {
  await requireHotel(db, hotelId);
  return coupons.listValidCoupons(db, hotelId, new Date(), guestKeyOf(userId));
}

/**
 * A coupon, whatever its validity: one expired or not valid yet is still shown, and the screen says
 * which (a guest with a link the hotel handed out early learns when it starts, not "not available").
 */
export async function findCoupon(db: Db, couponId: number, userId: number | undefined) {
  // The contract's id is an integer, which Ajv has read from the path; the bound still applies.
  const id = numericId(String(couponId));
  const row = id === null ? undefined : await coupons.findCoupon(db, id, guestKeyOf(userId));
  if (!row) throw couponNotFound();
  return row;
}

/** Marks a valid coupon used by the member (the guest who uses it), once. */
export async function useCoupon(db: Db, couponId: number, userId: number): Promise<CouponRow> {
  const row = await findCoupon(db, couponId, userId);
  if (!isValidAt(row, new Date())) throw new HttpError(400, 'This coupon is not valid now.', 'coupon_not_valid');
  if (!(await coupons.recordUse(db, row.id, coupons.memberGuestKey(userId)))) {
    throw new HttpError(409, 'You have already used this coupon.', 'coupon_already_used');
  }
  return { ...row, is_used: true };
}
