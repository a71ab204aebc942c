import { defineMessages, type IntlShape } from 'react-intl';
import type { User } from '@/api/providerApi';
import { formatDate } from '@/lib/dates';
import { fullName, OCCUPATIONS, type ListedOccupation } from '@/domain/profile/profile';

export const memberInfoMessages = defineMessages({
  title: { id: 'account.memberInfo.title', defaultMessage: 'Member information' },
  email: { id: 'account.memberInfo.email', defaultMessage: 'Email address' },
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

/**
 * The member's occupation: one of the listed ones (shown translated), or the free text of "other"
 * (shown as entered: the free text when there is one, else the stored value), or none at all.
 */
export function occupationOf(
  user: Pick<User, 'occupation' | 'otherOccupation'>,
): { listed: ListedOccupation } | { text: string } | null {
  const value = user.occupation?.trim();
  if (!value) return null;
  const listed = (Object.keys(OCCUPATIONS) as ListedOccupation[]).find((key) => OCCUPATIONS[key] === value);
  if (listed) return { listed };
  return { text: user.otherOccupation?.trim() || value };
}

/** The member's details as label and value rows, in the current language (member information, check-in confirm). */
export function memberDetailRows(intl: IntlShape, user: User, language: string): [string, string][] {
  const messages = memberInfoMessages;
  const occupation = occupationOf(user);
  const rows: [keyof typeof messages, string][] = [
    ['nationality', intl.formatMessage(user.nationality === 'NJP' ? messages.nonJapanese : messages.japanese)],
    ['fullName', fullName(user, language)],
    ['birthDate', user.birthDate ? formatDate(user.birthDate) : ''],
    ['gender', intl.formatMessage(user.gender === 'M' ? messages.male : messages.female)],
    ['telephone', user.telephone ?? ''],
    ['address', user.address ?? ''],
    [
      'occupation',
      occupation
        ? 'listed' in occupation
          ? intl.formatMessage(occupationLabels[occupation.listed])
          : occupation.text
        : '',
    ],
  ];
  if (user.company) rows.push(['company', user.company]);
  return rows.map(([label, value]) => [intl.formatMessage(messages[label]), value]);
}
