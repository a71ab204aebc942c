import { act } from '@testing-library/react';

const setFlag = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

/**
 * The requests to `paths` failing as fetch does without a network (TypeError); the others still
 * reach the real server, as the service worker would answer them from its cache. `backOnline`
 * restores them and fires the window's `online` event. The browser's flag (`navigator.onLine`) says
 * false, or true with `flag: 'online'`: hotel Wi-Fi with no internet behind it.
 */
function cutOff(paths: string[], flag: 'offline' | 'online') {
  const realFetch = global.fetch;
  const unreachable: string[] = [];
  if (flag === 'offline') setFlag(false);
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (!paths.includes(pathname)) return realFetch(input, init);
    unreachable.push(pathname);
    throw new TypeError('Failed to fetch');
  });
  return {
    /** The paths asked for while offline, in order. */
    unreachable,
    backOnline() {
      spy.mockRestore();
      setFlag(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    },
  };
}

/** The device offline, as a browser reports it (`navigator.onLine` false), the calls to `paths` failing. */
export const goOffline = (...paths: string[]) => cutOff(paths, 'offline');

/** The calls to `paths` failing while the browser says it is online (Wi-Fi with no internet behind it). */
export const loseInternet = (...paths: string[]) => cutOff(paths, 'online');

afterEach(() => {
  jest.restoreAllMocks();
  setFlag(true);
  // What was noted of the connection (src/lib/connectivityWatch.ts) is not the next test's.
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});
