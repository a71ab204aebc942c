import { useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  offline: { id: 'app.offline.banner', defaultMessage: 'You are offline. What was loaded before still shows.' },
});

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;

/** While the browser has no network: a note that what was loaded before still shows. */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  // The live region stays in the page, so that the note is announced when it appears.
  return (
    <div className="app-notice-region" role="status">
      {!online && <p className="app-notice app-notice--offline">{intl.formatMessage(messages.offline)}</p>}
    </div>
  );
}
