import { act } from '@testing-library/react';

/**
 * The device offline, as a browser reports it (`navigator.onLine` false), with the requests to
 * `paths` failing as fetch does without a network (TypeError); the others still reach the real
 * server, as the service worker would answer them from its cache. `backOnline` restores both and
 * fires the window's `online` event.
 */
export function goOffline(...paths: string[]) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
  return loseConnection(...paths);
}

/**
 * The requests to `paths` fail as fetch does without a network while the browser still says it is
 * online (`navigator.onLine` true): hotel Wi-Fi with no internet behind it.
 */
export function loseConnection(...paths: string[]) {
  const realFetch = global.fetch;
  const unreachable: string[] = [];
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
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    },
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});
