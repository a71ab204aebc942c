import type { PaymentTime } from '@/api/providerApi';
import { orderEntryRedirect, orderPaymentChoices, orderPaymentCode, roomOptions } from './orderingFlow';

const time = (value: PaymentTime['value'], methods: ('DIRECT' | 'CREDIT_CARD')[], enabled = true): PaymentTime => ({
  value,
  is_enabled: enabled,
  payment_method: [
    { value: 'DIRECT', is_enabled: methods.includes('DIRECT') },
    { value: 'CREDIT_CARD', is_enabled: methods.includes('CREDIT_CARD') },
  ],
});

describe('orderPaymentChoices', () => {
  it('offers the hotel’s MOBILE_REQUEST methods only: the front desk as pay at check-out, and the card', () => {
    expect(orderPaymentChoices([time('MOBILE_REQUEST', ['DIRECT', 'CREDIT_CARD'])])).toEqual([
      'checkout',
      'creditCard',
    ]);
    expect(orderPaymentChoices([time('MOBILE_REQUEST', ['CREDIT_CARD']), time('CHECKOUT', ['DIRECT'])])).toEqual([
      'creditCard',
    ]);
  });

  it('offers nothing when the hotel takes no payment for orders', () => {
    expect(orderPaymentChoices([time('CHECKOUT', ['DIRECT', 'CREDIT_CARD'])])).toEqual([]);
    expect(orderPaymentChoices([time('MOBILE_REQUEST', ['DIRECT'], false)])).toEqual([]);
    expect(orderPaymentChoices(undefined)).toEqual([]);
  });
});

describe('orderPaymentCode', () => {
  it('sends the spec’s codes: check-out 0, card 1, no payment method 2', () => {
    expect(orderPaymentCode('checkout')).toBe(0);
    expect(orderPaymentCode('creditCard')).toBe(1);
    expect(orderPaymentCode(null)).toBe(2);
  });
});

describe('roomOptions', () => {
  it('lists every room number of every room found, with its check-in', () => {
    const options = roomOptions([
      { id: 'R1', name: 'Twin', roomNumber: ['805', '807'], checkinId: '3' },
      { id: 'R2', name: 'Single', roomNumber: ['806'], checkinId: '4' },
    ]);
    expect(options.map((o) => [o.value, o.checkinId, o.roomNumber])).toEqual([
      ['3:805', '3', '805'],
      ['3:807', '3', '807'],
      ['4:806', '4', '806'],
    ]);
  });
});

describe('orderEntryRedirect', () => {
  const rooms = [{ id: 'R1', name: 'Twin', roomNumber: ['805'], checkinId: '3' }];

  it('sends an empty cart to the product list first', () => {
    expect(orderEntryRedirect(true, rooms, '08055556666')).toBe('list');
    expect(orderEntryRedirect(true, null, undefined)).toBe('list');
  });

  it('sends a cart without rooms or phone back to the cart', () => {
    expect(orderEntryRedirect(false, null, '08055556666')).toBe('cart');
    expect(orderEntryRedirect(false, [], '08055556666')).toBe('cart');
    expect(orderEntryRedirect(false, rooms, undefined)).toBe('cart');
  });

  it('lets the order be shown with a cart, rooms and the phone', () => {
    expect(orderEntryRedirect(false, rooms, '08055556666')).toBeNull();
  });
});
