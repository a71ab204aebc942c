import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { resolveLanguage, type Language } from '@/lib/language';
import { readStoredLanguage } from '@/lib/storage';
import { Spinner } from '@/ui/Spinner';

type Messages = Record<string, string>;

// Each language's messages are their own chunk, loaded when that language is first used.
const loaders: Record<Language, () => Promise<Messages>> = {
  ja: () => import(/* webpackChunkName: "locale-ja" */ '../../locales/ja.json').then((m) => m.default),
  en: () => import(/* webpackChunkName: "locale-en" */ '../../locales/en.json').then((m) => m.default),
  zh: () => import(/* webpackChunkName: "locale-zh" */ '../../locales/zh.json').then((m) => m.default),
  ko: () => import(/* webpackChunkName: "locale-ko" */ '../../locales/ko.json').then((m) => m.default),
};

/** Provides react-intl in the language of the `lang` query, else the saved app_lang, else ja. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const language = resolveLanguage(params.get('lang'), readStoredLanguage());
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages } | null>(null);

  useEffect(() => {
    let current = true;
    void loaders[language]().then((messages) => {
      if (current) setLoaded({ language, messages });
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  if (!loaded) return <Spinner />;
  return (
    <IntlProvider locale={loaded.language} messages={loaded.messages} defaultLocale="ja">
      {children}
    </IntlProvider>
  );
}
