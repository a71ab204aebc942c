import type { CustomCheckinField } from '@/api/providerApi';
import { ANSWER_MAX, type AnswerValues } from './GuidanceFields';
import { guidanceSchema } from './guidanceSchema';
import { formikErrors, rulesIn } from '../../../test/setup/schemas';

const REQUIRED = { en: 'This field is required', ko: '필수 입력 항목입니다' };

const field = (id: number, overrides: Partial<CustomCheckinField>): CustomCheckinField => ({
  id,
  inputType: 'textArea',
  title: `Question ${id}`,
  jpTitle: `質問${id}`,
  content: null,
  inputValue: [],
  isRequired: false,
  value: null,
  ...overrides,
});
const fields = [
  field(1, { inputType: 'selectBox', inputValue: ['Train', 'Car'], isRequired: true }),
  field(2, { inputType: 'selectBox', inputValue: ['Yes', 'No'] }),
  field(3, { isRequired: true }),
  field(4, {}),
  field(5, { inputType: 'none', isRequired: true }),
];
const answered: AnswerValues = { f1: '1', f2: '', f3: 'A quiet room', f4: '' };

/** The messages Formik shows for the answers ({} when the form is valid). */
const shown = (values: AnswerValues, language: 'en' | 'ko' = 'en') =>
  formikErrors(guidanceSchema(rulesIn(language), fields), values);

describe('guidanceSchema', () => {
  it('passes the required answers given, the optional ones left empty', async () => {
    expect(await shown(answered)).toEqual({});
  });

  it.each(['en', 'ko'] as const)('requires an answer only where the field isRequired (%s)', async (language) => {
    expect(await shown({ f1: '', f2: '', f3: '  ', f4: '' }, language)).toEqual({
      f1: REQUIRED[language],
      f3: REQUIRED[language],
    });
  });

  it('takes a required select’s answer only among its options', async () => {
    expect(await shown({ ...answered, f1: '2' })).toEqual({ f1: REQUIRED.en });
  });

  it.each(['en', 'ko'] as const)('bounds typed answers (%s)', async (language) => {
    const long = 'x'.repeat(ANSWER_MAX + 1);
    expect(await shown({ ...answered, f3: long, f4: long }, language)).toEqual({
      f3: language === 'en' ? 'The value must be less than or equal 1000 characters.' : '1000자 이내로 입력해 주세요.',
      f4: language === 'en' ? 'The value must be less than or equal 1000 characters.' : '1000자 이내로 입력해 주세요.',
    });
  });
});
