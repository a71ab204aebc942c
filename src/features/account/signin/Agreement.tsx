import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { MessageTag } from 'react-intl';
import { AppLink } from '@/ui/AppLink';
import { NewTabHint } from '@/ui/NewTabHint';

const agreement = defineMessage<{ terms: MessageTag; privacy: MessageTag }>({
  id: 'account.login.agreement',
  defaultMessage:
    'By logging in, you agree to the <terms>Terms of Use</terms> and the <privacy>Privacy Policy</privacy>.',
});

const link = (to: string) =>
  function LegalLink(chunks: ReactNode[]) {
    return (
      <AppLink to={to} target="_blank" rel="noopener">
        {chunks}
        <NewTabHint />
      </AppLink>
    );
  };

/** The per-language agreement sentence with the terms and privacy links (spec doc 1 "login"). */
export function Agreement() {
  const intl = useIntl();
  return (
    <p className="signin__agreement">
      {intl.formatMessage(agreement, { terms: link('/about-terms-of-use'), privacy: link('/about-privacy-policy') })}
    </p>
  );
}
