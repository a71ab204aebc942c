import { onHotelClock, TIME_FORMAT } from '@/lib/dates';

/** An instant (ISO text or epoch ms) as HH:mm on the hotel's clock: today's lists show times only. */
export function formatTime(instant: string | number, timeZone: string): string {
  const at = onHotelClock(instant, timeZone);
  return at.isValid() ? at.format(TIME_FORMAT) : String(instant);
}
