import type { BusinessHour } from '@/api/providerApi';
import type { Language } from '@/lib/language';

/** Spec: in Japanese the week list starts with Sunday; otherwise with Monday. */
export function weekOrder(language: Language): number[] {
  return language === 'ja' ? [0, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 0];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Today's weekday (0 Sunday … 6 Saturday) in the hotel's time zone. The original app computed it
 * from a fixed date; a guest needs today's hours, so this uses the actual current date.
 */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): number {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'Asia/Tokyo' }).format(now);
  }
  return WEEKDAYS.indexOf(name);
}

/** Opening periods per weekday, each day's periods in time order. */
export function hoursByDay(hours: BusinessHour[]): Map<number, BusinessHour[]> {
  const byDay = new Map<number, BusinessHour[]>();
  for (const hour of [...hours].sort((a, b) => a.startTime.localeCompare(b.startTime))) {
    byDay.set(hour.day, [...(byDay.get(hour.day) ?? []), hour]);
  }
  return byDay;
}

/** A weekday's name in the guest's language (1 January 2023 was a Sunday). */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}
