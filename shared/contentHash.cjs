// The content hash in the name of every built script and stylesheet (`assets/<name or id>.<hash>.js|css`),
// one constant for everything that reads those names: webpack.config.js (the file names; Workbox takes a
// hashed name as its own revision), the server's cache rule (server/src/plugins/spa.ts: a year,
// immutable), the service worker (src/serviceWorker/sw.ts: hashed files cache-first) and the budget
// scripts. 16 hex digits (64 bits, webpack's default from its next major on: `futureDefaults`): two
// builds' files never meet under one name, where the 6 digits of before (24 bits) only saved bytes.

const CONTENT_HASH_LENGTH = 16;

/** A built file named by its content: `<name or id>.<hash>.js` or `.css`, its hash the first group. */
const HASHED_FILE = new RegExp(`\\.([0-9a-f]{${CONTENT_HASH_LENGTH}})\\.(?:js|css)$`);

module.exports = { CONTENT_HASH_LENGTH, HASHED_FILE };
