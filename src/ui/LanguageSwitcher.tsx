import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { LANGUAGES, type Language } from '@/lib/language';

const messages = defineMessages({
  label: { id: 'ui.languageSwitcher.label', defaultMessage: 'Language' },
});

/** Each language named in its own script, as guests look for it. */
const NATIVE_NAMES: Record<Language, string> = { ja: '日本語', en: 'English', zh: '中文', ko: '한국어' };

/** Sets the `lang` query (spec: the footer's language switcher). */
export function LanguageSwitcher() {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage(messages.label)}>
      <ul className="language-switcher__list">
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <button
              type="button"
              lang={lang}
              className="language-switcher__button"
              aria-pressed={intl.locale === lang}
              onClick={() =>
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    next.set('lang', lang);
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {NATIVE_NAMES[lang]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
