import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { readStoredHotelId } from '@/lib/storage';
import { AppLink } from '@/ui/AppLink';
import { Page } from '@/ui/Page';
import { StatusMessage } from '@/ui/StatusMessage';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  body: { id: 'notFound.body', defaultMessage: 'This page is not available.' },
  top: { id: 'notFound.top', defaultMessage: 'TOP' },
});

/** Any unknown path, and where the guard sends a guest without a (valid) hotel. */
export default function NotFoundScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  // A TOP button when a hotel is known: one the guard has loaded before (stored) or the current one.
  const hotelId = readStoredHotelId() ?? params.get('hotelId');
  return (
    <Page>
      <StatusMessage
        title={intl.formatMessage(messages.title)}
        action={
          hotelId && (
            <AppLink className="button" to={`/hotel-guide?hotelId=${encodeURIComponent(hotelId)}`}>
              {intl.formatMessage(messages.top)}
            </AppLink>
          )
        }
      >
        {intl.formatMessage(messages.body)}
      </StatusMessage>
    </Page>
  );
}
