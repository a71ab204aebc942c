import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
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
 * A load that failed (the toast says why): a retry button. With the device offline (no request
 * reaches a server then, and the service worker keeps no copy of what failed), it says so and
 * retries by itself once the device is back online.
 */
export function LoadFailed({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const intl = useIntl();
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    const wentOffline = () => setOffline(true);
    const cameBack = () => {
      setOffline(false);
      onRetry();
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
    };
  }, [onRetry]);
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
