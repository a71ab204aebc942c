// Webpack loader for locales/*.json in production builds: parses each ICU message at build time
// into react-intl's AST, so the browser needs no message parser (webpack aliases it to the
// package's no-parser build). See https://formatjs.github.io/docs/guides/advanced-usage
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
};
