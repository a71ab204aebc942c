// The build settings that shape a guest's first load, shared by the app's build (webpack.config.js) and
// the floor page's (scripts/perf-floor/webpack.floor.cjs), so that the floor measures what the app ships.
const zlib = require('node:zlib');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');

/**
 * The libraries every guest page starts with, in parts of 25-45 KB gzipped (the rest of node_modules stays
 * in webpack's default vendor chunk): package folders under node_modules, by the part they go to.
 */
const GUEST_LIBRARY_PARTS = {
  'react-dom': ['react-dom', 'scheduler'],
  router: ['react-router', 'react-router-dom'],
  redux: ['@reduxjs', 'immer', 'redux', 'reselect', 'redux-thunk', 'react-redux', 'redux-persist'],
};

/** A splitChunks cache group per part of GUEST_LIBRARY_PARTS, with `extra` (say, which chunks it may take). */
const libraryCacheGroups = (extra = {}) =>
  Object.fromEntries(
    Object.entries(GUEST_LIBRARY_PARTS).map(([part, packages]) => [
      part,
      {
        ...extra,
        test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
        priority: 0,
        reuseExistingChunk: true,
        idHint: `vendors-${part}`,
      },
    ]),
  );

/**
 * V8's compile hint on every script: its functions run as the app starts, so V8 compiles them on a
 * background thread as the script streams in, not one by one on the main thread when each is first
 * called. After minification (it would drop the comment), before the source maps (which it shifts by a line).
 */
const compileHint = () =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: false,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });

/** Pre-compressed copies (.br, .gz) that the server sends to browsers that accept them. */
const precompressedCopies = () =>
  ['brotli', 'gzip'].map(
    (kind) =>
      new CompressionPlugin({
        test: /\.(js|css|html|svg|json)$/,
        filename: `[path][base].${kind === 'brotli' ? 'br' : 'gz'}`,
        algorithm: kind === 'brotli' ? 'brotliCompress' : 'gzip',
        compressionOptions:
          kind === 'brotli' ? { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } : { level: 9 },
        threshold: 1024,
        minRatio: 0.9,
      }),
  );

module.exports = { GUEST_LIBRARY_PARTS, libraryCacheGroups, compileHint, precompressedCopies };
