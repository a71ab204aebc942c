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
        <img src="/images/powered-by.svg" alt={PROVIDER_NAME} width={158} height={24} />
      </p>
      <p className="footer__copyright">© 2022 {PROVIDER_NAME} Inc.</p>
    </footer>
  );
}
