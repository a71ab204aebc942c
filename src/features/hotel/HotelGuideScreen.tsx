import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { httpStatus } from '@/api/errors';
import { useGetHotelGuideQuery } from '@/api/providerApi';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import './HotelGuideScreen.css';

const messages = defineMessages({
  loading: { id: 'hotel.guide.loading', defaultMessage: 'Loading the hotel…' },
  noHotelTitle: { id: 'hotel.guide.noHotelTitle', defaultMessage: 'No hotel selected' },
  noHotelBody: {
    id: 'hotel.guide.noHotelBody',
    defaultMessage: 'Please open this app from the link or QR code provided by your hotel.',
  },
  notFoundTitle: { id: 'hotel.guide.notFoundTitle', defaultMessage: 'Hotel not found' },
  notFoundBody: {
    id: 'hotel.guide.notFoundBody',
    defaultMessage: 'This link does not match any hotel. Please check the link or QR code.',
  },
  errorTitle: { id: 'hotel.guide.errorTitle', defaultMessage: 'Could not load the hotel' },
  errorBody: {
    id: 'hotel.guide.errorBody',
    defaultMessage: 'Failed to send or receive data Please try again later',
  },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
});
const logoAlt = defineMessage<{ hotelName: string }>({ id: 'hotel.guide.logoAlt', defaultMessage: '{hotelName} logo' });

/** The hotel's first screen: its picture, logo and name from getHotelGuide. */
export default function HotelGuideScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const hotelId = params.get('hotelId') ?? '';
  const { data, error, isLoading, isFetching, refetch } = useGetHotelGuideQuery({ hotelId }, { skip: !hotelId });

  if (!hotelId) {
    return (
      <StatusMessage title={intl.formatMessage(messages.noHotelTitle)}>
        {intl.formatMessage(messages.noHotelBody)}
      </StatusMessage>
    );
  }
  if (isLoading) return <Spinner label={intl.formatMessage(messages.loading)} />;
  if (error || !data) {
    const status = httpStatus(error);
    if (status === 404 || status === 400) {
      return (
        <StatusMessage title={intl.formatMessage(messages.notFoundTitle)}>
          {intl.formatMessage(messages.notFoundBody)}
        </StatusMessage>
      );
    }
    return (
      <StatusMessage
        title={intl.formatMessage(messages.errorTitle)}
        action={
          <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
            {intl.formatMessage(messages.retry)}
          </button>
        }
      >
        {intl.formatMessage(messages.errorBody)}
      </StatusMessage>
    );
  }

  const info = data.facilityBasicInfo;
  // Spec: the Japanese name in Japanese, the Latin name in every other language.
  const hotelName = intl.locale === 'ja' ? info.hotelName : info.hotelNameLatin;
  return (
    <main className="hotel-guide">
      {info.extImageId && <img className="hotel-guide__hero" src={info.extImageId} alt="" width={1200} height={675} />}
      <div className="hotel-guide__identity">
        {info.logoImageId && (
          <img
            className="hotel-guide__logo"
            src={info.logoImageId}
            alt={intl.formatMessage(logoAlt, { hotelName })}
            width={72}
            height={72}
          />
        )}
        <h1 className="hotel-guide__name">{hotelName}</h1>
      </div>
    </main>
  );
}
