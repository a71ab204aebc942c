// What the service worker routes to its network-first caches (src/serviceWorker/sw.ts), and how the page
// asks it to keep its own address (src/app/offline/warmCaches.ts). Not in the first download: only
// the worker and the warming read it.

/**
 * The hotel's public GETs (openapi.yaml: no security) that home, the guide and Wi-Fi read: network
 * first, kept for offline. Every one of them answers 404 for a hotel that does not exist.
 */
export const HOTEL_PUBLIC_API: readonly string[] = [
  '/api/hotel-guide',
  '/api/icon-display',
  '/api/guest/assets',
  '/api/facility-additional-info',
];

/** The member's passes (QR code, check-in ID, tickets) and the list leading to them: network first, kept for offline. */
export const MEMBER_PASS_API = /^\/api\/(checkin-history|checkin-history-detail\/[^/]+)$/;

/** Whether the service worker may answer this API path from its cache (the network failed or was slow). */
export const mayComeFromCache = (pathname: string): boolean =>
  HOTEL_PUBLIC_API.includes(pathname) || MEMBER_PASS_API.test(pathname);

/**
 * The Accept header that marks a request for one of the SPA's pages which is no navigation: the page's
 * own address, sent by the page to warm the cache (the service worker keeps it as the hotel's page).
 */
export const PAGE_ACCEPT = 'text/html';

/**
 * Where the service worker keeps a page: under its hotel and its path. The server makes each route's page
 * with that route's preloads (and home's with the hotel's picture drawn in), which another route must not
 * get. A trailing slash names the same route, as it does for the server (server/src/web/spaPage.ts).
 */
export function pageCacheKey(url: URL): string {
  const hotelId = encodeURIComponent(url.searchParams.get('hotelId') ?? '');
  const path = url.pathname.replace(/\/$/, '') || '/';
  return `/__app-shell?hotelId=${hotelId}&path=${encodeURIComponent(path)}`;
}

/** Whether a key of pageCacheKey's (as stored: a path, or the worker's whole URL) is home's page. */
export const isHomePageKey = (key: string): boolean =>
  new URL(key, 'https://page-key.invalid').searchParams.get('path') === '/hotel-guide';
