// `npm run test:budget`: gzipped JS/CSS budgets of the production build, without a browser.
// Builds the SPA with webpack's Node API (into a temporary folder; dist/ is left alone), reads which files
// each chunk group needs from webpack's stats, gzips them (level 9) and checks:
//   - everything the home route (/hotel-guide) downloads: the files the built index.html references
//     (runtime, vendors, main, CSS) + the route's screen chunk group (its webpackChunkName, read from
//     src/app/routes.tsx: "home") + the default locale `locale-ja` + what home loads once it has shown
//     (the coupons block), in lines (scripts/lib/homeBudget.mjs): the runtime, the app's own code, the
//     libraries' vendor chunk, all but the libraries (at most 25 KB) and all (at most 160 KB), each with
//     its budget and headroom (`npm run perf` checks the same lines in the browser, on every JS file
//     loaded until the network is idle);
//   - every built script and stylesheet carries the content hash of shared/contentHash.cjs;
//   - every lazy chunk (each JS file the entrypoint has not loaded): at most 50 KB gzipped. The design
//     card's yup and moment come in chunks of their own, shared by the screens that use them.
// Each lazy chunk group's own JS is printed too (a route's whole download besides the shell).
// The staff app (webpack entry `staff`, staff.html: the front desk) is apart from the guest's
// (scripts/lib/staffApart.mjs): no staff module in a chunk the guest's runtime can load, no staff chunk
// in the guest runtime's chunk map, no staff file named by index.html, home or the service worker's
// precache. Its own files are printed, with the same lazy-chunk budget.
// Each language's messages are in that language's chunks only, never in a screen's (scripts/lib/localeChunks.mjs).
// It also checks that no file calls React's development JSX runtime (jsxDEV).
// KB = 1024 bytes. Exits 1 when a budget is exceeded or the build fails.
import fs from 'node:fs';
import path from 'node:path';
import screenRoutes from './webpack/screenRoutes.cjs';
import offlineScreens from './webpack/offlineScreens.cjs';
import {
  KB,
  ROOT_DIR,
  buildProduction,
  chunkMap,
  fileSize,
  filesInIndexHtml,
  isCss,
  isJs,
  sharedBuild,
} from './lib/build.mjs';
import { BUDGETS, HOME_GROUPS_AFTER_RENDER } from './lib/perfBudget.mjs';
import { fileKinds, homeLines, printHomeLines } from './lib/homeBudget.mjs';
import { CONTENT_HASH_LENGTH, HASHED_FILE } from '../shared/contentHash.cjs';
import { localeChunks } from './lib/localeChunks.mjs';
import { staffApart } from './lib/staffApart.mjs';

const { ROUTES_FILE, screenChunkOf } = screenRoutes;

/** The home route: besides what index.html references, its screen's chunk group and the default locale. */
const HOME_ROUTE = { path: '/hotel-guide', entry: 'main', locale: 'locale-ja' };

const kb = (bytes) => (bytes / KB).toFixed(1);
const pad = (value, width) => String(value).padStart(width);
const sum = (sizes, key) => sizes.reduce((total, s) => total + s[key], 0);

async function main() {
  process.chdir(ROOT_DIR); // webpack.config.js and Babel resolve paths from the working directory
  const screenChunk = screenChunkOf(HOME_ROUTE.path);
  if (!screenChunk) throw new Error(`no webpackChunkName for the route ${HOME_ROUTE.path} in ${ROUTES_FILE}`);
  // `npm test` builds dist/ once for this and the browser tests (SHARED_BUILD=1); alone, a build of its own.
  const build = sharedBuild() ?? (await buildProduction());
  try {
    return report(build, [screenChunk, HOME_ROUTE.locale, ...HOME_GROUPS_AFTER_RENDER]);
  } finally {
    if (!build.shared) fs.rmSync(build.outDir, { recursive: true, force: true });
  }
}

function report(build, homeGroups) {
  const { outDir, stats, seconds } = build;
  const { entrypoints, lazyGroups } = chunkMap(stats);
  const failures = [];
  const sizeOf = new Map();
  const size = (file) => {
    if (!sizeOf.has(file)) sizeOf.set(file, fileSize(outDir, file));
    return sizeOf.get(file);
  };

  // Files loaded by index.html: what the HTML references, and (the same, normally) the entrypoint's files.
  const entryFiles = entrypoints.get(HOME_ROUTE.entry) ?? [];
  const htmlFiles = filesInIndexHtml(outDir, stats.publicPath && stats.publicPath !== 'auto' ? stats.publicPath : '/');
  const initialFiles = [...new Set([...htmlFiles, ...entryFiles])];
  if (entryFiles.length === 0) failures.push(`entrypoint "${HOME_ROUTE.entry}" not found in webpack's stats`);
  const notInHtml = entryFiles.filter((f) => !htmlFiles.includes(f));
  if (notInHtml.length > 0) console.warn(`warning: index.html does not reference ${notInHtml.join(', ')}`);

  const homeFiles = [...initialFiles];
  for (const name of homeGroups) {
    const files = lazyGroups.get(name);
    if (!files) {
      failures.push(`chunk group "${name}" (needed by ${HOME_ROUTE.path}) is missing from the build`);
      continue;
    }
    for (const f of files) if (!homeFiles.includes(f)) homeFiles.push(f);
  }

  console.log(`Bundle budget: production build in ${seconds.toFixed(1)} s; gzip level 9; KB = 1024 bytes\n`);
  console.log(`Home route ${HOME_ROUTE.path}, all it downloads (index.html + ${homeGroups.join(' + ')})`);
  const kinds = fileKinds(stats);
  console.log(`  ${'file'.padEnd(44)} ${pad('raw KB', 9)} ${pad('gzip KB', 9)}  ${'line'.padEnd(9)} loaded by`);
  for (const file of homeFiles) {
    const s = size(file);
    const by = initialFiles.includes(file)
      ? 'index.html'
      : homeGroups.filter((g) => lazyGroups.get(g)?.includes(file)).join(', ');
    const line = isJs(file) ? (kinds.get(file) ?? 'app') : 'CSS';
    console.log(`  ${file.padEnd(44)} ${pad(kb(s.raw), 9)} ${pad(kb(s.gzip), 9)}  ${line.padEnd(9)} ${by}`);
  }
  const homeJs = homeFiles.filter(isJs).map(size);
  const homeCss = homeFiles.filter(isCss).map(size);
  console.log(
    `  ${`CSS total (${homeCss.length} files)`.padEnd(44)} ${pad(kb(sum(homeCss, 'raw')), 9)} ` +
      `${pad(kb(sum(homeCss, 'gzip')), 9)}`,
  );
  // Home's JS in lines: the runtime, the app's own code, the libraries, and the two totals.
  const lines = homeLines(homeJs, kinds);
  console.log('');
  printHomeLines(lines);
  for (const l of lines.filter((line) => !line.ok)) {
    failures.push(
      `home route ${HOME_ROUTE.path}, ${l.label}: ${kb(l.gzip)} KB gzipped JS > ${kb(l.budget)} KB budget ` +
        `(${l.gzip} > ${l.budget} bytes)`,
    );
  }

  // Every script and stylesheet is named by its content, with the hash length all readers expect.
  const unhashed = stats.assets
    .map((a) => a.name)
    .filter((f) => (isJs(f) || isCss(f)) && f.startsWith('assets/') && !HASHED_FILE.test(f));
  if (unhashed.length > 0) {
    failures.push(
      `${unhashed.length} built file(s) without a ${CONTENT_HASH_LENGTH}-digit content hash ` +
        `(shared/contentHash.cjs), e.g. ${unhashed[0]}`,
    );
  }

  // The staff app: apart from the guest's, and its own page's files.
  const staff = staffApart(build, homeFiles);
  failures.push(...staff.failures);
  const staffInitialJs = staff.staffInitial.filter(isJs).map(size);
  console.log(
    `\nStaff app (staff.html, its own runtime): ${staff.staffFiles.length} files only it loads; its page ` +
      `${staffInitialJs.length} JS files, ${kb(sum(staffInitialJs, 'gzip'))} KB gzipped; ` +
      `apart from the guest's: ${staff.failures.length === 0 ? 'ok' : 'NOT APART'}`,
  );
  const initialOf = (name) =>
    lazyGroups.get(name)?.every((f) => staff.staffFiles.includes(f)) ? staff.staffInitial : initialFiles;

  console.log(`\nLazy chunk groups (own = files the entrypoint has not loaded; largest = its largest own JS chunk)`);
  console.log(
    `  ${'group'.padEnd(28)} ${pad('files', 5)} ${pad('own JS', 9)} ${pad('own CSS', 9)} ${pad('largest', 9)}` +
      `  chunk budget ${kb(BUDGETS.lazyChunkJsGzip)}`,
  );
  let lazyCssGzip = 0;
  const names = [...lazyGroups.keys()].sort();
  for (const name of names) {
    const own = lazyGroups.get(name).filter((f) => !initialOf(name).includes(f));
    const ownJs = own.filter(isJs).map(size);
    const ownCssGzip = sum(own.filter(isCss).map(size), 'gzip');
    lazyCssGzip += ownCssGzip;
    const largest = ownJs.reduce((top, s) => (s.gzip > top.gzip ? s : top), { gzip: 0 });
    const ok = largest.gzip <= BUDGETS.lazyChunkJsGzip;
    console.log(
      `  ${(staff.staffFiles.includes(own[0]) ? `${name} (staff)` : name).padEnd(28)} ${pad(own.length, 5)} ${pad(kb(sum(ownJs, 'gzip')), 9)} ${pad(kb(ownCssGzip), 9)} ` +
        `${pad(kb(largest.gzip), 9)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  const lazyJs = [...new Set([...lazyGroups.values()].flat())].filter(
    (f) => isJs(f) && !initialFiles.includes(f) && !staff.staffInitial.includes(f),
  );
  for (const file of lazyJs) {
    const { gzip } = size(file);
    if (gzip > BUDGETS.lazyChunkJsGzip) {
      failures.push(
        `lazy chunk ${file}: ${kb(gzip)} KB gzipped > ${kb(BUDGETS.lazyChunkJsGzip)} KB budget ` +
          `(${gzip} > ${BUDGETS.lazyChunkJsGzip} bytes)`,
      );
    }
  }
  console.log(`  ${lazyJs.length} lazy JS chunks, each within ${kb(BUDGETS.lazyChunkJsGzip)} KB unless listed below`);

  const allCss = stats.assets.map((a) => a.name).filter(isCss);
  console.log(
    `\nCSS: home route ${kb(sum(homeCss, 'gzip'))} KB gzipped; lazy groups' own CSS ${kb(lazyCssGzip)} KB; ` +
      `all ${allCss.length} CSS files ${kb(sum(allCss.map(size), 'gzip'))} KB gzipped`,
  );

  // Each language's messages in their own chunks (a page loads its language only).
  const misplaced = localeChunks(build);
  failures.push(...misplaced);
  console.log(`\nLocale messages: each in its own language's chunk: ${misplaced.length === 0 ? 'ok' : 'NOT APART'}`);

  // The service worker's precache (webpack.config.js, scripts/webpack/offlineScreens.cjs): for information.
  const precached = [
    ...new Set(
      offlineScreens.PRECACHED_CHUNK_GROUPS.flatMap((name) =>
        name === HOME_ROUTE.entry ? initialFiles : (lazyGroups.get(name) ?? []),
      ),
    ),
  ].filter((f) => isJs(f) || isCss(f));
  console.log(
    `\nService worker precache: ${precached.length} files, ${kb(sum(precached.map(size), 'gzip'))} KB gzipped ` +
      `(${kb(sum(precached.map(size), 'raw'))} KB raw), downloaded once the first screen has shown`,
  );

  // Production JSX only: the development runtime's jsxDEV is undefined in React's production build, so a
  // bundle calling it stops at its first render (Babel's env must follow webpack's mode: webpack.config.js).
  const devJsx = stats.assets
    .map((a) => a.name)
    .filter((f) => isJs(f) && fs.readFileSync(path.join(outDir, f), 'utf8').includes('jsxDEV'));
  if (devJsx.length > 0) failures.push(`development JSX (jsxDEV) in ${devJsx.length} files, e.g. ${devJsx[0]}`);

  if (failures.length > 0) {
    for (const f of failures) console.error(`BUDGET FAILED: ${f}`);
    return 1;
  }
  console.log('All bundle budgets met.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`BUDGET FAILED: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
