import type { CustomCheckinField } from '@/api/providerApi';
import type { RegistrationValues } from '@/domain/profile/profileForm';
import { checkinEditSchema, PLACE_MAX } from './checkinEditSchema';
import type { DraftEdit } from './checkinThunks';
import type { AnswerValues } from './GuidanceFields';
import { dateRulesIn, formikErrors, rulesIn } from '../../../test/setup/schemas';
import { completeProfile } from '../../../test/setup/profile';

type Language = 'en' | 'ja';
const REQUIRED = { en: 'This field is required', ja: 'この項目は必須です' };

const question: CustomCheckinField = {
  id: 7,
  inputType: 'selectBox',
  title: 'How will you arrive?',
  jpTitle: '当日の交通手段',
  content: null,
  inputValue: ['Train', 'Car'],
  isRequired: true,
  value: null,
};
const profile: RegistrationValues = completeProfile;
type Values = DraftEdit & { profile: RegistrationValues; answers: AnswerValues };
const valid: Values = {
  inDate: '2026-11-22',
  inTime: '15:00',
  totalMembers: 2,
  knowsContacts: false,
  companionsList: [{ surname: 'Sato', name: 'Ken' }],
  reservationTel: '09012345678',
  previousAccommodation: 'Home',
  previousPlace: '',
  nextAccommodation: 'Home',
  nextPlace: '',
  profile,
  answers: { f7: '0' },
};

/** The messages Formik shows for the valid form changed by `values` ({} when valid). */
async function shown(
  values: Partial<Values>,
  language: Language = 'en',
  fields: CustomCheckinField[] | null = [question],
) {
  const schema = checkinEditSchema(rulesIn(language), dateRulesIn(language), {
    arrival: {
      dates: ['2026-11-22', '2026-11-23'],
      times: { '2026-11-22': ['15:00', '16:00'], '2026-11-23': ['15:00', '16:00'] },
    },
    language,
    fields,
  });
  return formikErrors(schema, { ...valid, ...values });
}

describe('checkinEditSchema', () => {
  it('passes a complete form', async () => {
    expect(await shown({})).toEqual({});
    expect(await shown({}, 'ja')).toEqual({});
  });

  it.each(['en', 'ja'] as const)('checks the stay as the check-in form does (%s)', async (language) => {
    expect(await shown({ inDate: '', companionsList: [{ surname: '', name: 'Ken' }] }, language)).toEqual({
      inDate: REQUIRED[language],
      companionsList: [{ surname: REQUIRED[language] }],
    });
  });

  it.each(['en', 'ja'] as const)('requires Home or Other, and the place for Other (%s)', async (language) => {
    expect(await shown({ previousAccommodation: '' as 'Home', nextAccommodation: 'Other' }, language)).toEqual({
      previousAccommodation: REQUIRED[language],
      nextPlace: REQUIRED[language],
    });
    expect(await shown({ nextAccommodation: 'Other', nextPlace: 'Kyoto/Hotel Kamo' }, language)).toEqual({});
  });

  it('bounds the typed place', async () => {
    const long = 'x'.repeat(PLACE_MAX + 1);
    expect(await shown({ previousAccommodation: 'Other', previousPlace: long })).toEqual({
      previousPlace: 'The value must be less than or equal 200 characters.',
    });
    expect(await shown({ previousAccommodation: 'Other', previousPlace: long }, 'ja')).toEqual({
      previousPlace: '200文字以内で入力してください。',
    });
    // Home: the text is not asked for, so it has no rule.
    expect(await shown({ previousPlace: long })).toEqual({});
  });

  it.each(['en', 'ja'] as const)('checks the representative under profile (%s)', async (language) => {
    expect(await shown({ profile: { ...profile, surname: '', telephone: '090-1234' } }, language)).toEqual({
      profile: {
        surname: REQUIRED[language],
        telephone: language === 'en' ? 'Please input correct phone number.' : '正しい電話番号を入力してください。',
      },
    });
    // Kana is asked for (and required) in the Japanese UI only.
    const noKana = { profile: { ...profile, familyNameKana: '' } };
    expect(await shown(noKana, language)).toEqual(
      language === 'ja' ? { profile: { familyNameKana: REQUIRED.ja } } : {},
    );
  });

  it('checks the guidance answers under answers, when the check-in has them', async () => {
    expect(await shown({ answers: { f7: '' } })).toEqual({ answers: { f7: REQUIRED.en } });
    expect(await shown({ answers: {} }, 'en', null)).toEqual({});
  });
});
