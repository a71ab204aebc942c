/** Dates and times at a hotel: its time zone, and the check-in window that may wrap past midnight. */
import { ARRIVAL_DAYS } from '../contractRules.gen.ts';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:mm) of an instant in a time zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * An instant as ISO 8601 with the time zone's offset at that instant, e.g. 2026-05-01T00:00:00+09:00
 * (milliseconds only when it has them): what a person at the hotel reads.
 */
export function zonedIso(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!);
  const offset = Math.round((wall - (instant.getTime() - instant.getUTCMilliseconds())) / 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const zone =
    offset === 0
      ? 'Z'
      : `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  const ms = instant.getUTCMilliseconds();
  const fraction = ms === 0 ? '' : `.${String(ms).padStart(3, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${fraction}${zone}`;
}

/** A YYYY-MM-DD date plus some days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The instant of a wall-clock date and time (HH:mm) in a time zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset at that moment: format the UTC reading there and compare.
  const offsetAt = (ms: number) => {
    const local = localDateTime(new Date(ms), timeZone);
    return Date.parse(`${local.date}T${local.time}:00Z`) - Math.floor(ms / 60_000) * 60_000;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

export interface HotelClock {
  time_zone: string;
  checkin_begin_time: string;
  checkin_end_time: string;
}

/**
 * The hotel's current business date: its local date, except in the hours after midnight that still
 * belong to yesterday's check-in window (15:00-02:00: at 01:59 it is still yesterday's check-in; the
 * window's end minute, 02:00, begins the new day). The rule of smartCheckin's "Arrival" in
 * openapi.yaml, shared with the SPA (test/contract/arrivalCases.ts).
 */
export function businessDate(hotel: HotelClock, now = new Date()): string {
  const local = localDateTime(now, hotel.time_zone);
  return wrapsPastMidnight(hotel) && local.time < hotel.checkin_end_time ? addDays(local.date, -1) : local.date;
}

/** Whether the hotel's check-in window runs past midnight (15:00-02:00). */
function wrapsPastMidnight(hotel: HotelClock): boolean {
  return hotel.checkin_end_time < hotel.checkin_begin_time;
}

/**
 * When the hotel's business date next changes: its check-in end time when the window wraps, else
 * midnight. Where a time zone skips that wall time (a DST gap), this can be at or before `now`.
 */
export function nextBusinessDayStart(hotel: HotelClock, now = new Date()): Date {
  const tomorrow = addDays(businessDate(hotel, now), 1);
  return zonedInstant(tomorrow, wrapsPastMidnight(hotel) ? hotel.checkin_end_time : '00:00', hotel.time_zone);
}

/** The instant of the next midnight in the hotel's time zone. */
export function nextMidnight(hotel: Pick<HotelClock, 'time_zone'>, now = new Date()): Date {
  return zonedInstant(addDays(localDateTime(now, hotel.time_zone).date, 1), '00:00', hotel.time_zone);
}

/** The last arrival date (smartCheckin's "Arrival"): the business day is the first of ARRIVAL_DAYS. */
export const lastArrivalDate = (hotel: HotelClock, now = new Date()) =>
  addDays(businessDate(hotel, now), ARRIVAL_DAYS - 1);

/**
 * Whether an arrival (unix seconds) is accepted now (smartCheckin's "Arrival"): not past, its minute
 * not over, and not later than the window's end on the last arrival date. An arrival chosen before
 * the business day changed is still accepted after it while it is not past.
 */
export function arrivalAccepted(hotel: HotelClock, arrival: number, now = new Date()): boolean {
  const currentMinute = Math.floor(now.getTime() / 60_000) * 60;
  const last = lastArrivalDate(hotel, now);
  const end = zonedInstant(wrapsPastMidnight(hotel) ? addDays(last, 1) : last, hotel.checkin_end_time, hotel.time_zone);
  return arrival >= currentMinute && arrival * 1000 <= end.getTime();
}
