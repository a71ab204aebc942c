import { defineMessages, useIntl } from 'react-intl';
import { useGetCheckinHistoryQuery, type CheckinHistoryItem } from '@/api/providerApi';
import { formatDateTime } from '@/lib/dates';
import { useHotel } from '@/domain/hotel/hotelContext';
import { AppLink } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import '../mypage/MemberScreens.css';
import './History.css';
import { inScript } from '@/domain/profile/profile';

const messages = defineMessages({
  title: { id: 'account.history.title', defaultMessage: 'Check-in history' },
  empty: { id: 'account.history.empty', defaultMessage: 'No check-in information' },
});

/** Where an entry leads: its check-in info, with the check-in code in the query (spec doc 1 "CheckInListView"). */
export const checkinInfoPath = (item: Pick<CheckinHistoryItem, 'checkinId' | 'checkinCode'>) =>
  `/mypage/checkin-history/${encodeURIComponent(item.checkinId)}?checkinCode=${encodeURIComponent(item.checkinCode)}`;

/** The member's check-ins, newest first, each opening its check-in info. */
export default function CheckinHistoryScreen() {
  const intl = useIntl();
  const { language } = useHotel();
  const history = useGetCheckinHistoryQuery({});

  let content;
  if (history.data) {
    const items = history.data.checkinHistorys;
    content =
      items.length === 0 ? (
        <StatusMessage title={intl.formatMessage(messages.empty)} />
      ) : (
        <ul className="member-menu">
          {items.map((item) => (
            <li key={item.checkinId}>
              <AppLink className="member-menu__link" to={checkinInfoPath(item)}>
                <span className="history-entry">
                  <span className="history-entry__hotel">
                    {inScript(item.hotelName, item.hotelNameLatin, language)}
                  </span>
                  <time className="history-entry__time" dateTime={item.checkinTime}>
                    {formatDateTime(item.checkinTime, item.timeZone)}
                  </time>
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      );
  } else if (history.isError) {
    content = <LoadFailed onRetry={() => void history.refetch()} busy={history.isFetching} />;
  } else {
    content = <Spinner />;
  }

  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/mypage' }}>
      {content}
    </Page>
  );
}
