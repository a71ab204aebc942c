import { defineMessage, type IntlShape } from 'react-intl';
import { ARRIVAL_DAYS } from '@/api/contractRules.gen';
import {
  addDays,
  API_DATE_FORMAT,
  followingDays,
  hotelWallClockToUnix,
  onHotelClock,
  parseStrict,
  TIME_FORMAT,
} from '@/lib/dates';
import { GUESTS } from '@/lib/validation/rules';

/** Spec doc 2 §5: the business day and the next 14 days, from the contract (openapi.yaml, x-arrival-days). */
export { ARRIVAL_DAYS };
export const MIN_GUESTS = GUESTS.min;
export const MAX_GUESTS = GUESTS.max;

/**
 * The hotel's check-in window (spec doc 2 §3: checkinBeginTime, checkinEndTime), HH:mm on its clock,
 * and that clock's time zone (the guide's, not the phone's: a guest abroad checks in on the hotel's calendar).
 */
export interface CheckinWindow {
  begin: string;
  end: string;
  timeZone: string;
}

/** The window of the hotel guide's facilityBasicInfo. */
export const checkinWindow = (info: {
  checkinBeginTime: string;
  checkinEndTime: string;
  timeZone: string;
}): CheckinWindow => ({
  begin: info.checkinBeginTime,
  end: info.checkinEndTime,
  timeZone: info.timeZone,
});

/** The arrival dates offered, and the times offered on each, YYYY-MM-DD and HH:mm. */
export interface ArrivalOptions {
  dates: string[];
  times: Record<string, string[]>;
}

const MINUTES_PER_DAY = 24 * 60;
const minutesOfDay = (time: string) => {
  const parsed = parseStrict(time, TIME_FORMAT);
  return parsed ? parsed.hours() * 60 + parsed.minutes() : null;
};
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether the window runs past midnight (15:00-02:00): its end is earlier than its begin. */
const wraps = ({ begin, end }: Pick<CheckinWindow, 'begin' | 'end'>) => end < begin;

/** The start of the current minute, unix seconds: the server takes an arrival until its minute is over. */
const currentMinute = (now: number | Date) => Math.floor(Number(now) / 60_000) * 60;

/*
 * The arrival rule of smartCheckin (openapi.yaml, "Arrival"), which the server implements too
 * (server/src/services/hotelTime.ts): both run the cases of test/contract/arrivalCases.ts.
 */

/**
 * The hotel's business day, YYYY-MM-DD: its date, except that while a window past midnight is
 * still open the minutes before its end belong to the night that began yesterday; the end minute
 * begins the new day (15:00-02:00: at 01:59 it is still yesterday, at 02:00 today).
 */
export function businessDay(window: CheckinWindow, now: number | Date = Date.now()): string {
  const local = onHotelClock(now, window.timeZone);
  const today = local.format(API_DATE_FORMAT);
  return wraps(window) && local.format(TIME_FORMAT) < window.end ? addDays(today, -1) : today;
}

/**
 * The times offered on an arrival date: the window's times still ahead (at 00:30, last night's 01:00
 * and 02:00; a 16:00 arrival until 16:00, which leaves the server's minute of grace to the request).
 */
export function arrivalTimes(window: CheckinWindow, date: string, now: number | Date = Date.now()): string[] {
  const times = checkinTimes(window.begin, window.end);
  // The times follow the clock (past midnight is the next day): once one is ahead, so are the rest,
  // so a later date costs one look at the zone's clock, not one per time.
  const firstAhead = times.findIndex(
    (time) => arrivalInstant(date, time, window.begin, window.timeZone) * 1000 > Number(now),
  );
  return firstAhead === -1 ? [] : times.slice(firstAhead);
}

/**
 * What the arrival fields offer now: the business day and the next 14 days, each with its times
 * still ahead; a date with none left (today once a window that ends before midnight is over) is
 * left out. At 00:30 in a 15:00-02:00 window the first date is the night that began yesterday, its
 * first time 01:00 (sent as today 01:00). At 02:00, the window's end, the new day begins and last
 * night's 02:00 is no longer ahead: the two change together.
 */
export function arrivalOptions(window: CheckinWindow, now: number | Date = Date.now()): ArrivalOptions {
  const all = checkinTimes(window.begin, window.end);
  const times: Record<string, string[]> = {};
  // Once a date has every time ahead, so has each later one: only the first dates are looked at.
  let allAhead = false;
  for (const date of followingDays(businessDay(window, now), ARRIVAL_DAYS)) {
    const left: string[] = allAhead ? all : arrivalTimes(window, date, now);
    allAhead = left.length === all.length;
    if (left.length > 0) times[date] = left;
  }
  return { dates: Object.keys(times), times };
}

/** The arrival dates offered now (arrivalOptions). */
export const arrivalDates = (window: CheckinWindow, now: number | Date = Date.now()) =>
  arrivalOptions(window, now).dates;

/**
 * Whether the server accepts an arrival (unix seconds) now: not past (its minute not over), and not
 * later than the window's end on the last arrival date. An arrival chosen before the business day
 * changed stays accepted while it is not past.
 */
export function arrivalAccepted(window: CheckinWindow, arrival: number, now: number | Date = Date.now()): boolean {
  const last = addDays(businessDay(window, now), ARRIVAL_DAYS - 1);
  const end = hotelWallClockToUnix(wraps(window) ? addDays(last, 1) : last, window.end, window.timeZone);
  return arrival >= currentMinute(now) && arrival <= end;
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
