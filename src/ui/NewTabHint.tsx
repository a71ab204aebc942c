import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  newTab: { id: 'ui.newTab', defaultMessage: '(opens in a new tab)' },
});

/** Tells screen-reader users that a link opens in a new tab. */
export function NewTabHint() {
  const intl = useIntl();
  return <span className="visually-hidden"> {intl.formatMessage(messages.newTab)}</span>;
}
