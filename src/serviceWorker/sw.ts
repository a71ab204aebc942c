// The service worker (built by workbox-webpack-plugin's InjectManifest in webpack.config.js, served at
// /sw.js): what works with no signal after one online visit, and what is never kept (docs/offline.md).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OFFLINE_CACHES } from '@/lib/offlineCaches';

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/**
 * The page shell is cached under one key per hotel, whatever the route: any route reloads offline,
 * and a hotel's page keeps its own manifest link and preloads.
 */
const appShellKey = (url: URL) => `/__app-shell?hotelId=${encodeURIComponent(url.searchParams.get('hotelId') ?? '')}`;
/** The hotel's public GETs (openapi.yaml: no security), which home, the guide and Wi-Fi read. */
const HOTEL_PUBLIC_API = [
  '/api/hotel-guide',
  '/api/icon-display',
  '/api/guest/assets',
  '/api/facility-additional-info',
];
/** The member's passes (QR code, check-in ID, tickets) and the list leading to them. */
const MEMBER_PASS_API = /^\/api\/(checkin-history|checkin-history-detail\/[^/]+)$/;
/** Pages the server makes itself (not the SPA's): never answered with the app shell. */
const SERVER_PAGES = /^\/(api|dev|card-token|test-fixtures|healthz|readyz)(\/|$)|\.[A-Za-z0-9]{1,8}$/;

const ok = new CacheableResponsePlugin({ statuses: [200] });

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

// Every route's page: the hotel's last one at once (a repeat visit paints without waiting for the
// network), refreshed from the network for the next load (the server writes run-time settings into it).
// A new version starts with fresh pages: the old ones name the old version's files.
registerRoute(
  new NavigationRoute(
    new StaleWhileRevalidate({
      cacheName: OFFLINE_CACHES.pages,
      plugins: [ok, { cacheKeyWillBeUsed: async ({ request }) => appShellKey(new URL(request.url)) }],
    }),
    { denylist: [SERVER_PAGES] },
  ),
);
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(OFFLINE_CACHES.pages));
});

registerRoute(
  ({ url }) => sameOrigin(url) && HOTEL_PUBLIC_API.includes(url.pathname),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.hotel,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && MEMBER_PASS_API.test(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.memberPass,
    networkTimeoutSeconds: 3,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * DAY })],
  }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image' && !url.pathname.startsWith('/api/'),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.images,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Content-hashed files never change: once a screen was visited online, its files work offline.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/assets\/.+\.[0-9a-f]{6}\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);
