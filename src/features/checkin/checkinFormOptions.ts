import { formatDateTime, HOTEL_TIME_ZONE, zonedUnixSeconds } from '@/lib/dateFormat';

/** Spec doc 2 §5: arrival dates offered are today and the next 14 days. */
export const ARRIVAL_DAYS = 15;
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;

/**
 * The arrival dates to offer, as YYYY-MM-DD: today in the hotel's time zone (not the phone's: a
 * guest abroad still checks in on the hotel's calendar) and the next 14 days.
 */
export function arrivalDates(now: Date = new Date(), timeZone: string = HOTEL_TIME_ZONE): string[] {
  const [year, month, day] = formatDateTime(now.toISOString(), timeZone).split(' ')[0]!.split('/').map(Number);
  return Array.from({ length: ARRIVAL_DAYS }, (_, i) => {
    const date = new Date(Date.UTC(year!, month! - 1, day! + i));
    return date.toISOString().slice(0, 10);
  });
}

/**
 * The check-in times to offer (spec doc 2 §5): hourly from the hotel's first slot to its last,
 * wrapping past midnight when the end is earlier than the begin (15:00-02:00 → 15:00 … 23:00, 00:00 … 02:00).
 */
export function checkinTimes(begin: string, end: string): string[] {
  const hour = (time: string) => Number(time.split(':')[0]);
  const first = hour(begin);
  const last = hour(end);
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 0 || first > 23 || last < 0 || last > 23)
    return [];
  const count = ((last - first + 24) % 24) + 1;
  return Array.from({ length: count }, (_, i) => `${String((first + i) % 24).padStart(2, '0')}:00`);
}

/**
 * The moment the guest arrives, as unix seconds: the arrival date at the chosen time on the hotel's
 * clock. A time before the window's first slot is past midnight of a window that wraps
 * (15:00-02:00, arriving 01:00): the next calendar day.
 */
export function arrivalInstant(inDate: string, inTime: string, windowBegin: string, timeZone = HOTEL_TIME_ZONE) {
  const seconds = zonedUnixSeconds(inDate, inTime, timeZone);
  return inTime < windowBegin.slice(0, 5) ? seconds + 24 * 60 * 60 : seconds;
}
