import { defineMessages, useIntl } from 'react-intl';
import { useHotel } from '@/domain/hotel/hotelContext';
import { pickLocalized } from '@/lib/localized';
import { Page } from '@/ui/Page';
import { RichContent } from '@/ui/RichContent';
import { StatusMessage } from '@/ui/StatusMessage';
import './HotelGuide.css';

const messages = defineMessages({
  title: { id: 'info.access.title', defaultMessage: 'Access' },
  map: { id: 'info.access.map', defaultMessage: 'Map of the hotel' },
  openMap: { id: 'info.access.openMap', defaultMessage: 'Open in Maps' },
  noData: { id: 'info.access.noData', defaultMessage: 'No access information' },
});

/** Spec constant: the embedded map's zoom. */
export const MAP_ZOOM = 17;

export function mapEmbedUrl(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=${MAP_ZOOM}&output=embed`;
}

/** The access page: an embedded map of the address at zoom 17 and the hotel's access text. */
export default function AccessScreen() {
  const intl = useIntl();
  const { guide, language } = useHotel();
  const access = guide.facilityAccessInfo;
  const address = language === 'ja' ? access.address : (access.addressLatin ?? access.address);
  const content = pickLocalized(
    { ja: access.content, en: access.contentEn, zh: access.contentZh, ko: access.contentKo },
    language,
  );
  const shown = access.viewStatus === 1 && (address || content);
  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/hotel-guide/detail' }}>
      {!shown ? (
        <StatusMessage title={intl.formatMessage(messages.noData)} />
      ) : (
        <>
          {address && (
            <div className="access__map">
              <iframe
                title={intl.formatMessage(messages.map)}
                src={mapEmbedUrl(access.address ?? address)}
                width="600"
                height="360"
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
              <p className="access__address">
                {address}
                <br />
                <a
                  href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(access.address ?? address)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {intl.formatMessage(messages.openMap)}
                </a>
              </p>
            </div>
          )}
          {content && <RichContent html={content} headingsFrom={2} />}
        </>
      )}
    </Page>
  );
}
