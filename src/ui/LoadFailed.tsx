import { defineMessages, useIntl } from 'react-intl';
import { StatusMessage } from './StatusMessage';

const messages = defineMessages({
  title: { id: 'common.loadFailed', defaultMessage: 'Could not load this page' },
  body: { id: 'common.loadFailedBody', defaultMessage: 'Please check your connection and try again.' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
});

/** A load that failed (the toast says why): a retry button. */
export function LoadFailed({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const intl = useIntl();
  return (
    <StatusMessage
      title={intl.formatMessage(messages.title)}
      action={
        <button type="button" className="button" onClick={onRetry} disabled={busy}>
          {intl.formatMessage(messages.retry)}
        </button>
      }
    >
      {intl.formatMessage(messages.body)}
    </StatusMessage>
  );
}
