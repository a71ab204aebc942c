// The gzipped-JS budgets of scripts/bundle-budget.mjs, applied by `npm run perf` to the files a screen
// really loaded in the browser: each loaded file is put in the index.html shell or in the lazy chunk groups
// of the build (webpack's stats) it belongs to.
//   - home (/hotel-guide): every JS file it loaded until the network was idle (the coupons block
//     included), in the lines of scripts/lib/homeBudget.mjs (runtime, the app's own code, libraries, all
//     but the libraries <= 25 KB, all <= 160 KB), as bundle-budget.mjs checks them on the build;
//   - every lazy chunk a screen loaded (a JS file the shell has not loaded): at most 50 KB gzipped.
// Each lazy chunk group a screen loaded is listed with its own JS, for information.
import screenRoutes from '../webpack/screenRoutes.cjs';
import { KB, chunkMap, filesInIndexHtml, isJs } from './build.mjs';
import { fileKinds, homeLines } from './homeBudget.mjs';

export const { screenChunkOf } = screenRoutes;

export const BUDGETS = { lazyChunkJsGzip: 50 * KB };
/** What home loads once it has shown, beside its screen and the default locale: the coupons block. */
export const HOME_GROUPS_AFTER_RENDER = ['home-coupons'];
/**
 * What loads after the page's load event, when the browser is idle (src/app/AppShell.tsx): the offline
 * banner and the service worker's registration. Listed, not in home's budget (as in bundle-budget.mjs).
 */
export const HOME_GROUPS_AFTER_LOAD = ['app-notices'];

/** The shell and lazy chunk groups of a build, for `budgetOf`. */
export function buildMap({ outDir, stats }) {
  const { lazyGroups } = chunkMap(stats);
  const publicPath = stats.publicPath && stats.publicPath !== 'auto' ? stats.publicPath : '/';
  return { shell: filesInIndexHtml(outDir, publicPath), lazyGroups, publicPath, kinds: fileKinds(stats) };
}

/**
 * The budget rows of one screen from the files it loaded ({ path, type, gzip } with URL paths):
 * { rows: [{ label, files, gzip, budget, ok }], unknown: [paths of JS files in no group] }.
 * `screenGroup` is the screen's chunk group; `home` applies the first-render budget.
 */
export function budgetOf(map, files, { screenGroup, home }) {
  const gzipOf = new Map(
    files.filter((f) => f.type === 'JS').map((f) => [f.path.replace(/^\//, '').slice(map.publicPath.length - 1), f]),
  );
  const loaded = new Set(gzipOf.keys());
  const sumOf = (names) => names.reduce((total, name) => total + (gzipOf.get(name)?.gzip ?? 0), 0);
  const shellJs = map.shell.filter((f) => isJs(f) && loaded.has(f));
  const groups = [];
  for (const [name, groupFiles] of map.lazyGroups) {
    const own = groupFiles.filter((f) => isJs(f) && !map.shell.includes(f));
    if (own.length > 0 && own.every((f) => loaded.has(f))) groups.push({ name, own });
  }
  groups.sort((a, b) => (a.name === screenGroup ? -1 : b.name === screenGroup ? 1 : a.name.localeCompare(b.name)));
  const rows = [{ label: "index.html shell (in home's first render)", files: shellJs.length, gzip: sumOf(shellJs) }];
  if (home) {
    const afterLoad = HOME_GROUPS_AFTER_LOAD.flatMap((name) => map.lazyGroups.get(name) ?? []).filter(
      (f) => isJs(f) && !map.shell.includes(f),
    );
    const counted = [...loaded].filter((f) => !afterLoad.includes(f)).map((file) => ({ file, gzip: sumOf([file]) }));
    // All JS home loaded until the network was idle, but app-notices (after the load event, aside).
    for (const line of homeLines(counted, map.kinds)) rows.push({ ...line, label: `home: ${line.label}` });
  }
  for (const g of groups) {
    rows.push({
      label: `group ${g.name}${g.name === screenGroup ? ' (screen)' : ''}, own JS`,
      files: g.own.length,
      gzip: sumOf(g.own),
    });
  }
  const lazy = [...loaded].filter((f) => !map.shell.includes(f));
  const largest = lazy.reduce((top, f) => (sumOf([f]) > sumOf([top]) ? f : top), lazy[0]);
  if (largest) {
    const gzip = sumOf([largest]);
    rows.push({
      label: `largest lazy chunk (${largest})`,
      files: 1,
      gzip,
      budget: BUDGETS.lazyChunkJsGzip,
      ok: gzip <= BUDGETS.lazyChunkJsGzip,
    });
  }
  if (screenGroup && !groups.some((g) => g.name === screenGroup)) {
    rows.push({ label: `group ${screenGroup} (screen): NOT LOADED`, files: 0, gzip: 0, budget: 0, ok: false });
  }
  const inGroups = new Set([...shellJs, ...groups.flatMap((g) => g.own)]);
  const unknown = [...loaded].filter((f) => !inGroups.has(f));
  return { rows, unknown };
}
