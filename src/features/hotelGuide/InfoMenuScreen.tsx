import { defineMessages, useIntl } from 'react-intl';
import { useHotel } from '@/domain/hotel/hotelContext';
import { AppLink } from '@/ui/AppLink';
import { Page } from '@/ui/Page';
import { StatusMessage } from '@/ui/StatusMessage';
import { INFO_PAGES, findPage, pageTitles } from './infoPages';
import './HotelGuide.css';

const messages = defineMessages({
  title: { id: 'info.menu.title', defaultMessage: 'Hotel guide' },
  access: { id: 'info.menu.access', defaultMessage: 'Access' },
  emptyTitle: { id: 'info.menu.emptyTitle', defaultMessage: 'No information yet' },
  emptyBody: { id: 'info.menu.emptyBody', defaultMessage: 'The hotel has not published its guide yet.' },
});

/** The hotel guide's menu: a link per published page (view status 1) and the access page. */
export default function InfoMenuScreen() {
  const intl = useIntl();
  const { guide } = useHotel();
  const pages = guide.facilityAdditionalPageInfo;
  const links = INFO_PAGES.filter(({ index }) => findPage(pages, index)?.view_status === 1).map(({ slug }) => ({
    to: `/hotel-guide/detail/${slug}`,
    label: intl.formatMessage(pageTitles[slug]),
  }));
  if (guide.facilityAccessInfo.viewStatus === 1) {
    links.push({ to: '/hotel-guide/detail/access', label: intl.formatMessage(messages.access) });
  }
  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/hotel-guide' }}>
      {links.length === 0 ? (
        <StatusMessage title={intl.formatMessage(messages.emptyTitle)}>
          {intl.formatMessage(messages.emptyBody)}
        </StatusMessage>
      ) : (
        <ul className="info-menu">
          {links.map((link) => (
            <li key={link.to}>
              <AppLink className="info-menu__link" to={link.to}>
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
