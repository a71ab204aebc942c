// The router tables' screens as the build and the scripts see them: every route `path` of
// src/app/routes.tsx (the guest's) or src/app/staff/staffRoutes.tsx (the staff's) with the
// webpackChunkName of its lazily loaded screen (the first one after the path and before the next). Read
// by ScreenPreloadsPlugin.cjs (the server's preloads and staff pages), by webpack.config.js (the dev
// server's staff pages), by scripts/bundle-budget.mjs and by scripts/lib/perfBudget.mjs.
const fs = require('node:fs');
const path = require('node:path');

const ROUTES_FILE = path.join(__dirname, '..', '..', 'src', 'app', 'routes.tsx');
const STAFF_ROUTES_FILE = path.join(__dirname, '..', '..', 'src', 'app', 'staff', 'staffRoutes.tsx');

/** [{ path, chunk }] in the order of the router table; routes without a lazy screen are left out. */
function screenRoutes(source = fs.readFileSync(ROUTES_FILE, 'utf8')) {
  const paths = [...source.matchAll(/\bpath:\s*['"`]([^'"`]+)['"`]/g)];
  return paths.flatMap((match, i) => {
    const end = i + 1 < paths.length ? paths[i + 1].index : source.length;
    const chunk = /webpackChunkName:\s*["']([^"']+)["']/.exec(source.slice(match.index, end))?.[1];
    return chunk ? [{ path: match[1], chunk }] : [];
  });
}

/** The staff app's screens, as screenRoutes() gives the guest's. */
const staffScreenRoutes = () => screenRoutes(fs.readFileSync(STAFF_ROUTES_FILE, 'utf8'));

/** The webpackChunkName of the screen of the router path `routePath`, or null. */
function screenChunkOf(routePath) {
  return screenRoutes().find((route) => route.path === routePath)?.chunk ?? null;
}

module.exports = { ROUTES_FILE, STAFF_ROUTES_FILE, screenRoutes, staffScreenRoutes, screenChunkOf };
