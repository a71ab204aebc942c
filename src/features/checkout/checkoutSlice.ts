import { createValueSlice, type SessionRecord } from '@/lib/valueSlice';

/** Check-out flow state, one slice per spec session key (doc 2 §3 "Session data"). */
export const checkoutReservations = createValueSlice<SessionRecord[] | null>('checkout/checkoutReservations', null);
export const checkoutCheckins = createValueSlice<SessionRecord[] | null>('checkout/checkoutCheckins', null);
/** Result per reservation or check-in id: completed true or false. */
export const checkoutResultHistories = createValueSlice<Record<string, boolean>>(
  'checkout/checkoutResultHistories',
  {},
);
