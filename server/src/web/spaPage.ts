import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FIRST_SCREEN_PRODUCTS } from '../../../shared/firstScreen.cjs';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { escapeHtml } from './html.ts';
import { INTL_WARMUP_SCRIPT } from './intlWarmup.ts';
import type { PageSettings } from './pageSettings.ts';

/** openapi.yaml's hotelId pattern: anything else gets no preloads (the SPA shows its not-found screen). */
const HOTEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The SPA's routes that show no hotel (src/app/routes.tsx, handle hotelFree) and so never read its guide. */
const HOTEL_FREE_PATHS = [/^\/$/, /^\/about-/];
/**
 * The build's list of each screen's files, each language's core messages, and the staff app's page and
 * screens (scripts/webpack/ScreenPreloadsPlugin.cjs).
 */
const SCREEN_PRELOADS_FILE = 'screen-preloads.json';
/** A page of the build beside index.html (the staff's, staff.html), as the list may name it. */
const PAGE_FILE = /^[A-Za-z0-9_-]+\.html$/;
/** The SPA's default language (src/lib/language.ts), which a first visit without a `lang` query gets. */
const DEFAULT_LANGUAGE = 'ja';
/** The SPA's languages (openapi.yaml Language), the ones the web app manifest is written in. */
const LANGUAGES = ['ja', 'en', 'zh', 'ko'];
/** The build's one stylesheet link of a page's first render (its entry's, MiniCssExtractPlugin; minified HTML). */
const ENTRY_STYLESHEET = /<link href="?(\/assets\/(?:main|staff)\.[0-9a-f]+\.css)"? rel="?stylesheet"?>/;

/** index.html's (minified) empty mount point of the SPA. */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
/** The page settings that name home's hero to the SPA's first render (src/app/LoadingScreen.tsx). */
const HERO_META = { image: 'home-hero-image', hotelId: 'home-hero-hotel-id' };

/** A picture the page may preload: on this server (a path), or on another over HTTPS (the CSP's img-src). */
const PRELOADABLE_IMAGE = /^(\/(?!\/)|https:\/\/)/;

/** Home's hero image (hotels.ext_image_id) and the hotel it is of. */
interface Hero {
  hotelId: string;
  image: string;
}

/**
 * Home's hero in the page as the home screen draws it (src/features/home/HomeScreen.tsx; the classes'
 * rules are in the first render's stylesheet, src/ui/HomeHero.css), so that the guest sees it, and the
 * browser paints it, while the scripts download. The SPA's loading frames draw the same picture in the
 * same place (src/app/LoadingScreen.tsx) until the home screen does, so it stays on screen throughout.
 */
const heroFrame = (image: string) =>
  '<div class="page"><main class="page__content"><div class="home__hero">' +
  `<img class="home__hero-image" src="${escapeHtml(image)}" alt="" width="1200" height="675" fetchpriority="high">` +
  '</div></main></div>';

/**
 * `page` with home's hero: its preload first in the head, before the scripts, so that the browser asks for
 * it first and paints it while they are still on their way (on a phone's network, the scripts take most of
 * a second), and the hero itself in the mount point.
 */
function withHero(page: string, image: string): string {
  const preload = `<link rel="preload" href="${escapeHtml(image)}" as="image" fetchpriority="high">`;
  const firstScript = page.search(/<script[\s>]/i);
  const withPreload =
    firstScript === -1
      ? page.replace('</head>', () => `${preload}</head>`)
      : page.slice(0, firstScript) + preload + page.slice(firstScript);
  return withPreload.replace(ROOT_ELEMENT, (root) => root.replace('><', () => `>${heroFrame(image)}<`));
}

interface Screen {
  path: string;
  files: string[];
}

interface ScreenPreloads {
  screens: Screen[];
  locales: Record<string, string[]>;
  /** The staff app (webpack entry `staff`): its page, served for its screens' paths instead of index.html. */
  staff?: { page: string; screens: Screen[] };
}

/**
 * A router path (react-router's syntax, src/app/routes.tsx) as a pattern over a request's path:
 * `:param` is one segment; a trailing `/*` the path and every path under it (the staff app's
 * `/front-desk/*`); any other `*` (the not-found screen) matches nothing here.
 */
function routePattern(routePath: string): RegExp | null {
  // A trailing splat (`/front-desk/*`): the path and every path under it.
  const splat = routePath.endsWith('/*');
  const base = splat ? routePath.slice(0, -2) : routePath;
  if (base.includes('*')) return null;
  const segments = base.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}${splat ? '(?:/.*)?' : '/?'}$`);
}

/** The screen at `pathname`, a route without parameters before one with. */
function screenAt(screens: Screen[], pathname: string): Screen | undefined {
  const byStatic = [...screens].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  return byStatic.find((s) => routePattern(s.path)?.test(pathname));
}

/** The files of `screen` and of the messages of `lang`, one of the build's languages, else the default. */
function screenFiles(preloads: ScreenPreloads, screen: Screen | undefined, lang: string | null): string[] {
  const language = lang && Object.hasOwn(preloads.locales, lang) ? lang : DEFAULT_LANGUAGE;
  return [...(preloads.locales[language] ?? []), ...(screen?.files ?? [])];
}

/** The build's list, or null for a build without one (or an unreadable one): the SPA loads its chunks itself. */
function readPreloads(file: string): ScreenPreloads | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ScreenPreloads;
  } catch {
    return null;
  }
}

export interface SpaPageOptions {
  db: Db;
  /** The built SPA (index.html and assets/). */
  staticDir: string;
  /** The card tokeniser's URL as the SPA should call it from this request's page. */
  cardTokenUrl?: (request: FastifyRequest) => string;
  /** The separate guest app of hotels with the GUE plugin (src/lib/config.ts guestAppUrl). */
  guestAppUrl?: string;
  /** The SPA's other run-time settings, each a `<meta name>` (web/pageSettings.ts, src/lib/pageSettings.ts). */
  pageSettings?: PageSettings;
  /** The shop's public key at the card tokeniser (the one its sandbox accepts). */
  cardTokenApiKey?: string;
  /** The pictures of the hotel's first `count` products in the product list (services/hotelAnswers.ts). */
  firstProductImages?: (hotelId: string, count: number) => Promise<string[]>;
}

/**
 * index.html as a guest's first load of a screen gets it (and staff.html, the staff app's page, for the
 * staff's routes: with the run-time settings, the warm-up, its stylesheet and its screen's preloads, and
 * nothing of a hotel's or of the guest's):
 * - the settings the SPA reads at run time (src/lib/pageSettings.ts), so one build serves every
 *   deployment: the card tokeniser's URL and key, the guest app's URL, and web/pageSettings.ts's;
 * - the Intl warm-up (server/src/web/intlWarmup.ts), the page's one inline script, run as the head is parsed;
 * - the first render's stylesheet (2.5 KB) put inline, so that the page does not wait for one more
 *   request before it paints (the CSP allows inline styles; the lazy screens' stylesheets still load
 *   as files);
 * - preloads of what the first screen asks for once its script has run, so that it comes while the
 *   script is downloading (on a phone's network, the script takes most of a second): the screen's own
 *   code and its language's messages (the build's screen-preloads.json), the hotel's guide on every
 *   hotel screen, on home its icon settings and hero image, on the product list its products and the
 *   pictures of its first screen's cards. The
 *   SPA sends these public requests without the member's token (src/api/baseApi.ts) so that they are
 *   the same requests and the browser takes the preloaded answers;
 * - on home, the hotel's hero image drawn in the mount point as the home screen draws it, its preload
 *   before the scripts, and its URL and hotel as settings for the SPA's loading frames (withHero);
 * - on a hotel's screen, the link to its web app manifest in the page's language.
 * Files are read on each request (a rebuild needs no restart); a failed hotel lookup only leaves the
 * hero's (or the products' pictures') preload out.
 */
export function createSpaPage({
  db,
  staticDir,
  cardTokenUrl,
  guestAppUrl,
  pageSettings = {},
  cardTokenApiKey,
  firstProductImages,
}: SpaPageOptions) {
  const meta = (name: string, content: string) =>
    `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
  const settingsMeta = [
    ...(cardTokenApiKey ? [meta('card-token-api-key', cardTokenApiKey)] : []),
    ...Object.entries(pageSettings).map(([name, content]) => meta(name, content)),
  ].join('');
  const indexFile = path.join(staticDir, 'index.html');

  const inlineEntryStylesheet = (html: string) => {
    const link = ENTRY_STYLESHEET.exec(html);
    if (!link) return html;
    const file = path.join(staticDir, link[1]!);
    if (!file.startsWith(staticDir + path.sep) || !fs.existsSync(file)) return html;
    const css = fs.readFileSync(file, 'utf8');
    if (/<\/style/i.test(css)) return html;
    return html.replace(link[0], () => `<style>${css}</style>`);
  };

  const preloadsFile = path.join(staticDir, SCREEN_PRELOADS_FILE);
  /** The screen's code and the language's messages, as the SPA's own chunk loader will ask for them. */
  const codePreloads = (preloads: ScreenPreloads | null, screen: Screen | undefined, url: URL) => {
    if (!preloads) return [];
    const files = screenFiles(preloads, screen, url.searchParams.get('lang'));
    // Scripts at the deferred scripts' own (low) priority, so that they do not hold up the app's.
    return files.map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" href="/${escapeHtml(file)}" as="style">`
        : `<link rel="preload" href="/${escapeHtml(file)}" as="script" fetchpriority="low">`,
    );
  };

  /** The hotel's id when the page shows a hotel (the preloads' and the manifest's rule), else null. */
  const pageHotelId = (url: URL) => {
    const hotelId = url.searchParams.get('hotelId');
    if (!hotelId || !HOTEL_ID.test(hotelId) || HOTEL_FREE_PATHS.some((p) => p.test(url.pathname))) return null;
    return hotelId;
  };

  /** "Add to Home Screen" gives the hotel's app in the page's language (handlers/hotel.ts getWebManifest). */
  const manifestLink = (url: URL) => {
    const hotelId = pageHotelId(url);
    if (!hotelId) return [];
    const lang = url.searchParams.get('lang');
    const language = lang && LANGUAGES.includes(lang) ? lang : DEFAULT_LANGUAGE;
    const href = `/api/web-manifest?hotelId=${encodeURIComponent(hotelId)}&lang=${language}`;
    return [`<link rel="manifest" href="${escapeHtml(href)}">`];
  };

  /** The page's first requests, and on home the hotel's hero image (null without one). */
  const dataPreloads = async (url: URL): Promise<{ links: string[]; hero: Hero | null }> => {
    const hotelId = pageHotelId(url);
    if (!hotelId) return { links: [], hero: null };
    const query = `?hotelId=${encodeURIComponent(hotelId)}`;
    const fetchLink = (api: string) => `<link rel="preload" href="${api}${query}" as="fetch" crossorigin="anonymous">`;
    const links = [fetchLink('/api/hotel-guide')];
    const pathname = url.pathname.replace(/\/$/, '');
    // The product list waits for its products, and its largest paint is one of the first products' pictures.
    if (pathname === '/request') {
      links.push(fetchLink('/api/mobile-request/products'));
      const images = firstProductImages ? await firstProductImages(hotelId, FIRST_SCREEN_PRODUCTS).catch(() => []) : [];
      for (const image of images.filter((src) => PRELOADABLE_IMAGE.test(src))) {
        links.push(`<link rel="preload" href="${escapeHtml(image)}" as="image">`);
      }
    }
    if (pathname !== '/hotel-guide') return { links, hero: null };
    links.push(fetchLink('/api/icon-display'));
    const image = await hotels.findHotel(db, hotelId).then(
      (hotel) => hotel?.ext_image_id ?? null,
      () => null,
    );
    return { links, hero: image ? { hotelId, image } : null };
  };

  /** The staff app's page and screen at this path, when the build has them. */
  const staffPageAt = (preloads: ScreenPreloads | null, url: URL) => {
    const staff = preloads?.staff;
    if (!staff || !PAGE_FILE.test(staff.page)) return null;
    const screen = screenAt(staff.screens, url.pathname);
    const file = path.join(staticDir, staff.page);
    return screen && fs.existsSync(file) ? { file, screen } : null;
  };

  return {
    exists: () => fs.existsSync(indexFile),
    async render(request: FastifyRequest): Promise<string> {
      const url = new URL(request.url, 'http://spa.invalid');
      const preloads = readPreloads(preloadsFile);
      const staffPage = staffPageAt(preloads, url);
      if (staffPage) {
        const html = inlineEntryStylesheet(fs.readFileSync(staffPage.file, 'utf8'));
        const head = [...codePreloads(preloads, staffPage.screen, url), settingsMeta];
        head.push(`<script>${INTL_WARMUP_SCRIPT}</script>`);
        return html.replace('</head>', () => `${head.join('')}</head>`);
      }
      const html = inlineEntryStylesheet(fs.readFileSync(indexFile, 'utf8'));
      const screen = preloads ? screenAt(preloads.screens, url.pathname) : undefined;
      const data = await dataPreloads(url);
      const head = [...codePreloads(preloads, screen, url), ...data.links, ...manifestLink(url)];
      if (cardTokenUrl) head.push(meta('card-token-url', cardTokenUrl(request)));
      if (guestAppUrl) head.push(meta('guest-app-url', guestAppUrl));
      if (data.hero) head.push(meta(HERO_META.image, data.hero.image), meta(HERO_META.hotelId, data.hero.hotelId));
      head.push(settingsMeta);
      head.push(`<script>${INTL_WARMUP_SCRIPT}</script>`);
      const page = html.replace('</head>', () => `${head.join('')}</head>`);
      return data.hero ? withHero(page, data.hero.image) : page;
    },
  };
}
