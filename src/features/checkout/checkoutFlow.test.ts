import type { CheckinListItem, CheckoutReservation, PaymentTime, Plugin, PluginCode } from '@/api/providerApi';
import {
  afterCheckinSearch,
  afterSelection,
  afterStaySearch,
  checkoutActions,
  checkoutMethods,
  finishesAtFrontDesk,
  hasCheckoutError,
  improvementLabels,
  listEntryRedirect,
  selectionEntryRedirect,
} from './checkoutFlow';

const on = (...codes: PluginCode[]): Plugin[] => codes.map((code) => ({ code, isEnabled: true }));
const stay = (id: string, frontSupported = false): CheckoutReservation => ({
  id,
  reservationId: `R-${id}`,
  room: 'Twin',
  frontSupported,
  checkinId: null,
  roomNumbers: ['801'],
  checkinTime: null,
  nights: 2,
  plan: { ja: '素泊まり', en: 'Room only', zh: null, ko: null },
  guestName: '山田 太郎',
});
const checkin = (id: string, approvedStatus: 0 | 1 | 2, frontSupported = false): CheckinListItem => ({
  id,
  approvedStatus,
  frontSupported,
  checkinCode: `C${id}`,
  checkinTime: '2026-11-23T06:00:00Z',
  guestId: '7',
  guestName: null,
  roomNumbers: [],
});
const settings = (methods: ('DIRECT' | 'CREDIT_CARD')[], enabled = true): PaymentTime[] => [
  {
    value: 'CHECKOUT',
    is_enabled: enabled,
    payment_method: methods.map((value) => ({ value, is_enabled: true })),
  },
];

describe('check-out flow (spec doc 2 §4)', () => {
  it('rule 1: stay reservations first; any front-desk supported one goes to thanks', () => {
    expect(afterStaySearch([stay('a'), stay('b')])).toBe('reservations');
    expect(afterStaySearch([stay('a'), stay('b', true)])).toBe('thanks');
    expect(afterStaySearch([])).toBeNull();
  });

  it('rule 1: without stays, approved check-ins; none approved is "not found"', () => {
    expect(afterCheckinSearch([checkin('1', 2)])).toBe('checkins');
    expect(afterCheckinSearch([checkin('1', 2), checkin('2', 2, true)])).toBe('thanks');
    // A front-desk check-in not yet approved does not count.
    expect(afterCheckinSearch([checkin('1', 2), checkin('2', 0, true)])).toBe('checkins');
    expect(afterCheckinSearch([checkin('1', 0), checkin('2', 1)])).toBeNull();
    expect(afterCheckinSearch([])).toBeNull();
  });

  it('rule 2: the lists need the telephone query; payment when payable, else review', () => {
    expect(listEntryRedirect(null)).toBe('search');
    expect(listEntryRedirect('')).toBe('search');
    expect(listEntryRedirect('08011112222')).toBeNull();
    expect(afterSelection(on('PA'), settings(['DIRECT', 'CREDIT_CARD']), 12000)).toBe('payment');
    expect(afterSelection(on('PA'), settings(['CREDIT_CARD']), 12000)).toBe('payment');
    expect(afterSelection(on(), settings(['DIRECT']), 12000)).toBe('review');
    expect(afterSelection(on('PA'), settings(['DIRECT'], false), 12000)).toBe('review');
    expect(afterSelection(on('PA'), [], 12000)).toBe('review');
    expect(checkoutMethods(settings(['DIRECT', 'CREDIT_CARD']))).toEqual(['cash', 'creditCard']);
  });

  it('rule 3: payment needs a selection; a total of 0 or less skips to review', () => {
    expect(selectionEntryRedirect(null, null)).toBe('search');
    expect(selectionEntryRedirect([], [])).toBe('search');
    expect(selectionEntryRedirect([stay('a')], null)).toBeNull();
    expect(selectionEntryRedirect(null, [checkin('1', 2)])).toBeNull();
    expect(afterSelection(on('PA'), settings(['DIRECT']), 0)).toBe('review');
    expect(afterSelection(on('PA'), settings(['DIRECT']), -500)).toBe('review');
  });

  it('rule 4: reservations are always reviewed, check-ins only with BR; then checked out', () => {
    expect(checkoutActions([stay('a')], [checkin('1', 2)], on())).toEqual([
      { kind: 'reservation', id: 'a', review: true },
      { kind: 'checkin', id: '1', review: false },
    ]);
    expect(checkoutActions([], [checkin('1', 2)], on('BR'))).toEqual([{ kind: 'checkin', id: '1', review: true }]);
    expect(improvementLabels(['room', 'staff'])).toBe('スタッフ,客室');
    expect(improvementLabels([])).toBe('');
  });

  it('rule 5: any false result is a check-out error; thanks then sends the guest to the front desk', () => {
    expect(hasCheckoutError({ a: true, b: true })).toBe(false);
    expect(hasCheckoutError({ a: true, b: false })).toBe(true);
    expect(finishesAtFrontDesk({ a: true }, [stay('a')], null)).toBe(false);
    expect(finishesAtFrontDesk({ a: false }, [stay('a')], null)).toBe(true);
    expect(finishesAtFrontDesk({}, [stay('a', true)], null)).toBe(true);
    expect(finishesAtFrontDesk({}, null, [checkin('1', 2, true)])).toBe(true);
  });
});
