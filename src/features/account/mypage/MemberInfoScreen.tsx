import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useGetUserInfoQuery, type User } from '@/api/providerApi';
import { formatDate } from '@/lib/dateFormat';
import { useHotel } from '@/lib/hotelContext';
import { fullName } from '@/lib/profile';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import type { ListedOccupation } from '@/lib/profile';
import { occupationOf } from './memberInfo';
import './MemberScreens.css';

const messages = defineMessages({
  title: { id: 'account.memberInfo.title', defaultMessage: 'Member information' },
  nationality: { id: 'account.memberInfo.nationality', defaultMessage: 'Nationality' },
  japanese: { id: 'account.memberInfo.japanese', defaultMessage: 'Japanese' },
  nonJapanese: { id: 'account.memberInfo.nonJapanese', defaultMessage: 'Non-Japanese' },
  fullName: { id: 'account.memberInfo.fullName', defaultMessage: 'Full name' },
  birthDate: { id: 'account.memberInfo.birthDate', defaultMessage: 'Date of birth' },
  gender: { id: 'account.memberInfo.gender', defaultMessage: 'Gender' },
  male: { id: 'account.memberInfo.male', defaultMessage: 'Male' },
  female: { id: 'account.memberInfo.female', defaultMessage: 'Female' },
  telephone: { id: 'account.memberInfo.telephone', defaultMessage: 'Phone number' },
  address: { id: 'account.memberInfo.address', defaultMessage: 'Address' },
  occupation: { id: 'account.memberInfo.occupation', defaultMessage: 'Occupation' },
  company: { id: 'account.memberInfo.company', defaultMessage: 'Company name' },
});

const occupationLabels = defineMessages<ListedOccupation>({
  employee: { id: 'account.memberInfo.occupation.employee', defaultMessage: 'Company employee' },
  selfEmployed: { id: 'account.memberInfo.occupation.selfEmployed', defaultMessage: 'Self-employed' },
  student: { id: 'account.memberInfo.occupation.student', defaultMessage: 'Student' },
  none: { id: 'account.memberInfo.occupation.none', defaultMessage: 'Unemployed' },
});

function Details({ user }: { user: User }) {
  const intl = useIntl();
  const { language } = useHotel();
  const occupation = occupationOf(user);
  const rows: [keyof typeof messages, ReactNode][] = [
    ['nationality', intl.formatMessage(user.nationality === 'NJP' ? messages.nonJapanese : messages.japanese)],
    ['fullName', fullName(user, language)],
    ['birthDate', user.birthDate ? formatDate(user.birthDate) : ''],
    ['gender', intl.formatMessage(user.gender === 'M' ? messages.male : messages.female)],
    ['telephone', user.telephone ?? ''],
    ['address', user.address ?? ''],
    [
      'occupation',
      occupation &&
        ('listed' in occupation ? intl.formatMessage(occupationLabels[occupation.listed]) : occupation.text),
    ],
  ];
  if (user.company) rows.push(['company', user.company]);
  return (
    <dl className="member-details">
      {rows.map(([label, value]) => (
        <div key={label} className="member-details__row">
          <dt>{intl.formatMessage(messages[label])}</dt>
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
