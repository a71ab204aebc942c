import { coreApi } from '@/api/coreApi';
import { resolveLanguage } from '@/lib/language';
import { readStoredHotelId, readStoredLanguage } from '@/lib/storage';
import { loadMessages } from './messages';
import type { AppStore } from './store';

/**
 * Starts, before the first render, what the first screen will wait for: its language's messages
 * and the hotel's guide (and, on home, its icon settings). They then load side by side with the
 * screen's own chunk instead of one after the other.
 */
export function preloadFirstScreen(store: AppStore, location: Location = window.location): void {
  const params = new URLSearchParams(location.search);
  void loadMessages(resolveLanguage(params.get('lang'), readStoredLanguage()));
  const hotelId = params.get('hotelId') || readStoredHotelId();
  if (!hotelId || !/^[A-Za-z0-9_-]{1,64}$/.test(hotelId)) return;
  store.dispatch(coreApi.util.prefetch('getHotelGuide', { hotelId }, {}));
  if (location.pathname === '/hotel-guide') {
    store.dispatch(coreApi.util.prefetch('getIconDisplay', { hotelId }, {}));
  }
}
