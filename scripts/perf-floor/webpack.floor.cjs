// The floor page's build (floor.js): the production settings of ../../webpack.config.js that shape the
// guest's first load, and nothing of the app's: the start-up libraries in the same four chunks
// (scripts/webpack/firstLoad.cjs, and webpack's default vendor chunk for the rest: react), one
// runtime chunk, react-router's production build, the V8 compile hint on every script, the entry's
// stylesheet (the server puts it inline), and the brotli and gzip copies the server sends.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { compileHint, libraryCacheGroups, precompressedCopies } = require('../webpack/firstLoad.cjs');

const ROOT = path.resolve(__dirname, '../..');
const HASH = '[contenthash:16]';

module.exports = (outDir) => ({
  mode: 'production',
  context: ROOT,
  entry: { main: path.join(__dirname, 'floor.js') },
  output: {
    path: outDir,
    filename: `assets/[name].${HASH}.js`,
    chunkFilename: `assets/[id].${HASH}.js`,
    publicPath: '/',
    clean: true,
  },
  resolve: {
    alias: {
      'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
      'react-router/dom$': path.join(ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
    },
  },
  module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }] },
  plugins: [
    new HtmlWebpackPlugin({ template: path.join(ROOT, 'public/index.html'), chunks: ['main'], scriptLoading: 'defer' }),
    new MiniCssExtractPlugin({ filename: `assets/[name].${HASH}.css`, chunkFilename: `assets/[id].${HASH}.css` }),
    new CopyWebpackPlugin({
      patterns: [{ from: path.join(ROOT, 'public/images/demo/sakura-hero.svg'), to: 'images/demo/' }],
    }),
    compileHint(),
    ...precompressedCopies(),
  ],
  optimization: {
    minimizer: ['...', new CssMinimizerPlugin()],
    splitChunks: {
      chunks: 'all',
      cacheGroups: {
        ...libraryCacheGroups(),
        // The fourth part, the rest of node_modules (react alone here): in the app it is over webpack's
        // 20 KB minimum with the other libraries home loads; here it is a chunk of its own all the same.
        defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, minSize: 0 },
      },
    },
    runtimeChunk: { name: 'runtime' },
  },
  performance: { hints: false },
});
