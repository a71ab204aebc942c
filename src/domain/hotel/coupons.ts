import type { Coupon, Language } from '@/api/providerApi';

/** A coupon's title and venue as shown: Japanese in ja, the Latin forms otherwise (when the hotel gave them). */
export function couponText(
  coupon: Pick<Coupon, 'title' | 'titleLatin' | 'venueName' | 'venueNameLatin'>,
  language: Language,
) {
  const latin = language !== 'ja';
  return {
    title: (latin && coupon.titleLatin) || coupon.title,
    venue: (latin && coupon.venueNameLatin) || coupon.venueName,
  };
}

/** A coupon's description by the same rule as its title: the Latin form outside ja, else the Japanese. */
export function couponDescription(coupon: Pick<Coupon, 'description' | 'descriptionLatin'>, language: Language) {
  return (language !== 'ja' && coupon.descriptionLatin) || coupon.description;
}
