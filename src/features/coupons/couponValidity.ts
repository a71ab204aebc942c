import type { Coupon } from '@/api/providerApi';

/** Where `now` is in a coupon's validity (validFrom <= now < validTo, a missing bound is open). */
export function couponValidity(
  coupon: Pick<Coupon, 'validFrom' | 'validTo'>,
  now: number = Date.now(),
): 'valid' | 'notYet' | 'expired' {
  if (coupon.validFrom && now < Date.parse(coupon.validFrom)) return 'notYet';
  if (coupon.validTo && now >= Date.parse(coupon.validTo)) return 'expired';
  return 'valid';
}
