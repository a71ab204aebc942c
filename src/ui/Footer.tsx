import { defineMessages, useIntl } from 'react-intl';
import { PROVIDER_NAME, PROVIDER_SITE_URL } from '@/lib/config';
import { AppLink } from './AppLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NewTabHint } from './NewTabHint';
import './Footer.css';

const messages = defineMessages({
  poweredBy: { id: 'ui.footer.poweredBy', defaultMessage: 'Powered by' },
  links: { id: 'ui.footer.links', defaultMessage: 'About this service' },
  providerSite: { id: 'ui.footer.providerSite', defaultMessage: 'Operating company' },
  termsOfUse: { id: 'ui.footer.termsOfUse', defaultMessage: 'Terms of use' },
  privacyPolicy: { id: 'ui.footer.privacyPolicy', defaultMessage: 'Privacy policy' },
  securityPolicy: { id: 'ui.footer.securityPolicy', defaultMessage: 'Security policy' },
});

/** Language switcher, powered-by logo, on home the service links, and the copyright line. */
export function Footer({ withServiceLinks = false }: { withServiceLinks?: boolean }) {
  const intl = useIntl();
  return (
    <footer className="footer">
      <LanguageSwitcher />
      {withServiceLinks && (
        <nav className="footer__links" aria-label={intl.formatMessage(messages.links)}>
          <a href={PROVIDER_SITE_URL} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.providerSite)}
            <NewTabHint />
          </a>
          <AppLink to="/about-terms-of-use">{intl.formatMessage(messages.termsOfUse)}</AppLink>
          <AppLink to="/about-privacy-policy">{intl.formatMessage(messages.privacyPolicy)}</AppLink>
          <AppLink to="/about-security-policy">{intl.formatMessage(messages.securityPolicy)}</AppLink>
        </nav>
      )}
      <p className="footer__powered">
        <span>{intl.formatMessage(messages.poweredBy)}</span>
        <span className="footer__brand">
          <BrandMark />
          {PROVIDER_NAME}
        </span>
      </p>
      <p className="footer__copyright">© 2022 {PROVIDER_NAME} Inc.</p>
    </footer>
  );
}

/**
 * The provider's mark, drawn inline: as an <img>, an SVG is a document of its own that the browser
 * parses and lays out on the main thread as the page starts, on every screen.
 */
function BrandMark() {
  return (
    <svg className="footer__brand-mark" viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
      <circle cx="12" cy="6.5" r="4" />
      <circle cx="17.2" cy="10.3" r="4" />
      <circle cx="15.2" cy="16.4" r="4" />
      <circle cx="8.8" cy="16.4" r="4" />
      <circle cx="6.8" cy="10.3" r="4" />
      <circle cx="12" cy="12" r="2.4" fill="#fff" />
    </svg>
  );
}
