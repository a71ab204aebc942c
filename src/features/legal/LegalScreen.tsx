import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import type { LegalDocument } from './content/types';
import { loadLegalDocument, type LegalDocumentName } from './legalDocuments';
import './LegalScreen.css';

const titles = defineMessages({
  userTerms: { id: 'legal.title.userTerms', defaultMessage: 'Terms of use' },
  hotelTerms: { id: 'legal.title.hotelTerms', defaultMessage: 'Terms of use for facilities' },
  privacyPolicy: { id: 'legal.title.privacyPolicy', defaultMessage: 'Privacy policy' },
  securityPolicy: { id: 'legal.title.securityPolicy', defaultMessage: 'Security policy' },
});

const messages = defineMessages({
  lastUpdated: { id: 'legal.lastUpdated', defaultMessage: 'Last updated' },
  loadFailedTitle: { id: 'legal.loadFailedTitle', defaultMessage: 'Could not load this page' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
});

/** A static legal page (terms, privacy, security); works without a hotel. */
export function LegalScreen({ name }: { name: LegalDocumentName }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  // What was loaded, for which request: a new document, language or retry shows the spinner again.
  const request = `${name}/${intl.locale}/${attempt}`;
  const [state, setState] = useState<{ request: string; doc?: LegalDocument; failed?: boolean }>({ request: '' });

  useEffect(() => {
    let current = true;
    loadLegalDocument(name, intl.locale).then(
      (doc) => current && setState({ request, doc }),
      () => current && setState({ request, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [name, intl.locale, request]);

  const { doc, failed } = state.request === request ? state : { doc: undefined, failed: false };
  return (
    <Page title={intl.formatMessage(titles[name])} back="history">
      {failed && (
        <StatusMessage
          title={intl.formatMessage(messages.loadFailedTitle)}
          action={
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {intl.formatMessage(messages.retry)}
            </button>
          }
        />
      )}
      {!doc && !failed && <Spinner />}
      {doc && (
        <article className="legal" lang={intl.locale === 'en' ? 'en' : 'ja'}>
          <p className="legal__updated">
            {intl.formatMessage(messages.lastUpdated)}: {doc.lastUpdated}
          </p>
          {doc.intro?.map((p, i) => (
            <p key={`intro-${i}`}>{p}</p>
          ))}
          {doc.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs?.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
              {section.items && (
                <ol>
                  {section.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ol>
              )}
            </section>
          ))}
          {doc.closing?.map((p, i) => (
            <p key={`closing-${i}`}>{p}</p>
          ))}
        </article>
      )}
    </Page>
  );
}

export const UserTermsScreen = () => <LegalScreen name="userTerms" />;
export const HotelTermsScreen = () => <LegalScreen name="hotelTerms" />;
export const PrivacyPolicyScreen = () => <LegalScreen name="privacyPolicy" />;
export const SecurityPolicyScreen = () => <LegalScreen name="securityPolicy" />;
