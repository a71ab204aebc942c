import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js (built by production builds only) and calls `onUpdateWaiting` with
 * the function that activates a new version once the guest chooses to: the new worker takes over,
 * and the page reloads when it controls it. Nothing reloads by itself (a guest mid check-in keeps the page).
 */
export function registerServiceWorker(onUpdateWaiting: (activate: () => void) => void): void {
  // (The dev server has no /sw.js: there the registration fails and is let go, below.)
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // A failed registration (private mode, a browser setting) leaves the app as it is without one.
  workbox.register().catch(() => undefined);
}
