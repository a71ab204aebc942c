// Writes screen-preloads.json beside index.html: for every route of the router table, the JS and CSS
// files of its lazily loaded screen (its chunk group, less what index.html loads already), and for
// every language the files of its core messages. The server (server/src/web/spaPage.ts) puts them into
// the first page as preloads, so that the screen's code downloads side by side with the app's own
// scripts instead of after they have run (one round trip fewer before the first screen shows).
const { Compilation, sources } = require('webpack');
const { screenRoutes } = require('./screenRoutes.cjs');

const NAME = 'ScreenPreloadsPlugin';
const FILE = 'screen-preloads.json';
/** src/app/messages.ts: each language's core messages are the chunk group "locale-<language>". */
const LOCALE_GROUP = /^locale-([a-z]{2})$/;

class ScreenPreloadsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const inIndexHtml = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
        const filesOf = (groupName) => {
          const group = compilation.namedChunkGroups.get(groupName);
          if (!group) throw new Error(`${NAME}: no chunk group "${groupName}" (src/app/routes.tsx, messages.ts)`);
          return group.getFiles().filter((file) => /\.(js|css)$/.test(file) && !inIndexHtml.has(file));
        };
        const screens = screenRoutes().map((route) => ({ path: route.path, files: filesOf(route.chunk) }));
        const locales = {};
        for (const name of compilation.namedChunkGroups.keys()) {
          const language = LOCALE_GROUP.exec(name)?.[1];
          if (language) locales[language] = filesOf(name);
        }
        compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify({ screens, locales })));
      });
    });
  }
}

module.exports = { ScreenPreloadsPlugin };
