import moment, { type Moment } from 'moment';

/**
 * The spec's dates (doc 1 §5 and §9, doc 2 §9), formatted and strictly parsed with moment:
 * YYYY/MM/DD, HH:mm and YYYY/MM/DD HH:mm, the same text in every language. Instants (check-in
 * times, invoices, coupons) are shown on the hotel's clock, its time zone from the hotel guide
 * (`facilityBasicInfo.timeZone`), the same on every phone whatever the phone's own zone.
 *
 * The zone's offset at an instant comes from the browser's own time-zone database (Intl), so
 * every zone and its daylight-saving rules are known without shipping moment-timezone's data.
 * Weekday and month names, which need moment's locales, are in dateNames.ts.
 */
export const DATE_FORMAT = 'YYYY/MM/DD';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm';
/** Calendar dates as the API sends and takes them (birth dates, arrival dates). */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** The first year a date field takes and its calendar offers (spec doc 1 §5). */
export const EARLIEST_YEAR = 1900;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The offset from UTC, in minutes, of a time zone's clock at an instant. */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const shown = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((shown - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** An instant (ISO text, Date or epoch ms) as a moment on the hotel's clock; invalid stays invalid. */
export function onHotelClock(instant: string | number | Date, timeZone: string): Moment {
  const at = typeof instant === 'string' ? moment(instant, moment.ISO_8601, true) : moment(instant);
  return at.isValid() ? at.utcOffset(zoneOffsetMinutes(at.valueOf(), timeZone)) : at;
}

/** An ISO date-time as YYYY/MM/DD HH:mm on the hotel's clock; text that is no date comes back as is. */
export function formatDateTime(iso: string, timeZone: string): string {
  const at = onHotelClock(iso, timeZone);
  return at.isValid() ? at.format(DATE_TIME_FORMAT) : iso;
}

/** A calendar date (YYYY-MM-DD, as the API sends birth and arrival dates) as YYYY/MM/DD; anything else as is. */
export function formatDate(date: string): string {
  const day = moment(date.slice(0, 10), API_DATE_FORMAT, true);
  return day.isValid() ? day.format(DATE_FORMAT) : date;
}

/**
 * Text in one of the spec's formats exactly, parsed, or null: "2026/2/3", "2026/02/30" and "24:00"
 * (which moment reads as the end of the day) are not in them.
 */
export function parseStrict(text: string | undefined, format: string): Moment | null {
  const trimmed = text?.trim() ?? '';
  const parsed = moment(trimmed, format, true);
  return parsed.isValid() && parsed.format(format) === trimmed ? parsed : null;
}

/** Today on the hotel's clock, YYYY-MM-DD: a guest abroad still checks in on the hotel's calendar. */
export function hotelToday(timeZone: string, now: number | Date = Date.now()): string {
  return onHotelClock(now, timeZone).format(API_DATE_FORMAT);
}

/** The calendar day `days` after a YYYY-MM-DD date, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return moment.utc(date, API_DATE_FORMAT, true).add(days, 'days').format(API_DATE_FORMAT);
}

/** `count` calendar days from a YYYY-MM-DD date on (the date itself first), YYYY-MM-DD. */
export function followingDays(date: string, count: number): string[] {
  const day = moment.utc(date, API_DATE_FORMAT, true);
  return Array.from({ length: count }, (_, i) => (i === 0 ? day : day.add(1, 'days')).format(API_DATE_FORMAT));
}

/** A wall-clock date (YYYY-MM-DD) and time (HH:mm) on the hotel's clock, as unix seconds. */
export function hotelWallClockToUnix(date: string, time: string, timeZone: string): number {
  const asUtc = moment.utc(`${date} ${time}`, `${API_DATE_FORMAT} ${TIME_FORMAT}`, true).valueOf();
  // The zone's offset where that wall-clock time falls: guessed at the reading, then checked once
  // more at the guess (one of the two sides of a daylight-saving change).
  const guess = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  return Math.round((asUtc - zoneOffsetMinutes(guess, timeZone) * 60_000) / 1000);
}

/** Today on the guest's own clock, YYYY/MM/DD (the last day a birth date can be). */
export function guestToday(now: number | Date = Date.now()): string {
  return moment(now).format(DATE_FORMAT);
}

/** The day of the week (0 Sunday … 6 Saturday) now on a time zone's clock. */
export function weekdayNow(timeZone: string, now: number | Date = Date.now()): number {
  return onHotelClock(now, timeZone).day();
}
