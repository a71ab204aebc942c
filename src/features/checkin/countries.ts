import * as countryCodes from 'i18n-iso-countries';
import { useEffect, useState } from 'react';
import type { Language } from '@/lib/language';

/**
 * Countries by name in the page's language, for a passport's nationality (issue 24): ISO 3166-1
 * alpha-3 codes (as printed in a passport), Japan left out (a Japanese guest gives no passport).
 * Only the page's language's names load, in a chunk of their own.
 */

export interface Country {
  code: string;
  name: string;
}

const names: Record<Language, () => Promise<{ default: countryCodes.LocaleData }>> = {
  ja: () => import(/* webpackChunkName: "countries-ja" */ 'i18n-iso-countries/langs/ja.json'),
  en: () => import(/* webpackChunkName: "countries-en" */ 'i18n-iso-countries/langs/en.json'),
  zh: () => import(/* webpackChunkName: "countries-zh" */ 'i18n-iso-countries/langs/zh.json'),
  ko: () => import(/* webpackChunkName: "countries-ko" */ 'i18n-iso-countries/langs/ko.json'),
};

const loading = new Map<Language, Promise<Country[]>>();

/** The countries in `language`, sorted by name; loaded once per language. */
export function loadCountries(language: Language): Promise<Country[]> {
  let promise = loading.get(language);
  if (!promise) {
    promise = names[language]().then(({ default: locale }) => {
      countryCodes.registerLocale(locale);
      return Object.entries(countryCodes.getNames(language, { select: 'official' }))
        .map(([alpha2, name]) => ({ code: countryCodes.alpha2ToAlpha3(alpha2) ?? '', name }))
        .filter(({ code }) => code !== '' && code !== 'JPN')
        .sort((a, b) => a.name.localeCompare(b.name, language));
    });
    // A chunk that failed to load is asked for again next time.
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}

/** The countries in the page's language, or null while they load. */
export function useCountries(language: Language): Country[] | null {
  const [loaded, setLoaded] = useState<{ language: Language; countries: Country[] } | null>(null);
  useEffect(() => {
    let current = true;
    loadCountries(language).then(
      (countries) => current && setLoaded({ language, countries }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.countries : null;
}

/** A code's country name, or the code itself while the names load. */
export const countryName = (countries: Country[] | null, code: string) =>
  countries?.find((country) => country.code === code)?.name ?? code;
