import { addDays, zonedInstant } from './hotelTime.ts';

/**
 * How long a check-in's personal data is kept (docs/guest-register.md "Retention"): 3 years after its
 * check-out, and until it is checked out, 3 years after the end of its planned stay. Japan's Hotel
 * Business Act has the guest register kept 3 years; the hotel terms and the privacy policy promise
 * this period. `checkins.retain_until` holds the end; the upkeep purges the check-in after it.
 */
export const RETENTION_YEARS = 3;

/** The same instant `years` later (29 February becomes 1 March). */
export function yearsLater(instant: Date, years: number): Date {
  const later = new Date(instant);
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}

/** The planned departure date: that of the last reservation, else (no reservation) the arrival date. */
export function plannedDeparture(reservations: { checkin_date: string; nights: number }[], arrivalDate: string) {
  return (
    reservations
      .map((r) => addDays(r.checkin_date, r.nights))
      .sort()
      .at(-1) ?? arrivalDate
  );
}

/** Before check-out: 3 years from the end of the planned departure date, on the hotel's clock. */
export function retainUntilPlanned(departureDate: string, timeZone: string): Date {
  return yearsLater(zonedInstant(addDays(departureDate, 1), '00:00', timeZone), RETENTION_YEARS);
}

/** After check-out: 3 years from the check-out. */
export const retainAfterCheckout = (checkedOutAt: Date) => yearsLater(checkedOutAt, RETENTION_YEARS);
