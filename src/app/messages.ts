import type { Language } from '@/lib/language';

export type Messages = Record<string, string>;

// Each language's messages are their own chunk, loaded when that language is first used.
const loaders: Record<Language, () => Promise<Messages>> = {
  ja: () => import(/* webpackChunkName: "locale-ja" */ '../../locales/ja.json').then((m) => m.default),
  en: () => import(/* webpackChunkName: "locale-en" */ '../../locales/en.json').then((m) => m.default),
  zh: () => import(/* webpackChunkName: "locale-zh" */ '../../locales/zh.json').then((m) => m.default),
  ko: () => import(/* webpackChunkName: "locale-ko" */ '../../locales/ko.json').then((m) => m.default),
};

const pending = new Map<Language, Promise<Messages>>();
const loaded = new Map<Language, Messages>();

/** Loads a language's messages once; later calls share the same request. */
export function loadMessages(language: Language): Promise<Messages> {
  let promise = pending.get(language);
  if (!promise) {
    promise = loaders[language]().then((messages) => {
      loaded.set(language, messages);
      return messages;
    });
    promise.catch(() => pending.delete(language));
    pending.set(language, promise);
  }
  return promise;
}

/** The messages if they have arrived already (then the screen renders without waiting a tick). */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}
