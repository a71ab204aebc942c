import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { withAppQuery } from '@/lib/navigation';
import { useAppQuery } from './AppLink';
import './Header.css';

const messages = defineMessages({
  back: { id: 'ui.header.back', defaultMessage: 'Back' },
});

/** Where the back arrow goes: history back, or replace to a named route. */
export type BackTarget = 'history' | { to: string };

export function Header({ title, back }: { title: string; back?: BackTarget }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const appQuery = useAppQuery();
  const goBack = () => {
    if (back === 'history') {
      // Opened straight from a link (nothing to go back to): go to the hotel's home instead.
      if (window.history.length > 1 && window.history.state?.idx > 0) navigate(-1);
      else navigate(withAppQuery('/hotel-guide', appQuery), { replace: true });
    } else if (back) {
      navigate(withAppQuery(back.to, appQuery), { replace: true });
    }
  };
  return (
    <header className="header">
      {back && (
        <button type="button" className="header__back" onClick={goBack} aria-label={intl.formatMessage(messages.back)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <h1 className="header__title">{title}</h1>
    </header>
  );
}
