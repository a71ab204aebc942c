import { useLocation } from 'react-router-dom';
import { pageSetting } from '@/lib/pageSettings';
import { HomeHero } from '@/ui/HomeHero';
import { Spinner } from '@/ui/Spinner';

/**
 * Home's hero image when the page came with it (server/src/web/spaPage.ts: the meta settings
 * home-hero-image and home-hero-hotel-id) and `location` is that hotel's home; else undefined.
 */
export function firstHero(location: { pathname: string; search: string }): string | undefined {
  const image = pageSetting('home-hero-image');
  if (!image || location.pathname.replace(/\/$/, '') !== '/hotel-guide') return undefined;
  const hotelId = new URLSearchParams(location.search).get('hotelId');
  return hotelId === pageSetting('home-hero-hotel-id') ? image : undefined;
}

/**
 * A screen loading: the spinner, and on home the hero the page came with above it, where the home screen
 * will draw it, so that the picture the guest sees first stays while the rest of home loads.
 * `framed`: drawn outside the page's frame (the router's and the messages' wait), which it then adds.
 */
export function LoadingScreen({ framed = false }: { framed?: boolean }) {
  const image = firstHero(useLocation());
  if (!image) return <Spinner />;
  const content = (
    <main className="page__content">
      <HomeHero image={image} />
      <Spinner />
    </main>
  );
  return framed ? <div className="page">{content}</div> : content;
}

/** LoadingScreen outside the page's frame (the router's HydrateFallback, the messages' wait in IntlRoot). */
export function FramedLoadingScreen() {
  return <LoadingScreen framed />;
}
