import type { Db } from '../db/database.ts';
import * as coupons from '../db/repositories/coupons.ts';
import { HttpError, numericId } from '../errors.ts';
import { requireHotel } from './hotelScope.ts';

/**
 * Hotel coupons (spec doc 1 home coupons block, doc 2 coupon detail). Coupons exist only where the
 * hotel's CU plugin is on; a member sees the ones they used as used.
 */

export type CouponRow = NonNullable<Awaited<ReturnType<typeof coupons.findStartedCoupon>>>;

/** An unknown coupon, one not valid yet, one of a hotel without the CU plugin: one answer for all. */
const couponNotFound = () => new HttpError(404, 'This coupon was not found.', 'coupon_not_found');

const guestKeyOf = (userId: number | undefined) => (userId === undefined ? null : coupons.memberGuestKey(userId));

const isExpired = (row: CouponRow, now: Date) => row.valid_to !== null && row.valid_to <= now;

/** The hotel's coupons valid now, or 404 for an unknown hotel. */
export async function validCoupons(db: Db, hotelId: string, userId: number | undefined) {
  await requireHotel(db, hotelId);
  return coupons.listValidCoupons(db, hotelId, new Date(), guestKeyOf(userId));
}

/** A coupon that has started; an expired one is still shown (the screen shows its validity). */
export async function startedCoupon(db: Db, couponId: number, userId: number | undefined, now = new Date()) {
  // The contract's id is an integer, which Ajv has read from the path; the bound still applies.
  const id = numericId(String(couponId));
  const row = id === null ? undefined : await coupons.findStartedCoupon(db, id, now, guestKeyOf(userId));
  if (!row) throw couponNotFound();
  return row;
}

/** Marks a valid coupon used by the member (the guest who uses it), once. */
export async function useCoupon(db: Db, couponId: number, userId: number): Promise<CouponRow> {
  const now = new Date();
  const row = await startedCoupon(db, couponId, userId, now);
  if (isExpired(row, now)) throw new HttpError(400, 'This coupon has expired.', 'coupon_not_valid');
  if (!(await coupons.recordUse(db, row.id, coupons.memberGuestKey(userId)))) {
    throw new HttpError(409, 'You have already used this coupon.', 'coupon_already_used');
  }
  return { ...row, is_used: true };
}
