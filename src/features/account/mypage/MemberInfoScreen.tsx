import { useIntl } from 'react-intl';
import { useGetUserInfoQuery, type User } from '@/api/providerApi';
import { useHotel } from '@/domain/hotel/hotelContext';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { memberDetailRows, memberInfoMessages as messages } from '@/domain/profile/memberDetails';
import './MemberScreens.css';

function Details({ user }: { user: User }) {
  const intl = useIntl();
  const { language } = useHotel();
  // The account's e-mail first: the address the member signs in with and gets the hotel's mail at
  // (not in the spec's list; the check-in confirm screen's rows leave it out).
  const rows: [string, string][] = [
    [intl.formatMessage(messages.email), user.email],
    ...memberDetailRows(intl, user, language),
  ];
  return (
    <dl className="member-details">
      {rows.map(([label, value]) => (
        <div key={label} className="member-details__row">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member's profile, read only (spec doc 1 "memberInfoView"). */
export default function MemberInfoScreen() {
  const intl = useIntl();
  const user = useGetUserInfoQuery();
  let content;
  if (user.data) content = <Details user={user.data.user} />;
  else if (user.isError) content = <LoadFailed onRetry={() => void user.refetch()} busy={user.isFetching} />;
  else content = <Spinner />;
  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/mypage' }}>
      {content}
    </Page>
  );
}
