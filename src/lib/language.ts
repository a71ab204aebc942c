export const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec: the language comes from the `lang` query, else the saved app_lang, else ja. */
export function resolveLanguage(queryLang: string | null, storedLang: string | null): Language {
  if (isLanguage(queryLang)) return queryLang;
  if (isLanguage(storedLang)) return storedLang;
  return DEFAULT_LANGUAGE;
}
