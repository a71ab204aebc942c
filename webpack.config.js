// Builds the SPA into dist/: content-hashed file names, one chunk per lazy-loaded screen.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ScreenPreloadsPlugin } = require('./scripts/webpack/ScreenPreloadsPlugin.cjs');
const { BuildStampPlugin } = require('./scripts/webpack/BuildStampPlugin.cjs');
const { InjectManifest } = require('workbox-webpack-plugin');
const { PRECACHED_CHUNK_GROUPS } = require('./scripts/webpack/offlineScreens.cjs');
const { staffScreenRoutes } = require('./scripts/webpack/screenRoutes.cjs');
const { GUEST, STAFF, STAFF_PAGE, runtimeOf } = require('./scripts/webpack/apps.cjs');
const { CONTENT_HASH_LENGTH, HASHED_FILE } = require('./shared/contentHash.cjs');
const { compileHint, libraryCacheGroups, precompressedCopies } = require('./scripts/webpack/firstLoad.cjs');

/** `[contenthash]` of the length every reader of the names expects (shared/contentHash.cjs). */
const HASH = `[contenthash:${CONTENT_HASH_LENGTH}]`;

// Two apps, each its own entry, page and runtime (scripts/webpack/apps.cjs): they share code through the
// module graph, never a chunk that only the staff's pages load: the guest's runtime maps guest chunks only
// (scripts/bundle-budget.mjs checks it), and a staff chunk is split only among the staff's own (below).
/** Whether the guest's runtime can load a chunk (chunk.runtime: one runtime's name, or a set of them). */
const inGuestRuntime = (chunk) =>
  typeof chunk.runtime === 'string'
    ? chunk.runtime === runtimeOf(GUEST)
    : Boolean(chunk.runtime?.has(runtimeOf(GUEST)));
const staffOnly = (chunk) => !inGuestRuntime(chunk);

module.exports = (env, argv) => {
  const production = argv.mode === 'production';
  // Babel's env (babel.config.cjs) follows the mode, not NODE_ENV, which `webpack --mode production` leaves
  // unset here: Babel 8's React preset would otherwise compile JSX for react/jsx-dev-runtime, whose
  // production build has no jsxDEV (the bundle would stop at its first render).
  const envName = production ? 'production' : 'development';
  // No setting is baked into the bundle (no DefinePlugin): the server writes them into the page at run
  // time (server/src/web/spaPage.ts, src/lib/pageSettings.ts), so one build serves every deployment.
  // Only webpack's own dev server, which serves the page itself, names the tokeniser sandbox there.
  const devServerMeta = env.WEBPACK_SERVE
    ? { 'card-token-url': process.env.CARD_TOKEN_URL || 'http://localhost:8081/card-token/v1/tokens' }
    : {};
  return {
    mode: production ? 'production' : 'development',
    entry: { [GUEST]: './src/index.tsx', [STAFF]: './src/staff.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? `assets/[name].${HASH}.js` : 'assets/[name].js',
      chunkFilename: production ? `assets/[id].${HASH}.js` : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // react-router 7's package exports only name its development build (with its dev-time
        // warnings); production bundles take the production build it also ships.
        ...(production && {
          'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
          'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          // Messages arrive pre-parsed (compileMessagesLoader), so the ICU parser stays out of the bundle.
          '@formatjs/icu-messageformat-parser$': path.resolve(
            __dirname,
            'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
          ),
        }),
      },
    },
    module: {
      rules: [
        // In production the locale chunks carry every message (pre-compiled), so the English
        // defaultMessage strings are dropped from the code. Not from serverMessages.ts: it matches
        // the server's English texts against them.
        {
          test: /\.[jt]sx?$/,
          exclude: [/node_modules/, /serverMessages\.ts$/],
          use: {
            loader: 'babel-loader',
            options: { envName, plugins: production ? [['formatjs', { removeDefaultMessage: true }]] : [] },
          },
        },
        { test: /serverMessages\.ts$/, use: { loader: 'babel-loader', options: { envName } } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        {
          test: /locales[/\\]\w+\.json$/,
          type: 'json',
          use: { loader: './scripts/webpack/compileMessagesLoader.cjs', options: { compile: production } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        chunks: [GUEST],
        scriptLoading: 'defer',
        meta: devServerMeta,
      }),
      new HtmlWebpackPlugin({
        template: './public/staff.html',
        filename: STAFF_PAGE,
        chunks: [STAFF],
        scriptLoading: 'defer',
      }),
      // screen-preloads.json: each screen's files, which the server preloads on its first page, and the
      // staff's routes, for which it serves staff.html.
      new ScreenPreloadsPlugin({ guest: GUEST, staff: STAFF, staffPage: STAFF_PAGE }),
      new MiniCssExtractPlugin({
        filename: production ? `assets/[name].${HASH}.css` : 'assets/[name].css',
        chunkFilename: production ? `assets/[id].${HASH}.css` : 'assets/[name].css',
      }),
      // moment's locales are imported one by one (ja, zh-cn, ko in src/lib/dates.ts), not its whole folder.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/staff.html'] } }],
      }),
      // V8's explicit compile hint on the first load's scripts (the runtime, the libraries, the app's start).
      ...(production ? [compileHint()] : []),
      // /sw.js, the service worker (src/serviceWorker/sw.ts; docs/offline.md). Its precache is the whole
      // chunk group of each listed entry, screen and language (Workbox's `chunks` takes every chunk of a
      // named group, the split ones included): the guest's, never the staff's; never source maps. The
      // dev server keeps no service worker.
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/serviceWorker/sw.ts',
              swDest: 'sw.js',
              chunks: PRECACHED_CHUNK_GROUPS,
              exclude: [/\.map$/, /\.(br|gz)$/, /\.json$/],
              // Hashed names are their own revision.
              dontCacheBustURLsMatching: HASHED_FILE,
            }),
          ]
        : []),
      // dist/.build-stamp.json: what `npm start` compares with the sources to skip an unneeded build.
      ...(production ? [new BuildStampPlugin()] : []),
      // Pre-compressed copies (.br, .gz) that the server sends to browsers that accept them.
      ...(production ? precompressedCopies() : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // The guest's chunks are split as if the staff app were not there, so that what it imports never
      // reshapes them; the staff's are split among themselves (the same rules, in cache groups of their own).
      splitChunks: {
        chunks: inGuestRuntime,
        cacheGroups: {
          // The guest's start-up libraries in a few chunks, not one: each script is compiled (or its code
          // cache read back, on a repeat visit from the service worker) in a task of its own, so that no
          // single task holds the phone's main thread for all the libraries at once (docs/performance.md).
          ...libraryCacheGroups({ chunks: inGuestRuntime }),
          staffVendors: {
            chunks: staffOnly,
            test: /[\\/]node_modules[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
            idHint: 'staff-vendors',
            // In parts (of source bytes), so that each keeps within the lazy-chunk budget as the guest's do.
            maxAsyncSize: 250_000,
          },
          staffShared: { chunks: staffOnly, minChunks: 2, priority: -20, reuseExistingChunk: true, idHint: 'staff' },
        },
      },
      // One runtime per app: `runtime` (the guest's, as before) and `runtime-staff`.
      runtimeChunk: { name: (entrypoint) => runtimeOf(entrypoint.name) },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT) || 3000,
      // Every route gets the guest's page, the staff's routes the staff's (as the server does).
      historyApiFallback: {
        rewrites: staffScreenRoutes().map((route) => ({
          from: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
          to: `/${STAFF_PAGE}`,
        })),
      },
      hot: true,
      // The API runs on the real server (npm run serve, port 8080 by default).
      proxy: [{ context: ['/api', '/card-token'], target: process.env.API_PROXY || 'http://localhost:8080' }],
    },
  };
};
