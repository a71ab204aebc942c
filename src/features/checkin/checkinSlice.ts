import { createValueSlice, type SessionRecord } from '@/lib/valueSlice';

/**
 * Check-in flow state, one slice per spec session key (doc 2 §3 "Session data"). The values are
 * typed loosely until the check-in screens fill them in.
 */
export const checkinData = createValueSlice<SessionRecord | null>('checkin/checkinData', null);
export const customCheckinData = createValueSlice<SessionRecord[] | null>('checkin/customCheckinData', null);
export const covidData = createValueSlice<SessionRecord | null>('checkin/covidData', null);
export const searchReservations = createValueSlice<SessionRecord[] | null>('checkin/searchReservations', null);
export const approvedCheckinData = createValueSlice<SessionRecord | null>('checkin/approvedCheckinData', null);
export const checkinPaymentData = createValueSlice<SessionRecord | null>('checkin/checkinPaymentData', null);
/** 1 when the hotel's guidance (custom check-in fields) form is part of this check-in, else 0. */
export const checkinGuidance = createValueSlice<0 | 1>('checkin/guidance', 0);
