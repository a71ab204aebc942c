import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { askServer as askTheServer } from '@/lib/connectivityWatch';
import { StatusMessage } from './StatusMessage';
import { useOffline } from './useOffline';

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
 * or its latest call got no answer: src/lib/connectivityWatch.ts; the service worker keeps no copy of what
 * failed), it says so and retries by itself once the app is back online.
 */
export function LoadFailed({
  onRetry,
  busy = false,
  askServer = false,
}: {
  onRetry: () => void;
  busy?: boolean;
  /** What failed gave no status (a screen's code that did not load): whether the server answers tells offline. */
  askServer?: boolean;
}) {
  const intl = useIntl();
  useEffect(() => {
    if (askServer) void askTheServer();
  }, [askServer]);
  const offline = useOffline();
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
