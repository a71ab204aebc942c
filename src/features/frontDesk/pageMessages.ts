import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { HotelPageName } from '@/api/frontDeskApi';

/** The information pages' names in the console (the guest app's titles, in the staff page's messages). */
export const pageNames: Record<HotelPageName, MessageDescriptor> = defineMessages({
  wifi: { id: 'frontDesk.pages.name.wifi', defaultMessage: 'Wi-Fi' },
  notices: { id: 'frontDesk.pages.name.notices', defaultMessage: 'Notices' },
  floorGuide: { id: 'frontDesk.pages.name.floorGuide', defaultMessage: 'Floor guide' },
  terms: { id: 'frontDesk.pages.name.terms', defaultMessage: 'Hotel terms of use' },
  meals: { id: 'frontDesk.pages.name.meals', defaultMessage: 'Meals' },
  bath: { id: 'frontDesk.pages.name.bath', defaultMessage: 'Bath' },
  equipment: { id: 'frontDesk.pages.name.equipment', defaultMessage: 'Facilities and amenities' },
  checkinCheckout: { id: 'frontDesk.pages.name.checkinCheckout', defaultMessage: 'Check-in / check-out' },
  access: { id: 'frontDesk.pages.name.access', defaultMessage: 'Access' },
});

export const PAGE_LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const languageNames: Record<PageLanguage, MessageDescriptor> = defineMessages({
  ja: { id: 'frontDesk.pages.lang.ja', defaultMessage: 'Japanese' },
  en: { id: 'frontDesk.pages.lang.en', defaultMessage: 'English' },
  zh: { id: 'frontDesk.pages.lang.zh', defaultMessage: 'Chinese' },
  ko: { id: 'frontDesk.pages.lang.ko', defaultMessage: 'Korean' },
});

export const pageMessages = defineMessages({
  lead: {
    id: 'frontDesk.pages.lead',
    defaultMessage:
      'The information pages of the guest app. Write each in Japanese and, if you like, in the other languages: where a language is empty, guests see the Japanese.',
  },
  empty: { id: 'frontDesk.pages.empty', defaultMessage: 'No pages.' },
  shown: { id: 'frontDesk.pages.shown', defaultMessage: 'In the menu' },
  hidden: { id: 'frontDesk.pages.hidden', defaultMessage: 'Not in the menu' },
  none: { id: 'frontDesk.pages.none', defaultMessage: 'Not written yet' },
  edit: { id: 'frontDesk.pages.edit', defaultMessage: 'Edit' },
  back: { id: 'frontDesk.pages.back', defaultMessage: 'All pages' },
  visible: { id: 'frontDesk.pages.visible', defaultMessage: "Show in the guests' menu" },
  language: { id: 'frontDesk.pages.language', defaultMessage: 'Language' },
  html: { id: 'frontDesk.pages.html', defaultMessage: 'Page (HTML)' },
  htmlHint: {
    id: 'frontDesk.pages.htmlHint',
    defaultMessage:
      'Headings, paragraphs, lists, tables, links and images are kept; scripts, styles and forms are removed when saved.',
  },
  preview: { id: 'frontDesk.pages.preview', defaultMessage: 'Preview as guests see it' },
  previewFallback: {
    id: 'frontDesk.pages.previewFallback',
    defaultMessage: 'Empty in this language: guests see the Japanese page.',
  },
  previewEmpty: { id: 'frontDesk.pages.previewEmpty', defaultMessage: 'Nothing written yet.' },
});
