import { addMessageGroup, type MessageGroup } from '../messages';

/**
 * The front desk's own texts (ids "frontDesk.…"), one chunk per language in the staff app only (the
 * guest's runtime maps none of them): added to the app's message groups (src/app/messages.ts), which
 * load only the page's language, and another one when the page switches to it.
 */
addMessageGroup('frontDesk', {
  ja: () => import(/* webpackChunkName: "locale-ja-frontDesk" */ '../../../locales/ja.json?group=frontDesk'),
  en: () => import(/* webpackChunkName: "locale-en-frontDesk" */ '../../../locales/en.json?group=frontDesk'),
  zh: () => import(/* webpackChunkName: "locale-zh-frontDesk" */ '../../../locales/zh.json?group=frontDesk'),
  ko: () => import(/* webpackChunkName: "locale-ko-frontDesk" */ '../../../locales/ko.json?group=frontDesk'),
});

/** The front desk's message groups besides core: its own, the form rules' and the error catalogue (shown beside its rows). */
export const FRONT_DESK_GROUPS: MessageGroup[] = ['frontDesk', 'validation', 'errors'];
