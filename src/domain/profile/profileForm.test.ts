import type { User } from '@/api/providerApi';
import {
  OCCUPATIONS,
  OTHER_OCCUPATION,
  prefillValues,
  showsCompany,
  showsKana,
  showsOtherOccupation,
  showsPostalCode,
  toProfileInput,
  type RegistrationValues,
} from '@/domain/profile/profileForm';
import { completeProfile } from '../../../test/setup/profile';

const valid: RegistrationValues = completeProfile;

const user: User = {
  id: '7',
  email: 'hanako@example.com',
  name: null,
  surname: null,
  nameKana: null,
  nameLatin: 'Hanako Yamada',
  picture: 'https://example.com/me.png',
  nationality: null,
  birthDate: null,
  gender: null,
  telephone: null,
  postalCode: null,
  address: null,
  occupation: null,
  otherOccupation: null,
  company: null,
};

describe('which fields show', () => {
  it('shows the kana only to Japanese nationals in the Japanese UI', () => {
    expect(showsKana({ nationality: 'JPN' }, 'ja')).toBe(true);
    expect(showsKana({ nationality: 'JPN' }, 'zh')).toBe(false);
    expect(showsKana({ nationality: 'NJP' }, 'ja')).toBe(false);
  });

  it('shows the postal code for Japanese nationals, the company and the free text by occupation', () => {
    expect(showsPostalCode({ nationality: 'JPN' })).toBe(true);
    expect(showsPostalCode({ nationality: 'NJP' })).toBe(false);
    expect(showsCompany({ occupation: OCCUPATIONS.employee })).toBe(true);
    expect(showsCompany({ occupation: OCCUPATIONS.selfEmployed })).toBe(true);
    expect(showsCompany({ occupation: OCCUPATIONS.student })).toBe(false);
    expect(showsCompany({ occupation: OTHER_OCCUPATION })).toBe(false);
    expect(showsOtherOccupation({ occupation: OTHER_OCCUPATION })).toBe(true);
    expect(showsOtherOccupation({ occupation: OCCUPATIONS.none })).toBe(false);
  });
});

describe('prefillValues', () => {
  it('starts from the defaults: Japanese, male, employee', () => {
    expect(prefillValues({}, { ...user, nameLatin: null }, {})).toMatchObject({
      nationality: 'JPN',
      gender: 'M',
      occupation: '会社員',
      surname: '',
      name: '',
      birthDate: '',
    });
  });

  it('takes the name a social sign-in’s provider gave, given name first in Latin script', () => {
    expect(prefillValues({}, user, {})).toMatchObject({ surname: 'Yamada', name: 'Hanako' });
    expect(prefillValues({}, { ...user, nameLatin: 'Mary Ann Smith' }, {})).toMatchObject({
      surname: 'Smith',
      name: 'Mary Ann',
    });
    expect(prefillValues({}, { ...user, nameLatin: '田中　愛子' }, {})).toMatchObject({
      surname: '田中',
      name: '愛子',
    });
    expect(prefillValues({}, { ...user, nameLatin: '김 민지' }, {})).toMatchObject({ surname: '김', name: '민지' });
    // One word cannot be split, and a member's own name always wins.
    expect(prefillValues({}, { ...user, nameLatin: 'Aiko' }, {})).toMatchObject({ surname: '', name: '' });
    expect(prefillValues({}, { ...user, surname: '佐藤', name: '花子' }, {})).toMatchObject({
      surname: '佐藤',
      name: '花子',
    });
    expect(prefillValues({ surname: 'Tanaka' }, user, {})).toMatchObject({ surname: 'Tanaka', name: 'Hanako' });
  });

  it('takes the stored member, with its kana split and its birth date as YYYY/MM/DD', () => {
    const stored: User = {
      ...user,
      surname: '佐藤',
      name: '花子',
      nameKana: 'サトウ ハナコ',
      nationality: 'NJP',
      birthDate: '1990-04-01',
      gender: 'F',
      telephone: '0312345678',
      postalCode: '1110032',
      address: '東京都台東区浅草',
      occupation: '自営業',
      company: '浅草商事',
    };
    expect(prefillValues({}, stored, {})).toEqual({
      nationality: 'NJP',
      surname: '佐藤',
      name: '花子',
      familyNameKana: 'サトウ',
      givenNameKana: 'ハナコ',
      birthDate: '1990/04/01',
      gender: 'F',
      telephone: '0312345678',
      postalCode: '1110032',
      address: '東京都台東区浅草',
      occupation: '自営業',
      company: '浅草商事',
      otherOccupation: '',
    });
  });

  it('shows the member’s stored hiragana or half-width kana as katakana', () => {
    expect(prefillValues({}, { ...user, nameKana: 'やまだ はなこ' }, {})).toMatchObject({
      familyNameKana: 'ヤマダ',
      givenNameKana: 'ハナコ',
    });
    expect(prefillValues({}, { ...user, nameKana: 'ﾔﾏﾀﾞ　ﾊﾅｺ' }, {})).toMatchObject({
      familyNameKana: 'ヤマダ',
      givenNameKana: 'ハナコ',
    });
  });

  it('shows an occupation outside the list as Other with its free text', () => {
    expect(prefillValues({}, { ...user, occupation: 'Designer' }, {})).toMatchObject({
      occupation: OTHER_OCCUPATION,
      otherOccupation: 'Designer',
    });
    expect(prefillValues({}, { ...user, occupation: OTHER_OCCUPATION, otherOccupation: 'Pilot' }, {})).toMatchObject({
      occupation: OTHER_OCCUPATION,
      otherOccupation: 'Pilot',
    });
  });

  it('prefers the current value, then the stored member, then the reservation', () => {
    const reservation = {
      familyNameKana: 'タナカ',
      givenNameKana: 'イチロウ',
      telephone: '0311112222',
      address: '大阪',
    };
    const stored = { ...user, telephone: '0900000000', nameKana: 'サトウ ハナコ' };
    expect(prefillValues({ address: '京都' }, stored, reservation)).toMatchObject({
      familyNameKana: 'サトウ',
      givenNameKana: 'ハナコ',
      telephone: '0900000000',
      address: '京都',
    });
    expect(prefillValues({}, user, reservation)).toMatchObject({
      familyNameKana: 'タナカ',
      givenNameKana: 'イチロウ',
      telephone: '0311112222',
      address: '大阪',
    });
  });
});

describe('toProfileInput', () => {
  it('builds the submitted user object of the spec', () => {
    expect(toProfileInput(valid, 'ja', user)).toEqual({
      surname: '山田',
      name: '花子',
      nameKana: 'ヤマダ ハナコ',
      nameLatin: 'Hanako Yamada',
      nationality: 'JPN',
      birthDate: '1990-04-01',
      gender: 'F',
      telephone: '09012345678',
      postalCode: '111-0032',
      address: '東京都台東区浅草2-3-1',
      occupation: '会社員',
      company: '浅草商事',
      otherOccupation: null,
      email: 'hanako@example.com',
      picture: 'https://example.com/me.png',
    });
  });

  it('sends half-width katakana the guest typed as full-width', () => {
    expect(toProfileInput({ ...valid, familyNameKana: 'ﾔﾏﾀﾞ', givenNameKana: 'ﾊﾅｺ' }, 'ja', user).nameKana).toBe(
      'ヤマダ ハナコ',
    );
  });

  it('sends no kana and no postal code for a non-Japanese national', () => {
    expect(toProfileInput({ ...valid, nationality: 'NJP' }, 'ja', user)).toMatchObject({
      nameKana: null,
      postalCode: null,
    });
  });

  it('keeps the stored kana of a Japanese national outside the Japanese UI (the fields are hidden)', () => {
    const input = toProfileInput({ ...valid, familyNameKana: 'X' }, 'en', { ...user, nameKana: 'ヤマダ ハナコ' });
    expect(input.nameKana).toBe('ヤマダ ハナコ');
    expect(toProfileInput(valid, 'en', user).nameKana).toBeNull();
  });

  it('sends the company only for employees and the self-employed, the free text only for Other', () => {
    expect(toProfileInput({ ...valid, occupation: OCCUPATIONS.student }, 'ja', user)).toMatchObject({
      occupation: '学生',
      company: null,
      otherOccupation: null,
    });
    expect(
      toProfileInput({ ...valid, occupation: OTHER_OCCUPATION, otherOccupation: ' Pilot ' }, 'ja', user),
    ).toMatchObject({ occupation: OTHER_OCCUPATION, company: null, otherOccupation: 'Pilot' });
  });
});
