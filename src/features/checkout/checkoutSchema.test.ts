import { validateYupSchema, yupToFormErrors } from 'formik';
import { createIntl } from 'react-intl';
import type * as yup from 'yup';
import { validationRules } from '@/lib/validation/rules';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import { checkoutPaymentSchema, checkoutReviewSchema, checkoutSearchSchema, COMMENT_MAX } from './checkoutSchema';

const rules = {
  en: validationRules(createIntl({ locale: 'en', messages: en })),
  ja: validationRules(createIntl({ locale: 'ja', messages: ja })),
};

/** The messages Formik shows for these values ({} when the form is valid). */
async function shown(schema: yup.AnyObjectSchema, values: object) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('checkoutSearchSchema', () => {
  it('requires a valid phone number', async () => {
    expect(await shown(checkoutSearchSchema(rules.en), { telephone: ' ' })).toEqual({
      telephone: 'This field is required',
    });
    expect(await shown(checkoutSearchSchema(rules.en), { telephone: '090-1234' })).toEqual({
      telephone: 'Please input correct phone number.',
    });
    expect(await shown(checkoutSearchSchema(rules.ja), { telephone: '' })).toEqual({ telephone: 'この項目は必須です' });
    expect(await shown(checkoutSearchSchema(rules.ja), { telephone: 'abc' })).toEqual({
      telephone: '正しい電話番号を入力してください。',
    });
    expect(await shown(checkoutSearchSchema(rules.en), { telephone: '09012345678' })).toEqual({});
  });
});

describe('checkoutPaymentSchema', () => {
  it('requires one of the methods shown', async () => {
    const schema = checkoutPaymentSchema(rules.en, ['cash']);
    expect(await shown(schema, { paymentMethod: '' })).toEqual({ paymentMethod: 'This field is required' });
    // A method kept from an earlier visit that the hotel no longer takes reads as not chosen.
    expect(await shown(schema, { paymentMethod: 'creditCard' })).toEqual({ paymentMethod: 'This field is required' });
    expect(await shown(checkoutPaymentSchema(rules.ja, ['cash']), { paymentMethod: '' })).toEqual({
      paymentMethod: 'この項目は必須です',
    });
    expect(await shown(schema, { paymentMethod: 'cash' })).toEqual({});
  });
});

describe('checkoutReviewSchema', () => {
  const review = { point: '7', improvement: [], comment: '' };

  it('requires a score from 1 to 10; the areas and the comment are optional', async () => {
    expect(await shown(checkoutReviewSchema(rules.en), { ...review, point: '' })).toEqual({
      point: 'This field is required',
    });
    expect(await shown(checkoutReviewSchema(rules.en), { ...review, point: '11' })).toEqual({
      point: 'This field is required',
    });
    expect(await shown(checkoutReviewSchema(rules.ja), { ...review, point: '' })).toEqual({
      point: 'この項目は必須です',
    });
    expect(await shown(checkoutReviewSchema(rules.en), review)).toEqual({});
    expect(
      await shown(checkoutReviewSchema(rules.en), { point: '1', improvement: ['staff', 'other'], comment: 'Quiet.' }),
    ).toEqual({});
  });

  it('keeps the comment within its length', async () => {
    const long = { ...review, comment: 'あ'.repeat(COMMENT_MAX + 1) };
    expect(await shown(checkoutReviewSchema(rules.en), long)).toEqual({
      comment: `The value must be less than or equal ${COMMENT_MAX} characters.`,
    });
    expect(await shown(checkoutReviewSchema(rules.ja), long)).toEqual({
      comment: `${COMMENT_MAX}文字以内で入力してください。`,
    });
    expect(await shown(checkoutReviewSchema(rules.en), { ...review, comment: 'あ'.repeat(COMMENT_MAX) })).toEqual({});
  });
});
