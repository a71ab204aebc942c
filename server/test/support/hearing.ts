import type { HotelChanges } from '../../src/db/hotelChanges.ts';

/**
 * Resolves once the feed hears changes (live), or has lost them (not live): on PostgreSQL the listener
 * connects after the app starts, and until it does nothing is kept (services/answerCache.ts).
 */
export function until(changes: HotelChanges, live: boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = changes.subscribe({
      changed: () => {},
      hearing: (now) => {
        if (now !== live) return;
        queueMicrotask(() => stop());
        resolve();
      },
    });
  });
}
