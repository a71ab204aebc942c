// The build's two apps, each its own webpack entry, page and runtime (webpack.config.js): the guest's
// (`main`, index.html) and the hotel staff's (`staff`, staff.html: the front desk). Read by
// webpack.config.js and by scripts/bundle-budget.mjs, which checks that the guest's runtime, page, home
// route and service worker name no file of the staff's and hold none of its modules.

const GUEST = 'main';
const STAFF = 'staff';
/** The staff app's page (HtmlWebpackPlugin), served by the server for the staff's routes. */
const STAFF_PAGE = 'staff.html';
/** Each app's runtime chunk (optimization.runtimeChunk): the guest's keeps its name from before there were two. */
const runtimeOf = (entry) => (entry === GUEST ? 'runtime' : `runtime-${entry}`);
/**
 * The staff app's own modules (webpack's module names): its entry and route table, the front desk, the
 * staff API and the front desk's messages, and the console's rich-text editor library (Tiptap, ProseMirror).
 * None may be in a chunk that the guest's runtime can load.
 */
const STAFF_MODULES = [
  /^\.\/src\/staff\.tsx$/,
  /^\.\/src\/app\/staff\//,
  /^\.\/src\/features\/frontDesk\//,
  /^\.\/src\/api\/frontDesk/,
  /^\.\/locales\/\w+\.json\?group=frontDesk$/,
  /^\.\/node_modules\/(@tiptap|prosemirror-)/,
];

module.exports = { GUEST, STAFF, STAFF_PAGE, STAFF_MODULES, runtimeOf };
