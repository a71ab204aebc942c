import { resolveLanguage, type Language } from '@/lib/language';
import type { AppQuery } from '@/lib/navigation';
import { readStoredHotelId, readStoredLanguage } from '@/lib/storage';

/** The app's query for a URL's search: its lang, else the stored language, else ja; its hotelId, else the stored one. */
export function appQueryOf(params: URLSearchParams): AppQuery & { lang: Language } {
  return {
    hotelId: params.get('hotelId') || readStoredHotelId() || null,
    lang: resolveLanguage(params.get('lang'), readStoredLanguage()),
  };
}

/**
 * `search` with lang, and hotelId when one is known, set as in `query` (spec: both on every navigation);
 * null when they are there already.
 */
export function completedSearch(search: string, query: AppQuery): string | null {
  const params = new URLSearchParams(search);
  const missingLang = params.get('lang') !== query.lang;
  const missingHotel = Boolean(query.hotelId) && params.get('hotelId') !== query.hotelId;
  if (!missingLang && !missingHotel) return null;
  params.set('lang', query.lang);
  if (query.hotelId) params.set('hotelId', query.hotelId);
  return `?${params}`;
}

/**
 * Puts the app's query into the address bar before the router starts (src/index.tsx), so that the first
 * screen is rendered once, at its final URL, and not a second time when AppShell adds lang (a guest's
 * link or QR code carries only the hotelId).
 */
export function completeFirstUrl(location: Location = window.location, history: History = window.history): void {
  const search = completedSearch(location.search, appQueryOf(new URLSearchParams(location.search)));
  if (search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}
