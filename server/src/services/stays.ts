import { addDays, businessDate, type HotelClock } from './hotelTime.ts';

/**
 * Who is staying now (spec doc 2 §4 check-out flow): the dates of a stay run from the arrival day
 * to the departure day, both included, in the hotel's business dates. The repository's
 * listStayReservations applies the same rule in SQL.
 */

export interface StayDates {
  checkin_date: string;
  nights: number;
}

/** Whether the stay's dates include `today` (the departure day counts: guests check out on it). */
export const isStayingOn = (stay: StayDates, today: string) =>
  stay.checkin_date <= today && today <= addDays(stay.checkin_date, stay.nights);

/** A reservation the hotel has checked in and whose dates include today. */
export const isStay = (row: StayDates & { status: string }, today: string) =>
  row.status === 'checked_in' && isStayingOn(row, today);

/**
 * Whether a submitted check-in is staying now: one of its reservations (not cancelled or checked
 * out) includes today; without reservations (a hotel without reservation search), once its
 * check-in date has come (the length of the stay is not known, so until it is checked out).
 */
export function isCheckinStaying(
  checkin: { checkin_time: Date | null; created_at: Date },
  reservations: (StayDates & { status: string })[],
  hotel: HotelClock,
  today: string,
): boolean {
  if (reservations.length > 0) {
    return reservations.some((r) => (r.status === 'booked' || r.status === 'checked_in') && isStayingOn(r, today));
  }
  return businessDate(hotel, checkin.checkin_time ?? checkin.created_at) <= today;
}
