import { Workbox } from 'workbox-window';
import { urlsToWarm } from './warmCaches';

/**
 * Registers /sw.js (built by production builds only) and calls `onUpdateWaiting` with
 * the function that activates a new version once the guest chooses to: the new worker takes over,
 * and the page reloads when it controls it. Nothing reloads by itself (a guest mid check-in keeps the page).
 *
 * A page that no worker controlled when it loaded (a first visit) went past the worker: once the worker
 * is active, it is asked to keep the page and what the page loaded (warmCaches.ts), so that the same
 * link opens offline after this one visit. `readToken` gives the member's token at that moment.
 */
export function registerServiceWorker(
  onUpdateWaiting: (activate: () => void) => void,
  readToken: () => string | null,
): void {
  // (The dev server has no /sw.js: there the registration fails and is let go, below.)
  if (!('serviceWorker' in navigator)) return;
  const loadedPastTheWorker = navigator.serviceWorker.controller === null;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // A failed registration (private mode, a browser setting) leaves the app as it is without one.
  workbox
    .register()
    .then(async (registration) => {
      if (!registration || !loadedPastTheWorker) return;
      await workbox.active;
      // (workerStart is 0 for what no worker handled: what came after the worker took the page went through it.)
      const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.workerStart === 0)
        .map((entry) => entry.name);
      await workbox.messageSW({
        type: 'CACHE_URLS',
        payload: { urlsToCache: urlsToWarm(window.location.href, resources, readToken()) },
      });
    })
    .catch(() => undefined);
}
