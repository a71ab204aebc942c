// What the service worker precaches (webpack.config.js → InjectManifest `chunks`; docs/offline.md): the
// chunk groups of the entry (runtime, libraries, the app's start and CSS), of the screens that must work
// with no signal after one online visit (their names read from src/app/routes.tsx), of what those screens
// load in turn, and every language's messages for them. Printed by scripts/bundle-budget.mjs.
const { screenChunkOf } = require('./screenRoutes.cjs');

/** Router paths of the screens that work offline (the home, hotel guide, Wi-Fi and passes). */
const OFFLINE_ROUTES = [
  '/hotel-guide',
  '/hotel-guide/detail',
  '/hotel-guide/detail/access',
  '/hotel-guide/detail/:slug',
  '/wifi',
  '/checkin-accept',
  '/mypage/checkin-history',
  '/mypage/checkin-history/:id',
];
/** What those screens and the shell load besides: home's coupons, the failed-load notice, the offline notices. */
const LOADED_BY_THEM = ['home-coupons', 'load-failed', 'toasts', 'app-notices'];
const LANGUAGES = ['ja', 'en', 'zh', 'ko'];
/**
 * Every guest message group (not the staff's, nor `app`, which is in app-notices' own chunk): with
 * the screen's texts in place, a screen whose code cannot load offline says so in the shell, in the
 * page's language (src/app/AppShell.tsx ScreenLoadFailed), instead of IntlRoot's four-language notice.
 */
const MESSAGE_GROUPS = require('./messageGroups.cjs').MESSAGE_GROUPS.filter((g) => g !== 'frontDesk' && g !== 'app');

const screenChunks = OFFLINE_ROUTES.map((routePath) => {
  const chunk = screenChunkOf(routePath);
  if (!chunk) throw new Error(`offlineScreens.cjs: no webpackChunkName for ${routePath} in src/app/routes.tsx`);
  return chunk;
});

const PRECACHED_CHUNK_GROUPS = [
  'main',
  ...new Set(screenChunks),
  ...LOADED_BY_THEM,
  ...LANGUAGES.flatMap((language) => [
    `locale-${language}`,
    ...MESSAGE_GROUPS.map((group) => `locale-${language}-${group}`),
  ]),
];

module.exports = { PRECACHED_CHUNK_GROUPS };
