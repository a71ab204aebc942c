import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { resolveLanguage, type Language } from '@/lib/language';
import { readStoredLanguage } from '@/lib/storage';
import { Spinner } from '@/ui/Spinner';
import { loadedMessages, loadMessages, type Messages } from './messages';

/** Provides react-intl in the language of the `lang` query, else the saved app_lang, else ja. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const language = resolveLanguage(params.get('lang'), readStoredLanguage());
  const [arrived, setArrived] = useState<{ language: Language; messages: Messages } | null>(null);
  const messages = loadedMessages(language) ?? (arrived?.language === language ? arrived.messages : undefined);

  useEffect(() => {
    let current = true;
    if (!loadedMessages(language)) {
      void loadMessages(language).then((m) => {
        if (current) setArrived({ language, messages: m });
      });
    }
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  if (!messages) return <Spinner />;
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="ja">
      {children}
    </IntlProvider>
  );
}
