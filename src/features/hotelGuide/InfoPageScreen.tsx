import { defineMessages, useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useHotel } from '@/domain/hotel/hotelContext';
import { Page } from '@/ui/Page';
import { RichContent } from '@/ui/RichContent';
import { StatusMessage } from '@/ui/StatusMessage';
import { INFO_PAGES, findPage, pageContent, pageTitles } from './infoPages';

const messages = defineMessages({
  noData: { id: 'info.page.noData', defaultMessage: 'No information' },
});

/**
 * One generic page for every information page, keyed by page index (spec doc 1). A page the hotel
 * hid (view status not 1) does not open by its URL either: it goes back to the menu, as an unknown
 * page does, so a guest never reads what the hotel took down.
 */
export default function InfoPageScreen() {
  const intl = useIntl();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const { guide, language } = useHotel();
  const entry = INFO_PAGES.find((p) => p.slug === slug);
  const page = entry && findPage(guide.facilityAdditionalPageInfo, entry.index);
  // No page index, or a page the hotel hid: back to the menu.
  if (!entry || (page && page.view_status !== 1)) return <Navigate to={`/hotel-guide/detail?${params}`} replace />;

  const content = pageContent(page, language);
  return (
    <Page title={intl.formatMessage(pageTitles[entry.slug])} back={{ to: '/hotel-guide/detail' }}>
      {content ? (
        <RichContent html={content} headingsFrom={2} />
      ) : (
        <StatusMessage title={intl.formatMessage(messages.noData)} />
      )}
    </Page>
  );
}
