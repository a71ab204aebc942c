import { createIntl } from 'react-intl';
import { expiryValid, maskCardNumber, maskExpiry, maskSecurityCode, unspaced, validateCard } from './cardForm';

const intl = createIntl({ locale: 'en', messages: {}, onError: () => {} });

describe('card form (spec doc 2 §5)', () => {
  it('masks the number as 4 groups of 4 digits, the expiry as MM/YY, the CVV up to 4 digits', () => {
    expect(maskCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242-42a42')).toBe('4242 4242');
    expect(maskExpiry('1228')).toBe('12/28');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12/2')).toBe('12/2');
    expect(maskSecurityCode('12a345')).toBe('1234');
    expect(unspaced('4242 4242 4242 4242')).toBe('4242424242424242');
  });

  it('takes an expiry up to the end of its month', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
  });

  it('needs all four fields, 16 digits, a valid expiry and 3 or 4 digits of CVV', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const good = { cardNumber: '4242 4242 4242 4242', cardExpire: '12/28', name: 'HANAKO YAMADA', securityCode: '123' };
    expect(validateCard(intl, good, now)).toEqual({});
    expect(validateCard(intl, { cardNumber: '', cardExpire: '', name: '', securityCode: '' }, now)).toEqual({
      cardNumber: 'This field is required',
      cardExpire: 'This field is required',
      name: 'This field is required',
      securityCode: 'This field is required',
    });
    expect(
      validateCard(intl, { ...good, cardNumber: '4242 4242', cardExpire: '01/20', securityCode: '12' }, now),
    ).toEqual({
      cardNumber: 'Please enter the 16 digits of the card.',
      cardExpire: 'Please enter a valid expiry date (MM/YY).',
      securityCode: 'Please enter 3 or 4 digits.',
    });
  });
});
