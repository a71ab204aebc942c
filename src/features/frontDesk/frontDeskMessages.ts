import { defineMessage, defineMessages } from 'react-intl';

/** Texts several parts of the front-desk page share. */
export const deskMessages = defineMessages({
  pageTitle: { id: 'frontDesk.page.title', defaultMessage: 'Front desk' },
  refresh: { id: 'frontDesk.list.refresh', defaultMessage: 'Refresh' },
  loading: { id: 'frontDesk.list.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'frontDesk.list.loadFailed', defaultMessage: 'Could not load this list.' },
  retry: { id: 'frontDesk.list.retry', defaultMessage: 'Try again' },
});

/** When a list was last read, on the hotel's clock. */
export const updatedAt = defineMessage<{ time: string }>({
  id: 'frontDesk.list.updatedAt',
  defaultMessage: 'Updated {time}',
});

/** The lists' headings (also the page's section links). */
export const sectionTitles = defineMessages({
  checkins: { id: 'frontDesk.checkins.title', defaultMessage: 'Check-ins waiting for approval' },
  requests: { id: 'frontDesk.requests.title', defaultMessage: "Today's requests" },
  payments: { id: 'frontDesk.payments.title', defaultMessage: 'Pending card payments' },
  register: { id: 'frontDesk.register.title', defaultMessage: 'Guest register' },
});
