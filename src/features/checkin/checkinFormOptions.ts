import { defineMessage, type IntlShape } from 'react-intl';
import { addDays, hotelToday, hotelWallClockToUnix, onHotelClock, parseStrict, TIME_FORMAT } from '@/lib/dates';
import { GUESTS } from '@/lib/validation/rules';

/** Spec doc 2 §5: arrival dates offered are today and the next 14 days. */
export const ARRIVAL_DAYS = 15;
export const MIN_GUESTS = GUESTS.min;
export const MAX_GUESTS = GUESTS.max;

/** The hotel's check-in window (spec doc 2 §3: checkinBeginTime, checkinEndTime), HH:mm on its clock. */
export interface CheckinWindow {
  begin: string;
  end: string;
}

const MINUTES_PER_DAY = 24 * 60;
const minutesOfDay = (time: string) => {
  const parsed = parseStrict(time, TIME_FORMAT);
  return parsed ? parsed.hours() * 60 + parsed.minutes() : null;
};
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the window runs past midnight (15:00-02:00): its end is earlier than its begin. */
const wraps = ({ begin, end }: CheckinWindow) => end < begin;

/**
 * The arrival dates to offer, as YYYY-MM-DD: the hotel's business day (not the phone's: a guest
 * abroad still checks in on the hotel's calendar) and the next 14 days. The business day is today
 * on the hotel's clock, except in the part of a window past midnight: at 00:30 in a 15:00-02:00
 * window, the night that began yesterday is still on, so yesterday is the first date (with 01:00,
 * sent as today 01:00).
 */
export function arrivalDates(timeZone: string, now: number | Date = Date.now(), window?: CheckinWindow): string[] {
  const today = hotelToday(timeZone, now);
  const stillLastNight = window && wraps(window) && onHotelClock(now, timeZone).format(TIME_FORMAT) <= window.end;
  const first = stillLastNight ? addDays(today, -1) : today;
  return Array.from({ length: ARRIVAL_DAYS }, (_, i) => addDays(first, i));
}

/**
 * The check-in times to offer (spec doc 2 §5): hourly from the window's first slot (its begin, on
 * the hour or not: 15:30-23:30 → 15:30 … 23:30) up to its end, wrapping past midnight when the end
 * is earlier than the begin (15:00-02:00 → 15:00 … 23:00, 00:00 … 02:00).
 */
export function checkinTimes(begin: string, end: string): string[] {
  const first = minutesOfDay(begin);
  const last = minutesOfDay(end);
  if (first === null || last === null) return [];
  const count = Math.floor(((last - first + MINUTES_PER_DAY) % MINUTES_PER_DAY) / 60) + 1;
  return Array.from({ length: count }, (_, i) => {
    const at = (first + i * 60) % MINUTES_PER_DAY;
    return `${pad(Math.floor(at / 60))}:${pad(at % 60)}`;
  });
}

const nextDay = defineMessage<{ time: string }>({
  id: 'checkin.form.nextDayTime',
  defaultMessage: '{time} (next day)',
});

/**
 * A check-in time as the guest reads it: a slot past midnight of a window that wraps (earlier than
 * its begin) is on the day after the arrival date, and says so.
 */
export const arrivalTimeLabel = (intl: IntlShape, time: string, windowBegin: string) =>
  isPastMidnight(time, windowBegin) ? intl.formatMessage(nextDay, { time }) : time;

const isPastMidnight = (time: string, windowBegin: string) => time < windowBegin.slice(0, 5);

/**
 * The moment the guest arrives, as unix seconds: the arrival date at the chosen time on the hotel's
 * clock. A time before the window's first slot is past midnight of a window that wraps
 * (15:00-02:00, arriving 01:00): the next calendar day.
 */
export function arrivalInstant(inDate: string, inTime: string, windowBegin: string, timeZone: string) {
  const day = isPastMidnight(inTime, windowBegin) ? addDays(inDate, 1) : inDate;
  return hotelWallClockToUnix(day, inTime, timeZone);
}
