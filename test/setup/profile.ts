import { OCCUPATIONS, type RegistrationValues } from '@/domain/profile/profileForm';

/** A complete registration form (a Japanese national), as the profile tests start from. */
export const completeProfile: RegistrationValues = {
  nationality: 'JPN',
  surname: '山田',
  name: '花子',
  familyNameKana: 'ヤマダ',
  givenNameKana: 'ハナコ',
  birthDate: '1990/04/01',
  gender: 'F',
  telephone: '09012345678',
  postalCode: '111-0032',
  address: '東京都台東区浅草2-3-1',
  occupation: OCCUPATIONS.employee,
  company: '浅草商事',
  otherOccupation: '',
};
