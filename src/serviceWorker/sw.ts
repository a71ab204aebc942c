// The service worker (built by workbox-webpack-plugin's InjectManifest in webpack.config.js, served at
// /sw.js): what works with no signal after one online visit, and what is never kept (docs/offline.md).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OFFLINE_CACHES } from '@/lib/offlineCaches';
import { HOTEL_PUBLIC_API, isHomePageKey, MEMBER_PASS_API, PAGE_ACCEPT, pageCacheKey } from '@/lib/offlineRoutes';
import { isStaffPage } from '@/lib/staffPages';
import { HASHED_FILE } from '../../shared/contentHash.cjs';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** How long an answer from the network may take, online, before the cached copy is served instead. */
const NETWORK_TIMEOUT_SECONDS = 3;
/** Pages kept, all hotels and paths together (the oldest used goes first). */
const MAX_PAGES = 40;
/** Pages the server makes itself (not the SPA's): never answered with the app shell. */
const SERVER_PAGES = /^\/(api|dev|card-token|test-fixtures|healthz|readyz|metrics)(\/|$)|\.[A-Za-z0-9]{1,8}$/;
/** Image files of the site's own (hotel photos, icons, products), by extension. */
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

const ok = new CacheableResponsePlugin({ statuses: [200] });

const hotelIdOf = (request: Request) => new URL(request.url).searchParams.get('hotelId') ?? '';
/** What a cache keeps for one hotel (its answers, or its pages), by the requests they are stored under. */
async function keysOfHotel(cache: Cache, hotelId: string): Promise<Request[]> {
  return (await cache.keys()).filter((key) => hotelIdOf(key) === hotelId);
}
/** Hotels the server said are gone (while this worker runs), until one of their answers comes again. */
const goneHotels = new Set<string>();

// The app shell, the four languages' core messages and the offline screens' files (webpack.config.js).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the guest chooses to reload (the page's update prompt sends SKIP_WAITING):
// never swapped mid-flow. The first version takes the open page at once (there is nothing to swap).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Only same-origin GETs are routed (Workbox routes GET only unless told otherwise): a request that
// changes anything, or any other site's, goes to the network untouched and is never stored or replayed.
const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The page asks for what it loaded before this worker controlled it (the first visit's page and the
// answers it read: src/app/offline/warmCaches.ts) with Workbox's CACHE_URLS message, which the routes
// below answer as if the page had asked through the worker (registerRoute's router listens for it).

/**
 * Offline, a page never loaded at this path: the hotel's page of another path (any route reloads
 * offline), one other than home's if there is one, whose hotel picture is drawn into the page.
 */
async function anyPageOf(hotelId: string): Promise<Response | undefined> {
  const pages = await caches.open(OFFLINE_CACHES.pages);
  const ofHotel = await keysOfHotel(pages, hotelId);
  const key = ofHotel.find((one) => !isHomePageKey(one.url)) ?? ofHotel[0];
  return key ? pages.match(key) : undefined;
}

// Every route's page: its last copy at once (a repeat visit paints without waiting for the network),
// refreshed from the network for the next load (the server writes run-time settings into it; the hotel's
// own content is in the answers below, where the network wins). A path with no copy yet waits for the
// network as long as the answers below do; then, or at once when the network fails, it takes another
// path's copy of the hotel (on hotel Wi-Fi that hangs rather than refuses, the guest is not left
// waiting), and the network's page, when it comes, is kept for the next load. A request for a page is a
// navigation, or the page's own address sent to warm the cache (Accept: text/html).
// A new version starts with fresh pages: the old ones name the old version's files.
// The staff's pages (staff.html, another app) are no guest's: never answered from or kept in these caches.
const pageStrategy = new StaleWhileRevalidate({
  cacheName: OFFLINE_CACHES.pages,
  plugins: [
    ok,
    {
      cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)),
      // (A page refreshed while its hotel's 404 comes in is not stored back.)
      cacheWillUpdate: async ({ request, response }) => (goneHotels.has(hotelIdOf(request)) ? null : response),
      handlerDidError: async ({ request }) => anyPageOf(hotelIdOf(request)),
    },
    new ExpirationPlugin({ maxEntries: MAX_PAGES }),
  ],
});
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    !SERVER_PAGES.test(url.pathname) &&
    !isStaffPage(url.pathname) &&
    (request.mode === 'navigate' || (request.headers.get('accept') ?? '').startsWith(PAGE_ACCEPT)),
  async (options) => {
    // (The strategy keeps the network's answer, however late, through the event's waitUntil.)
    const answer = pageStrategy.handle(options);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const another = new Promise<Response | undefined>((resolve) => {
      timer = setTimeout(() => resolve(anyPageOf(hotelIdOf(options.request))), NETWORK_TIMEOUT_SECONDS * 1000);
    });
    try {
      return await Promise.race([answer, another.then((page) => page ?? answer)]);
    } finally {
      clearTimeout(timer);
    }
  },
);
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(OFFLINE_CACHES.pages));
});

/**
 * A hotel the server says does not exist (a 404 from any of its public answers) is forgotten: its
 * answers and its pages leave the caches, so that it opens nowhere offline either.
 */
async function forgetHotel(hotelId: string): Promise<void> {
  goneHotels.add(hotelId);
  for (const name of [OFFLINE_CACHES.hotel, OFFLINE_CACHES.pages]) {
    const cache = await caches.open(name);
    await Promise.all((await keysOfHotel(cache, hotelId)).map((key) => cache.delete(key)));
  }
}

// The hotel's public answers (guide, icon settings, assets, facility info): online, the network's
// answer wins, whatever it is (a hotel's edit shows at once; a 404 reaches the app, which shows /404
// and forgets the hotel). The cached copy answers only when the network fails or takes longer than
// the timeout (and is then refreshed when the network does answer).
registerRoute(
  ({ url }) => sameOrigin(url) && HOTEL_PUBLIC_API.includes(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.hotel,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      ok,
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY }),
      {
        fetchDidSucceed: async ({ request, response }) => {
          const hotelId = hotelIdOf(request);
          if (response.status === 404) await forgetHotel(hotelId);
          else if (response.ok) goneHotels.delete(hotelId);
          return response;
        },
      },
    ],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && MEMBER_PASS_API.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.memberPass,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY })],
  }),
);

// (By extension as well as by destination: the page's warming requests have no destination.)
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    !url.pathname.startsWith('/api/') &&
    (request.destination === 'image' || IMAGE_FILE.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.images,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Content-hashed files never change: once a screen was visited online, its files work offline.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/') && HASHED_FILE.test(url.pathname),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);
