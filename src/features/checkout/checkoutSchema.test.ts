import { checkoutPaymentSchema, checkoutReviewSchema, checkoutSearchSchema, COMMENT_MAX } from './checkoutSchema';
import { formikErrors, rulesIn } from '../../../test/setup/schemas';

const rules = { en: rulesIn('en'), ja: rulesIn('ja') };

describe('checkoutSearchSchema', () => {
  it('requires a valid phone number', async () => {
    expect(await formikErrors(checkoutSearchSchema(rules.en), { telephone: ' ' })).toEqual({
      telephone: 'This field is required',
    });
    expect(await formikErrors(checkoutSearchSchema(rules.en), { telephone: '090-1234' })).toEqual({
      telephone: 'Please input correct phone number.',
    });
    expect(await formikErrors(checkoutSearchSchema(rules.ja), { telephone: '' })).toEqual({
      telephone: 'この項目は必須です',
    });
    expect(await formikErrors(checkoutSearchSchema(rules.ja), { telephone: 'abc' })).toEqual({
      telephone: '正しい電話番号を入力してください。',
    });
    expect(await formikErrors(checkoutSearchSchema(rules.en), { telephone: '09012345678' })).toEqual({});
  });
});

describe('checkoutPaymentSchema', () => {
  it('requires one of the methods shown', async () => {
    const schema = checkoutPaymentSchema(rules.en, ['cash']);
    expect(await formikErrors(schema, { paymentMethod: '' })).toEqual({ paymentMethod: 'This field is required' });
    // A method kept from an earlier visit that the hotel no longer takes reads as not chosen.
    expect(await formikErrors(schema, { paymentMethod: 'creditCard' })).toEqual({
      paymentMethod: 'This field is required',
    });
    expect(await formikErrors(checkoutPaymentSchema(rules.ja, ['cash']), { paymentMethod: '' })).toEqual({
      paymentMethod: 'この項目は必須です',
    });
    expect(await formikErrors(schema, { paymentMethod: 'cash' })).toEqual({});
  });
});

describe('checkoutReviewSchema', () => {
  const review = { point: '7', improvement: [], comment: '' };

  it('requires a score from 1 to 10; the areas and the comment are optional', async () => {
    expect(await formikErrors(checkoutReviewSchema(rules.en), { ...review, point: '' })).toEqual({
      point: 'This field is required',
    });
    expect(await formikErrors(checkoutReviewSchema(rules.en), { ...review, point: '11' })).toEqual({
      point: 'This field is required',
    });
    expect(await formikErrors(checkoutReviewSchema(rules.ja), { ...review, point: '' })).toEqual({
      point: 'この項目は必須です',
    });
    expect(await formikErrors(checkoutReviewSchema(rules.en), review)).toEqual({});
    expect(
      await formikErrors(checkoutReviewSchema(rules.en), {
        point: '1',
        improvement: ['staff', 'other'],
        comment: 'Quiet.',
      }),
    ).toEqual({});
  });

  it('keeps the comment within its length', async () => {
    const long = { ...review, comment: 'あ'.repeat(COMMENT_MAX + 1) };
    expect(await formikErrors(checkoutReviewSchema(rules.en), long)).toEqual({
      comment: `The value must be less than or equal ${COMMENT_MAX} characters.`,
    });
    expect(await formikErrors(checkoutReviewSchema(rules.ja), long)).toEqual({
      comment: `${COMMENT_MAX}文字以内で入力してください。`,
    });
    expect(
      await formikErrors(checkoutReviewSchema(rules.en), { ...review, comment: 'あ'.repeat(COMMENT_MAX) }),
    ).toEqual({});
  });
});
