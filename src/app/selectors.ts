import { createSelector } from '@reduxjs/toolkit';
import { selectCheckinDraft, selectSearchReservations } from '@/features/checkin/checkinSlice';
import { reservationPrefill } from '@/domain/profile/reservationPrefill';

/*
 * Where one feature's screen reads another feature's state. Features never import each other, so
 * the app, which composes them, joins them here, through each part's own named selectors.
 */

/** What the registration form (account) takes from the reservation chosen for check-in. */
export const selectReservationPrefill = createSelector(
  [selectSearchReservations, selectCheckinDraft],
  reservationPrefill,
);
