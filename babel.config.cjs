// Babel compiles the SPA (webpack) and the SPA tests (Jest); tsc only type-checks.
// Babel 8 parses JSX wherever the React preset is on, so it is on for .jsx/.tsx only: in a .ts file
// `<T>(x: T) => x` is a generic arrow function. The preset's `development` (jsxDEV) follows Babel's env,
// which webpack.config.js sets from webpack's mode.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [['@babel/preset-env', isTest ? { targets: { node: 'current' } } : {}], '@babel/preset-typescript'],
    overrides: [{ test: /\.[jt]sx$/, presets: [['@babel/preset-react', { runtime: 'automatic' }]] }],
  };
};
