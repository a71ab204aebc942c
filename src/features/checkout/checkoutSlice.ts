import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit';
import type { CheckinListItem, CheckoutReservation } from '@/api/providerApi';
import type { StayCardRecord } from '@/domain/payment/stayCardPayment';
import type { RootState } from '@/app/store';
import { forgetOn, inSession, persisted, type Held } from '@/lib/persist';
import { afterCheckinSearch, afterStaySearch, approvedCheckins } from './checkoutFlow';

/**
 * Check-out flow state, one slice per spec session key (doc 2 §3 "Session data"), each held under
 * `value` as it is stored. The flow's steps are events; each slice applies the rules of its part.
 */

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

/** The check-out is forgotten: a new search, the thanks screen's button, sign-out, another hotel. */
export const checkoutForgotten = createAction('checkout/forgotten');
/** Rule 1, first search: the phone's stay reservations came back. */
export const staysFound = createAction<{ telephone: string; stays: CheckoutReservation[] }>('checkout/staysFound');
/** Rule 1, second search (no stays): the phone's check-ins came back. */
export const checkinsFound = createAction<CheckinListItem[]>('checkout/checkinsFound');
/** Rule 2: the guest chose these of the stays (as the server lists them now). */
export const reservationsChosen = createAction<{ found: CheckoutReservation[]; ids: string[] }>(
  'checkout/reservationsChosen',
);
/** Rule 2: the guest chose these of the check-ins (as the server lists them now). */
export const checkinsChosen = createAction<{ found: CheckinListItem[]; ids: string[] }>('checkout/checkinsChosen');

/** The reservations chosen for check-out (or found, when the search goes straight to thanks). */
export const checkoutReservations = createSlice({
  name: 'checkout/checkoutReservations',
  initialState: { value: null } as Held<CheckoutReservation[] | null>,
  reducers: {},
  extraReducers: (builder) =>
    forgetOn(builder, null, [checkoutForgotten, checkinsChosen])
      // Front-desk supported stays go straight to thanks, which names them.
      .addCase(staysFound, (_state, { payload }) => ({
        value: afterStaySearch(payload.stays) === 'thanks' ? payload.stays : null,
      }))
      .addCase(reservationsChosen, (_state, { payload: { found, ids } }) => ({
        value: found.filter((r) => ids.includes(r.id)),
      })),
});

/** The check-ins chosen for check-out (or found, when the search goes straight to thanks). */
export const checkoutCheckins = createSlice({
  name: 'checkout/checkoutCheckins',
  initialState: { value: null } as Held<CheckinListItem[] | null>,
  reducers: {},
  extraReducers: (builder) =>
    forgetOn(builder, null, [checkoutForgotten, reservationsChosen])
      .addCase(checkinsFound, (state, { payload }) =>
        afterCheckinSearch(payload) === 'thanks' ? { value: approvedCheckins(payload) } : state,
      )
      .addCase(checkinsChosen, (_state, { payload: { found, ids } }) => ({
        value: approvedCheckins(found).filter((c) => ids.includes(c.id)),
      })),
});

/** Result per reservation or check-in id: completed true or false (rule 5). */
export const checkoutResultHistories = createSlice({
  name: 'checkout/checkoutResultHistories',
  initialState: { value: {} } as Held<Record<string, boolean>>,
  reducers: {
    /** Rule 5: the check-out of one item was sent; a refused one (false) is finished by the front desk. */
    checkoutRecorded: (state, { payload }: { payload: { id: string; completed: boolean } }) => {
      state.value[payload.id] = payload.completed;
    },
  },
  // A new choice starts the results over.
  extraReducers: (builder) => forgetOn(builder, {}, [checkoutForgotten, reservationsChosen, checkinsChosen]),
});

/** A new choice starts over, but a card payment begun and not finished is kept, to be finished first. */
function chosenAgain(progress: CheckoutProgress | null): Held<CheckoutProgress | null> {
  if (!progress) return { value: null };
  // Its charge is resent under its key on the payment screen, never forgotten or sent again.
  const unfinishedCard = progress.card && progress.paid !== 'creditCard' ? progress.card : undefined;
  return { value: { telephone: progress.telephone, reviewed: [], ...(unfinishedCard && { card: unfinishedCard }) } };
}

/** Not a spec key: the steps of the check-out that are done (session key checkoutProgress). */
export const checkoutProgress = createSlice({
  name: 'checkout/checkoutProgress',
  initialState: { value: null } as Held<CheckoutProgress | null>,
  reducers: {
    /** The guest pays at the front desk: the payment step is over. */
    cashChosen: (state) => {
      if (state.value) state.value.paid = 'cash';
    },
    /** A step of the card payment finished (or began, with its key); without a charge there is none. */
    cardStepRecorded: (state, { payload }: { payload: Partial<CheckoutCardPayment> }) => {
      if (state.value) state.value.card = payload.charge ? { ...payload, charge: payload.charge } : undefined;
    },
    /** The card was refused before anything was taken: a new attempt is a new charge. */
    cardAttemptForgotten: (state) => {
      if (state.value) delete state.value.card;
    },
    /** Every step of the card payment is done: the payment step is over. */
    cardPaid: (state) => {
      if (state.value) state.value.paid = 'creditCard';
    },
    /** The review of an item was sent: a retry of the check-out does not send it again. */
    reviewSent: (state, { payload }: { payload: string }) => {
      if (state.value && !state.value.reviewed.includes(payload)) state.value.reviewed.push(payload);
    },
  },
  extraReducers: (builder) =>
    forgetOn(builder, null, [checkoutForgotten])
      .addCase(staysFound, (_state, { payload }) => ({ value: { telephone: payload.telephone, reviewed: [] } }))
      // Neither stays nor approved check-ins: nothing to check out.
      .addCase(checkinsFound, (state, { payload }) => (afterCheckinSearch(payload) ? state : { value: null }))
      .addCase(reservationsChosen, (state) => chosenAgain(state.value))
      .addCase(checkinsChosen, (state) => chosenAgain(state.value)),
});

export const { checkoutRecorded } = checkoutResultHistories.actions;
export const { cashChosen, cardStepRecorded, cardAttemptForgotten, cardPaid, reviewSent } = checkoutProgress.actions;

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
export const checkoutClearedOnSignOut = [checkoutForgotten];

export const selectCheckoutReservations = (state: RootState) => state.checkout.checkoutReservations.value;
export const selectCheckoutCheckins = (state: RootState) => state.checkout.checkoutCheckins.value;
export const selectCheckoutResultHistories = (state: RootState) => state.checkout.checkoutResultHistories.value;
export const selectCheckoutProgress = (state: RootState) => state.checkout.checkoutProgress.value;
