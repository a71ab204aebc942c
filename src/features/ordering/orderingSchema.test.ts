import { cartSchema, orderSchema } from './orderingSchema';
import { formikErrors, rulesIn } from '../../../test/setup/schemas';

const rules = { en: rulesIn('en'), ko: rulesIn('ko') };

describe('cartSchema', () => {
  it('requires a valid phone number', async () => {
    expect(await formikErrors(cartSchema(rules.en), { telephone: '' })).toEqual({
      telephone: 'This field is required',
    });
    expect(await formikErrors(cartSchema(rules.en), { telephone: 'abc' })).toEqual({
      telephone: 'Please input correct phone number.',
    });
    expect(await formikErrors(cartSchema(rules.ko), { telephone: '  ' })).toEqual({
      telephone: '필수 입력 항목입니다',
    });
    expect(await formikErrors(cartSchema(rules.ko), { telephone: '+81 90' })).toEqual({
      telephone: '올바른 전화번호를 입력해 주세요.',
    });
    expect(await formikErrors(cartSchema(rules.en), { telephone: '09012345678' })).toEqual({});
  });
});

describe('orderSchema', () => {
  const rooms = [{ value: 'c1:101' }, { value: 'c1:102' }];

  it('requires one of the rooms found', async () => {
    const schema = orderSchema(rules.en, rooms, []);
    expect(await formikErrors(schema, { room: '', payment: '' })).toEqual({ room: 'This field is required' });
    // A room kept from an earlier search that is no longer found reads as not chosen.
    expect(await formikErrors(schema, { room: 'c9:901', payment: '' })).toEqual({ room: 'This field is required' });
    expect(await formikErrors(orderSchema(rules.ko, rooms, []), { room: '', payment: '' })).toEqual({
      room: '필수 입력 항목입니다',
    });
    expect(await formikErrors(schema, { room: 'c1:102', payment: '' })).toEqual({});
  });

  it('requires a payment choice only when the hotel offers some', async () => {
    const schema = orderSchema(rules.en, rooms, ['checkout', 'creditCard']);
    expect(await formikErrors(schema, { room: 'c1:101', payment: '' })).toEqual({ payment: 'This field is required' });
    expect(
      await formikErrors(orderSchema(rules.en, rooms, ['checkout']), { room: 'c1:101', payment: 'creditCard' }),
    ).toEqual({
      payment: 'This field is required',
    });
    expect(await formikErrors(orderSchema(rules.ko, rooms, ['checkout']), { room: 'c1:101', payment: '' })).toEqual({
      payment: '필수 입력 항목입니다',
    });
    expect(await formikErrors(schema, { room: 'c1:101', payment: 'creditCard' })).toEqual({});
  });
});
