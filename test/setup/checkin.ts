import type { Reservation } from '@/api/providerApi';
import type { CheckinDraft } from '@/features/checkin/checkinSlice';

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
