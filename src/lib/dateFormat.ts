/**
 * Dates as the spec shows them: YYYY/MM/DD and YYYY/MM/DD HH:mm. Check-in times come from the API
 * as ISO instants; they are shown in the hotels' local time (all partner hotels are in Japan), the
 * same on every device whatever its own time zone.
 */
export const HOTEL_TIME_ZONE = 'Asia/Tokyo';

/** Formatters by what they format: making one is slow (tens of ms on a phone), using one is fast. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return cachedFormatter(
    `date-time ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
}

/** An ISO date-time as YYYY/MM/DD HH:mm in the hotel's time zone; text that is no date comes back as is. */
export function formatDateTime(iso: string, timeZone: string = HOTEL_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A calendar date (YYYY-MM-DD, as birth dates are stored) as YYYY/MM/DD; anything else as is. */
export function formatDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : date;
}

/** A wall-clock date (YYYY-MM-DD) and time (HH:mm) in a time zone, as unix seconds. */
export function zonedUnixSeconds(date: string, time: string, timeZone: string = HOTEL_TIME_ZONE): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // The zone's offset at that moment: what its clock shows for the UTC reading, minus the reading.
  const [shownDate, shownTime] = formatDateTime(new Date(asUtc).toISOString(), timeZone).split(' ');
  const [sy, sm, sd] = shownDate!.split('/').map(Number);
  const [sh, smin] = shownTime!.split(':').map(Number);
  const offset = Date.UTC(sy!, sm! - 1, sd!, sh!, smin!) - asUtc;
  return Math.round((asUtc - offset) / 1000);
}

/** The weekday of a calendar date (YYYY-MM-DD) in the guest's language, computed from that date itself. */
export function weekdayOf(date: string, locale: string): string {
  const formatter = cachedFormatter(
    `weekday ${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
  );
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** A calendar date with its weekday: YYYY/MM/DD (Sun). */
export function dateWithWeekday(date: string, locale: string): string {
  return `${formatDate(date)} (${weekdayOf(date, locale)})`;
}
