import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useListHotelPagesQuery, type HotelPageName, type HotelPageSummary } from '@/api/frontDeskApi';
import { consoleMessages } from './consoleMessages';
import { DeskSection } from './ListState';
import { PageEditor } from './PageEditor';
import { pageMessages, pageNames } from './pageMessages';

/**
 * The managers' Pages screen (issue 32): the hotel's information pages with whether each is in the
 * guests' menu, and one page at a time in the editor (PageEditor).
 */
export function PagesScreen({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListHotelPagesQuery();
  const [editing, setEditing] = useState<HotelPageName | null>(null);
  if (editing) return <PageEditor pageName={editing} onBack={() => setEditing(null)} />;
  const pages = query.data?.pages;
  return (
    <DeskSection
      id="front-desk-pages"
      title={intl.formatMessage(consoleMessages.pages)}
      query={query}
      count={pages?.length}
      emptyText={intl.formatMessage(pageMessages.empty)}
      timeZone={timeZone}
      lead={<p className="front-desk__lead">{intl.formatMessage(pageMessages.lead)}</p>}
    >
      <ul className="desk-list">
        {pages?.map((page) => (
          <PageRow key={page.name} page={page} onEdit={() => setEditing(page.name)} />
        ))}
      </ul>
    </DeskSection>
  );
}

function PageRow({ page, onEdit }: { page: HotelPageSummary; onEdit: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const name = intl.formatMessage(pageNames[page.name]);
  const state = !page.exists ? pageMessages.none : page.visible ? pageMessages.shown : pageMessages.hidden;
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h3 className="desk-card__title" id={titleId}>
        {name}
      </h3>
      <p>{intl.formatMessage(state)}</p>
      <div className="desk-card__actions">
        <button type="button" className="button button--secondary" onClick={onEdit} aria-describedby={titleId}>
          {intl.formatMessage(pageMessages.edit)}
        </button>
      </div>
    </li>
  );
}
