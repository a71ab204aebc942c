import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@/lib/language';
import enErrors from '../../../locales/en.json?group=errors';
import enDesk from '../../../locales/en.json?group=frontDesk';
import enValidation from '../../../locales/en.json?group=validation';
import jaErrors from '../../../locales/ja.json?group=errors';
import jaDesk from '../../../locales/ja.json?group=frontDesk';
import jaValidation from '../../../locales/ja.json?group=validation';
import koErrors from '../../../locales/ko.json?group=errors';
import koDesk from '../../../locales/ko.json?group=frontDesk';
import koValidation from '../../../locales/ko.json?group=validation';
import zhErrors from '../../../locales/zh.json?group=errors';
import zhDesk from '../../../locales/zh.json?group=frontDesk';
import zhValidation from '../../../locales/zh.json?group=validation';

/** Besides core: the desk's own texts, the form rules' messages and the error catalogue (shown beside its rows). */
const STAFF_MESSAGES: Record<Language, Record<string, string>> = {
  ja: { ...jaValidation, ...jaErrors, ...jaDesk },
  en: { ...enValidation, ...enErrors, ...enDesk },
  zh: { ...zhValidation, ...zhErrors, ...zhDesk },
  ko: { ...koValidation, ...koErrors, ...koDesk },
};

/**
 * The page's messages, in the app's four languages: the app's core (IntlRoot, loaded per language by
 * src/app/messages.ts, the chunks the guest's pages load too) and the groups above, which come in the
 * page's own chunk, in the staff app only.
 */
export function StaffIntl({ children }: { children: ReactNode }) {
  const outer = useIntl();
  // The app's language (src/lib/language.ts: one of the four, Japanese by default).
  const language = outer.locale as Language;
  // (Compiled to react-intl's AST in production, like the app's: src/app/messages.ts.)
  const core = outer.messages as Record<string, string>;
  const messages = useMemo(() => ({ ...core, ...STAFF_MESSAGES[language] }), [core, language]);
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="ja">
      {children}
    </IntlProvider>
  );
}
