import { useIntl } from 'react-intl';
import { APPROVED, useListFrontDeskCheckinsQuery } from '@/api/frontDeskApi';
import { CheckinRow } from './CheckinRow';
import { checkinMessages as messages } from './checkinMessages';
import { sectionTitles } from './frontDeskMessages';
import { LIST_POLLING } from './listPolling';
import { DeskSection } from './ListState';

/**
 * Online check-ins of the staff's hotel waiting for the hotel's approval, in the order they were sent,
 * and those just approved, while their approval can be undone (the heading counts those that wait).
 */
export function CheckinsSection({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListFrontDeskCheckinsQuery(undefined, LIST_POLLING);
  const checkins = query.data?.checkins;
  return (
    <DeskSection
      id="front-desk-checkins"
      title={intl.formatMessage(sectionTitles.checkins)}
      query={query}
      count={checkins?.length}
      headingCount={checkins?.filter((c) => c.approvedStatus !== APPROVED).length}
      emptyText={intl.formatMessage(messages.empty)}
      timeZone={timeZone}
    >
      <ul className="desk-list">
        {checkins?.map((checkin) => (
          <CheckinRow key={checkin.checkinId} checkin={checkin} timeZone={timeZone} />
        ))}
      </ul>
    </DeskSection>
  );
}
