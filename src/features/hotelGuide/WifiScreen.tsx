import { defineMessages, useIntl } from 'react-intl';
import { useHotel } from '@/domain/hotel/hotelContext';
import { Page } from '@/ui/Page';
import { RichContent } from '@/ui/RichContent';
import { StatusMessage } from '@/ui/StatusMessage';
import { findPage, pageContent } from './infoPages';

const WIFI_PAGE_INDEX = 3;

const messages = defineMessages({
  title: { id: 'info.wifi.title', defaultMessage: 'Wi-Fi' },
  noData: { id: 'info.wifi.noData', defaultMessage: 'No Wi-Fi information' },
});

/** The Wi-Fi page of the home button: the hotel's Wi-Fi content (page 3) or a no-data text. */
export default function WifiScreen() {
  const intl = useIntl();
  const { guide, language } = useHotel();
  const page = findPage(guide.facilityAdditionalPageInfo, WIFI_PAGE_INDEX);
  const content = page?.view_status === 1 ? pageContent(page, language) : null;
  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/hotel-guide' }}>
      {content ? (
        <RichContent html={content} headingsFrom={2} />
      ) : (
        <StatusMessage title={intl.formatMessage(messages.noData)} />
      )}
    </Page>
  );
}
