import { defineMessages, useIntl } from 'react-intl';
import { StatusMessage } from '@/ui/StatusMessage';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  body: { id: 'notFound.body', defaultMessage: 'This page is not available.' },
});

export default function NotFoundScreen() {
  const intl = useIntl();
  return (
    <main>
      <StatusMessage title={intl.formatMessage(messages.title)}>{intl.formatMessage(messages.body)}</StatusMessage>
    </main>
  );
}
