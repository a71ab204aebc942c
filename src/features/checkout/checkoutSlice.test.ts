import { makeStore } from '@/app/store';
import type { CheckinListItem, CheckoutReservation } from '@/api/providerApi';
import { persisting } from '../../../test/setup/reload';
import {
  cardPaid,
  cardStepRecorded,
  checkinsChosen,
  checkinsFound,
  checkoutForgotten,
  checkoutRecorded,
  reservationsChosen,
  reviewSent,
  selectCheckoutCheckins,
  selectCheckoutProgress,
  selectCheckoutReservations,
  selectCheckoutResultHistories,
  staysFound,
} from './checkoutSlice';

// The check-out's steps as events, and the session storage they write: a guest's saved session
// from before the events were named must read back unchanged.

const stay = (id: string, frontSupported = false) => ({ id, frontSupported }) as CheckoutReservation;
const checkin = (id: string, approvedStatus = 2) => ({ id, approvedStatus, frontSupported: false }) as CheckinListItem;
const charge = { key: 'k-1', body: { cardId: 'c', paymentAmount: '100', hotelId: 'h', reservationIds: ['R1'] } };

/** A session key as redux-persist writes it (each field of the slice as its own JSON). */
const stored = (value: unknown) =>
  JSON.stringify({ value: JSON.stringify(value), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

describe('the check-out’s events', () => {
  it('keep the stays the guest chose, a card payment under way across a new choice, and each result', () => {
    const store = makeStore();
    store.dispatch(staysFound({ telephone: '08011112222', stays: [stay('R1'), stay('R2')] }));
    expect(selectCheckoutReservations(store.getState())).toBeNull();
    store.dispatch(reservationsChosen({ found: [stay('R1'), stay('R2')], ids: ['R1'] }));
    expect(selectCheckoutReservations(store.getState())).toEqual([stay('R1')]);
    store.dispatch(cardStepRecorded({ charge }));
    store.dispatch(reviewSent('R1'));
    // Chosen again before the card payment finished: the payment is kept, the reviews start over.
    store.dispatch(reservationsChosen({ found: [stay('R1'), stay('R2')], ids: ['R2'] }));
    expect(selectCheckoutProgress(store.getState())).toEqual({
      telephone: '08011112222',
      reviewed: [],
      card: { charge },
    });
    store.dispatch(cardPaid());
    store.dispatch(checkinsChosen({ found: [checkin('C1'), checkin('C2', 1)], ids: ['C1', 'C2'] }));
    // Paid: a new choice forgets it; only approved check-ins can be chosen.
    expect(selectCheckoutProgress(store.getState())).toEqual({ telephone: '08011112222', reviewed: [] });
    expect(selectCheckoutCheckins(store.getState())).toEqual([checkin('C1')]);
    expect(selectCheckoutReservations(store.getState())).toBeNull();
    store.dispatch(checkoutRecorded({ id: 'C1', completed: false }));
    expect(selectCheckoutResultHistories(store.getState())).toEqual({ C1: false });
  });

  it('go straight to thanks with front-desk stays, and forget the phone when nothing is found', () => {
    const store = makeStore();
    store.dispatch(staysFound({ telephone: '08033334444', stays: [stay('R1', true)] }));
    expect(selectCheckoutReservations(store.getState())).toEqual([stay('R1', true)]);
    store.dispatch(staysFound({ telephone: '08000000000', stays: [] }));
    store.dispatch(checkinsFound([checkin('C1', 1)]));
    expect(selectCheckoutProgress(store.getState())).toBeNull();
  });

  it('read back a session saved before, and write it in the same shape', async () => {
    const progress = { telephone: '08011112222', reviewed: ['R1'], card: { charge, orderId: 'O1' } };
    sessionStorage.setItem('checkoutProgress', stored(progress));
    sessionStorage.setItem('checkoutReservations', stored([stay('R1')]));
    sessionStorage.setItem('checkoutResultHistories', stored({}));
    const store = makeStore();
    const { reload } = await persisting(store);
    expect(selectCheckoutProgress(store.getState())).toEqual(progress);
    store.dispatch(cardPaid());
    store.dispatch(checkoutRecorded({ id: 'R1', completed: true }));
    await reload();
    expect(sessionStorage.getItem('checkoutProgress')).toBe(stored({ ...progress, paid: 'creditCard' }));
    expect(sessionStorage.getItem('checkoutResultHistories')).toBe(stored({ R1: true }));
    expect(sessionStorage.getItem('checkoutReservations')).toBe(stored([stay('R1')]));
  });

  it('write a forgotten check-out as an empty session, each key as before', async () => {
    sessionStorage.setItem('checkoutProgress', stored({ telephone: '08011112222', reviewed: ['R1'] }));
    sessionStorage.setItem('checkoutReservations', stored([stay('R1')]));
    sessionStorage.setItem('checkoutCheckins', stored([checkin('C1')]));
    sessionStorage.setItem('checkoutResultHistories', stored({ R1: true }));
    const store = makeStore();
    const { reload } = await persisting(store);
    store.dispatch(checkoutForgotten());
    await reload();
    for (const key of ['checkoutProgress', 'checkoutReservations', 'checkoutCheckins']) {
      expect(sessionStorage.getItem(key)).toBe(stored(null));
    }
    expect(sessionStorage.getItem('checkoutResultHistories')).toBe(stored({}));
  });
});
