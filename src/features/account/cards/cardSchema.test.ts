import { validateYupSchema, yupToFormErrors } from 'formik';
import { createIntl } from 'react-intl';
import type * as yup from 'yup';
import { validationRules } from '@/lib/validation/rules';
import en from '../../../../locales/en.json';
import ja from '../../../../locales/ja.json';
import { cardSchema } from './cardSchema';

const rules = {
  en: validationRules(createIntl({ locale: 'en', messages: en })),
  ja: validationRules(createIntl({ locale: 'ja', messages: ja })),
};
const NOW = new Date('2026-11-22T00:00:00Z');
const GOOD = { cardNumber: '4242 4242 4242 4242', cardExpire: '12/28', name: 'HANAKO YAMADA', securityCode: '123' };
const EMPTY = { cardNumber: '', cardExpire: '', name: '', securityCode: '' };

/** The messages Formik shows for these values ({} when the form is valid). */
async function shown(schema: yup.AnyObjectSchema, values: object) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('cardSchema (spec doc 1 §5, doc 2 §5)', () => {
  it('passes a complete card, its expiry up to the end of its month', async () => {
    expect(await shown(cardSchema(rules.en, NOW), GOOD)).toEqual({});
    expect(await shown(cardSchema(rules.en, NOW), { ...GOOD, cardExpire: '11/26', securityCode: '1234' })).toEqual({});
  });

  it('requires all four fields first', async () => {
    expect(await shown(cardSchema(rules.en, NOW), EMPTY)).toEqual({
      cardNumber: 'This field is required',
      cardExpire: 'This field is required',
      name: 'This field is required',
      securityCode: 'This field is required',
    });
    expect(await shown(cardSchema(rules.ja, NOW), { ...GOOD, name: '  ' })).toEqual({ name: 'この項目は必須です' });
  });

  it('asks for 16 digits, an MM/YY month not yet over and 3 or 4 digits of CVV', async () => {
    const wrong = { ...GOOD, cardNumber: '4242 4242', cardExpire: '10/26', securityCode: '12' };
    expect(await shown(cardSchema(rules.en, NOW), wrong)).toEqual({
      cardNumber: 'Please enter the 16 digits of the card.',
      cardExpire: 'Please enter a valid expiry date (MM/YY).',
      securityCode: 'Please enter 3 or 4 digits.',
    });
    expect(await shown(cardSchema(rules.ja, NOW), { ...wrong, cardExpire: '13/27' })).toEqual({
      cardNumber: 'カード番号16桁を入力してください。',
      cardExpire: '正しい有効期限（MM/YY）を入力してください。',
      securityCode: '3桁または4桁の数字を入力してください。',
    });
  });
});
