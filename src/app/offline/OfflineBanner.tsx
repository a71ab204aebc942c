import { defineMessages, useIntl } from 'react-intl';
import { useOffline } from '@/ui/useOffline';

const messages = defineMessages({
  offline: { id: 'app.offline.banner', defaultMessage: 'You are offline. What was loaded before still shows.' },
});

/**
 * While the app is offline (the browser says so, or its latest call got no answer: src/lib/connectivityWatch.ts),
 * a note that what was loaded before still shows.
 */
export function OfflineBanner() {
  const intl = useIntl();
  const offline = useOffline();
  // The live region stays in the page, so that the note is announced when it appears.
  return (
    <div className="app-notice-region" role="status">
      {offline && <p className="app-notice app-notice--offline">{intl.formatMessage(messages.offline)}</p>}
    </div>
  );
}
