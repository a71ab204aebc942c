// The production build and its chunk map, shared by scripts/bundle-budget.mjs and scripts/perf.mjs.
// Runs webpack through its Node API with the project's own webpack.config.js (unchanged except for the
// output folder), so the sizes measured are the ones `npm run build` ships.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const KB = 1024;

const require = createRequire(path.join(ROOT_DIR, 'package.json'));

/**
 * Builds the SPA in production mode into `outDir` (default: a new temporary folder, so that dist/, which
 * a running server or a colleague's build may be using, is left alone).
 * Returns the output folder, the stats JSON (assets, chunks, chunk groups, entrypoints) and the duration.
 */
export async function buildProduction({ outDir } = {}) {
  // webpack.config.js (entry, loaders) and Babel (babel.config.cjs) resolve relative to the working directory.
  if (process.cwd() !== ROOT_DIR) throw new Error(`run from the repository root (${ROOT_DIR})`);
  const webpack = require('webpack');
  const makeConfig = require(path.join(ROOT_DIR, 'webpack.config.js'));
  const output = outDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-spa-build-'));
  const config = makeConfig({}, { mode: 'production' });
  config.output = { ...config.output, path: output };
  config.infrastructureLogging = { level: 'error' };

  const started = performance.now();
  let stats;
  try {
    const compiler = webpack(config);
    stats = await new Promise((resolve, reject) => {
      compiler.run((error, result) => {
        compiler.close((closeError) => {
          if (error || closeError) reject(error || closeError);
          else resolve(result);
        });
      });
    });
    if (stats.hasErrors()) {
      const { errors } = stats.toJson({ all: false, errors: true });
      const text = errors.map((e) => `${e.moduleName ? `${e.moduleName}: ` : ''}${e.message}`).join('\n\n');
      throw new Error(`webpack build failed:\n${text}`);
    }
  } catch (error) {
    if (!outDir) fs.rmSync(output, { recursive: true, force: true });
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  const json = stats.toJson({
    all: false,
    assets: true,
    chunks: true,
    chunkGroups: true,
    entrypoints: true,
    ids: true,
  });
  json.moduleChunks = moduleChunks(stats);
  return { outDir: output, stats: json, seconds };
}

/**
 * Every module of the build by name, with the ids of the chunks it is in: [{ name, chunks }]. A module
 * concatenated into another (scope hoisting) is listed under its own name, in its host's chunks.
 */
function moduleChunks(stats) {
  const { modules = [] } = stats.toJson({ all: false, modules: true, nestedModules: true, ids: true });
  const list = [];
  const add = (module, chunks) => {
    if (module.name && !module.modules) list.push({ name: module.name, chunks });
    for (const inner of module.modules ?? []) add(inner, chunks);
  };
  for (const module of modules) add(module, module.chunks ?? []);
  return list;
}

/** Gzipped size of a buffer or string at level 9 (what a compressing server or CDN would send). */
export function gzipSize(data) {
  return zlib.gzipSync(data, { level: 9 }).length;
}

export const isJs = (file) => /\.m?js$/.test(file);
export const isCss = (file) => /\.css$/.test(file);

/** Raw and gzipped size of one built file. */
export function fileSize(outDir, file) {
  const data = fs.readFileSync(path.join(outDir, file));
  return { file, raw: data.length, gzip: gzipSize(data) };
}

/** JS and CSS files (relative to the output folder) that the built index.html references itself. */
export function filesInIndexHtml(outDir, publicPath = '/') {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']?([^"'\s>]+)/gi)) {
    const url = match[1];
    if (/^(?:[a-z]+:)?\/\//i.test(url)) continue; // another origin
    const file = url.startsWith(publicPath) ? url.slice(publicPath.length) : url.replace(/^\//, '');
    const clean = file.split(/[?#]/)[0];
    if (isJs(clean) || isCss(clean)) files.push(clean);
  }
  return files;
}

const assetNames = (group) => (group?.assets ?? []).map((a) => a.name).filter((f) => isJs(f) || isCss(f));

/**
 * The chunk map of a build: the files of each entrypoint, and of each lazy chunk group (a named dynamic
 * import together with the split chunks it needs). Async chunks that belong to no named group (a dynamic
 * import without webpackChunkName) are listed as groups of their own, so that nothing escapes the budget.
 */
export function chunkMap(stats) {
  const entrypoints = new Map(Object.entries(stats.entrypoints ?? {}).map(([name, g]) => [name, assetNames(g)]));
  const lazyGroups = new Map();
  const covered = new Set();
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    for (const id of group.chunks) covered.add(id);
    if (entrypoints.has(name)) continue;
    lazyGroups.set(name, assetNames(group));
  }
  for (const chunk of stats.chunks ?? []) {
    if (chunk.initial || covered.has(chunk.id)) continue;
    const files = chunk.files.filter((f) => isJs(f) || isCss(f));
    if (files.length > 0) lazyGroups.set(`(unnamed chunk ${chunk.id})`, files);
  }
  return { entrypoints, lazyGroups };
}

/** Where `npm test` keeps the stats of the build it made in dist/ (scripts/build-for-tests.mjs). */
export const SHARED_BUILD_STATS = path.join(ROOT_DIR, 'node_modules', '.cache', 'hotel-build-stats.json');

/** Builds the SPA into dist/ once for the budget and the browser tests, keeping its stats beside it. */
export async function buildShared() {
  const build = await buildProduction({ outDir: path.join(ROOT_DIR, 'dist') });
  fs.mkdirSync(path.dirname(SHARED_BUILD_STATS), { recursive: true });
  fs.writeFileSync(SHARED_BUILD_STATS, JSON.stringify({ stats: build.stats, seconds: build.seconds }));
  return build;
}

/** The build buildShared made, when `npm test` made one (SHARED_BUILD=1), else null. */
export function sharedBuild() {
  if (process.env.SHARED_BUILD !== '1') return null;
  const { stats, seconds } = JSON.parse(fs.readFileSync(SHARED_BUILD_STATS, 'utf8'));
  return { outDir: path.join(ROOT_DIR, 'dist'), stats, seconds, shared: true };
}
