import { cardSchema } from './cardSchema';
import { formikErrors, rulesIn } from '../../../../test/setup/schemas';

const rules = { en: rulesIn('en'), ja: rulesIn('ja') };
const NOW = new Date('2026-11-22T00:00:00Z');
const GOOD = { cardNumber: '4242 4242 4242 4242', cardExpire: '12/28', name: 'HANAKO YAMADA', securityCode: '123' };
const EMPTY = { cardNumber: '', cardExpire: '', name: '', securityCode: '' };

describe('cardSchema (spec doc 1 §5, doc 2 §5)', () => {
  it('passes a complete card, its expiry up to the end of its month', async () => {
    expect(await formikErrors(cardSchema(rules.en, NOW), GOOD)).toEqual({});
    expect(
      await formikErrors(cardSchema(rules.en, NOW), { ...GOOD, cardExpire: '11/26', securityCode: '1234' }),
    ).toEqual({});
  });

  it('requires all four fields first', async () => {
    expect(await formikErrors(cardSchema(rules.en, NOW), EMPTY)).toEqual({
      cardNumber: 'This field is required',
      cardExpire: 'This field is required',
      name: 'This field is required',
      securityCode: 'This field is required',
    });
    expect(await formikErrors(cardSchema(rules.ja, NOW), { ...GOOD, name: '  ' })).toEqual({
      name: 'この項目は必須です',
    });
  });

  it('asks for 16 digits, an MM/YY month not yet over and 3 or 4 digits of CVV', async () => {
    const wrong = { ...GOOD, cardNumber: '4242 4242', cardExpire: '10/26', securityCode: '12' };
    expect(await formikErrors(cardSchema(rules.en, NOW), wrong)).toEqual({
      cardNumber: 'Please enter the 16 digits of the card.',
      cardExpire: 'Please enter a valid expiry date (MM/YY).',
      securityCode: 'Please enter 3 or 4 digits.',
    });
    expect(await formikErrors(cardSchema(rules.ja, NOW), { ...wrong, cardExpire: '13/27' })).toEqual({
      cardNumber: 'カード番号16桁を入力してください。',
      cardExpire: '正しい有効期限（MM/YY）を入力してください。',
      securityCode: '3桁または4桁の数字を入力してください。',
    });
  });
});
