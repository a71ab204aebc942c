import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { startSocialSignIn, type SocialProvider } from '@/domain/auth/socialSignIn';
import { LineNotesModal } from './LineNotesModal';

const messages = defineMessages({
  group: { id: 'account.login.social', defaultMessage: 'Log in with another account' },
  facebook: { id: 'account.login.facebook', defaultMessage: 'Continue with Facebook' },
  google: { id: 'account.login.google', defaultMessage: 'Continue with Google' },
  line: { id: 'account.login.line', defaultMessage: 'Continue with LINE' },
});

const PROVIDERS: { provider: SocialProvider; badge: string }[] = [
  { provider: 'facebook', badge: 'f' },
  { provider: 'google', badge: 'G' },
  { provider: 'line', badge: 'L' },
];

/** Facebook, Google and LINE sign-in (spec doc 1 "login"); LINE first shows its notes. */
export function SocialButtons({ hotelId, lang }: { hotelId: string; lang: string }) {
  const intl = useIntl();
  const [lineNotesOpen, setLineNotesOpen] = useState(false);
  const start = (provider: SocialProvider) => startSocialSignIn(provider, hotelId, lang);
  return (
    <section className="signin__social" aria-label={intl.formatMessage(messages.group)}>
      <ul className="signin__social-list">
        {PROVIDERS.map(({ provider, badge }) => (
          <li key={provider}>
            <button
              type="button"
              className={`signin__social-button signin__social-button--${provider}`}
              onClick={() => (provider === 'line' ? setLineNotesOpen(true) : start(provider))}
            >
              <span className="signin__social-badge" aria-hidden="true">
                {badge}
              </span>
              {intl.formatMessage(messages[provider])}
            </button>
          </li>
        ))}
      </ul>
      {lineNotesOpen && <LineNotesModal onLogin={() => start('line')} onBack={() => setLineNotesOpen(false)} />}
    </section>
  );
}
