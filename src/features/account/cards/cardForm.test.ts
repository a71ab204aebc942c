import { maskCardNumber, maskExpiry, maskSecurityCode } from './cardForm';

describe('card form masks (spec doc 2 §5)', () => {
  it('masks the number as 4 groups of 4 digits, the expiry as MM/YY, the CVV up to 4 digits', () => {
    expect(maskCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(maskCardNumber('4242-42a42')).toBe('4242 4242');
    expect(maskExpiry('1228')).toBe('12/28');
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12/2')).toBe('12/2');
    expect(maskSecurityCode('12a345')).toBe('1234');
  });
});
