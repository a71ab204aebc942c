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

/** One generic page for every information page, keyed by page index (spec doc 1). */
export default function InfoPageScreen() {
  const intl = useIntl();
  const { slug } = useParams();
  const [params] = useSearchParams();
  const { guide, language } = useHotel();
  const entry = INFO_PAGES.find((p) => p.slug === slug);
  // No page index: back to the menu.
  if (!entry) return <Navigate to={`/hotel-guide/detail?${params}`} replace />;

  const content = pageContent(findPage(guide.facilityAdditionalPageInfo, entry.index), language);
  return (
    <Page title={intl.formatMessage(pageTitles[entry.slug])} back={{ to: '/hotel-guide/detail' }}>
      {content ? <RichContent html={content} /> : <StatusMessage title={intl.formatMessage(messages.noData)} />}
    </Page>
  );
}
