import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useMatches, useSearchParams } from 'react-router-dom';
import { resolveLanguage, type Language } from '@/lib/language';
import { readStoredLanguage } from '@/lib/storage';
import { Spinner } from '@/ui/Spinner';
import { loadedMessages, loadMessages, type MessageGroup, type Messages } from './messages';

/** The message groups the matched routes ask for (route handle `messages`), after core. */
function useMessageGroups(): MessageGroup[] {
  const matches = useMatches();
  const wanted = matches.flatMap((m) => (m.handle as { messages?: MessageGroup[] } | undefined)?.messages ?? []);
  const key = [...new Set(wanted)].sort().join(',');
  return useMemo(() => ['core', ...(key ? (key.split(',') as MessageGroup[]) : [])], [key]);
}

/** Provides react-intl in the language of the `lang` query, else the saved app_lang, else ja. */
export function IntlRoot({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const language = resolveLanguage(params.get('lang'), readStoredLanguage());
  const groups = useMessageGroups();
  const key = `${language}:${groups.join(',')}`;
  const [arrived, setArrived] = useState<{ key: string; messages: Messages } | null>(null);
  const messages = loadedMessages(language, groups) ?? (arrived?.key === key ? arrived.messages : undefined);

  useEffect(() => {
    let current = true;
    if (!loadedMessages(language, groups)) {
      void Promise.all(groups.map((group) => loadMessages(language, group))).then(() => {
        const all = loadedMessages(language, groups);
        if (current && all) setArrived({ key: `${language}:${groups.join(',')}`, messages: all });
      });
    }
    return () => {
      current = false;
    };
  }, [language, groups]);

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

/** Starts loading a group of messages in the language the app is in (a screen's chunk is on its way). */
export function preloadMessageGroup(group: MessageGroup, location: Location = window.location): void {
  const language: Language = resolveLanguage(new URLSearchParams(location.search).get('lang'), readStoredLanguage());
  void loadMessages(language, group).catch(() => undefined);
}
