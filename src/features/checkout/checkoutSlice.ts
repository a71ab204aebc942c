import { combineReducers } from '@reduxjs/toolkit';
import type { CheckinListItem, CheckoutReservation } from '@/api/providerApi';
import type { StayCardRecord } from '@/domain/payment/stayCardPayment';
import type { RootState } from '@/app/store';
import { inSession, persisted } from '@/lib/persist';
import { createValueSlice } from '@/lib/valueSlice';

/** Check-out flow state, one slice per spec session key (doc 2 §3 "Session data"). */

/** The reservations chosen for check-out (or found, when the search goes straight to thanks). */
export const checkoutReservations = createValueSlice<CheckoutReservation[] | null>(
  'checkout/checkoutReservations',
  null,
);
/** The check-ins chosen for check-out (or found, when the search goes straight to thanks). */
export const checkoutCheckins = createValueSlice<CheckinListItem[] | null>('checkout/checkoutCheckins', null);
/** Result per reservation or check-in id: completed true or false (rule 5). */
export const checkoutResultHistories = createValueSlice<Record<string, boolean>>(
  'checkout/checkoutResultHistories',
  {},
);

/**
 * A card payment in progress, each finished step recorded as it finishes: a reload or a failed step
 * resumes from the first unfinished one with the same idempotency key, so the bill is charged once
 * and the mail and receipt still follow.
 */
export interface CheckoutCardPayment extends StayCardRecord {
  charge: NonNullable<StayCardRecord['charge']>;
}

/** Where the guest is in the check-out: the phone searched by, the payment and the reviews sent. */
export interface CheckoutProgress {
  telephone: string;
  /** Set once the payment step is over (paid by card, or the guest pays at the front desk). */
  paid?: 'creditCard' | 'cash';
  card?: CheckoutCardPayment;
  /** Items whose review was sent (reservation or check-in id). */
  reviewed: string[];
}

/** Not a spec key: the steps of the check-out that are done (session key checkoutProgress). */
export const checkoutProgress = createValueSlice<CheckoutProgress | null>('checkout/checkoutProgress', null);

/** Each value in session storage under exactly its spec key (checkoutProgress is ours). */
export const checkoutPersist = {
  checkoutReservations: inSession('checkoutReservations'),
  checkoutCheckins: inSession('checkoutCheckins'),
  checkoutResultHistories: inSession('checkoutResultHistories'),
  checkoutProgress: inSession('checkoutProgress'),
};

/** The store's `checkout` part. */
export const checkoutReducer = combineReducers({
  checkoutReservations: persisted(checkoutPersist.checkoutReservations, checkoutReservations.reducer),
  checkoutCheckins: persisted(checkoutPersist.checkoutCheckins, checkoutCheckins.reducer),
  checkoutResultHistories: persisted(checkoutPersist.checkoutResultHistories, checkoutResultHistories.reducer),
  checkoutProgress: persisted(checkoutPersist.checkoutProgress, checkoutProgress.reducer),
});

/** Sign-out forgets the whole check-out. */
export const checkoutClearedOnSignOut = [
  checkoutReservations,
  checkoutCheckins,
  checkoutResultHistories,
  checkoutProgress,
].map((slice) => slice.actions.clear);

export const selectCheckoutReservations = (state: RootState) => state.checkout.checkoutReservations.value;
export const selectCheckoutCheckins = (state: RootState) => state.checkout.checkoutCheckins.value;
export const selectCheckoutResultHistories = (state: RootState) => state.checkout.checkoutResultHistories.value;
export const selectCheckoutProgress = (state: RootState) => state.checkout.checkoutProgress.value;
