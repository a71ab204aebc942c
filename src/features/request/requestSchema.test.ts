import { validateYupSchema, yupToFormErrors } from 'formik';
import { createIntl } from 'react-intl';
import type * as yup from 'yup';
import { validationRules } from '@/lib/validation/rules';
import en from '../../../locales/en.json';
import ko from '../../../locales/ko.json';
import { cartSchema, orderSchema } from './requestSchema';

const rules = {
  en: validationRules(createIntl({ locale: 'en', messages: en })),
  ko: validationRules(createIntl({ locale: 'ko', messages: ko })),
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

describe('cartSchema', () => {
  it('requires a valid phone number', async () => {
    expect(await shown(cartSchema(rules.en), { telephone: '' })).toEqual({ telephone: 'This field is required' });
    expect(await shown(cartSchema(rules.en), { telephone: 'abc' })).toEqual({
      telephone: 'Please input correct phone number.',
    });
    expect(await shown(cartSchema(rules.ko), { telephone: '  ' })).toEqual({ telephone: '필수 입력 항목입니다' });
    expect(await shown(cartSchema(rules.ko), { telephone: '+81 90' })).toEqual({
      telephone: '올바른 전화번호를 입력해 주세요.',
    });
    expect(await shown(cartSchema(rules.en), { telephone: '09012345678' })).toEqual({});
  });
});

describe('orderSchema', () => {
  const rooms = [{ value: 'c1:101' }, { value: 'c1:102' }];

  it('requires one of the rooms found', async () => {
    const schema = orderSchema(rules.en, rooms, []);
    expect(await shown(schema, { room: '', payment: '' })).toEqual({ room: 'This field is required' });
    // A room kept from an earlier search that is no longer found reads as not chosen.
    expect(await shown(schema, { room: 'c9:901', payment: '' })).toEqual({ room: 'This field is required' });
    expect(await shown(orderSchema(rules.ko, rooms, []), { room: '', payment: '' })).toEqual({
      room: '필수 입력 항목입니다',
    });
    expect(await shown(schema, { room: 'c1:102', payment: '' })).toEqual({});
  });

  it('requires a payment choice only when the hotel offers some', async () => {
    const schema = orderSchema(rules.en, rooms, ['checkout', 'creditCard']);
    expect(await shown(schema, { room: 'c1:101', payment: '' })).toEqual({ payment: 'This field is required' });
    expect(await shown(orderSchema(rules.en, rooms, ['checkout']), { room: 'c1:101', payment: 'creditCard' })).toEqual({
      payment: 'This field is required',
    });
    expect(await shown(orderSchema(rules.ko, rooms, ['checkout']), { room: 'c1:101', payment: '' })).toEqual({
      payment: '필수 입력 항목입니다',
    });
    expect(await shown(schema, { room: 'c1:101', payment: 'creditCard' })).toEqual({});
  });
});
