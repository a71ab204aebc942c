// `npm run test:budget`: gzipped JS/CSS budgets of the production build, without a browser.
// Builds the SPA with webpack's Node API (into a temporary folder; dist/ is left alone), reads which files
// each chunk group needs from webpack's stats, gzips them (level 9) and checks:
//   - the home route (/hotel-guide) before its first render: the files the built index.html references
//     (runtime, vendors, main, CSS) + the route's screen chunk group (its webpackChunkName, read from
//     src/app/routes.tsx: "hotel-guide" at first, now "home") + the default locale `locale-ja`,
//     at most 150 KB of gzipped JS;
//   - every lazy chunk group: its own JS (files the entrypoint has not loaded already) at most 50 KB gzipped.
// KB = 1024 bytes. Exits 1 when a budget is exceeded or the build fails.
import fs from 'node:fs';
import screenRoutes from './webpack/screenRoutes.cjs';
import { KB, ROOT_DIR, buildProduction, chunkMap, fileSize, filesInIndexHtml, isCss, isJs } from './lib/build.mjs';

const { ROUTES_FILE, screenChunkOf } = screenRoutes;

/** The home route: besides what index.html references, its screen's chunk group and the default locale. */
const HOME_ROUTE = { path: '/hotel-guide', entry: 'main', locale: 'locale-ja' };
const BUDGETS = { homeRouteJsGzip: 150 * KB, lazyGroupOwnJsGzip: 50 * KB };

const kb = (bytes) => (bytes / KB).toFixed(1);
const pad = (value, width) => String(value).padStart(width);
const sum = (sizes, key) => sizes.reduce((total, s) => total + s[key], 0);

async function main() {
  process.chdir(ROOT_DIR); // webpack.config.js and Babel resolve paths from the working directory
  const screenChunk = screenChunkOf(HOME_ROUTE.path);
  if (!screenChunk) throw new Error(`no webpackChunkName for the route ${HOME_ROUTE.path} in ${ROUTES_FILE}`);
  const build = await buildProduction();
  try {
    return report(build, [screenChunk, HOME_ROUTE.locale]);
  } finally {
    fs.rmSync(build.outDir, { recursive: true, force: true });
  }
}

function report({ outDir, stats, seconds }, homeGroups) {
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
  console.log(`Home route ${HOME_ROUTE.path}, before first render (index.html + ${homeGroups.join(' + ')})`);
  console.log(`  ${'file'.padEnd(44)} ${pad('raw KB', 9)} ${pad('gzip KB', 9)}  loaded by`);
  for (const file of homeFiles) {
    const s = size(file);
    const by = initialFiles.includes(file)
      ? 'index.html'
      : homeGroups.filter((g) => lazyGroups.get(g)?.includes(file)).join(', ');
    console.log(`  ${file.padEnd(44)} ${pad(kb(s.raw), 9)} ${pad(kb(s.gzip), 9)}  ${by}`);
  }
  const homeJs = homeFiles.filter(isJs).map(size);
  const homeCss = homeFiles.filter(isCss).map(size);
  const homeJsGzip = sum(homeJs, 'gzip');
  const homeOk = homeJsGzip <= BUDGETS.homeRouteJsGzip;
  console.log(
    `  ${`JS total (${homeJs.length} files)`.padEnd(44)} ${pad(kb(sum(homeJs, 'raw')), 9)} ${pad(kb(homeJsGzip), 9)}` +
      `  budget ${kb(BUDGETS.homeRouteJsGzip)}  ${homeOk ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `  ${`CSS total (${homeCss.length} files)`.padEnd(44)} ${pad(kb(sum(homeCss, 'raw')), 9)} ` +
      `${pad(kb(sum(homeCss, 'gzip')), 9)}`,
  );
  if (!homeOk) {
    failures.push(
      `home route ${HOME_ROUTE.path}: ${kb(homeJsGzip)} KB gzipped JS before first render > ` +
        `${kb(BUDGETS.homeRouteJsGzip)} KB budget (${homeJsGzip} > ${BUDGETS.homeRouteJsGzip} bytes)`,
    );
  }

  console.log(`\nLazy chunk groups (own = files the entrypoint has not loaded; budget on own JS)`);
  console.log(
    `  ${'group'.padEnd(28)} ${pad('files', 5)} ${pad('JS gzip', 9)} ${pad('own JS', 9)} ${pad('own CSS', 9)}` +
      `  budget ${kb(BUDGETS.lazyGroupOwnJsGzip)}`,
  );
  let lazyCssGzip = 0;
  const names = [...lazyGroups.keys()].sort();
  for (const name of names) {
    const files = lazyGroups.get(name);
    const own = files.filter((f) => !initialFiles.includes(f));
    const jsGzip = sum(files.filter(isJs).map(size), 'gzip');
    const ownJsGzip = sum(own.filter(isJs).map(size), 'gzip');
    const ownCssGzip = sum(own.filter(isCss).map(size), 'gzip');
    lazyCssGzip += ownCssGzip;
    const ok = ownJsGzip <= BUDGETS.lazyGroupOwnJsGzip;
    console.log(
      `  ${name.padEnd(28)} ${pad(files.length, 5)} ${pad(kb(jsGzip), 9)} ${pad(kb(ownJsGzip), 9)} ` +
        `${pad(kb(ownCssGzip), 9)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
    if (!ok) {
      failures.push(
        `lazy chunk group "${name}": ${kb(ownJsGzip)} KB own gzipped JS > ${kb(BUDGETS.lazyGroupOwnJsGzip)} KB budget ` +
          `(${ownJsGzip} > ${BUDGETS.lazyGroupOwnJsGzip} bytes: ${own.filter(isJs).join(', ')})`,
      );
    }
  }

  const allCss = stats.assets.map((a) => a.name).filter(isCss);
  console.log(
    `\nCSS: home route ${kb(sum(homeCss, 'gzip'))} KB gzipped; lazy groups' own CSS ${kb(lazyCssGzip)} KB; ` +
      `all ${allCss.length} CSS files ${kb(sum(allCss.map(size), 'gzip'))} KB gzipped`,
  );

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
