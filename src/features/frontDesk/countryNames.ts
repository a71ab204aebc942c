import countries, { type LocaleData } from 'i18n-iso-countries';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@/lib/language';

/**
 * The names of the countries in each of the page's languages (i18n-iso-countries), each loaded on
 * its own when the register first shows in that language: only the page's language is downloaded.
 */
const NAMES: Record<Language, () => Promise<{ default: LocaleData }>> = {
  ja: () => import(/* webpackChunkName: "countries-ja" */ 'i18n-iso-countries/langs/ja.json'),
  en: () => import(/* webpackChunkName: "countries-en" */ 'i18n-iso-countries/langs/en.json'),
  zh: () => import(/* webpackChunkName: "countries-zh" */ 'i18n-iso-countries/langs/zh.json'),
  ko: () => import(/* webpackChunkName: "countries-ko" */ 'i18n-iso-countries/langs/ko.json'),
};

const loaded = new Set<Language>();

/**
 * A country's name (ISO 3166-1 alpha-3, as passports print nationalities) in the page's language,
 * or null while the names load or for a code that names no country.
 */
export function useCountryName(): (code: string) => string | null {
  const language = useIntl().locale as Language;
  // Renders again once a language's names have come.
  const [, setArrivals] = useState(0);
  useEffect(() => {
    if (loaded.has(language)) return;
    let current = true;
    NAMES[language]()
      .then(({ default: names }) => {
        countries.registerLocale(names);
        loaded.add(language);
        if (current) setArrivals((count) => count + 1);
      })
      // Not loaded (offline): the codes are shown instead.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  const ready = loaded.has(language);
  return (code) => (ready ? (countries.getName(code, language, { select: 'official' }) ?? null) : null);
}
