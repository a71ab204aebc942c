import { useEffect, useRef, useSyncExternalStore } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isOffline, subscribeConnectivity } from '@/lib/connectivity';
import { StatusMessage } from './StatusMessage';

const messages = defineMessages({
  title: { id: 'common.loadFailed', defaultMessage: 'Could not load this page' },
  body: { id: 'common.loadFailedBody', defaultMessage: 'Please check your connection and try again.' },
  offline: { id: 'common.offline', defaultMessage: 'You are offline' },
  offlineBody: {
    id: 'common.offlineBody',
    defaultMessage: 'This page needs a connection; it will load when you are back online.',
  },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
});

/**
 * A load that failed (the toast says why): a retry button. With the app offline (the browser says so,
 * or the last call got no answer: src/lib/connectivity.ts; the service worker keeps no copy of what
 * failed), it says so and retries by itself once the app is back online.
 */
export function LoadFailed({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const intl = useIntl();
  const offline = useSyncExternalStore(subscribeConnectivity, isOffline, () => false);
  // Back online (the browser says so, or another call was answered): loads again by itself.
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) onRetry();
    wasOffline.current = offline;
  }, [offline, onRetry]);
  return (
    <StatusMessage
      title={intl.formatMessage(offline ? messages.offline : messages.title)}
      action={
        <button type="button" className="button" onClick={onRetry} disabled={busy}>
          {intl.formatMessage(messages.retry)}
        </button>
      }
    >
      {intl.formatMessage(offline ? messages.offlineBody : messages.body)}
    </StatusMessage>
  );
}
