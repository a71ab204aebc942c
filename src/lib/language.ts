export const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** The hotel staff's front-desk page is in Japanese and English only. */
export const STAFF_LANGUAGES = ['ja', 'en'] as const satisfies readonly Language[];
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec: the language comes from the `lang` query, else the saved app_lang, else ja. */
export function resolveLanguage(queryLang: string | null, storedLang: string | null): Language {
  if (isLanguage(queryLang)) return queryLang;
  if (isLanguage(storedLang)) return storedLang;
  return DEFAULT_LANGUAGE;
}
