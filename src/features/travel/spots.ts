import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AroundSpot } from '@/api/providerApi';
import type { Language } from '@/lib/language';

/** Travel guide categories: popular is the tour-booking widget; 0 all, 1 food, 2 activity, 3 shopping. */
export type Category = 'popular' | '0' | '1' | '2' | '3';

export const categoryLabels: Record<Category, MessageDescriptor> = defineMessages({
  popular: { id: 'travel.category.popular', defaultMessage: 'Popular' },
  '0': { id: 'travel.category.all', defaultMessage: 'All' },
  '1': { id: 'travel.category.food', defaultMessage: 'Food' },
  '2': { id: 'travel.category.activity', defaultMessage: 'Activities' },
  '3': { id: 'travel.category.shopping', defaultMessage: 'Shopping' },
});

/** The pills in order: popular first and only when the hotel has the booking widget. */
export function categoriesFor(hasBookingWidget: boolean): Category[] {
  return hasBookingWidget ? ['popular', '0', '1', '2', '3'] : ['0', '1', '2', '3'];
}

/** The category from the query when it is one of the pills, else the first pill. */
export function selectedCategory(query: string | null, categories: Category[]): Category {
  return categories.find((c) => c === query) ?? categories[0]!;
}

/** A spot's name in the guest's language, falling back to the Japanese name. */
export function spotName(spot: AroundSpot, language: Language): string {
  const byLanguage = {
    ja: spot.facilityName,
    en: spot.facilityNameEn,
    zh: spot.facilityNameZh,
    ko: spot.facilityNameKo,
  };
  return byLanguage[language] || spot.facilityName;
}

/** Spec: a name on a card is cut to 11 characters when it is longer than 12. */
export function shortName(name: string): string {
  const characters = Array.from(name);
  return characters.length > 12 ? `${characters.slice(0, 11).join('')}…` : name;
}

export const typeLabels: Record<string, MessageDescriptor> = defineMessages({
  restaurant: { id: 'travel.type.restaurant', defaultMessage: 'Restaurant' },
  cafe: { id: 'travel.type.cafe', defaultMessage: 'Café' },
  bar: { id: 'travel.type.bar', defaultMessage: 'Bar' },
  sweets: { id: 'travel.type.sweets', defaultMessage: 'Sweets' },
  temple: { id: 'travel.type.temple', defaultMessage: 'Temple' },
  shrine: { id: 'travel.type.shrine', defaultMessage: 'Shrine' },
  museum: { id: 'travel.type.museum', defaultMessage: 'Museum' },
  park: { id: 'travel.type.park', defaultMessage: 'Park' },
  amusement_park: { id: 'travel.type.amusementPark', defaultMessage: 'Amusement park' },
  sightseeing: { id: 'travel.type.sightseeing', defaultMessage: 'Sightseeing' },
  cruise: { id: 'travel.type.cruise', defaultMessage: 'Cruise' },
  experience: { id: 'travel.type.experience', defaultMessage: 'Experience' },
  shopping_street: { id: 'travel.type.shoppingStreet', defaultMessage: 'Shopping street' },
  store: { id: 'travel.type.store', defaultMessage: 'Shop' },
  market: { id: 'travel.type.market', defaultMessage: 'Market' },
  department_store: { id: 'travel.type.departmentStore', defaultMessage: 'Department store' },
});
