import type { Db } from '../database.ts';
import { businessDate, localDateTime, nextBusinessDayStart, nextMidnight } from '../../services/hotelTime.ts';
import { seedDemoCoupons } from './demoCoupons.ts';
import { DEMO_HOTEL_ID, demoHotelClocks } from './demoHotels.ts';
import { redateDemoReservations, seedDemoReservations } from './demoReservations.ts';
import { seedDemoStays } from './demoStays.ts';

/**
 * Outside production the demo data follow the calendar. The reservations and stays are dated from
 * their hotel's business date, which changes at the end of its check-in window (02:00 in Tokyo for
 * the demo hotel, whose window wraps past midnight); the coupons from the demo hotel's local date,
 * which changes at midnight. Every start moves them all to the current dates (`redateDemoData`), and
 * `followDemoCalendar` moves each part when its own date changes while the server runs. A database
 * without the demo hotels is left alone.
 */
export async function redateDemoData(db: Db, now = new Date()): Promise<void> {
  // A database of real hotels only (made with `npm run hotel`, no demo seed) has nothing to move.
  if ((await demoHotelClocks(db)).length === 0) return;
  await seedDemoReservations(db, now);
  await seedDemoStays(db, now);
  await seedDemoCoupons(db, now);
}

export interface DemoCalendarOptions {
  /** When the data were last dated (default: when the calendar starts). */
  datedAt?: Date;
  /** The clock (tests set it). */
  now?: () => Date;
  /** Told what moved, after each move. */
  onRedated?: (what: string) => void;
  /** Told a failed move; the calendar tries again a minute later. */
  onError: (error: unknown) => void;
}

/** The calendar looks at least this often: a long timer would run late after a suspend or a clock change. */
const CHECK_EVERY_MS = 60_000;

interface DemoDates {
  /** Each demo hotel's business date, by id. */
  business: Map<string, string>;
  /** The demo hotel's local date (the coupons'). */
  couponDay: string | undefined;
}

/** Moves the demo data whenever one of their dates changes, from now until `stop()`. */
export function followDemoCalendar(db: Db, options: DemoCalendarOptions): { stop: () => Promise<void> } {
  const now = options.now ?? (() => new Date());
  let seen: DemoDates | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const check = async () => {
    let wait = CHECK_EVERY_MS;
    try {
      const hotels = await demoHotelClocks(db);
      const demo = hotels.find((h) => h.id === DEMO_HOTEL_ID);
      const datesAt = (at: Date): DemoDates => ({
        business: new Map(hotels.map((h) => [h.id, businessDate(h, at)])),
        couponDay: demo && localDateTime(at, demo.time_zone).date,
      });
      seen ??= datesAt(options.datedAt ?? now());
      const at = now();
      const dates = datesAt(at);
      const moved = hotels.filter((h) => dates.business.get(h.id) !== seen!.business.get(h.id)).map((h) => h.id);
      const done: string[] = [];
      if (moved.length > 0) {
        await redateDemoReservations(db, at, moved);
        if (moved.includes(DEMO_HOTEL_ID)) await seedDemoStays(db, at);
        done.push(
          ...moved.map(
            (id) => `${id}'s reservations${id === DEMO_HOTEL_ID ? ' and stays' : ''} to ${dates.business.get(id)}`,
          ),
        );
      }
      if (dates.couponDay !== seen.couponDay) {
        await seedDemoCoupons(db, at);
        done.push(`the coupons to ${dates.couponDay}`);
      }
      seen = dates;
      if (done.length > 0) options.onRedated?.(done.join(', '));
      const changes = [...hotels.map((h) => nextBusinessDayStart(h, at)), ...(demo ? [nextMidnight(demo, at)] : [])];
      const next = Math.min(...changes.map((instant) => instant.getTime() - at.getTime()).filter((ms) => ms > 0));
      if (Number.isFinite(next)) wait = Math.min(next, CHECK_EVERY_MS);
    } catch (error) {
      if (!stopped) options.onError(error);
    }
    if (stopped) return;
    timer = setTimeout(() => {
      running = check();
    }, wait);
    timer.unref();
  };

  running = check();
  return {
    /** Stops the calendar; resolves once a move under way has ended. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
