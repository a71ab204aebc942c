import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * Hotel coupons and their uses. A use belongs to a guest key (`user:<id>` for a member); the
 * coupon_uses primary key (coupon_id, guest_key) allows one use per guest.
 */

/** The guest key of a member's uses. */
export const memberGuestKey = (userId: number) => `user:${userId}`;

/** Whether the guest has used the coupon; always false without a guest. */
function isUsed(eb: ExpressionBuilder<Database, 'coupons'>, guestKey: string | null) {
  if (guestKey === null) return sql<boolean>`false`.as('is_used');
  return eb
    .exists(
      eb
        .selectFrom('coupon_uses')
        .select('coupon_uses.coupon_id')
        .whereRef('coupon_uses.coupon_id', '=', 'coupons.id')
        .where('coupon_uses.guest_key', '=', guestKey),
    )
    .as('is_used');
}

/** Whether the coupons plugin (CU) is on for the coupon's hotel. */
function couponsEnabled(eb: ExpressionBuilder<Database, 'coupons'>) {
  return eb.exists(
    eb
      .selectFrom('hotel_plugins')
      .select('hotel_plugins.code')
      .whereRef('hotel_plugins.hotel_id', '=', 'coupons.hotel_id')
      .where('hotel_plugins.code', '=', 'CU')
      .where('hotel_plugins.is_enabled', '=', true),
  );
}

/** The hotel's coupons valid at `now`, in display order; none when its CU plugin is off. */
export function listValidCoupons(db: Db, hotelId: string, now: Date, guestKey: string | null) {
  return db
    .selectFrom('coupons')
    .selectAll('coupons')
    .select((eb) => isUsed(eb, guestKey))
    .where('coupons.hotel_id', '=', hotelId)
    .where((eb) =>
      eb.and([
        eb.or([eb('coupons.valid_from', 'is', null), eb('coupons.valid_from', '<=', now)]),
        eb.or([eb('coupons.valid_to', 'is', null), eb('coupons.valid_to', '>', now)]),
        couponsEnabled(eb),
      ]),
    )
    .orderBy('coupons.sort_order')
    .orderBy('coupons.id')
    .execute();
}

/** A coupon of a hotel with CU on, whatever its validity, or undefined. */
export function findCoupon(db: Db, couponId: number, guestKey: string | null) {
  return db
    .selectFrom('coupons')
    .selectAll('coupons')
    .select((eb) => isUsed(eb, guestKey))
    .where('coupons.id', '=', couponId)
    .where((eb) => couponsEnabled(eb))
    .executeTakeFirst();
}

/**
 * Records the guest's use of the coupon; false when the guest had used it already. Concurrent
 * calls wait on the primary key: exactly one inserts, the others find the row and insert nothing.
 */
export async function recordUse(db: Db, couponId: number, guestKey: string): Promise<boolean> {
  const inserted = await db
    .insertInto('coupon_uses')
    .values({ coupon_id: couponId, guest_key: guestKey })
    .onConflict((oc) => oc.columns(['coupon_id', 'guest_key']).doNothing())
    .returning('coupon_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
