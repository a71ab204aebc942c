import { addDays, hotelToday, hotelWallClockToUnix, parseStrict, TIME_FORMAT } from '@/lib/dates';
import { GUESTS } from '@/lib/validation/rules';

/** Spec doc 2 §5: arrival dates offered are today and the next 14 days. */
export const ARRIVAL_DAYS = 15;
export const MIN_GUESTS = GUESTS.min;
export const MAX_GUESTS = GUESTS.max;

/**
 * The arrival dates to offer, as YYYY-MM-DD: today on the hotel's clock (not the phone's: a guest
 * abroad still checks in on the hotel's calendar) and the next 14 days.
 */
export function arrivalDates(timeZone: string, now: number | Date = Date.now()): string[] {
  const today = hotelToday(timeZone, now);
  return Array.from({ length: ARRIVAL_DAYS }, (_, i) => addDays(today, i));
}

/**
 * The check-in times to offer (spec doc 2 §5): hourly from the hotel's first slot to its last,
 * wrapping past midnight when the end is earlier than the begin (15:00-02:00 → 15:00 … 23:00, 00:00 … 02:00).
 */
export function checkinTimes(begin: string, end: string): string[] {
  const first = parseStrict(begin, TIME_FORMAT);
  const last = parseStrict(end, TIME_FORMAT);
  if (!first || !last) return [];
  const count = ((last.hours() - first.hours() + 24) % 24) + 1;
  return Array.from({ length: count }, (_, i) => first.clone().minutes(0).add(i, 'hours').format(TIME_FORMAT));
}

/**
 * The moment the guest arrives, as unix seconds: the arrival date at the chosen time on the hotel's
 * clock. A time before the window's first slot is past midnight of a window that wraps
 * (15:00-02:00, arriving 01:00): the next calendar day.
 */
export function arrivalInstant(inDate: string, inTime: string, windowBegin: string, timeZone: string) {
  const day = inTime < windowBegin.slice(0, 5) ? addDays(inDate, 1) : inDate;
  return hotelWallClockToUnix(day, inTime, timeZone);
}
