import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useMatches, useSearchParams } from 'react-router-dom';
import { resolveLanguage, type Language } from '@/lib/language';
import { readStoredLanguage } from '@/lib/storage';
import { selectToasts } from '@/ui/toastSlice';
import { useAppSelector } from './hooks';
import { FramedLoadingScreen } from './LoadingScreen';
import { loadedMessages, loadMessages, type MessageGroup, type Messages } from './messages';

/** The message groups the matched routes ask for (route handle `messages`), after core. */
function useMessageGroups(): MessageGroup[] {
  const matches = useMatches();
  const wanted = matches.flatMap((m) => (m.handle as { messages?: MessageGroup[] } | undefined)?.messages ?? []);
  const key = [...new Set(wanted)].sort().join(',');
  return useMemo(() => ['core', ...(key ? (key.split(',') as MessageGroup[]) : [])], [key]);
}

/**
 * The error catalogue (group `errors`) loads once the first toast shows, beside the screen's
 * messages: the screen never waits for it, and until it arrives (or if it cannot) the toast shows
 * the catalogue's English text, which production keeps (src/api/errorCatalogue.ts).
 */
function useErrorMessages(language: Language): boolean {
  const toasting = useAppSelector((state) => selectToasts(state).length > 0);
  const [wanted, setWanted] = useState(false);
  const [, setArrived] = useState(0);
  if (toasting && !wanted) setWanted(true);
  const loaded = wanted && loadedMessages(language, ['errors']) !== undefined;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadMessages(language, 'errors').then(
      () => current && setArrived((n) => n + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, language]);
  return loaded;
}

interface Shown {
  language: Language;
  messages: Messages;
}

/**
 * Provides react-intl in the language of the `lang` query, else the saved app_lang, else ja. While
 * another language's messages load, the screen stays as it is (in the language it was in), so a
 * half-filled form or an open modal survives a language switch.
 */
export function IntlRoot({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const language = resolveLanguage(params.get('lang'), readStoredLanguage());
  const routeGroups = useMessageGroups();
  const withErrors = useErrorMessages(language);
  const groups = useMemo<MessageGroup[]>(
    () => (withErrors ? [...routeGroups, 'errors'] : routeGroups),
    [withErrors, routeGroups],
  );
  const ready = loadedMessages(language, groups);
  // The last language whose messages arrived: shown while another language's are on their way.
  // (An object, so that the first language arriving re-renders too.)
  const [settled, setSettled] = useState<{ language: Language }>({ language });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fallback = ready ? undefined : loadedMessages(settled.language, groups);
  let shown: Shown | null = null;
  if (ready) shown = { language, messages: ready };
  else if (fallback) shown = { language: settled.language, messages: fallback };

  useEffect(() => {
    if (ready) return;
    let current = true;
    Promise.all(groups.map((group) => loadMessages(language, group))).then(
      () => {
        // A transition: React renders the screen in slices, yielding to the browser between them.
        if (current) startTransition(() => setSettled({ language }));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [language, groups, ready, attempt]);

  useEffect(() => {
    document.documentElement.lang = shown?.language ?? language;
  }, [shown?.language, language]);

  if (!shown && failed) return <MessagesFailed onRetry={() => (setFailed(false), setAttempt((a) => a + 1))} />;
  if (!shown) return <FramedLoadingScreen />;
  return (
    <IntlProvider locale={shown.language} messages={shown.messages} defaultLocale="ja">
      {children}
    </IntlProvider>
  );
}

/** The app's texts could not be loaded (offline): said in all four languages, as the spinner's label is. */
function MessagesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="status-message" role="alert">
      <p>読み込めませんでした / Could not load / 无法加载 / 불러올 수 없습니다</p>
      <button type="button" className="button" onClick={onRetry}>
        再試行 / Try again / 重试 / 다시 시도
      </button>
    </div>
  );
}

/** The language the app is in (query, else saved), for loading a screen's messages before it shows. */
export function currentLanguage(location: Location = window.location): Language {
  return resolveLanguage(new URLSearchParams(location.search).get('lang'), readStoredLanguage());
}
