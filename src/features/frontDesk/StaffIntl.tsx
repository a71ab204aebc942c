import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import enErrors from '../../../locales/en.json?group=errors';
import enDesk from '../../../locales/en.json?group=frontDesk';
import enValidation from '../../../locales/en.json?group=validation';
import jaErrors from '../../../locales/ja.json?group=errors';
import jaDesk from '../../../locales/ja.json?group=frontDesk';
import jaValidation from '../../../locales/ja.json?group=validation';

/**
 * The front desk's languages: Japanese and English only (hotel staff, not guests; the locale group
 * frontDesk exists in ja.json and en.json only, see scripts/webpack/messageGroups.cjs).
 */
export const STAFF_LANGUAGES = ['ja', 'en'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

export const isStaffLanguage = (lang: string): lang is StaffLanguage =>
  (STAFF_LANGUAGES as readonly string[]).includes(lang);

/** Besides core: the desk's own texts, the form rules' messages and the error catalogue (shown beside its rows). */
const STAFF_MESSAGES: Record<StaffLanguage, Record<string, string>> = {
  ja: { ...jaValidation, ...jaErrors, ...jaDesk },
  en: { ...enValidation, ...enErrors, ...enDesk },
};

/**
 * The page's messages: the app's core (IntlRoot) and the groups above, which come in the page's
 * own chunk rather than through the route table and the message loaders (src/app/messages.ts), so
 * the page adds nothing but its route to what the home route downloads.
 */
export function StaffIntl({ children }: { children: ReactNode }) {
  const outer = useIntl();
  const language = isStaffLanguage(outer.locale) ? outer.locale : 'ja';
  // (Compiled to react-intl's AST in production, like the app's: src/app/messages.ts.)
  const core = outer.messages as Record<string, string>;
  const messages = useMemo(() => ({ ...core, ...STAFF_MESSAGES[language] }), [core, language]);
  return (
    <IntlProvider locale={language} messages={messages} defaultLocale="ja">
      {children}
    </IntlProvider>
  );
}
