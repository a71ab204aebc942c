// Writes screen-preloads.json beside index.html: for every route of the guest's router table, the JS and
// CSS files of its lazily loaded screen (its chunk group, less what index.html loads already), for every
// language the files of its core messages, and the staff app's page (staff.html) with its routes' files
// the same way (less what staff.html loads). The server (server/src/web/spaPage.ts) serves staff.html for
// the staff routes and puts the files into the first page as preloads, so that the screen's code
// downloads side by side with the app's own scripts instead of after they have run (one round trip fewer
// before the first screen shows).
const { Compilation, sources } = require('webpack');
const { screenRoutes, staffScreenRoutes } = require('./screenRoutes.cjs');

const NAME = 'ScreenPreloadsPlugin';
const FILE = 'screen-preloads.json';
/** src/app/messages.ts: each language's core messages are the chunk group "locale-<language>". */
const LOCALE_GROUP = /^locale-([a-z]{2})$/;

class ScreenPreloadsPlugin {
  /** `entries`: the guest's and the staff's webpack entry, and the staff's page (its HtmlWebpackPlugin file). */
  constructor({ guest = 'main', staff = 'staff', staffPage = 'staff.html' } = {}) {
    this.entries = { guest, staff };
    this.staffPage = staffPage;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const entryFiles = (name) => {
          const entry = compilation.entrypoints.get(name);
          if (!entry) throw new Error(`${NAME}: no entry "${name}" (webpack.config.js)`);
          return new Set(entry.getFiles());
        };
        const filesOf = (groupName, inPage) => {
          const group = compilation.namedChunkGroups.get(groupName);
          if (!group) throw new Error(`${NAME}: no chunk group "${groupName}" (src/app/routes.tsx, messages.ts)`);
          return group.getFiles().filter((file) => /\.(js|css)$/.test(file) && !inPage.has(file));
        };
        const inIndexHtml = entryFiles(this.entries.guest);
        const inStaffHtml = entryFiles(this.entries.staff);
        const screens = screenRoutes().map((route) => ({ path: route.path, files: filesOf(route.chunk, inIndexHtml) }));
        const staffScreens = staffScreenRoutes().map((route) => ({
          path: route.path,
          files: filesOf(route.chunk, inStaffHtml),
        }));
        const locales = {};
        for (const name of compilation.namedChunkGroups.keys()) {
          const language = LOCALE_GROUP.exec(name)?.[1];
          if (language) locales[language] = filesOf(name, inIndexHtml);
        }
        const staff = { page: this.staffPage, screens: staffScreens };
        compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify({ screens, locales, staff })));
      });
    });
  }
}

module.exports = { ScreenPreloadsPlugin };
