import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AdditionalPage } from '@/api/providerApi';
import type { Language } from '@/lib/language';
import { pickLocalized } from '@/lib/localized';

/** Page index of each information page slug under /hotel-guide/detail/ (spec doc 1 route table). */
export const INFO_PAGES = [
  { slug: 'checkin-out', index: 10 },
  { slug: 'wifi', index: 3 },
  { slug: 'meal', index: 7 },
  { slug: 'bath', index: 8 },
  { slug: 'equipment', index: 9 },
  { slug: 'floor', index: 5 },
  { slug: 'notice', index: 4 },
  { slug: 'terms-of-use', index: 6 },
] as const;

export type InfoPageSlug = (typeof INFO_PAGES)[number]['slug'];

export const pageTitles: Record<InfoPageSlug, MessageDescriptor> = defineMessages({
  'checkin-out': { id: 'info.page.checkinOut', defaultMessage: 'Check-in / check-out' },
  wifi: { id: 'info.page.wifi', defaultMessage: 'Wi-Fi' },
  meal: { id: 'info.page.meal', defaultMessage: 'Meals' },
  bath: { id: 'info.page.bath', defaultMessage: 'Bath' },
  equipment: { id: 'info.page.equipment', defaultMessage: 'Facilities and amenities' },
  floor: { id: 'info.page.floor', defaultMessage: 'Floor guide' },
  notice: { id: 'info.page.notice', defaultMessage: 'Notices' },
  'terms-of-use': { id: 'info.page.termsOfUse', defaultMessage: 'Hotel terms of use' },
});

/** A page's content in the guest's language, else Japanese, else English. */
export function pageContent(page: AdditionalPage | undefined, language: Language): string | null {
  if (!page) return null;
  return pickLocalized(
    { ja: page.jp_content, en: page.en_content, zh: page.zh_content, ko: page.ko_content },
    language,
  );
}

export function findPage(pages: AdditionalPage[], index: number): AdditionalPage | undefined {
  return pages.find((p) => p.page_index === index);
}
