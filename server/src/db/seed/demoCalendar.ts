import type { Db } from '../database.ts';
import { businessDate, localDateTime, nextBusinessDayStart, nextMidnight } from '../../services/hotelTime.ts';
import { seedDemoCoupons } from './demoCoupons.ts';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from './demoHotels.ts';
import { seedDemoReservations } from './demoReservations.ts';
import { seedDemoStays } from './demoStays.ts';

/**
 * Outside production the demo data follow the calendar: the reservations and stays are dated from
 * the demo hotels' business date and the coupons from their local date, so they move to the new
 * dates at every start and whenever one of those dates changes while the server runs (at 02:00 in
 * Tokyo for the demo hotel, whose check-in window wraps past midnight).
 */
export async function redateDemoData(db: Db, now = new Date()): Promise<void> {
  await seedDemoReservations(db, now);
  await seedDemoStays(db, now);
  await seedDemoCoupons(db, now);
}

export interface DemoCalendarOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** Told the new dates after each move. */
  onRedated?: (dates: string) => void;
  /** Told a failed move; the calendar tries again a minute later. */
  onError: (error: unknown) => void;
}

const RETRY_MS = 60_000;

/** Moves the demo data whenever a demo hotel's date changes, from now until `stop()`. */
export function followDemoCalendar(db: Db, options: DemoCalendarOptions): { stop: () => void } {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let seen: string | undefined;

  const wait = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void check(), ms);
    timer.unref();
  };

  const check = async () => {
    try {
      const hotels = await db
        .selectFrom('hotels')
        .select(['time_zone', 'checkin_begin_time', 'checkin_end_time'])
        .where('id', 'in', [DEMO_HOTEL_ID, MINIMAL_HOTEL_ID])
        .orderBy('id')
        .execute();
      const at = now();
      const dates = hotels.map((h) => `${businessDate(h, at)}/${localDateTime(at, h.time_zone).date}`).join(' ');
      if (seen !== undefined && dates !== seen && !stopped) {
        await redateDemoData(db, at);
        options.onRedated?.(dates);
      }
      seen = dates;
      const next = Math.min(...hotels.flatMap((h) => [nextBusinessDayStart(h, at), nextMidnight(h, at)].map(Number)));
      // No demo hotel (a production-like database): look again in a minute.
      wait(Number.isFinite(next) ? Math.max(next - at.getTime(), 1_000) : RETRY_MS);
    } catch (error) {
      if (stopped) return;
      options.onError(error);
      wait(RETRY_MS);
    }
  };

  void check();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
