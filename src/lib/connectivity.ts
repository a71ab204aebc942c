/**
 * Whether the app is offline, for what it tells the guest (the offline banner, a screen that cannot
 * load): the browser says so (`navigator.onLine` false), or the app's last call to its server got no
 * answer at all. The flag alone is not enough: it says true on hotel Wi-Fi with no internet behind
 * it, and in a page that the service worker served while Chromium 150 emulated offline.
 * The API's base query reports each call (src/api/baseApi.ts): one answered by the server ends it;
 * one the service worker may have answered from its cache (offlineCaches.ts) tells nothing either way.
 */
let noAnswer = false;
const listeners = new Set<() => void>();

function setNoAnswer(value: boolean) {
  if (noAnswer === value) return;
  noAnswer = value;
  listeners.forEach((listener) => listener());
}

/** A call got no answer (the network or the server could not be reached). */
export const noteNoAnswer = (): void => setNoAnswer(true);
/** A call was answered by the server (whatever its status). */
export const noteAnswer = (): void => setNoAnswer(false);

/** Offline, by the browser's flag or by the last call. */
export const isOffline = (): boolean => !navigator.onLine || noAnswer;

// The browser's own "back online": what failed before is worth trying again.
if (typeof window !== 'undefined') window.addEventListener('online', () => setNoAnswer(false));

/** Calls `onChange` when `isOffline()` may have changed; returns the unsubscribe (useSyncExternalStore). */
export function subscribeConnectivity(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
