/**
 * Whether the app is offline, for the offline banner and the failed-load notice (src/ui/useOffline.ts):
 * the browser says so (`navigator.onLine` false), or the latest evidence says the server cannot be
 * reached. The flag alone is not enough: it says true on hotel Wi-Fi with no internet behind it, and
 * in a page the service worker served while Chromium 150 emulated offline. The evidence is the app's
 * latest call (its outcome is in the store: src/api/callsVerdict.ts), or what is noted here, if
 * later: the server asked (askServer) or the browser's `online` event.
 */
let evidence = { at: 0, noAnswer: false };
const listeners = new Set<() => void>();

function note(noAnswer: boolean) {
  evidence = { at: Date.now(), noAnswer };
  listeners.forEach((listener) => listener());
}

// The browser's own "back online": what failed before is worth trying again.
if (typeof window !== 'undefined') window.addEventListener('online', () => note(false));

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
  note(!answered);
}

/** Offline, given when the app's latest calls got no answer and got one (0: none). */
export function isOffline(callNoAnswerAt: number, callAnswerAt: number): boolean {
  if (!navigator.onLine) return true;
  const callsAt = Math.max(callNoAnswerAt, callAnswerAt);
  return evidence.at > callsAt ? evidence.noAnswer : callNoAnswerAt > callAnswerAt;
}

/** Calls `onChange` when the flag or the evidence noted here changes (useSyncExternalStore). */
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

/** What subscribeConnectivity watches, as one value (useSyncExternalStore's snapshot). */
export const connectivitySnapshot = (): string => `${navigator.onLine} ${evidence.at} ${evidence.noAnswer}`;

/** How often the server is asked again while the app is offline and the browser says it is online. */
export const RECHECK_MS = 5_000;
let recheck: ReturnType<typeof setInterval> | undefined;
let rechecking = 0;

/**
 * While calls get no answer and the browser says it is online, nothing will say when the network is
 * back (no `online` event): the server is asked every RECHECK_MS until the returned stop is called.
 */
export function recheckServer(): () => void {
  rechecking += 1;
  recheck ??= setInterval(() => void askServer(), RECHECK_MS);
  return () => {
    rechecking -= 1;
    if (rechecking === 0) {
      clearInterval(recheck);
      recheck = undefined;
    }
  };
}
