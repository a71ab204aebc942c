import { REHYDRATE } from 'redux-persist';
import type { Reservation } from '@/api/providerApi';
import type { AppStore, RootState } from '@/app/store';
import { checkinPersist, type CheckinDraft } from '@/features/checkin/checkinSlice';

/** A check-in draft as the form stores it, with the fields a test cares about. */
export function draft(overrides: Partial<CheckinDraft> = {}): CheckinDraft {
  return {
    inDate: '2026-11-22',
    inTime: '15:00',
    totalMembers: 1,
    knowsContacts: false,
    companionsList: [],
    reservationTel: '09000000001',
    previousAccommodation: 'Home',
    previousPlace: '',
    nextAccommodation: 'Home',
    nextPlace: '',
    reservationIds: [],
    ...overrides,
  };
}

/** A reservation as the search answers it. */
export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 'r-1',
    reservationId: 'SA-0001',
    checkinDate: '2026-11-22',
    nights: 1,
    plan: 'Room only',
    reservationRoom: [{ typeName: 'Double', roomType: 'DBL', roomNum: 1 }],
    roomNumber: null,
    paxTotal: 1,
    userName: null,
    userNameEn: null,
    guestName: null,
    guestNameEn: null,
    frontSupported: false,
    guestNameKana: null,
    guestTel: null,
    guestAddr: null,
    ...overrides,
  };
}

/** The check-in's session keys and the values a test saves under them. */
export type CheckinSession = {
  [K in keyof RootState['checkin']]?: RootState['checkin'][K] extends { value: infer V } ? V : never;
};

/**
 * A check-in session as a reload reads it back from session storage: each key rehydrated into the
 * store, as redux-persist does (a saved session, not a step of the flow).
 */
export function restoreCheckin(store: AppStore, session: CheckinSession) {
  for (const [key, value] of Object.entries(session)) {
    store.dispatch({ type: REHYDRATE, key: checkinPersist[key as keyof CheckinSession].key, payload: { value } });
  }
}
