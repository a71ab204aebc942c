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
/** How often the server is asked again while calls get no answer and the browser says it is online. */
export const RECHECK_MS = 5_000;
let recheck: ReturnType<typeof setTimeout> | undefined;

function setNoAnswer(value: boolean) {
  if (noAnswer === value) return;
  noAnswer = value;
  clearTimeout(recheck);
  // The browser says nothing when such a network comes back (no `online` event): the app asks.
  if (noAnswer) recheck = setTimeout(() => void askServer(), RECHECK_MS);
  listeners.forEach((listener) => listener());
}

/**
 * Asks the server whether it can be reached, and notes the answer: a HEAD of the page's own address,
 * which the service worker lets through (it routes GETs only) and no HTTP cache answers.
 */
export async function askServer(): Promise<void> {
  if (!navigator.onLine) return;
  const answered = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
  if (answered || !noAnswer) setNoAnswer(!answered);
  else {
    // Still no answer: asked again later.
    clearTimeout(recheck);
    recheck = setTimeout(() => void askServer(), RECHECK_MS);
  }
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
