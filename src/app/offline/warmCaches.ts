import { mayComeFromCache, MEMBER_PASS_API, PAGE_ACCEPT } from '@/lib/offlineRoutes';

/** One entry of Workbox's CACHE_URLS message: an address, or an address with what its request needs. */
export type UrlToCache = string | [string, RequestInit];

/**
 * What a page loaded before the service worker controlled it (a first visit) asks the worker to keep,
 * as its routes would have kept it had it passed through them: the page itself (its address, marked
 * as a request for a page) and every same-origin file and answer it loaded (Resource Timing), except
 * the member's answers that the worker never keeps. The member's passes go with the member's token, as
 * the app sent them. The worker's routes decide what is kept (src/serviceWorker/sw.ts).
 */
export function urlsToWarm(
  pageUrl: string,
  resources: readonly string[],
  token: string | null,
  origin = new URL(pageUrl).origin,
): UrlToCache[] {
  const seen = new Set<string>();
  const urls: UrlToCache[] = [[pageUrl, { headers: { Accept: PAGE_ACCEPT } }]];
  for (const resource of resources) {
    const url = new URL(resource, pageUrl);
    if (url.origin !== origin || url.pathname === '/sw.js' || seen.has(url.href)) continue;
    const api = url.pathname.startsWith('/api/');
    if (api && !mayComeFromCache(url.pathname)) continue;
    seen.add(url.href);
    if (MEMBER_PASS_API.test(url.pathname)) {
      if (token) urls.push([url.href, { headers: { Authorization: `Bearer ${token}` } }]);
    } else {
      urls.push(url.href);
    }
  }
  return urls;
}
