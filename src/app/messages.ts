import type { Language } from '@/lib/language';

export type Messages = Record<string, string>;

/**
 * Each language's messages come in chunks: `core` (every screen) and one per feature group
 * (ids "<group>.…", split by scripts/webpack/compileMessagesLoader.cjs; the list of groups is
 * scripts/webpack/messageGroups.cjs). A chunk loads when a screen of that language needs it.
 */
export type MessageGroup =
  | 'core'
  | 'account'
  | 'checkin'
  | 'checkout'
  | 'payment'
  | 'coupon'
  | 'request'
  | 'travel'
  | 'validation'
  | 'errors'
  | StaffMessageGroup;
/** The staff app's own group (its loaders in src/app/staff/staffMessages.ts, given by addMessageGroup). */
type StaffMessageGroup = 'frontDesk';

/** One group's chunk per language. */
export type GroupLoaders = Record<Language, () => Promise<{ default: Messages }>>;

const loaders: Record<Exclude<MessageGroup, StaffMessageGroup>, GroupLoaders> &
  Partial<Record<MessageGroup, GroupLoaders>> = {
  core: {
    ja: () => import(/* webpackChunkName: "locale-ja" */ '../../locales/ja.json?group=core'),
    en: () => import(/* webpackChunkName: "locale-en" */ '../../locales/en.json?group=core'),
    zh: () => import(/* webpackChunkName: "locale-zh" */ '../../locales/zh.json?group=core'),
    ko: () => import(/* webpackChunkName: "locale-ko" */ '../../locales/ko.json?group=core'),
  },
  account: {
    ja: () => import(/* webpackChunkName: "locale-ja-account" */ '../../locales/ja.json?group=account'),
    en: () => import(/* webpackChunkName: "locale-en-account" */ '../../locales/en.json?group=account'),
    zh: () => import(/* webpackChunkName: "locale-zh-account" */ '../../locales/zh.json?group=account'),
    ko: () => import(/* webpackChunkName: "locale-ko-account" */ '../../locales/ko.json?group=account'),
  },
  checkin: {
    ja: () => import(/* webpackChunkName: "locale-ja-checkin" */ '../../locales/ja.json?group=checkin'),
    en: () => import(/* webpackChunkName: "locale-en-checkin" */ '../../locales/en.json?group=checkin'),
    zh: () => import(/* webpackChunkName: "locale-zh-checkin" */ '../../locales/zh.json?group=checkin'),
    ko: () => import(/* webpackChunkName: "locale-ko-checkin" */ '../../locales/ko.json?group=checkin'),
  },
  // The check-out screens.
  checkout: {
    ja: () => import(/* webpackChunkName: "locale-ja-checkout" */ '../../locales/ja.json?group=checkout'),
    en: () => import(/* webpackChunkName: "locale-en-checkout" */ '../../locales/en.json?group=checkout'),
    zh: () => import(/* webpackChunkName: "locale-zh-checkout" */ '../../locales/zh.json?group=checkout'),
    ko: () => import(/* webpackChunkName: "locale-ko-checkout" */ '../../locales/ko.json?group=checkout'),
  },
  // The bill and card payment, shared by the check-in and check-out screens (src/domain/payment).
  payment: {
    ja: () => import(/* webpackChunkName: "locale-ja-payment" */ '../../locales/ja.json?group=payment'),
    en: () => import(/* webpackChunkName: "locale-en-payment" */ '../../locales/en.json?group=payment'),
    zh: () => import(/* webpackChunkName: "locale-zh-payment" */ '../../locales/zh.json?group=payment'),
    ko: () => import(/* webpackChunkName: "locale-ko-payment" */ '../../locales/ko.json?group=payment'),
  },
  // The coupon detail screen.
  coupon: {
    ja: () => import(/* webpackChunkName: "locale-ja-coupon" */ '../../locales/ja.json?group=coupon'),
    en: () => import(/* webpackChunkName: "locale-en-coupon" */ '../../locales/en.json?group=coupon'),
    zh: () => import(/* webpackChunkName: "locale-zh-coupon" */ '../../locales/zh.json?group=coupon'),
    ko: () => import(/* webpackChunkName: "locale-ko-coupon" */ '../../locales/ko.json?group=coupon'),
  },
  // The mobile request screens: product list, cart, order confirmation and completion.
  request: {
    ja: () => import(/* webpackChunkName: "locale-ja-request" */ '../../locales/ja.json?group=request'),
    en: () => import(/* webpackChunkName: "locale-en-request" */ '../../locales/en.json?group=request'),
    zh: () => import(/* webpackChunkName: "locale-zh-request" */ '../../locales/zh.json?group=request'),
    ko: () => import(/* webpackChunkName: "locale-ko-request" */ '../../locales/ko.json?group=request'),
  },
  // The travel guide's list and spot detail (not home's travel tiles: their texts are hotel.home.*).
  travel: {
    ja: () => import(/* webpackChunkName: "locale-ja-travel" */ '../../locales/ja.json?group=travel'),
    en: () => import(/* webpackChunkName: "locale-en-travel" */ '../../locales/en.json?group=travel'),
    zh: () => import(/* webpackChunkName: "locale-zh-travel" */ '../../locales/zh.json?group=travel'),
    ko: () => import(/* webpackChunkName: "locale-ko-travel" */ '../../locales/ko.json?group=travel'),
  },
  // The form rules' messages (src/lib/validation/messages.ts): only screens with forms need them.
  validation: {
    ja: () => import(/* webpackChunkName: "locale-ja-validation" */ '../../locales/ja.json?group=validation'),
    en: () => import(/* webpackChunkName: "locale-en-validation" */ '../../locales/en.json?group=validation'),
    zh: () => import(/* webpackChunkName: "locale-zh-validation" */ '../../locales/zh.json?group=validation'),
    ko: () => import(/* webpackChunkName: "locale-ko-validation" */ '../../locales/ko.json?group=validation'),
  },
  // The error catalogue (src/api/errorCatalogue.ts): loaded when the first toast shows (IntlRoot).
  errors: {
    ja: () => import(/* webpackChunkName: "locale-ja-errors" */ '../../locales/ja.json?group=errors'),
    en: () => import(/* webpackChunkName: "locale-en-errors" */ '../../locales/en.json?group=errors'),
    zh: () => import(/* webpackChunkName: "locale-zh-errors" */ '../../locales/zh.json?group=errors'),
    ko: () => import(/* webpackChunkName: "locale-ko-errors" */ '../../locales/ko.json?group=errors'),
  },
};

/**
 * Adds the loaders of another app's group (the staff's), kept in that app's own modules: the guest's
 * runtime then maps none of its chunks (scripts/lib/staffApart.mjs).
 */
export const addMessageGroup = (group: StaffMessageGroup, languages: GroupLoaders) => {
  loaders[group] = languages;
};

const pending = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();
const merged = new Map<string, Messages>();

/** Loads one chunk of a language's messages once; later calls share the same request. */
export function loadMessages(language: Language, group: MessageGroup = 'core'): Promise<Messages> {
  const key = `${language}:${group}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[group]![language]().then(({ default: messages }) => {
      loaded.set(key, messages);
      return messages;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The messages of these groups together, if all have arrived (then the screen renders without
 * waiting a tick). The same object for the same groups, so react-intl keeps its caches.
 */
export function loadedMessages(language: Language, groups: readonly MessageGroup[] = ['core']): Messages | undefined {
  const key = `${language}:${groups.join(',')}`;
  const known = merged.get(key);
  if (known) return known;
  const parts = groups.map((group) => loaded.get(`${language}:${group}`));
  if (parts.some((part) => !part)) return undefined;
  const all = Object.assign({}, ...parts) as Messages;
  merged.set(key, all);
  return all;
}
