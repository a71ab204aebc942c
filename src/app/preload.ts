import { coreApi } from '@/api/coreApi';
import { resolveLanguage } from '@/lib/language';
import { readStoredHotelId, readStoredLanguage } from '@/lib/storage';
import type { RouteHandle } from './AppShell';
import { holdMember } from './memberPreload';
import { loadMessages } from './messages';
import type { AppRouter } from './router';
import type { AppStore } from './store';

/** The route handles of the first screen (its own and its layouts'), as the router matched them. */
const firstHandles = (router: AppRouter): RouteHandle[] =>
  router.state.matches.flatMap(({ route }) => (route.handle ? [route.handle as RouteHandle] : []));

/**
 * Starts, before the first render, what the first screen will wait for: its language's messages
 * (the core and the screen's own groups) and the hotel's guide (and, on home, its icon settings).
 * They then load side by side with the screen's own chunk instead of one after the other. A message
 * group that fails here is asked for again by the screen.
 */
export function preloadFirstScreen(store: AppStore, router: AppRouter): void {
  const { location } = router.state;
  const params = new URLSearchParams(location.search);
  const language = resolveLanguage(params.get('lang'), readStoredLanguage());
  void loadMessages(language);
  for (const handle of firstHandles(router)) {
    for (const group of handle.messages ?? []) loadMessages(language, group).catch(() => undefined);
  }
  const hotelId = params.get('hotelId') || readStoredHotelId();
  if (!hotelId || !/^[A-Za-z0-9_-]{1,64}$/.test(hotelId)) return;
  store.dispatch(coreApi.util.prefetch('getHotelGuide', { hotelId }, {}));
  if (location.pathname === '/hotel-guide') {
    store.dispatch(coreApi.util.prefetch('getIconDisplay', { hotelId }, {}));
  }
}

/** Once the session is read back: a first screen for members (or preparing them) asks for the member beside its code. */
export function preloadMember(store: AppStore, router: AppRouter): void {
  if (firstHandles(router).some((handle) => handle.auth || handle.preparesUser)) holdMember(store);
}
