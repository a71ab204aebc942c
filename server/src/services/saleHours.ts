import { localDateTime } from './hotelTime.ts';

/**
 * Sale hours of a mobile request product (spec doc 2 §4 mobile request ordering): 'HH:MM' times in
 * the hotel's time zone, the start included and the end excluded.
 *
 * - no hours (either time null): on sale all day;
 * - start < end: start <= time < end (06:30-10:00);
 * - start > end: the window wraps past midnight, time >= start or time < end (22:00-02:00);
 * - start == end: on sale all day (a window of 24 hours, not an empty one: a product nobody can
 *   ever buy would be set inactive instead).
 */
export function onSaleAt(start: string | null, end: string | null, localTime: string): boolean {
  if (start === null || end === null || start === end) return true;
  if (start < end) return start <= localTime && localTime < end;
  return localTime >= start || localTime < end;
}

/** Whether a product is inside its sale hours at `now`, read on the hotel's clock. */
export function isOnSaleNow(
  product: { sale_start_time: string | null; sale_end_time: string | null },
  timeZone: string,
  now = new Date(),
): boolean {
  return onSaleAt(product.sale_start_time, product.sale_end_time, localDateTime(now, timeZone).time);
}
