// Webpack loader for locales/*.json. `?group=<name>` keeps one group of messages: the ids that
// start with "<name>." (a feature's messages, loaded with its screens), or with `?group=core`
// every id outside the named groups (what every screen needs). With `compile: true` (production)
// it also parses each ICU message at build time into react-intl's AST, so the browser needs no
// message parser (webpack aliases it to the package's no-parser build).
// See https://formatjs.github.io/docs/guides/advanced-usage
const { parse } = require('@formatjs/icu-messageformat-parser');
const { MESSAGE_GROUPS } = require('./messageGroups.cjs');

function inGroup(id, group) {
  if (group === 'core') return !MESSAGE_GROUPS.some((g) => id.startsWith(`${g}.`));
  return id.startsWith(`${group}.`);
}

module.exports = function compileMessages(source) {
  const { compile = false } = this.getOptions();
  const group = new URLSearchParams(this.resourceQuery.slice(1)).get('group') ?? 'core';
  if (group !== 'core' && !MESSAGE_GROUPS.includes(group)) {
    throw new Error(`${this.resourcePath}: unknown message group "${group}" (see scripts/webpack/messageGroups.cjs)`);
  }
  const messages = JSON.parse(source);
  const kept = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!inGroup(id, group)) continue;
    try {
      kept[id] = compile ? parse(message) : message;
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU: ${error.message}`, { cause: error });
    }
  }
  return JSON.stringify(kept);
};
