import { makeStore } from '@/app/store';
import { draft, reservation } from '../../../test/setup/checkin';
import { persisting } from '../../../test/setup/reload';
import {
  checkinApproved,
  checkinCardAttemptForgotten,
  checkinCardStepRecorded,
  checkinEdited,
  checkinFormSubmitted,
  checkinForgotten,
  checkinRegistered,
  checkinSent,
  guidanceDecided,
  paymentChosen,
  reservationsSearched,
  selectApprovedCheckin,
  selectCheckinDraft,
  selectCheckinGuidance,
  selectCheckinPaymentData,
  selectCustomCheckinData,
  selectSearchReservations,
  type CheckinPaymentData,
} from './checkinSlice';

// The check-in's steps as events, and the session storage they write: a guest's saved session
// from before the events were named must read back unchanged.

/** A session key as redux-persist writes it (each field of the slice as its own JSON). */
const stored = (value: unknown) =>
  JSON.stringify({ value: JSON.stringify(value), _persist: JSON.stringify({ version: 1, rehydrated: true }) });

const form = { inDate: '2026-11-22', inTime: '15:00', totalMembers: 2, knowsContacts: false, reservationTel: ' 0901 ' };
const cash: CheckinPaymentData = { paymentAmount: 100, paymentMethod: 'cash', receiptName: ' Taro ' };
const charge = { key: 'k-1', body: { cardId: 'c', paymentAmount: '100', hotelId: 'h', reservationIds: ['R1'] } };

describe('the check-in’s events', () => {
  it('start a draft over a cleared session, keep the search key, and choose the payment again for a new choice', () => {
    const store = makeStore();
    store.dispatch(guidanceDecided(1));
    store.dispatch(checkinFormSubmitted({ ...form, companionsList: [{ surname: 'Sato', name: 'Ken' }] }));
    expect(selectCheckinGuidance(store.getState())).toBe(0);
    expect(selectCheckinDraft(store.getState())).toStrictEqual(
      draft({ ...form, reservationTel: '0901', companionsList: [{ surname: 'Sato', name: 'Ken' }] }),
    );
    store.dispatch(paymentChosen(cash));
    expect(selectCheckinPaymentData(store.getState())).toEqual({ ...cash, receiptName: 'Taro' });
    store.dispatch(reservationsSearched({ key: { reservationId: 'SA-1' }, found: [reservation()] }));
    expect(selectCheckinDraft(store.getState())).toMatchObject({ reservationTel: '0901', reservationId: 'SA-1' });
    expect(selectSearchReservations(store.getState())).toEqual([reservation()]);
    expect(selectCheckinPaymentData(store.getState())).toBeNull();
    store.dispatch(paymentChosen(cash));
    store.dispatch(checkinRegistered({ reservationIds: ['r-1'], id: '7' }));
    expect(selectCheckinDraft(store.getState())).toMatchObject({ reservationIds: ['r-1'], id: '7' });
    expect(selectCheckinPaymentData(store.getState())).toBeNull();
  });

  it('keep a card payment already taken, and forget a refused attempt’s charge', () => {
    const store = makeStore();
    const card: CheckinPaymentData = { ...cash, paymentMethod: 'creditCard', cardId: 'c', charge };
    store.dispatch(checkinCardStepRecorded(card));
    store.dispatch(checkinCardAttemptForgotten());
    expect(selectCheckinPaymentData(store.getState())?.charge).toBeUndefined();
    store.dispatch(checkinCardStepRecorded({ ...card, orderId: 'O1' }));
    store.dispatch(paymentChosen(cash));
    expect(selectCheckinPaymentData(store.getState())).toEqual({ ...card, orderId: 'O1' });
  });

  it('save the edit with its answers, and clear all but the pass once approved', () => {
    const store = makeStore();
    store.dispatch(checkinFormSubmitted({ ...form, companionsList: [] }));
    const edit = { ...draft(), previousAccommodation: 'Other' as const, previousPlace: ' Kyoto ', nextPlace: 'x' };
    store.dispatch(checkinEdited({ edit, residesInJapan: false, passports: [], answers: [{ id: 2, value: 'Car' }] }));
    expect(selectCheckinDraft(store.getState())).toMatchObject({ previousPlace: 'Kyoto', nextPlace: '' });
    expect(selectCustomCheckinData(store.getState())).toEqual([{ id: 2, value: 'Car' }]);
    const pass = { checkinId: '1', checkinCode: 'CHK-1', qrJson: '{}' };
    store.dispatch(checkinApproved(pass));
    expect(selectCheckinDraft(store.getState())).toBeNull();
    expect(selectCustomCheckinData(store.getState())).toBeNull();
    expect(selectApprovedCheckin(store.getState())).toEqual(pass);
  });

  it('read back a session saved before, and write it in the same shape', async () => {
    const saved = draft({ reservationIds: ['r-1'], id: '7', passports: [] });
    const payment = { ...cash, paymentMethod: 'creditCard', cardId: 'c', charge };
    sessionStorage.setItem('checkinData', stored(saved));
    sessionStorage.setItem('checkinPaymentData', stored(payment));
    sessionStorage.setItem('searchReservations', stored([reservation()]));
    sessionStorage.setItem('customCheckinData', stored([{ id: 2, value: 'Car', option: 1 }]));
    sessionStorage.setItem('guidance', stored(1));
    const store = makeStore();
    const { reload } = await persisting(store);
    expect(selectCheckinDraft(store.getState())).toEqual(saved);
    expect(selectCheckinPaymentData(store.getState())).toEqual(payment);
    expect(selectCheckinGuidance(store.getState())).toBe(1);
    const submission = { key: 'k-2', body: { checkinId: '7' } } as NonNullable<typeof saved.submission>;
    store.dispatch(checkinSent(submission));
    store.dispatch(checkinCardStepRecorded({ ...payment, orderId: 'O1' } as CheckinPaymentData));
    await reload();
    expect(sessionStorage.getItem('checkinData')).toBe(stored({ ...saved, submission }));
    expect(sessionStorage.getItem('checkinPaymentData')).toBe(stored({ ...payment, orderId: 'O1' }));
    expect(sessionStorage.getItem('searchReservations')).toBe(stored([reservation()]));
    expect(sessionStorage.getItem('customCheckinData')).toBe(stored([{ id: 2, value: 'Car', option: 1 }]));
    expect(sessionStorage.getItem('guidance')).toBe(stored(1));
  });

  it('write a forgotten check-in as an empty session, each key as before', async () => {
    sessionStorage.setItem('checkinData', stored(draft({ reservationIds: ['r-1'], id: '7' })));
    sessionStorage.setItem('checkinPaymentData', stored(cash));
    sessionStorage.setItem('searchReservations', stored([reservation()]));
    sessionStorage.setItem('customCheckinData', stored([{ id: 2, value: 'Car' }]));
    sessionStorage.setItem('covidData', stored({}));
    sessionStorage.setItem('guidance', stored(1));
    const store = makeStore();
    const { reload } = await persisting(store);
    store.dispatch(checkinForgotten());
    await reload();
    for (const key of ['checkinData', 'checkinPaymentData', 'searchReservations', 'customCheckinData', 'covidData']) {
      expect(sessionStorage.getItem(key)).toBe(stored(null));
    }
    expect(sessionStorage.getItem('guidance')).toBe(stored(0));
  });
});
