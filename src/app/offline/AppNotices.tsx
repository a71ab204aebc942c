import { useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@/lib/language';
import en from '../../../locales/en.json?group=app';
import ja from '../../../locales/ja.json?group=app';
import ko from '../../../locales/ko.json?group=app';
import zh from '../../../locales/zh.json?group=app';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';

/** Their texts (group `app`) in the four languages: in this chunk, so the first screen's core stays as it is. */
const NOTICE_MESSAGES: Record<Language, Record<string, string>> = { ja, en, zh, ko };

/**
 * The app's own notices, loaded once the first screen has shown (AppShell): the offline banner,
 * and the service worker's registration with its prompt when a new version is ready.
 */
export default function AppNotices() {
  const outer = useIntl();
  const language = outer.locale as Language;
  const messages = useMemo(() => NOTICE_MESSAGES[language] ?? NOTICE_MESSAGES.ja, [language]);
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="ja">
      <OfflineBanner />
      <UpdatePrompt />
    </IntlProvider>
  );
}
