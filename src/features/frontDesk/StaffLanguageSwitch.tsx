import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { deskMessages } from './frontDeskMessages';
import { STAFF_LANGUAGES, type StaffLanguage } from './StaffIntl';
import '@/ui/Footer.css';

/** Each language named in its own script. */
const NATIVE_NAMES: Record<StaffLanguage, string> = { ja: '日本語', en: 'English' };

/**
 * The front desk's language switch (ja, en): sets the `lang` query as the guest's switcher does
 * (src/ui/LanguageSwitcher.tsx, whose four languages the desk does not offer), with its look.
 */
export function StaffLanguageSwitch() {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage(deskMessages.language)}>
      <ul className="language-switcher__list">
        {STAFF_LANGUAGES.map((lang) => (
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
