import type { PaymentTime, Plugin, PluginCode } from '@/api/providerApi';
import {
  acceptEntryRedirect,
  afterCheckinForm,
  afterGuidance,
  afterReservationList,
  confirmBackTarget,
  confirmEntryRedirect,
  guidanceFlag,
  offeredCheckinMethods,
  paymentEntryRedirect,
  reservationListEntryRedirect,
  searchesReservations,
} from './checkinFlow';

const on = (...codes: PluginCode[]): Plugin[] => codes.map((code) => ({ code, isEnabled: true }));
const off = (...codes: PluginCode[]): Plugin[] => codes.map((code) => ({ code, isEnabled: false }));
const field = {
  id: 1,
  inputType: 'textArea' as const,
  title: 'Q',
  jpTitle: '質問',
  content: null,
  inputValue: [],
  isRequired: false,
  value: null,
};
const settings = (checkin: ('DIRECT' | 'CREDIT_CARD')[], enabled = true): PaymentTime[] => [
  {
    value: 'CHECKIN',
    is_enabled: enabled,
    payment_method: checkin.map((value) => ({ value, is_enabled: true })),
  },
  { value: 'CHECKOUT', is_enabled: true, payment_method: [{ value: 'CREDIT_CARD', is_enabled: true }] },
];

describe('check-in flow (spec doc 2 §4)', () => {
  it('rule 1: the guidance flag needs the CC plugin on and at least one field', () => {
    expect(guidanceFlag(on('CC'), [field])).toBe(1);
    expect(guidanceFlag(on('CC'), [])).toBe(0);
    expect(guidanceFlag(off('CC'), [field])).toBe(0);
    expect(guidanceFlag([], [field])).toBe(0);
  });

  it('rule 2: payment or ticketing plugins search reservations; otherwise guidance or confirm', () => {
    expect(searchesReservations(on('PA'))).toBe(true);
    expect(searchesReservations(off('PA'))).toBe(false);
    for (const code of ['TL', 'TM', 'NP', 'CN', 'RK'] as const) expect(searchesReservations(off(code))).toBe(true);
    expect(afterCheckinForm(on('PA'), 1)).toBe('reservationList');
    expect(afterCheckinForm(on('CC'), 1)).toBe('guidance');
    expect(afterCheckinForm([], 0)).toBe('confirm');
  });

  it('rule 3: after the reservation list, guidance first, then payment when there is something to pay', () => {
    expect(afterReservationList(on('PA'), 1, 5000, settings(['DIRECT']))).toBe('guidance');
    expect(afterReservationList(on('PA'), 0, 5000, settings(['DIRECT']))).toBe('payment');
    expect(afterReservationList(on('PA'), 0, 0, settings(['DIRECT']))).toBe('confirm');
    expect(afterReservationList(on('PA'), 0, 5000, [])).toBe('confirm');
    // Settings without a CHECKIN-time method offer nothing to choose: no payment step.
    expect(afterReservationList(on('PA'), 0, 5000, settings([]))).toBe('confirm');
    expect(afterReservationList(on('TL'), 0, 5000, settings(['DIRECT']))).toBe('confirm');
  });

  it('rule 4: after guidance, payment needs PA, a total above 0 and a CHECKIN-time method', () => {
    expect(afterGuidance(on('PA'), 5000, settings(['DIRECT', 'CREDIT_CARD']))).toBe('payment');
    // A card-only hotel takes the card at check-in.
    expect(afterGuidance(on('PA'), 5000, settings(['CREDIT_CARD']))).toBe('payment');
    expect(afterGuidance(on('PA'), 5000, settings([]))).toBe('confirm');
    expect(afterGuidance(on('PA'), 5000, settings(['DIRECT'], false))).toBe('confirm');
    expect(afterGuidance(on('PA'), 0, settings(['DIRECT']))).toBe('confirm');
    expect(afterGuidance(on('PA'), null, settings(['DIRECT']))).toBe('confirm');
    expect(afterGuidance(on('CC'), 5000, settings(['DIRECT']))).toBe('confirm');
    expect(offeredCheckinMethods(settings(['DIRECT', 'CREDIT_CARD']))).toEqual(['DIRECT', 'CREDIT_CARD']);
  });

  it('rule 5: confirm sends a guest without a draft, without guidance answers or with an incomplete profile or register away', () => {
    const ready = {
      hasDraft: true,
      guidance: 1 as const,
      hasCustomData: true,
      profileComplete: true,
      registerComplete: true,
    };
    expect(confirmEntryRedirect(ready)).toBeNull();
    expect(confirmEntryRedirect({ ...ready, hasDraft: false })).toBe('form');
    expect(confirmEntryRedirect({ ...ready, hasCustomData: false })).toBe('guidance');
    expect(confirmEntryRedirect({ ...ready, guidance: 0, hasCustomData: false })).toBeNull();
    expect(confirmEntryRedirect({ ...ready, profileComplete: false })).toBe('edit');
    expect(confirmEntryRedirect({ ...ready, registerComplete: false })).toBe('edit');
  });

  it('rule 7: confirm goes back to payment, the list, guidance or the form', () => {
    expect(confirmBackTarget({ hasPaymentData: true, guidance: 1, hasSearchResults: true })).toBe('payment');
    expect(confirmBackTarget({ hasPaymentData: false, guidance: 0, hasSearchResults: true })).toBe('reservationList');
    expect(confirmBackTarget({ hasPaymentData: false, guidance: 1, hasSearchResults: true })).toBe('guidance');
    expect(confirmBackTarget({ hasPaymentData: false, guidance: 0, hasSearchResults: false })).toBe('form');
  });

  it('rule 9: accept without approved data goes home; the list without a draft goes to the form', () => {
    expect(acceptEntryRedirect(false)).toBe('home');
    expect(acceptEntryRedirect(true)).toBeNull();
    expect(reservationListEntryRedirect(false)).toBe('form');
    expect(reservationListEntryRedirect(true)).toBeNull();
  });

  it('rule 12: payment with nothing to pay goes to confirm, a failed load to the check-in form', () => {
    expect(paymentEntryRedirect({ totalAmount: 0 })).toBe('confirm');
    expect(paymentEntryRedirect({ totalAmount: -100 })).toBe('confirm');
    expect(paymentEntryRedirect({ totalAmount: 1 })).toBeNull();
    expect(paymentEntryRedirect('failed')).toBe('form');
    expect(paymentEntryRedirect('loading')).toBeNull();
  });
});
