import type { RegistrationValues } from '@/domain/profile/profileForm';
import { profileSchema } from '@/domain/profile/profileSchema';
import { dateRulesIn, formikErrors, rulesIn } from '../../../test/setup/schemas';
import { completeProfile } from '../../../test/setup/profile';

// The registration rules of spec doc 1 §5, as the registration form shows them (in the UI's language).
type Language = 'ja' | 'en';
const TODAY = '2026/05/01';

const valid: RegistrationValues = completeProfile;

/** The messages Formik shows for the valid form changed by `values` ({} when valid). */
const errors = (values: Partial<RegistrationValues>, language: Language = 'ja') =>
  formikErrors(profileSchema(rulesIn(language), dateRulesIn(language), language, TODAY), { ...valid, ...values });

const REQUIRED = { ja: 'この項目は必須です', en: 'This field is required' };

describe('profileSchema (registration rules)', () => {
  it('passes a complete form', async () => {
    expect(await errors({})).toEqual({});
    expect(await errors({}, 'en')).toEqual({});
  });

  it.each(['surname', 'name', 'birthDate', 'telephone', 'address'] as const)('requires %s', async (field) => {
    expect(await errors({ [field]: '  ' })).toEqual({ [field]: REQUIRED.ja });
    expect(await errors({ [field]: '' }, 'en')).toEqual({ [field]: REQUIRED.en });
  });

  it('requires nationality and gender', async () => {
    const unset = { nationality: '' as 'JPN', gender: '' as 'M' };
    expect(await errors(unset)).toEqual({ nationality: REQUIRED.ja, gender: REQUIRED.ja });
    expect(await errors(unset, 'en')).toEqual({ nationality: REQUIRED.en, gender: REQUIRED.en });
  });

  it('requires the kana in katakana from Japanese nationals in the Japanese UI only', async () => {
    expect(await errors({ familyNameKana: ' ', givenNameKana: 'Hanako' })).toEqual({
      familyNameKana: REQUIRED.ja,
      givenNameKana: 'カタカナのみで入力してください。',
    });
    expect(await errors({ familyNameKana: 'やまだ', givenNameKana: '' })).toEqual({
      familyNameKana: 'カタカナのみで入力してください。',
      givenNameKana: REQUIRED.ja,
    });
    expect(await errors({ familyNameKana: 'ヤマダ ー', givenNameKana: 'ハナコ' })).toEqual({});
    const noKana = { familyNameKana: '', givenNameKana: 'ひらがな' };
    expect(await errors(noKana, 'en')).toEqual({});
    expect(await errors({ ...noKana, nationality: 'NJP' })).toEqual({});
  });

  it('asks for a correct phone number (digits only)', async () => {
    expect(await errors({ telephone: '090-1234-5678' })).toEqual({ telephone: '正しい電話番号を入力してください。' });
    expect(await errors({ telephone: '+8190' }, 'en')).toEqual({ telephone: 'Please input correct phone number.' });
  });

  it('asks for a real YYYY/MM/DD birth date from 1900 to today', async () => {
    for (const birthDate of ['1990-04-01', '1990/02/30', '1899/12/31', '2026/05/02']) {
      expect(await errors({ birthDate }, 'en')).toEqual({ birthDate: 'Please enter a valid date' });
    }
    expect(await errors({ birthDate: '1990/4/1' })).toEqual({ birthDate: '正しい日付を入力してください' });
    expect(await errors({ birthDate: '1900/01/01' })).toEqual({});
    expect(await errors({ birthDate: TODAY })).toEqual({});
  });

  it('has no rules for occupation, company, otherOccupation and postal code', async () => {
    const free = { occupation: '', company: '', otherOccupation: '', postalCode: 'abc' };
    expect(await errors(free)).toEqual({});
    expect(await errors(free, 'en')).toEqual({});
  });
});
