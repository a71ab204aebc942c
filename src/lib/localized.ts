import type { Language } from './language';

export type Localized<T> = Record<Language, T | null | undefined>;

/**
 * Hotel-provided content in the guest's language, falling back to Japanese and then English
 * (spec doc 1 "information pages"). Empty strings count as missing.
 */
export function pickLocalized<T>(values: Localized<T>, language: Language): T | null {
  for (const lang of [language, 'ja', 'en'] as const) {
    const value = values[lang];
    if (value !== null && value !== undefined && (typeof value !== 'string' || value.trim() !== '')) return value;
  }
  return null;
}
